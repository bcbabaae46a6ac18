/**
 * Order statuses and the small vocabularies around an order (account-portal §4): the order service's
 * internal statuses, the public status the customer sees, its colour token, line statuses, delivery
 * types and order sources. The UI translates the codes; nothing here is display text.
 */

/** What the order service reports. */
export const INTERNAL_ORDER_STATUSES = [
  'Received',
  'Confirmed',
  'ProductionStarted',
  'ProductionCompleted',
  'Dispatched',
  'Cancelled',
] as const;
export type InternalOrderStatus = (typeof INTERNAL_ORDER_STATUSES)[number];

/** What the customer is shown. */
export const PUBLIC_ORDER_STATUSES = [
  'AwaitingPayment',
  'Ordered',
  'InProduction',
  'Sent',
  'Cancelled',
] as const;
export type PublicOrderStatus = (typeof PUBLIC_ORDER_STATUSES)[number];

const PUBLIC_STATUS: Readonly<Record<InternalOrderStatus, PublicOrderStatus>> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
};

export function toPublicStatus(internal: InternalOrderStatus): PublicOrderStatus {
  return PUBLIC_STATUS[internal];
}

/** A design token name; the element reads it as `var(--portal-<token>)`. */
export type OrderStatusColourToken = 'order-status' | 'order-status-cancelled';

/** Cyan for every status, red for Cancelled. 'Cancelled' is spelt the same internally and publicly. */
export function orderStatusColourToken(
  status: PublicOrderStatus | InternalOrderStatus,
): OrderStatusColourToken {
  return status === 'Cancelled' ? 'order-status-cancelled' : 'order-status';
}

/** The spec's line statuses verbatim, including its mixed spellings ('verification failed', 'on_hold'). */
export const ORDER_LINE_STATUSES = [
  'paymentPending',
  'paymentFailed',
  'paymentSuccess',
  'paymentFree',
  'verification failed',
  'processing',
  'processing failed',
  'approved',
  'rejected',
  'on_hold',
  'producing',
  'delayed',
  'shipped',
  'cancelled',
] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

export const DELIVERY_TYPES = ['PickupPoint', 'Home'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Where an order was placed; these are data, not brands. */
export const ORDER_SOURCES = ['Resnap', 'Albelli'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
