import { getSuperorders } from '@portal/api/clients/orders';
import { SUPERORDERS_PER_REQUEST, type SuperorderPage } from '@portal/api/schemas/orders';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from './load-options.ts';

/** The first page of superorders with the spec's defaults (Offset 0, Limit 100). */
export function useFirstSuperorderPage(accountId: string): SWRResponse<SuperorderPage> {
  const endpoint = useEndpoint('orders');
  const page = { offset: 0, limit: SUPERORDERS_PER_REQUEST };
  return useSWR(
    ['superorders', accountId, page.offset, page.limit],
    () => getSuperorders(endpoint, page),
    useLoadOptions('LOAD_ORDERS_FAILED'),
  );
}
