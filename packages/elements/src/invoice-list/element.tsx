import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import { useCustomer } from '../runtime/customer.ts';
import type { PortalElement } from '../runtime/define-element.tsx';
import type { SessionUser } from '../runtime/session/session.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { InvoicesPage } from './invoices-page.tsx';
import { INVOICE_LIST_STYLES } from './styles.ts';

/**
 * A business customer's invoices (account-portal §2 'Invoices (B2B)'): see the comment on its definition
 * below for its public face. Signed out it offers to sign in; a customer who is not a business customer
 * is told the page is for business customers (the host portal sends them to the overview before this).
 */
function InvoiceList(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <PageSkeleton />;
  return <SignedInInvoices user={session.user} />;
}

function SignedInInvoices({ user }: { readonly user: SessionUser }): ReactElement {
  // As the host's shell decides: the customer service's user type, the sign-in's until it answers.
  const customer = useCustomer(user.accountId);
  const b2b = isB2bCustomer(customer.data?.userType ?? user.userType);
  return <InvoicesPage accountId={user.accountId} b2b={b2b} />;
}

/**
 * The invoices area for business customers (account-portal §2 ‘Invoices (B2B)’). It lists the
 * historical invoices of the signed-in customer as the invoice API answers them, newest first: invoice
 * number (credit notes marked, their total negative), invoice date, order reference and total including
 * VAT in the invoice’s currency. Each invoice downloads as its PDF from the invoice API, saved as
 * invoice-<number>.pdf; an invoice that belongs to an invoice group file also offers that combined PDF
 * (invoices-<group file id>.pdf). Loading, an empty list and a failure with Try again each have their
 * state, and a failed download says so in its row. A customer who is not a business customer is told
 * the page is for business customers, with a link to the overview (the host portal sends them to the
 * overview instead). Signed out, it offers to sign in.
 *
 * @summary A business customer’s invoices and credit notes, each downloadable as a PDF.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/invoices] - The path of its page. Only a path on the page's own origin
 *   beginning with one '/' counts: any other value is reported as a portal-error READ_ATTRIBUTE_FAILED
 *   and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - The link to the
 *   overview a customer who is not a business customer is offered. Composed and cancelable: a page that
 *   routes itself (the host portal) cancels it and goes there; left alone, the element writes the
 *   history entry for its own routes and loads the page for any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - The
 *   invoices did not load or a PDF did not download (LOAD_INVOICES_FAILED, DOWNLOAD_INVOICE_FAILED,
 *   DOWNLOAD_INVOICE_GROUP_FILE_FAILED, ...). Composed, so the page hears it on window; the page-wide
 *   reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart invoices - The invoices page: its h1 and the list.
 * @csspart invoice - One invoice of the list, with its downloads.
 * @csspart business-only - The card telling a customer who is not a business customer that invoices are
 *   not for them.
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
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
