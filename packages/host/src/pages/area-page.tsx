import type { RouteEntry } from '@portal/api/schemas/config';
import { ELEMENT_MODULES } from '@portal/elements/elements';
import { useTranslation } from '@portal/elements/i18n';
import { createElement, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { MessageCard } from '../app/message-card.tsx';
import { useLinkTo, usePageTitle, useStripped } from '../app/portal-context.tsx';
import type { AreaElement } from '../routing/area-elements.ts';
import { OVERVIEW_PATH } from '../shell/menu-entries.ts';

/**
 * An area's route: its element, told where its routes live and whether the layout is stripped. The
 * loader imports the element's code when the tag first renders, and the element shows the page's h1
 * itself. A route of the configured table whose element this build does not have says so, under the
 * page's title, and leads back to the overview.
 */
export function AreaPage({
  entry,
  area,
}: {
  readonly entry: RouteEntry;
  readonly area: AreaElement;
}): ReactElement {
  const { t } = useTranslation();
  const stripped = useStripped();
  const linkTo = useLinkTo();
  const title = entry.titleKey === null ? null : t(entry.titleKey);
  usePageTitle(title);
  if (!Object.hasOwn(ELEMENT_MODULES, area.tag)) {
    return (
      <MessageCard title={title ?? t('notFound.title')} body={t('host.areaUnavailable')}>
        <Link className="button button-primary" to={linkTo(OVERVIEW_PATH)}>
          {t('notFound.backHome')}
        </Link>
      </MessageCard>
    );
  }
  return createElement(area.tag, {
    className: 'area-element',
    'base-path': area.basePath,
    stripped: stripped ? true : undefined,
  });
}
