import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import { useCustomer, useLeaveWhenAccountGone } from '../runtime/customer.ts';
import { defineElement, type PortalElement } from '../runtime/define-element.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import type { SessionUser } from '../runtime/session/session.ts';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FtpPage } from './ftp-page.tsx';
import { FTP_INTEGRATION_STYLES } from './styles.ts';

const LOGOUT_PATH = '/logout';

/**
 * A business customer's FTP integration (account-portal §2 '/integration', §3): see manifest.ts for
 * its public face. Signed out it offers to sign in; a customer who is not a business customer is
 * told the page is for business customers (the host portal sends them to the overview before this).
 */
function FtpIntegration(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  return <SignedInFtpIntegration user={session.user} />;
}

function SignedInFtpIntegration({ user }: { readonly user: SessionUser }): ReactElement {
  const customer = useCustomer(user.accountId);
  // As the host's shell decides: the customer service's user type, the sign-in's until it answers.
  const b2b = isB2bCustomer(customer.data?.userType ?? user.userType);

  useLeaveWhenAccountGone(customer.data, LOGOUT_PATH);
  return <FtpPage accountId={user.accountId} b2b={b2b} customer={readStateOf(customer)} />;
}

defineElement({
  tag: 'ftp-integration',
  component: FtpIntegration,
  styles: FTP_INTEGRATION_STYLES,
  defaultBasePath: '/integration',
});

declare global {
  interface HTMLElementTagNameMap {
    'ftp-integration': PortalElement;
  }
}
