import { getCustomer } from '@portal/api/clients/customer';
import type { Customer } from '@portal/api/schemas/customer';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { customerKey } from '../../runtime/customer.ts';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The signed-in customer (null: the account no longer exists), shared with the page's other areas
 * and the host's shell: whether they are a business customer, and the name a share is sent from.
 */
export function useCustomer(accountId: string): SWRResponse<Customer | null> {
  const endpoint = useEndpoint('customer');
  return useSWR(customerKey(accountId), () => getCustomer(endpoint), useLoadOptions('LOAD_CUSTOMER_FAILED'));
}
