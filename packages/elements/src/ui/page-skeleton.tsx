import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/** The lines of each card of the page skeleton; the last line of a card is shorter. */
const CARD_LINES = [3, 2] as const;

/**
 * An area's page while it loads: the page heading and two cards of lines, drawn in skeletons like
 * the overview's cards, so the page grows into its place instead of replacing a spinner. Busy for
 * assistive technology, which reads 'Loading…'.
 */
export function PageSkeleton(): ReactElement {
  const { t } = useTranslation();
  return <PageSkeletonShape label={t('runtime.loading')} />;
}

/**
 * The page skeleton with its label given: the element's frame draws it before the page's strings
 * have loaded, when there is no language yet to say 'Loading…' in.
 */
export function PageSkeletonShape({ label }: { readonly label: string }): ReactElement {
  return (
    <div className="page-skeleton" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton page-skeleton-line page-skeleton-heading" />
      {CARD_LINES.map((count) => (
        <div key={count} className="card page-skeleton-card">
          {Array.from({ length: count }, (_, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <div key={line} className="skeleton page-skeleton-line" />
          ))}
        </div>
      ))}
    </div>
  );
}
