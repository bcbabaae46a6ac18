import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { DownloadsPage } from './downloads-page.tsx';
import { ACCOUNT_DOWNLOADS_STYLES } from './styles.ts';

/**
 * The customer's downloads (account-portal §2, route /downloads): see manifest.ts for its public
 * face, archive-state.ts for what it says of an archive and [Note: Which product PDFs a customer
 * has] for the PDFs it offers.
 */
function AccountDownloads(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  return <DownloadsPage key={session.user.accountId} accountId={session.user.accountId} />;
}

defineElement({
  tag: 'account-downloads',
  component: AccountDownloads,
  styles: ACCOUNT_DOWNLOADS_STYLES,
  defaultBasePath: '/downloads',
});

declare global {
  interface HTMLElementTagNameMap {
    'account-downloads': PortalElement;
  }
}
