import { getAccountInformation } from '@portal/api/clients/account-information';
import type { AccountInformation } from '@portal/api/schemas/account-information';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/** The dates the storage status is derived from (the deletion service), shared with the overview. */
export function useAccountInformation(accountId: string): SWRResponse<AccountInformation> {
  const endpoint = useEndpoint('deletion');
  return useSWR(
    ['accountInformation', accountId],
    () => getAccountInformation(endpoint),
    useLoadOptions('LOAD_STORAGE_STATUS_FAILED'),
  );
}
