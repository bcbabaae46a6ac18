import { getCustomer } from '@portal/api/clients/customer';
import type { Customer } from '@portal/api/schemas/customer';
import { useEffect, useState } from 'react';
import { usePortal } from '../app/portal-context.tsx';

export type CustomerState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly customer: Customer }
  /** The account is gone or being deleted: the shell signs the customer out (account-portal §2). */
  | { readonly status: 'deleted' }
  /** Reported; the shell goes on with what the sign-in told it. */
  | { readonly status: 'failed' };

/** The signed-in customer ('me'), loaded once per signed-in account. */
export function useCustomer(accountId: string): CustomerState {
  const { platform } = usePortal();
  const [state, setState] = useState<CustomerState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: another signed-in account is another customer.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getCustomer(platform.endpoint('customer'), { signal: controller.signal }).then(
      (customer) => {
        if (customer === null || customer.accountDeleted) setState({ status: 'deleted' });
        else setState({ status: 'loaded', customer });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        platform.report('LOAD_CUSTOMER_FAILED', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [platform, accountId]);
  return state;
}
