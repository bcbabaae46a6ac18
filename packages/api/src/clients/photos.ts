import { ThrownMessage } from '../errors.ts';
import {
  type CallOptions,
  isHttpStatus,
  path,
  type QueryValue,
  requestJson,
  requestVoid,
  type ServiceEndpoint,
} from '../http.ts';
import { FailedList } from '../schemas/common.ts';
import {
  LibraryCounts,
  PhotoIdPage,
  PhotoPage,
  PhotoPlace,
  type PhotoSort,
  TimelineCounts,
  type TimelineLocation,
} from '../schemas/photos.ts';
import { MONTH_IDS_PAGE_SIZE, PHOTOS_PAGE_SIZE, TIMELINE_PAGE_SIZE } from './limits.ts';

/**
 * Photo service (`services.photo`), photo-library §7: the library counts, the timeline and the photo
 * list, and deleting photos. Albums, on the same service, are in `albums.ts`; activation in
 * `activation.ts`. The spec gives these paths; what it leaves open is chosen here, and the reference
 * server implements exactly it:
 * - Paged calls send `cursor` (left out for the first page), `limit` (always, the call's page size
 *   unless the caller gives one) and `sortKey` and `sortOrder` only when the caller sets them; the
 *   service reads them as [Note: Query parameters] says.
 * - Calls whose answer the spec does not show answer 204 without a body.
 */

/** Where a paged photo list continues and how it is sorted. */
export interface PhotoPageQuery extends PhotoSort {
  /** The previous page's cursor; null or absent for the first page. */
  readonly cursor?: string | null;
  /** Photos per page; defaults to the call's page size. */
  readonly limit?: number;
}

/** The query of a paged photo list; unset values are left out of the URL. */
export function photoPageQuery(query: PhotoPageQuery, pageSize: number): Record<string, QueryValue> {
  return {
    cursor: query.cursor,
    limit: query.limit ?? pageSize,
    sortKey: query.sortKey,
    sortOrder: query.sortOrder,
  };
}

/** GET /users: the library counts of the page shell's tabs. */
export function getLibraryCounts(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<LibraryCounts> {
  return requestJson(service, { method: 'GET', path: '/users', signal: options.signal }, LibraryCounts);
}

/** GET /users/timeline: photos per month, newest first (see [Note: Timeline counts are newest first]). */
export function getTimelineCounts(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<TimelineCounts> {
  return requestJson(
    service,
    { method: 'GET', path: '/users/timeline', signal: options.signal },
    TimelineCounts,
  );
}

/** Where a month page starts: after a cursor, or at a position in the month. */
export interface TimelinePageQuery extends PhotoPageQuery {
  /** The position in the month of the page's first photo; not with `cursor`. */
  readonly offset?: number;
}

/**
 * GET /photos/timeline/{year}/{month}?cursor|offset&limit&sortKey&sortOrder: one page of a month
 * section, 24 photos unless `limit` says otherwise (up to 500), after `cursor` or from `offset` (see
 * [Note: A month read from anywhere in it]). `month` is 1–12 (see [Note: Timeline months]).
 */
export function getTimelinePage(
  service: ServiceEndpoint,
  section: TimelineLocation,
  query: TimelinePageQuery = {},
  options: CallOptions = {},
): Promise<PhotoPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: path`/photos/timeline/${section.year}/${section.month}`,
      query: { ...photoPageQuery(query, TIMELINE_PAGE_SIZE), offset: query.offset },
      signal: options.signal,
    },
    PhotoPage,
  );
}

/** Which ids of a month to read. */
export interface MonthIdsQuery extends PhotoSort {
  /** The position in the month of the first id; 0 when absent. */
  readonly offset?: number;
  /** Ids per call, up to 500 (the default). */
  readonly limit?: number;
}

/**
 * GET /photos/timeline/{year}/{month}/ids?offset&limit&sortKey&sortOrder: the ids of a month's
 * photos from `offset`, 500 a call, in the chosen sort (a month's select-all, a shift-click range).
 */
export async function getMonthPhotoIds(
  service: ServiceEndpoint,
  section: TimelineLocation,
  query: MonthIdsQuery = {},
  options: CallOptions = {},
): Promise<readonly string[]> {
  const { ids } = await requestJson(
    service,
    {
      method: 'GET',
      path: path`/photos/timeline/${section.year}/${section.month}/ids`,
      query: {
        offset: query.offset,
        limit: query.limit ?? MONTH_IDS_PAGE_SIZE,
        sortKey: query.sortKey,
        sortOrder: query.sortOrder,
      },
      signal: options.signal,
    },
    PhotoIdPage,
  );
  return ids;
}

/** The timeline's sort, and how many neighbours to bring on each side. */
export interface PhotoPlaceQuery extends PhotoSort {
  /** 0 to 100; 0 when absent. */
  readonly around?: number;
}

/**
 * GET /photos/{photoId}?sortKey&sortOrder&around: the photo with its position in its month and its
 * neighbours in the timeline's order ([Note: A photo opened by its id]); null when the service
 * answers 404 (an unknown id, or another person's).
 */
export async function getPhotoPlace(
  service: ServiceEndpoint,
  photoId: string,
  query: PhotoPlaceQuery = {},
  options: CallOptions = {},
): Promise<PhotoPlace | null> {
  try {
    return await requestJson(
      service,
      {
        method: 'GET',
        path: path`/photos/${photoId}`,
        query: { sortKey: query.sortKey, sortOrder: query.sortOrder, around: query.around },
        signal: options.signal,
      },
      PhotoPlace,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * GET /photos?cursor&limit&sortKey&sortOrder: one page of the whole library as one list (the
 * infinite-scroll grid and the preview's neighbours), 500 photos unless `limit` says otherwise.
 */
export function getPhotos(
  service: ServiceEndpoint,
  query: PhotoPageQuery = {},
  options: CallOptions = {},
): Promise<PhotoPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: '/photos',
      query: photoPageQuery(query, PHOTOS_PAGE_SIZE),
      signal: options.signal,
    },
    PhotoPage,
  );
}

/**
 * DELETE /photos with the JSON body `{ photoIds }` (at most one delete batch): answers the ids that
 * could not be deleted, which the batch runner retries. Ids the customer does not own are reported
 * as failed, never deleted.
 */
export function deletePhotos(
  service: ServiceEndpoint,
  photoIds: readonly string[],
  options: CallOptions = {},
): Promise<FailedList> {
  return requestJson(
    service,
    { method: 'DELETE', path: '/photos', body: { photoIds }, signal: options.signal },
    FailedList,
  );
}

/**
 * DELETE /photos with one id, for the preview's delete: rejects with 'Failed to delete photo!' (§8)
 * when the answer lists the photo as failed.
 */
export async function deletePhoto(
  service: ServiceEndpoint,
  photoId: string,
  options: CallOptions = {},
): Promise<void> {
  const { failed } = await deletePhotos(service, [photoId], options);
  if (failed.length > 0) throw new Error(ThrownMessage.failedToDeletePhoto);
}

/** DELETE /photos/all: the whole library, after the customer typed the confirmation word. Answers 204. */
export function deleteAllPhotos(service: ServiceEndpoint, options: CallOptions = {}): Promise<void> {
  return requestVoid(service, { method: 'DELETE', path: '/photos/all', signal: options.signal });
}
