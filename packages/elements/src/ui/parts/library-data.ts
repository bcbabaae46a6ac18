import { getAccountInformation } from '@portal/api/clients/account-information';
import { getLibraryCounts } from '@portal/api/clients/photos';
import type { AccountInformation } from '@portal/api/schemas/account-information';
import type { LibraryCounts } from '@portal/api/schemas/photos';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/*
 * What the overview and the photo library both show of the library: one hook each, one cache key
 * each, so the page asks once whichever area shows them first.
 */

/** How many photos and albums the library holds (the photo service, GET /users). */
export function useLibraryCounts(accountId: string): SWRResponse<LibraryCounts> {
  const endpoint = useEndpoint('photo');
  return useSWR(
    ['libraryCounts', accountId],
    () => getLibraryCounts(endpoint),
    useLoadOptions('LOAD_PHOTO_COUNTS_FAILED'),
  );
}

/** The dates the storage status is derived from (the deletion service). */
export function useAccountInformation(accountId: string): SWRResponse<AccountInformation> {
  const endpoint = useEndpoint('deletion');
  return useSWR(
    ['accountInformation', accountId],
    () => getAccountInformation(endpoint),
    useLoadOptions('LOAD_STORAGE_STATUS_FAILED'),
  );
}
