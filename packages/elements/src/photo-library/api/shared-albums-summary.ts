import { getSharedAlbumsSummary } from '@portal/api/clients/shared-albums';
import type { SharedAlbumsSummary } from '@portal/api/schemas/shared-albums';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The shared albums summary (GET /users on the shared albums service): the shell's Albums tab and
 * the albums list's 'Shared with you' section read its readAlbumsCount. Not asked for while shared
 * albums are off. Apart from the albums' other data, which the shell's first load does not need.
 */
export function useSharedAlbumsSummary(
  accountId: string,
  enabled: boolean,
): SWRResponse<SharedAlbumsSummary> {
  const endpoint = useEndpoint('sharedAlbums');
  return useSWR(
    enabled ? ['sharedAlbumsSummary', accountId] : null,
    () => getSharedAlbumsSummary(endpoint),
    useLoadOptions('LOAD_SHARED_ALBUMS_SUMMARY_FAILED'),
  );
}
