import { getSharedAlbum, getSharedAlbums } from '@portal/api/clients/shared-albums';
import type { SharedAlbum, SharedAlbumListPage } from '@portal/api/schemas/shared-albums';
import useSWR, { type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The albums other people shared with the customer (photo-library §2.6, the shared albums service),
 * cached by SWR under keys that start with the account, as the customer's own albums are.
 */

export const SHARED_ALBUMS_KEY = 'shared-albums';
export const SHARED_ALBUM_KEY = 'shared-album';

/** The albums other people shared with the customer, newest first, 50 a page. */
export function useSharedAlbumPages(
  accountId: string,
  enabled: boolean,
): SWRInfiniteResponse<SharedAlbumListPage> {
  const endpoint = useEndpoint('sharedAlbums');
  return useSWRInfinite(
    (index: number, previous: SharedAlbumListPage | null) =>
      !enabled || (index > 0 && (previous === null || previous.cursor === null))
        ? null
        : ([SHARED_ALBUMS_KEY, accountId, previous?.cursor ?? null] as const),
    ([, , cursor]) => getSharedAlbums(endpoint, { cursor }),
    useLoadOptions('LOAD_SHARED_ALBUMS_FAILED'),
  );
}

/** A shared album with its owner and participants. */
export function useSharedAlbum(accountId: string, albumId: string): SWRResponse<SharedAlbum> {
  const endpoint = useEndpoint('sharedAlbums');
  return useSWR(
    [SHARED_ALBUM_KEY, accountId, albumId],
    () => getSharedAlbum(endpoint, albumId),
    useLoadOptions('LOAD_SHARED_ALBUM_FAILED'),
  );
}
