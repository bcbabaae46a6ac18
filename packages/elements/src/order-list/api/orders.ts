import {
  getOrderDeliveryDates,
  getReorderStatus,
  getSuperorder,
  listAllSuperorders,
} from '@portal/api/clients/orders';
import { getVoucherDetailsByProductCode } from '@portal/api/clients/vouchers';
import type {
  OrderDeliveryDates,
  ReorderStatus,
  Superorder,
  SuperorderSummary,
} from '@portal/api/schemas/orders';
import type { Voucher } from '@portal/api/schemas/vouchers';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/*
 * Each answer is cached under the account, so a second customer signing in on the same page never
 * sees the first one's orders, and the page-wide cache keeps the list while details open and close.
 */

/** Every superorder of the customer, 100 per request until the total (account-portal §7). */
export function useAllSuperorders(accountId: string): SWRResponse<SuperorderSummary[]> {
  const endpoint = useEndpoint('orders');
  return useSWR(
    ['superorders-all', accountId],
    () => listAllSuperorders(endpoint),
    useLoadOptions('LOAD_ORDERS_FAILED'),
  );
}

/** The cache key of one order's details, for a change to put the service's answer in place. */
export function superorderKey(accountId: string, orderCode: string): readonly [string, string, string] {
  return ['superorder', accountId, orderCode];
}

/** One order's details; null when the customer has no such order ('Order not found'). */
export function useSuperorder(accountId: string, orderCode: string): SWRResponse<Superorder | null> {
  const endpoint = useEndpoint('orders');
  return useSWR(
    superorderKey(accountId, orderCode),
    () => getSuperorder(endpoint, orderCode),
    useLoadOptions('LOAD_ORDER_FAILED'),
  );
}

/** The expected delivery window of an order that ships; null while the service has no estimate. */
export function useDeliveryDates(
  accountId: string,
  order: Superorder | null | undefined,
): SWRResponse<OrderDeliveryDates | null> {
  const endpoint = useEndpoint('orders');
  const ships = order != null && order.deliveryAddress !== null && order.status !== 'Cancelled';
  return useSWR(
    ships ? ['delivery-dates', accountId, order.orderCode] : null,
    () => (order == null ? null : getOrderDeliveryDates(endpoint, order.orderCode)),
    useLoadOptions('LOAD_DELIVERY_DATES_FAILED'),
  );
}

/** Whether the order can be placed again. */
export function useReorderStatus(accountId: string, orderCode: string | null): SWRResponse<ReorderStatus> {
  const endpoint = useEndpoint('orders');
  return useSWR(
    orderCode === null ? null : ['reorder-status', accountId, orderCode],
    () => getReorderStatus(endpoint, orderCode ?? ''),
    useLoadOptions('LOAD_REORDER_STATUS_FAILED'),
  );
}

/** The vouchers of an order's products by product code; products without a voucher have none. */
export function useProductVouchers(
  accountId: string,
  order: Superorder | null | undefined,
): SWRResponse<Map<string, Voucher>> {
  const endpoint = useEndpoint('vouchers');
  const withVoucher = order?.products.some((product) => product.voucher !== null) === true;
  return useSWR(
    withVoucher && order != null ? ['order-vouchers', accountId, order.orderCode] : null,
    () => getVoucherDetailsByProductCode(endpoint, order?.products ?? []),
    useLoadOptions('LOAD_VOUCHERS_FAILED'),
  );
}
