import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import { useCustomer, useLeaveWhenAccountGone } from '../runtime/customer.ts';
import type { PortalElement } from '../runtime/define-element.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import type { SessionUser } from '../runtime/session/session.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { FtpPage } from './ftp-page.tsx';
import { FTP_INTEGRATION_STYLES } from './styles.ts';

const LOGOUT_PATH = '/logout';

/**
 * A business customer's FTP integration (account-portal §2 '/integration', §3): see the comment on its
 * definition below for its public face. Signed out it offers to sign in; a customer who is not a business
 * customer is told the page is for business customers (the host portal sends them to the overview before
 * this).
 */
function FtpIntegration(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <PageSkeleton />;
  return <SignedInFtpIntegration user={session.user} />;
}

function SignedInFtpIntegration({ user }: { readonly user: SessionUser }): ReactElement {
  const customer = useCustomer(user.accountId);
  // As the host's shell decides: the customer service's user type, the sign-in's until it answers.
  const b2b = isB2bCustomer(customer.data?.userType ?? user.userType);

  useLeaveWhenAccountGone(customer.data, LOGOUT_PATH);
  return <FtpPage accountId={user.accountId} b2b={b2b} customer={readStateOf(customer)} />;
}

/**
 * The FTP instructions for business customers (account-portal §2 /integration, §3): how to connect with
 * an FTP client and the login customer care gave, the folder to upload to, that the uploaded orders
 * appear under Orders, and what the callback is for; the customer number (with a copy button) and
 * e-mail address customer care knows them by; and the form for the callback URL and callback format
 * (JSON or XML) saved to the customer service. The URL is checked when the form is sent: only an http
 * or https link is accepted, anything else is refused with the spec’s message ‘Upload link must be a
 * valid URL’ and nothing is sent; left empty, no callbacks are sent. A save says so when done, and a
 * failed one says so and keeps what was typed. A customer who is not a business customer is told the
 * page is for business customers, with a link to the overview (the host portal sends them to the
 * overview instead). Signed out, it offers to sign in.
 *
 * @summary How a business customer sends orders over FTP, and where the status of those orders is sent.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/integration] - The path of its page. Only a path on the page's own origin
 *   beginning with one '/' counts: any other value is reported as a portal-error READ_ATTRIBUTE_FAILED
 *   and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - The link to the
 *   overview, or sign-out for an account being deleted. Composed and cancelable: a page that routes
 *   itself (the host portal) cancels it and goes there; left alone, the element writes the history
 *   entry for its own routes and loads the page for any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - The
 *   customer did not load or the callback settings were not saved (LOAD_CUSTOMER_FAILED,
 *   UPDATE_FTP_SETTINGS_FAILED). Composed, so the page hears it on window; the page-wide reporter
 *   receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart ftp-integration - The page: its h1, the instructions and the settings.
 * @csspart instructions - The card with the steps of an FTP order.
 * @csspart account-details - The card with the customer number and e-mail address.
 * @csspart callback - The card with the callback URL and format form.
 * @csspart customer-failure - In place of those two, the card saying the customer's details could not be
 *   loaded, with Try again.
 * @csspart business-only - The card telling a customer who is not a business customer that the page is
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
