import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/**
 * An area's page while it loads: the page heading and two cards of lines, drawn in skeletons like
 * the overview's cards, so the page grows into its place instead of replacing a spinner. Busy for
 * assistive technology, which reads 'Loading…'. Its sheet is in base-css.ts (`.page-skeleton`).
 */
export function PageSkeleton(): ReactElement {
  const { t } = useTranslation();
  return <PageSkeletonShape label={t('runtime.loading')} />;
}

/**
 * The page skeleton with its label given. The element's frame draws it before the page's strings
 * have loaded, when there is no language yet to say 'Loading…' in: it is then named with no words,
 * as the spinner it replaces was.
 */
export function PageSkeletonShape({ label = '…' }: { readonly label?: string }): ReactElement {
  return (
    <div className="page-skeleton" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton" />
      <div className="card">
        <div className="skeleton" />
        <div className="skeleton" />
        <div className="skeleton" />
      </div>
      <div className="card">
        <div className="skeleton" />
        <div className="skeleton" />
      </div>
    </div>
  );
}
