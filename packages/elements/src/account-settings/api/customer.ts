import { getAddresses, getCustomer } from '@portal/api/clients/customer';
import type { AddressList, Customer } from '@portal/api/schemas/customer';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { customerKey } from '../../runtime/customer.ts';
import { useLoadOptions } from '../../runtime/load-options.ts';

/** The signed-in customer (null: the account no longer exists), shared with the page's other areas. */
export function useCustomer(accountId: string): SWRResponse<Customer | null> {
  const endpoint = useEndpoint('customer');
  return useSWR(customerKey(accountId), () => getCustomer(endpoint), useLoadOptions('LOAD_CUSTOMER_FAILED'));
}

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
