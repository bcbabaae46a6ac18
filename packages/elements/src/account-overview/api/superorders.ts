import { getSuperorders } from '@portal/api/clients/orders';
import type { SuperorderPage } from '@portal/api/schemas/orders';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The customer's `count` newest superorders: the service answers newest first (the contract's
 * `getSuperorders`), so the first page of `count` holds them however many orders there are, and the
 * overview reads no order it does not show.
 */
export function useNewestSuperorders(accountId: string, count: number): SWRResponse<SuperorderPage> {
  const endpoint = useEndpoint('orders');
  const page = { offset: 0, limit: count };
  return useSWR(
    ['superorders', accountId, page.offset, page.limit],
    () => getSuperorders(endpoint, page),
    useLoadOptions('LOAD_ORDERS_FAILED'),
  );
}
