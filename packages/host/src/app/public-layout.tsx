import { ErrorBoundary } from '@portal/elements/ui';
import type { ReactElement, ReactNode } from 'react';
import { SiteHeader } from '../shell/site-header.tsx';
import { usePortal, useStripped } from './portal-context.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/**
 * Pages outside the signed-in shell (account-portal §2 'App shell': the public result pages, and the
 * shell's own moments such as signing in): the brand's header and one main region, no menu.
 */
export function PublicLayout({ children }: { readonly children: ReactNode }): ReactElement {
  const { platform } = usePortal();
  const stripped = useStripped();
  return (
    <>
      <SkipLink />
      {stripped ? null : <SiteHeader />}
      <main id={MAIN_ID} className="public-main" tabIndex={-1}>
        <ErrorBoundary onError={(error) => platform.report('RENDER_FAILED', error)}>{children}</ErrorBoundary>
      </main>
    </>
  );
}
