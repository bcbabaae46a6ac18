import { DEFAULT_SORT_SETTINGS, formatSortSetting } from '@portal/api/rules/sort-settings';
import type { PhotoSort, PhotoSortKey } from '@portal/api/schemas/photos';
import type { ContractPhotoRow } from '../../media-urls/photo-to-contract.ts';
import type { KeysetOrder } from './keyset.ts';

/**
 * [Note: What the photo sort keys read]
 * dateTaken reads `timeline_at` (the date taken, or the epoch for a photo without one: see [Note:
 * Timeline position]), so every photo has a place and one without a date sorts as the oldest.
 * uploaded reads `uploaded_at`, when the upload finished. created is 'date added': to the library
 * (`created_at`) in the library's lists, to the album (`album_photos.added_at`) in an album's.
 * Every order breaks ties by photo id, in the same direction, so a page boundary inside a run of
 * equal dates neither repeats nor skips a photo.
 */
const LIBRARY_SORT_COLUMNS = {
  created: 'p.created_at',
  dateTaken: 'p.timeline_at',
  uploaded: 'p.uploaded_at',
} as const satisfies Record<PhotoSortKey, string>;

const LIBRARY_SORT_VALUES = {
  created: (row: ContractPhotoRow) => row.created_at,
  dateTaken: (row: ContractPhotoRow) => row.timeline_at,
  uploaded: (row: ContractPhotoRow) => row.uploaded_at,
} as const satisfies Record<PhotoSortKey, (row: ContractPhotoRow) => string>;

/** The order of the timeline and the photo list: dateTaken desc unless the query says otherwise. */
export function libraryPhotoOrder(sort: PhotoSort): KeysetOrder<ContractPhotoRow> {
  const fallback = DEFAULT_SORT_SETTINGS.photos;
  const sortKey = sort.sortKey ?? fallback.sortKey;
  const sortOrder = sort.sortOrder ?? fallback.sortOrder;
  const value = LIBRARY_SORT_VALUES[sortKey];
  return {
    tag: formatSortSetting({ sortKey, sortOrder }),
    sortColumn: LIBRARY_SORT_COLUMNS[sortKey],
    idColumn: 'p.id',
    direction: sortOrder,
    position: (row) => [value(row), row.id],
  };
}

/** A photo row of an album, with when it was added. */
export type AlbumPhotoRow = ContractPhotoRow & { readonly added_at: string };

/**
 * The order of an album's or a shared album's photos: created desc, the photo added last first,
 * unless the query says otherwise (see [Note: Album photo default]).
 */
export function albumPhotoOrder(
  sort: PhotoSort,
  list: 'albumPhotos' | 'sharedAlbumPhotos',
): KeysetOrder<AlbumPhotoRow> {
  const fallback = DEFAULT_SORT_SETTINGS[list];
  const sortKey = sort.sortKey ?? fallback.sortKey;
  const sortOrder = sort.sortOrder ?? fallback.sortOrder;
  const tag = formatSortSetting({ sortKey, sortOrder });
  if (sortKey === 'created') {
    return {
      tag,
      sortColumn: 'ap.added_at',
      // The album_photos_added index holds (album_id, added_at, photo_id).
      idColumn: 'ap.photo_id',
      direction: sortOrder,
      position: (row) => [row.added_at, row.id],
    };
  }
  const value = LIBRARY_SORT_VALUES[sortKey];
  return {
    tag,
    sortColumn: LIBRARY_SORT_COLUMNS[sortKey],
    idColumn: 'p.id',
    direction: sortOrder,
    position: (row) => [value(row), row.id],
  };
}
