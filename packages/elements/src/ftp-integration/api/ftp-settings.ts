import { updateFtpSettings } from '@portal/api/clients/customer';
import type { Customer, FtpSettings } from '@portal/api/schemas/customer';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { customerKey } from '../../runtime/customer.ts';

/**
 * Saves the FTP settings (PATCH /customers/me, account-portal §7) and puts the service's answer in
 * the page-wide customer. A failure is thrown, for the form to say and report it.
 */
export function useSaveFtpSettings(accountId: string): (settings: FtpSettings) => Promise<Customer> {
  const endpoint = useEndpoint('customer');
  const { mutate } = useSWRConfig();
  return useCallback(
    async (settings) => {
      const updated = await updateFtpSettings(endpoint, settings);
      await mutate(customerKey(accountId), updated, { revalidate: false });
      return updated;
    },
    [endpoint, mutate, accountId],
  );
}
