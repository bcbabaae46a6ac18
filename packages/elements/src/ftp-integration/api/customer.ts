import { getCustomer, updateFtpSettings } from '@portal/api/clients/customer';
import { isHttpStatus } from '@portal/api/http';
import type { Customer, FtpSettings } from '@portal/api/schemas/customer';
import { useCallback } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { customerKey } from '../../runtime/customer.ts';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The signed-in customer (null: the account no longer exists), shared with the page's other areas
 * and the host's shell: their FTP settings and whether they are a business customer.
 */
export function useCustomer(accountId: string): SWRResponse<Customer | null> {
  const endpoint = useEndpoint('customer');
  return useSWR(customerKey(accountId), () => getCustomer(endpoint), useLoadOptions('LOAD_CUSTOMER_FAILED'));
}

/**
 * Saves the FTP settings (PATCH /customers/me, account-portal §7) and puts the service's answer in
 * the page-wide customer. A failure is thrown, for the form to say so, and reported unless it is the
 * service refusing the settings (400), which the form shows at the field.
 */
export function useSaveFtpSettings(accountId: string): (settings: FtpSettings) => Promise<Customer> {
  const endpoint = useEndpoint('customer');
  const reportFailure = useReportFailure();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (settings) => {
      let updated: Customer;
      try {
        updated = await updateFtpSettings(endpoint, settings);
      } catch (error) {
        if (!isHttpStatus(error, 400)) reportFailure('UPDATE_FTP_SETTINGS_FAILED', error);
        throw error;
      }
      await mutate(customerKey(accountId), updated, { revalidate: false });
      return updated;
    },
    [endpoint, reportFailure, mutate, accountId],
  );
}
