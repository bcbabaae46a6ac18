import type { Customer } from '@portal/api/schemas/customer';
import { isAccountGone, usePageCustomer } from '@portal/elements/runtime';
import { usePortal } from '../app/portal-context.tsx';

export type CustomerState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly customer: Customer }
  /** The account is gone or being deleted: the shell signs the customer out (account-portal §2). */
  | { readonly status: 'deleted' }
  /** Reported; the shell goes on with what the sign-in told it. */
  | { readonly status: 'failed' };

/**
 * The signed-in customer ('me'), read as every element reads it (the runtime's `usePageCustomer`):
 * the overview element on the same page reads the same cache entry, so the customer is asked for
 * once (see [Note: One data cache per page]).
 */
export function useCustomer(accountId: string): CustomerState {
  const { platform } = usePortal();
  const { data, error } = usePageCustomer(platform, accountId, (failure) =>
    platform.report('LOAD_CUSTOMER_FAILED', failure),
  );
  if (isAccountGone(data)) return { status: 'deleted' };
  if (data != null) return { status: 'loaded', customer: data };
  return error === undefined ? { status: 'loading' } : { status: 'failed' };
}
