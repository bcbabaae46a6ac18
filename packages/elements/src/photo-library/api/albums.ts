import { getAlbum, getAlbums } from '@portal/api/clients/albums';
import { ALBUMS_PAGE_SIZE } from '@portal/api/clients/limits';
import type { AlbumListPage, ListedAlbum } from '@portal/api/schemas/albums';
import { useCallback } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse, unstable_serialize } from 'swr/infinite';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The albums' data (photo-library §2.4, §2.5), cached by SWR under keys that start with the
 * account: a page of the album list, an album. After a change the caller revalidates them with
 * `mutate` and the same key prefix. An album's photos are not cached here: the album page reads the
 * rows it shows (`albums/album-photo-list.ts`).
 */

export const ALBUMS_KEY = 'albums';
export const ALBUM_KEY = 'album';

/**
 * The customer's albums, newest created first, page by page (50 each, by cursor): `setSize(size + 1)`
 * loads the next page. With `includeShared`, albums the customer shared are listed too.
 */
export function useAlbumPages(accountId: string, includeShared: boolean): SWRInfiniteResponse<AlbumListPage> {
  const endpoint = useEndpoint('photo');
  return useSWRInfinite(
    albumListKey(accountId, includeShared),
    ([, , shared, cursor]) =>
      getAlbums(endpoint, {
        cursor: cursor ?? undefined,
        limit: ALBUMS_PAGE_SIZE,
        displaySharedData: shared,
      }),
    useLoadOptions('LOAD_ALBUMS_FAILED'),
  );
}

function albumListKey(accountId: string, includeShared: boolean) {
  return (index: number, previous: AlbumListPage | null) =>
    index > 0 && (previous === null || previous.cursor === null)
      ? null
      : ([ALBUMS_KEY, accountId, includeShared, previous?.cursor ?? null] as const);
}

/** Loads the album list again (both of its variants): an album was created, renamed or deleted. */
export function useRefreshAlbumList(accountId: string): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all(
      [true, false].map((includeShared) =>
        mutate(unstable_serialize(albumListKey(accountId, includeShared))),
      ),
    );
  }, [mutate, accountId]);
}

export function useAlbum(accountId: string, albumId: string): SWRResponse<ListedAlbum> {
  const endpoint = useEndpoint('photo');
  return useSWR(
    [ALBUM_KEY, accountId, albumId],
    () => getAlbum(endpoint, albumId),
    useLoadOptions('LOAD_ALBUM_FAILED'),
  );
}

/** Loads an album again: photos were added to it, and its page, if open, reads them by its new count. */
export function useRefreshAlbum(accountId: string): (albumId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (albumId: string) => {
      await mutate([ALBUM_KEY, accountId, albumId]);
    },
    [mutate, accountId],
  );
}
