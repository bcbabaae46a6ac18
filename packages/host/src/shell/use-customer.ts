import { getCustomer } from '@portal/api/clients/customer';
import type { Customer } from '@portal/api/schemas/customer';
import { customerKey } from '@portal/elements/runtime';
import useSWR from 'swr';
import { usePortal } from '../app/portal-context.tsx';

export type CustomerState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly customer: Customer }
  /** The account is gone or being deleted: the shell signs the customer out (account-portal §2). */
  | { readonly status: 'deleted' }
  /** Reported; the shell goes on with what the sign-in told it. */
  | { readonly status: 'failed' };

/**
 * The signed-in customer ('me'), from the page's data cache: the overview element on the same page
 * reads the same entry, so the customer is asked for once (see [Note: One data cache per page]).
 */
export function useCustomer(accountId: string): CustomerState {
  const { platform } = usePortal();
  const { data, error } = useSWR(customerKey(accountId), () => getCustomer(platform.endpoint('customer')), {
    shouldRetryOnError: false,
    onError: (failure: unknown) => platform.report('LOAD_CUSTOMER_FAILED', failure),
  });
  if (data === null || data?.accountDeleted === true) return { status: 'deleted' };
  if (data !== undefined) return { status: 'loaded', customer: data };
  return error === undefined ? { status: 'loading' } : { status: 'failed' };
}
