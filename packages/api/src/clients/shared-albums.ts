import { type CallOptions, path, requestJson, requestVoid, type ServiceEndpoint } from '../http.ts';
import {
  ListedSharedAlbum,
  type SharedAlbum,
  SharedAlbumListPage,
  SharedAlbumParticipants,
  SharedAlbumPhotoPage,
  SharedAlbumsSummary,
} from '../schemas/shared-albums.ts';
import { PHOTOS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE } from './limits.ts';
import { type PhotoPageQuery, photoPageQuery } from './photos.ts';

/**
 * Shared albums service (`services.sharedAlbums`), photo-library §7. The conventions of `photos.ts`
 * hold here too. A shared album the customer neither owns nor takes part in answers 404.
 */

export interface SharedAlbumListQuery {
  /** The previous page's cursor; null or absent for the first page. */
  readonly cursor?: string | null;
  /** Albums per page; defaults to 50. */
  readonly limit?: number;
}

/**
 * GET /shared-albums?cursor&limit: one page of the albums other people shared with the customer
 * (readAlbumsCount of them), newest created first. The customer's own shared albums are listed by
 * `GET /albums` with isShared true.
 */
export function getSharedAlbums(
  service: ServiceEndpoint,
  query: SharedAlbumListQuery = {},
  options: CallOptions = {},
): Promise<SharedAlbumListPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: '/shared-albums',
      query: { cursor: query.cursor, limit: query.limit ?? SHARED_ALBUMS_PAGE_SIZE },
      signal: options.signal,
    },
    SharedAlbumListPage,
  );
}

/** GET /users on the shared albums service: the summary whose readAlbumsCount the Albums tab shows. */
export function getSharedAlbumsSummary(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<SharedAlbumsSummary> {
  return requestJson(service, { method: 'GET', path: '/users', signal: options.signal }, SharedAlbumsSummary);
}

/**
 * GET /shared-albums/{id} and GET /shared-albums/{id}/participants, sent together, combined into one
 * shared album (§7). Either failing fails the whole.
 */
export async function getSharedAlbum(
  service: ServiceEndpoint,
  albumId: string,
  options: CallOptions = {},
): Promise<SharedAlbum> {
  const [album, people] = await Promise.all([
    requestJson(
      service,
      { method: 'GET', path: path`/shared-albums/${albumId}`, signal: options.signal },
      ListedSharedAlbum,
    ),
    requestJson(
      service,
      { method: 'GET', path: path`/shared-albums/${albumId}/participants`, signal: options.signal },
      SharedAlbumParticipants,
    ),
  ]);
  return { ...album, owner: people.owner, participants: people.participants };
}

/**
 * GET /shared-albums/{id}/photos?cursor&limit&sortKey&sortOrder: one page of the album's photos, each
 * with its owner, 500 by default.
 */
export function getSharedAlbumPhotos(
  service: ServiceEndpoint,
  albumId: string,
  query: PhotoPageQuery = {},
  options: CallOptions = {},
): Promise<SharedAlbumPhotoPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: path`/shared-albums/${albumId}/photos`,
      query: photoPageQuery(query, PHOTOS_PAGE_SIZE),
      signal: options.signal,
    },
    SharedAlbumPhotoPage,
  );
}

/**
 * DELETE /shared-albums/{id}: the owner deletes the album for everyone; a participant leaves it and
 * their photos in it are removed from it (§6). Answers 204.
 */
export function deleteSharedAlbum(
  service: ServiceEndpoint,
  albumId: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/shared-albums/${albumId}`,
    signal: options.signal,
  });
}
