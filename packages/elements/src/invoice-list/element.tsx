import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import { useCustomer } from '../runtime/customer.ts';
import { defineElement, type PortalElement } from '../runtime/define-element.tsx';
import type { SessionUser } from '../runtime/session/session.ts';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { InvoicesPage } from './invoices-page.tsx';
import { INVOICE_LIST_STYLES } from './styles.ts';

/**
 * A business customer's invoices (account-portal §2 'Invoices (B2B)'): see manifest.ts for its
 * public face. Signed out it offers to sign in; a customer who is not a business customer is told
 * the page is for business customers (the host portal sends them to the overview before this).
 */
function InvoiceList(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  return <SignedInInvoices user={session.user} />;
}

function SignedInInvoices({ user }: { readonly user: SessionUser }): ReactElement {
  // As the host's shell decides: the customer service's user type, the sign-in's until it answers.
  const customer = useCustomer(user.accountId);
  const b2b = isB2bCustomer(customer.data?.userType ?? user.userType);
  return <InvoicesPage accountId={user.accountId} b2b={b2b} />;
}

defineElement({
  tag: 'invoice-list',
  component: InvoiceList,
  styles: INVOICE_LIST_STYLES,
  defaultBasePath: '/invoices',
});

declare global {
  interface HTMLElementTagNameMap {
    'invoice-list': PortalElement;
  }
}
