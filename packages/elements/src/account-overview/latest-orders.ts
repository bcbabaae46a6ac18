import type { SuperorderSummary } from '@portal/api/schemas/orders';

/** How many orders the overview shows; the order list has the rest. */
export const LATEST_ORDERS_SHOWN = 3;

/**
 * The newest `limit` superorders, newest first by creation time, as the overview lists them.
 * Creation times are compared as instants (offsets differ), and orders created at the same instant
 * keep a stable order by code, highest first.
 */
export function latestOrders(
  orders: readonly SuperorderSummary[],
  limit: number = LATEST_ORDERS_SHOWN,
): SuperorderSummary[] {
  return orders
    .map((order) => ({ order, createdAt: Date.parse(order.createdAt) }))
    .sort((a, b) => b.createdAt - a.createdAt || compareCodesDescending(a.order.code, b.order.code))
    .slice(0, Math.max(0, limit))
    .map(({ order }) => order);
}

function compareCodesDescending(a: string, b: string): number {
  return b.localeCompare(a, 'en', { numeric: true });
}
