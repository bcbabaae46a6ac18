import { isB2bCustomer } from '@portal/api/rules/customer-type';
import { type ReactElement, useMemo } from 'react';
import { useFeatureFlag, usePlatform, useSession } from '../runtime/context.tsx';
import { useCustomer, useLeaveWhenAccountGone } from '../runtime/customer.ts';
import type { PortalElement } from '../runtime/define-element.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import type { SessionUser } from '../runtime/session/session.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { AreaCards, AreaCardsSkeleton } from './area-cards.tsx';
import { routePath, visibleAreas } from './areas.ts';
import { Greeting, GreetingSkeleton } from './greeting.tsx';
import { greetingName } from './greeting-name.ts';
import { LatestOrdersCard, OrdersFrame, OrdersSkeleton } from './latest-orders-card.tsx';
import { StorageCard, StorageFrame, StorageSkeleton } from './storage-card.tsx';
import { ACCOUNT_OVERVIEW_STYLES } from './styles.ts';

/** The route table's names of the pages the overview links to besides the areas. */
const ROUTE = { orders: 'orders', myPhotos: 'myPhotos', logout: 'logout' } as const;
const DEFAULT_ORDERS_PATH = '/orders';
const DEFAULT_LOGOUT_PATH = '/logout';

/** The account home (account-portal §2, route '/'): see the comment on its definition below for its public face. */
function AccountOverview(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <OverviewSkeleton />;
  return <SignedInOverview user={session.user} />;
}

function SignedInOverview({ user }: { user: SessionUser }): ReactElement {
  const { config, flags } = usePlatform();
  const customer = useCustomer(user.accountId);
  const photosEnabled = useFeatureFlag('PhotoManagementTimelineViewEnabled');
  useLeaveWhenAccountGone(customer.data, routePath(config.routes, ROUTE.logout) ?? DEFAULT_LOGOUT_PATH);

  // Until the customer has loaded (or if it cannot be), the ID token's user type decides.
  const b2b = isB2bCustomer(customer.data?.userType ?? user.userType);
  const areas = useMemo(
    () => visibleAreas({ routes: config.routes, b2b, flags }),
    [config.routes, b2b, flags],
  );
  const read = readStateOf(customer);

  return (
    <div className="overview">
      {read.status === 'loading' ? (
        <GreetingSkeleton />
      ) : (
        <Greeting
          name={greetingName(customer.data?.firstName, user.givenName)}
          failure={read.status === 'failed' ? { onRetry: read.retry } : undefined}
        />
      )}
      <div className="summary">
        <StorageCard
          accountId={user.accountId}
          photosPath={photosEnabled ? routePath(config.routes, ROUTE.myPhotos) : null}
        />
        <LatestOrdersCard
          accountId={user.accountId}
          ordersPath={routePath(config.routes, ROUTE.orders) ?? DEFAULT_ORDERS_PATH}
        />
      </div>
      <AreaCards areas={areas} />
    </div>
  );
}

/** Before the session is known: the signed-in page's shape, so nothing moves when it arrives. */
function OverviewSkeleton(): ReactElement {
  return (
    <div className="overview">
      <GreetingSkeleton />
      <div className="summary">
        <StorageFrame>
          <StorageSkeleton />
        </StorageFrame>
        <OrdersFrame>
          <OrdersSkeleton />
        </OrdersFrame>
      </div>
      <AreaCardsSkeleton />
    </div>
  );
}

/**
 * The home route of the portal (/). Signed in, it greets the customer, tells how long their photos are
 * stored and when they will be deleted, lists the three newest orders and links to every area the
 * customer may open (B2B customers see invoices, FTP instructions and B2B settings; consumers their
 * settings and online photo books; photos only while PhotoManagementTimelineViewEnabled is on). Each
 * card loads on its own: one that fails says so with a retry while the others keep working. Its
 * greeting is an h1, as it is the page heading of the home route. Signed out, it offers to sign in and
 * returns to the same page afterwards.
 *
 * @summary The account home: greeting, photo storage status, latest orders and the way to every area.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/] - The path of the home page; it has no routes below it. Only a path on
 *   the page's own origin beginning with one '/' counts: any other value is reported as a portal-error
 *   READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - Every link it
 *   holds opens another portal page (an order, the orders, the photos, an area); an account being
 *   deleted is sent to sign out. Composed and cancelable: a page that routes itself (the host portal)
 *   cancels it and goes there; left alone, the element writes the history entry for its own routes and
 *   loads the page for any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - The
 *   customer, the storage status or the orders did not load (LOAD_CUSTOMER_FAILED, LOAD_ORDERS_FAILED,
 *   ...). Composed, so the page hears it on window; the page-wide reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart greeting - The greeting row: the h1 with the customer’s first name and a short introduction.
 * @csspart storage - The photo storage card: photo count, the deletion date in a banner toned by the
 *   status (safe, warning, critical) and the link to the photos.
 * @csspart orders - The latest orders card: the three newest orders and the link to all orders.
 * @csspart areas - The navigation of area cards (orders, settings, photos, ...), each with an icon,
 *   title and one line.
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
defineElement({
  tag: 'account-overview',
  component: AccountOverview,
  styles: ACCOUNT_OVERVIEW_STYLES,
  defaultBasePath: '/',
});

declare global {
  interface HTMLElementTagNameMap {
    'account-overview': PortalElement;
  }
}
