import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { useRoute } from '../runtime/element-router.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderGroups } from './order-groups.tsx';
import { ORDER_LIST_STYLES } from './styles.ts';

/**
 * The customer's orders (account-portal §2 'Orders'): the list at its base path and each order's details
 * below it ('/orders' and '/orders/:orderCode' in the host). See the comment on its definition below for
 * its public face and [Note: Navigation in three places] for how its routes follow the page's address.
 */
function OrderList(): ReactElement {
  const session = useSession();
  const details = useRoute('/:orderCode');
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <PageSkeleton />;
  const { accountId } = session.user;
  return details === null ? (
    <OrderGroups accountId={accountId} />
  ) : (
    // A new order code is a new page: nothing of the one before (a failed reorder) carries over.
    <OrderDetails key={details.orderCode} accountId={accountId} orderCode={details.orderCode} />
  );
}

/**
 * The orders area (account-portal §2). At its base path it lists every order of the signed-in customer
 * in two groups, in progress (created within 30 days and nothing dispatched more than 14 days ago) and
 * history, newest first, each with its code, date, product count and status. Below it (/orders/AB12) it
 * shows one order: status, date, source, products with their vouchers, delivery type and address, the
 * expected delivery window and, where the service allows it, Order again. Its routes follow the page’s
 * address: in the host portal every navigation goes through portal-navigate and the host’s router; on a
 * CMS page the element adds the history entries itself. Back, forward, reload and deep links work in
 * both. Signed out, it offers to sign in and returns to the same page afterwards.
 *
 * @summary The customer’s orders: in progress and history, and each order’s details.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/orders] - The path of the list; an order’s details live below it
 *   (/orders/AB12), so the page must answer every address below it with itself. Only a path on the
 *   page's own origin beginning with one '/' counts: any other value is reported as a portal-error
 *   READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - An order’s
 *   details, the way back to the list, or a link out of the area (Order again to the shop). Composed
 *   and cancelable: a page that routes itself (the host portal) cancels it and goes there; left alone,
 *   the element writes the history entry for its own routes and loads the page for any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - An order or
 *   the list did not load, or a change failed (LOAD_ORDERS_FAILED, LOAD_ORDER_FAILED, REORDER_FAILED,
 *   CHANGE_DELIVERY_ADDRESS_FAILED, ...). Composed, so the page hears it on window; the page-wide
 *   reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart orders - The order list: its h1 and the two groups.
 * @csspart order-details - One order: the way back to the list, its h1 and its cards.
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
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
