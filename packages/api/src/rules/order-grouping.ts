import type { InternalOrderStatus } from './order-status.ts';

/** Orders the customer still waits for: created within this many days… (account-portal §2, §9) */
export const IN_PROGRESS_MAX_AGE_DAYS = 30;
/** …and with no product dispatched (payment changed) more than this many days ago. */
export const DISPATCHED_GRACE_DAYS = 14;

const DISPATCHED: InternalOrderStatus = 'Dispatched';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of an order summary the grouping reads (account-portal §3). */
export interface GroupableOrder {
  readonly code: string;
  /** ISO date-time. */
  readonly createdAt: string;
  readonly products: readonly {
    readonly status: string;
    /** ISO date-time, or null while the payment has not changed. */
    readonly paymentChangedDate: string | null;
  }[];
}

export interface OrderGroups<T extends GroupableOrder> {
  readonly inProgress: T[];
  readonly history: T[];
}

/*
 * [Note: Order grouping boundaries]
 * Ages are exact durations from `now` in milliseconds (a day is 24 h), so time zones and daylight
 * saving never move an order between groups.
 * - "Created within the last 30 days" includes an order created exactly 30 days ago; one millisecond
 *   older is history. An order dated after `now` (clock skew) is within the window.
 * - "Dispatched more than 14 days ago" excludes exactly 14 days ago: such an order is still in progress.
 * - A dispatched product without a (parseable) paymentChangedDate cannot prove it was dispatched more
 *   than 14 days ago, so it keeps the order in progress.
 * - An order whose createdAt does not parse cannot be shown to be recent: it is history, sorted last.
 */

/** True when the order is still in progress at `now`; everything else is history. */
export function isOrderInProgress(order: GroupableOrder, now: Date): boolean {
  const nowMs = now.getTime();
  const createdMs = Date.parse(order.createdAt);
  const createdRecently = nowMs - createdMs <= IN_PROGRESS_MAX_AGE_DAYS * DAY_MS;
  return createdRecently && !order.products.some((product) => dispatchedLongAgo(product, nowMs));
}

function dispatchedLongAgo(product: GroupableOrder['products'][number], nowMs: number): boolean {
  if (product.status !== DISPATCHED || product.paymentChangedDate === null) return false;
  return nowMs - Date.parse(product.paymentChangedDate) > DISPATCHED_GRACE_DAYS * DAY_MS;
}

/** Splits orders into inProgress and history, each newest first (ties keep their input order). */
export function groupOrders<T extends GroupableOrder>(orders: readonly T[], now: Date): OrderGroups<T> {
  const inProgress: T[] = [];
  const history: T[] = [];
  for (const order of newestFirst(orders)) {
    (isOrderInProgress(order, now) ? inProgress : history).push(order);
  }
  return { inProgress, history };
}

function newestFirst<T extends GroupableOrder>(orders: readonly T[]): T[] {
  const createdMs = (order: T) => {
    const ms = Date.parse(order.createdAt);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return orders
    .map((order) => ({ order, ms: createdMs(order) }))
    .sort((a, b) => (a.ms === b.ms ? 0 : a.ms > b.ms ? -1 : 1))
    .map(({ order }) => order);
}
