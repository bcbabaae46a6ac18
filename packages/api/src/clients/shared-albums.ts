import {
  type CallOptions,
  isHttpStatus,
  path,
  requestJson,
  requestVoid,
  type ServiceEndpoint,
} from '../http.ts';
import type { SharedAlbumPhotoReference } from '../schemas/downloads.ts';
import {
  ListedSharedAlbum,
  type SharedAlbum,
  SharedAlbumListPage,
  SharedAlbumParticipants,
  SharedAlbumPhotoIdPage,
  SharedAlbumPhotoPage,
  SharedAlbumPhotoPlace,
  SharedAlbumsSummary,
} from '../schemas/shared-albums.ts';
import {
  type AlbumPhotoIdsQuery,
  type AlbumPhotoPageQuery,
  albumPhotoIdsQuery,
  albumPhotoPageQuery,
} from './albums.ts';
import { SHARED_ALBUMS_PAGE_SIZE } from './limits.ts';
import type { PhotoPlaceQuery } from './photos.ts';

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
 * GET /shared-albums/{id}/photos?cursor|offset&limit&sortKey&sortOrder: one page of the album's
 * photos, each with its owner, 500 by default, after `cursor` or from `offset` (see [Note: An album
 * read from anywhere in it]).
 */
export function getSharedAlbumPhotos(
  service: ServiceEndpoint,
  albumId: string,
  query: AlbumPhotoPageQuery = {},
  options: CallOptions = {},
): Promise<SharedAlbumPhotoPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: path`/shared-albums/${albumId}/photos`,
      query: albumPhotoPageQuery(query),
      signal: options.signal,
    },
    SharedAlbumPhotoPage,
  );
}

/**
 * GET /shared-albums/{id}/photos/ids?offset&limit&sortKey&sortOrder: the album's photos from
 * `offset`, 500 a call, in the chosen sort, each with its owner (the album's select-all, whose
 * download names every photo's owner).
 */
export async function getSharedAlbumPhotoIds(
  service: ServiceEndpoint,
  albumId: string,
  query: AlbumPhotoIdsQuery = {},
  options: CallOptions = {},
): Promise<readonly SharedAlbumPhotoReference[]> {
  const { photos } = await requestJson(
    service,
    {
      method: 'GET',
      path: path`/shared-albums/${albumId}/photos/ids`,
      query: albumPhotoIdsQuery(query),
      signal: options.signal,
    },
    SharedAlbumPhotoIdPage,
  );
  return photos;
}

/**
 * GET /shared-albums/{id}/photos/{photoId}?sortKey&sortOrder&around: the photo with its position in
 * the album and its neighbours; null when the service answers 404 (a photo not in the album, an
 * album the customer does not read).
 */
export async function getSharedAlbumPhotoPlace(
  service: ServiceEndpoint,
  albumId: string,
  photoId: string,
  query: PhotoPlaceQuery = {},
  options: CallOptions = {},
): Promise<SharedAlbumPhotoPlace | null> {
  try {
    return await requestJson(
      service,
      {
        method: 'GET',
        path: path`/shared-albums/${albumId}/photos/${photoId}`,
        query: { sortKey: query.sortKey, sortOrder: query.sortOrder, around: query.around },
        signal: options.signal,
      },
      SharedAlbumPhotoPlace,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
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
