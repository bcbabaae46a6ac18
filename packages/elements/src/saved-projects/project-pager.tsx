import { savedProjectsPageCount } from '@portal/api/schemas/saved-projects';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Icon } from '../ui/icons.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { pageRoute, pagerItems } from './project-pages.ts';

/**
 * The pages of the saved projects: Previous, the numbered pages (the current one marked), Next, and
 * 'Page 2 of 3'. Each is a real link to the page's address ([Note: The page lives in the address]);
 * Previous on the first page and Next on the last are shown but disabled.
 */
export function ProjectPager({
  page,
  totalCount,
}: {
  readonly page: number;
  readonly totalCount: number;
}): ReactElement {
  const { t } = useTranslation();
  const pageCount = savedProjectsPageCount(totalCount);
  return (
    <nav className="pager" aria-label={t('savedProjects.pager.label')} part="pager">
      <PagerEnd to={page > 1 ? page - 1 : null} className="pager-previous">
        <Icon name="chevronLeft" />
        {t('savedProjects.pager.previous')}
      </PagerEnd>
      <ol className="pager-pages">
        {pagerItems(page, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <RouteLink
                to={pageRoute(item.page)}
                className={item.page === page ? 'pager-page pager-current' : 'pager-page'}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('savedProjects.pager.page', { page: item.page })}
              >
                {item.page}
              </RouteLink>
            </li>
          ),
        )}
      </ol>
      <PagerEnd to={page < pageCount ? page + 1 : null} className="pager-next">
        {t('savedProjects.pager.next')}
        <Icon name="chevronRight" />
      </PagerEnd>
      <p className="pager-position">{t('savedProjects.pager.position', { page, total: pageCount })}</p>
    </nav>
  );
}

/** Previous or Next: a link to the page `to`, or, at the end (null), the same words disabled. */
function PagerEnd({
  to,
  className,
  children,
}: {
  readonly to: number | null;
  readonly className: string;
  readonly children: ReactNode;
}): ReactElement {
  if (to === null) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link with nowhere to go, disabled as the pager's end.
      <a className={`button button-secondary pager-end ${className}`} role="link" aria-disabled="true">
        {children}
      </a>
    );
  }
  return (
    <RouteLink to={pageRoute(to)} className={`button button-secondary pager-end ${className}`}>
      {children}
    </RouteLink>
  );
}
