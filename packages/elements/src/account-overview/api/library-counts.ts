import { getLibraryCounts } from '@portal/api/clients/photos';
import type { LibraryCounts } from '@portal/api/schemas/photos';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/** How many photos and albums the library holds (the photo service). */
export function useLibraryCounts(accountId: string): SWRResponse<LibraryCounts> {
  const endpoint = useEndpoint('photo');
  return useSWR(
    ['libraryCounts', accountId],
    () => getLibraryCounts(endpoint),
    useLoadOptions('LOAD_PHOTO_COUNTS_FAILED'),
  );
}
