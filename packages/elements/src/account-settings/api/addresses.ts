import { getAddresses } from '@portal/api/clients/addresses';
import type { AddressList } from '@portal/api/schemas/address';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/** The cache key of the customer's addresses, for a change to refresh them. */
export function addressesKey(accountId: string): readonly [string, string] {
  return ['addresses', accountId];
}

/** The customer's addresses, the default first. */
export function useAddresses(accountId: string): SWRResponse<AddressList> {
  const endpoint = useEndpoint('customer');
  return useSWR(
    addressesKey(accountId),
    () => getAddresses(endpoint),
    useLoadOptions('LOAD_ADDRESSES_FAILED'),
  );
}
