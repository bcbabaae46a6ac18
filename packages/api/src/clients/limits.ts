/**
 * Page sizes of the photo library's paged calls (photo-library §9), sent as `limit`. The download
 * limit of 100 photos is a validation rule and lives with its schema (`DOWNLOAD_PHOTO_LIMIT`).
 */

/** Photos per page of one month section of the timeline. */
export const TIMELINE_PAGE_SIZE = 24;

/**
 * Albums per page of `GET /albums`. [Note: First albums page] One reading of §9 makes the first page
 * one item smaller, leaving room for the 'New album' tile; callers that want that pass
 * `ALBUMS_PAGE_SIZE - 1` as the first page's limit. The service accepts any limit up to this one.
 */
export const ALBUMS_PAGE_SIZE = 50;

/** Photos per page of the photo list, an album's photos and a shared album's photos. */
export const PHOTOS_PAGE_SIZE = 500;

/** Ids per call of a month's ids (select-all, ranges); see [Note: A month read from anywhere in it]. */
export const MONTH_IDS_PAGE_SIZE = 500;

/** Ids per call of an album's ids (select-all); see [Note: An album read from anywhere in it]. */
export const ALBUM_PHOTO_IDS_PAGE_SIZE = 500;

/** Albums per page of `GET /shared-albums`. */
export const SHARED_ALBUMS_PAGE_SIZE = 50;
