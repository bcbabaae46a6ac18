import type { SortOrder } from '../schemas/common.ts';

/**
 * The sort setting of each list (photo-library §3, §9): a sort key and order, kept in local storage as
 * 'key/order'. A stored value that is not allowed for its list gives the list's default (§5).
 */

export const SORT_LISTS = ['photos', 'albumPhotos', 'sharedAlbumPhotos', 'albums', 'sharedAlbums'] as const;
export type SortList = (typeof SORT_LISTS)[number];

/**
 * [Note: Photo sort keys] The spec reads two ways: photo lists sort by created or dateTaken, or also by
 * uploaded. The richer reading is built: created (date added), dateTaken and uploaded (date uploaded),
 * for the timeline and for album and shared-album photos alike.
 */
export const PHOTO_SORT_KEYS = ['created', 'dateTaken', 'uploaded'] as const;
/** Albums sort only by creation; the spec names no other album key. */
export const ALBUM_SORT_KEYS = ['created'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const satisfies readonly SortOrder[];

export const SORT_KEYS = {
  photos: PHOTO_SORT_KEYS,
  albumPhotos: PHOTO_SORT_KEYS,
  sharedAlbumPhotos: PHOTO_SORT_KEYS,
  albums: ALBUM_SORT_KEYS,
  sharedAlbums: ALBUM_SORT_KEYS,
} as const satisfies Record<SortList, readonly string[]>;

export type SortKey<L extends SortList = SortList> = (typeof SORT_KEYS)[L][number];

export interface SortSetting<L extends SortList = SortList> {
  sortKey: SortKey<L>;
  sortOrder: SortOrder;
}

/**
 * Photos newest taken first; albums newest created first. [Note: Album photo default] The spec gives no
 * default for photos inside an album; created (date added to the album) descending shows what was added
 * last at the top, which is what a person looks for after adding photos.
 */
export const DEFAULT_SORT_SETTINGS: { readonly [L in SortList]: SortSetting<L> } = {
  photos: { sortKey: 'dateTaken', sortOrder: 'desc' },
  albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  albums: { sortKey: 'created', sortOrder: 'desc' },
  sharedAlbums: { sortKey: 'created', sortOrder: 'desc' },
};

const SEPARATOR = '/';

export function formatSortSetting(setting: SortSetting): string {
  return `${setting.sortKey}${SEPARATOR}${setting.sortOrder}`;
}

/** The stored setting when its key is allowed for the list and its order is asc or desc, else the default. */
export function parseSortSetting<L extends SortList>(list: L, stored: string | null): SortSetting<L> {
  const fallback = DEFAULT_SORT_SETTINGS[list];
  if (stored === null) return fallback;
  const parts = stored.split(SEPARATOR);
  if (parts.length !== 2) return fallback;
  const [key, order] = parts;
  const sortKey = SORT_KEYS[list].find((allowed: string) => allowed === key);
  const sortOrder = SORT_ORDERS.find((allowed) => allowed === order);
  return sortKey === undefined || sortOrder === undefined ? fallback : { sortKey, sortOrder };
}
