import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { useRoute } from '../runtime/element-router.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderGroups } from './order-groups.tsx';
import { ORDER_LIST_STYLES } from './styles.ts';

/**
 * The customer's orders (account-portal §2 'Orders'): the list at its base path and each order's
 * details below it ('/orders' and '/orders/:orderCode' in the host). See manifest.ts for its public
 * face and [Note: Navigation in three places] for how its routes follow the page's address.
 */
function OrderList(): ReactElement {
  const session = useSession();
  const details = useRoute('/:orderCode');
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  const { accountId } = session.user;
  return details === null ? (
    <OrderGroups accountId={accountId} />
  ) : (
    // A new order code is a new page: nothing of the one before (a failed reorder) carries over.
    <OrderDetails key={details.orderCode} accountId={accountId} orderCode={details.orderCode} />
  );
}

defineElement({
  tag: 'order-list',
  component: OrderList,
  styles: ORDER_LIST_STYLES,
  defaultBasePath: '/orders',
});

declare global {
  interface HTMLElementTagNameMap {
    'order-list': PortalElement;
  }
}
