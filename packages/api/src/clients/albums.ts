import {
  type CallOptions,
  isHttpStatus,
  path,
  type QueryValue,
  requestJson,
  requestVoid,
  type ServiceEndpoint,
} from '../http.ts';
import { AlbumListPage, AlbumPhotoPlace, CreatedAlbum, ListedAlbum } from '../schemas/albums.ts';
import { PhotoIdPage, PhotoPage, type PhotoSort } from '../schemas/photos.ts';
import { ALBUM_PHOTO_IDS_PAGE_SIZE, ALBUMS_PAGE_SIZE, PHOTOS_PAGE_SIZE } from './limits.ts';
import { type PhotoPageQuery, type PhotoPlaceQuery, photoPageQuery } from './photos.ts';

/**
 * Albums on the photo service (`services.photo`), photo-library §7. The conventions of `photos.ts`
 * hold here too (cursor, limit and sort query; 204 for answers the spec does not show). Every album
 * id is the customer's own: another person's album answers 404, as an unknown one does.
 */

export interface AlbumListQuery {
  /** The previous page's cursor; null or absent for the first page. */
  readonly cursor?: string | null;
  /** Albums per page; defaults to 50 (see [Note: First albums page]). */
  readonly limit?: number;
  /**
   * True lists the customer's shared albums as well (the albums list); false only their albums that
   * are not shared (the copy-to-album modal). Always sent; defaults to false.
   */
  readonly displaySharedData?: boolean;
}

/** GET /albums?cursor&limit&displaySharedData: one page of the customer's albums, newest created first. */
export function getAlbums(
  service: ServiceEndpoint,
  query: AlbumListQuery = {},
  options: CallOptions = {},
): Promise<AlbumListPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: '/albums',
      query: {
        cursor: query.cursor,
        limit: query.limit ?? ALBUMS_PAGE_SIZE,
        displaySharedData: query.displaySharedData ?? false,
      },
      signal: options.signal,
    },
    AlbumListPage,
  );
}

/** POST /albums with `{ name }` (a name `validateAlbumName` accepted): answers 201 with the new album's id. */
export function createAlbum(
  service: ServiceEndpoint,
  name: string,
  options: CallOptions = {},
): Promise<CreatedAlbum> {
  return requestJson(
    service,
    { method: 'POST', path: '/albums', body: { name }, signal: options.signal },
    CreatedAlbum,
  );
}

/** GET /albums/{id}: the album with its owner and shared flag (the list variant). */
export function getAlbum(
  service: ServiceEndpoint,
  albumId: string,
  options: CallOptions = {},
): Promise<ListedAlbum> {
  return requestJson(
    service,
    { method: 'GET', path: path`/albums/${albumId}`, signal: options.signal },
    ListedAlbum,
  );
}

/** PATCH /albums/{id} with `{ name }`: renames the album. Answers 204. */
export function renameAlbum(
  service: ServiceEndpoint,
  albumId: string,
  name: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'PATCH',
    path: path`/albums/${albumId}`,
    body: { name },
    signal: options.signal,
  });
}

/** DELETE /albums/{id}: deletes the album, never its photos. Answers 204. */
export function deleteAlbum(
  service: ServiceEndpoint,
  albumId: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, { method: 'DELETE', path: path`/albums/${albumId}`, signal: options.signal });
}

/** Where a page of an album's photos starts: after a cursor, or at a position in the album. */
export interface AlbumPhotoPageQuery extends PhotoPageQuery {
  /** The position in the album of the page's first photo; not with `cursor`. */
  readonly offset?: number;
}

/** The query of a page of an album's photos (or a shared album's); unset values are left out. */
export function albumPhotoPageQuery(query: AlbumPhotoPageQuery): Record<string, QueryValue> {
  return { ...photoPageQuery(query, PHOTOS_PAGE_SIZE), offset: query.offset };
}

/**
 * GET /albums/{id}/photos?cursor|offset&limit&sortKey&sortOrder: one page of the album's photos, 500
 * by default, after `cursor` or from `offset` (see [Note: An album read from anywhere in it]).
 */
export function getAlbumPhotos(
  service: ServiceEndpoint,
  albumId: string,
  query: AlbumPhotoPageQuery = {},
  options: CallOptions = {},
): Promise<PhotoPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: path`/albums/${albumId}/photos`,
      query: albumPhotoPageQuery(query),
      signal: options.signal,
    },
    PhotoPage,
  );
}

/** Which ids of an album to read. */
export interface AlbumPhotoIdsQuery extends PhotoSort {
  /** The position in the album of the first id; 0 when absent. */
  readonly offset?: number;
  /** Ids per call, up to 500 (the default). */
  readonly limit?: number;
}

/** The query of an album's ids (or a shared album's); unset values are left out. */
export function albumPhotoIdsQuery(query: AlbumPhotoIdsQuery): Record<string, QueryValue> {
  return {
    offset: query.offset,
    limit: query.limit ?? ALBUM_PHOTO_IDS_PAGE_SIZE,
    sortKey: query.sortKey,
    sortOrder: query.sortOrder,
  };
}

/**
 * GET /albums/{id}/photos/ids?offset&limit&sortKey&sortOrder: the ids of the album's photos from
 * `offset`, 500 a call, in the chosen sort (the album's select-all).
 */
export async function getAlbumPhotoIds(
  service: ServiceEndpoint,
  albumId: string,
  query: AlbumPhotoIdsQuery = {},
  options: CallOptions = {},
): Promise<readonly string[]> {
  const { ids } = await requestJson(
    service,
    {
      method: 'GET',
      path: path`/albums/${albumId}/photos/ids`,
      query: albumPhotoIdsQuery(query),
      signal: options.signal,
    },
    PhotoIdPage,
  );
  return ids;
}

/**
 * GET /albums/{id}/photos/{photoId}?sortKey&sortOrder&around: the photo with its position in the
 * album and its neighbours ([Note: An album read from anywhere in it]); null when the service
 * answers 404 (a photo not in the album, an album that is not the customer's).
 */
export async function getAlbumPhotoPlace(
  service: ServiceEndpoint,
  albumId: string,
  photoId: string,
  query: PhotoPlaceQuery = {},
  options: CallOptions = {},
): Promise<AlbumPhotoPlace | null> {
  try {
    return await requestJson(
      service,
      {
        method: 'GET',
        path: path`/albums/${albumId}/photos/${photoId}`,
        query: { sortKey: query.sortKey, sortOrder: query.sortOrder, around: query.around },
        signal: options.signal,
      },
      AlbumPhotoPlace,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * POST /albums/{id}/photos with `{ photoIds }` (copy to album, at most one copy batch). Photos already
 * in the album are left as they are. Answers 204.
 */
export function addPhotosToAlbum(
  service: ServiceEndpoint,
  albumId: string,
  photoIds: readonly string[],
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'POST',
    path: path`/albums/${albumId}/photos`,
    body: { photoIds },
    signal: options.signal,
  });
}

/**
 * DELETE /albums/{id}/photos with `{ photoIds }`: removes photos from the album, never from the
 * library. Ids not in the album are ignored. Answers 204.
 */
export function removePhotosFromAlbum(
  service: ServiceEndpoint,
  albumId: string,
  photoIds: readonly string[],
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/albums/${albumId}/photos`,
    body: { photoIds },
    signal: options.signal,
  });
}

/**
 * DELETE /albums/{id}/photos/{photoId}: removes one photo from the album (§7 'a single photo is removed
 * by album id and photo id'; path chosen here). Answers 204, or 404 when the photo is not in the album.
 */
export function removePhotoFromAlbum(
  service: ServiceEndpoint,
  albumId: string,
  photoId: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/albums/${albumId}/photos/${photoId}`,
    signal: options.signal,
  });
}
