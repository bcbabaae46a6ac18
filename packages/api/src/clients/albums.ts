import { type CallOptions, path, requestJson, requestVoid, type ServiceEndpoint } from '../http.ts';
import { AlbumListPage, CreatedAlbum, ListedAlbum } from '../schemas/albums.ts';
import { PhotoPage } from '../schemas/photos.ts';
import { ALBUMS_PAGE_SIZE, PHOTOS_PAGE_SIZE } from './limits.ts';
import { type PhotoPageQuery, photoPageQuery } from './photos.ts';

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

/** GET /albums/{id}/photos?cursor&limit&sortKey&sortOrder: one page of the album's photos, 500 by default. */
export function getAlbumPhotos(
  service: ServiceEndpoint,
  albumId: string,
  query: PhotoPageQuery = {},
  options: CallOptions = {},
): Promise<PhotoPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: path`/albums/${albumId}/photos`,
      query: photoPageQuery(query, PHOTOS_PAGE_SIZE),
      signal: options.signal,
    },
    PhotoPage,
  );
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
