import { getCustomer } from '@portal/api/clients/customer';
import type { Customer } from '@portal/api/schemas/customer';
import { useEffect, useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useElement, useNavigateOutside } from './context.tsx';
import { useLoadOptions } from './load-options.ts';
import type { Platform } from './platform.ts';

/**
 * The key of the signed-in customer ('me') in the page's data cache: the host's shell and every
 * element that shows the customer read it under this one key, so the page asks for it once (see
 * [Note: One data cache per page]).
 */
export function customerKey(accountId: string): readonly ['customer', string] {
  return ['customer', accountId];
}

/**
 * The signed-in customer (null: the account no longer exists), for whoever holds the page's
 * platform: the host's shell, which has no element around it, and through `useCustomer` every
 * element. A failure is handed to `onError` once; SWR does not retry it in the background.
 */
export function usePageCustomer(
  platform: Platform,
  accountId: string,
  onError: (error: unknown) => void,
): SWRResponse<Customer | null> {
  const endpoint = useMemo(() => platform.endpoint('customer'), [platform]);
  return useSWR(customerKey(accountId), () => getCustomer(endpoint), { shouldRetryOnError: false, onError });
}

/**
 * The signed-in customer in an element: their name, their user type (a business customer), their
 * FTP settings. A failure is reported as LOAD_CUSTOMER_FAILED and announced from the element.
 */
export function useCustomer(accountId: string): SWRResponse<Customer | null> {
  const { platform } = useElement();
  return usePageCustomer(platform, accountId, useLoadOptions('LOAD_CUSTOMER_FAILED').onError);
}

/** The account no longer exists or is being deleted (account-portal §2 'App shell'). */
export function isAccountGone(customer: Customer | null | undefined): boolean {
  return customer === null || customer?.accountDeleted === true;
}

/** Sends a customer whose account is gone or being deleted to `logoutPath`, to be signed out. */
export function useLeaveWhenAccountGone(customer: Customer | null | undefined, logoutPath: string): void {
  const navigateOutside = useNavigateOutside();
  const gone = isAccountGone(customer);
  useEffect(() => {
    if (gone) navigateOutside(logoutPath);
  }, [gone, logoutPath, navigateOutside]);
}
