import { isB2bCustomer } from '@portal/api/rules/customer-type';
import { type ReactElement, useMemo } from 'react';
import { useFeatureFlag, usePlatform, useSession } from '../runtime/context.tsx';
import { useCustomer, useLeaveWhenAccountGone } from '../runtime/customer.ts';
import { defineElement, type PortalElement } from '../runtime/define-element.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import type { SessionUser } from '../runtime/session/session.ts';
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

/** The account home (account-portal §2, route '/'): see manifest.ts for its public face. */
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
