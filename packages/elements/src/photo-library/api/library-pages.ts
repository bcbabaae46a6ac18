import { getPhotos } from '@portal/api/clients/photos';
import type { PhotoPage } from '@portal/api/schemas/photos';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The whole library, newest taken first, page by page by cursor (GET /photos), to pick photos from:
 * `setSize(size + 1)` loads the next page. The first page is not
 * read again as each next one loads.
 */
export function useLibraryPages(accountId: string): SWRInfiniteResponse<PhotoPage> {
  const endpoint = useEndpoint('photo');
  return useSWRInfinite(
    (index: number, previous: PhotoPage | null) =>
      index > 0 && (previous === null || previous.cursor === null)
        ? null
        : (['library-picker', accountId, previous?.cursor ?? null] as const),
    ([, , cursor]) => getPhotos(endpoint, { cursor: cursor ?? undefined }),
    { ...useLoadOptions('LOAD_PHOTOS_FAILED'), revalidateFirstPage: false },
  );
}
