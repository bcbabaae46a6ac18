import * as z from 'zod/mini';
import { SHARED_ALBUMS_PAGE_SIZE } from '../clients/limits.ts';
import { Album } from './albums.ts';
import { count, cursor, email, id, isoDateTime } from './common.ts';
import { SharedAlbumPhotoReference } from './downloads.ts';
import { CursorParam, Photo, pageLimitParam } from './photos.ts';

/**
 * Shared albums service (`services.sharedAlbums`), photo-library §2.6, §3 and §7: albums other people
 * shared with the customer, and the customer's albums shared with others. Read-only, a legacy feature.
 */

/** The owner or a participant of a shared album; the e-mail must be valid (§5). */
export const SharedAlbumMember = z.object({ id, email });
export type SharedAlbumMember = z.infer<typeof SharedAlbumMember>;

/** An album with its owner's id (§3 'shared variant'): `GET /shared-albums` and `GET /shared-albums/{id}`. */
export const ListedSharedAlbum = z.extend(Album, { ownerId: id });
export type ListedSharedAlbum = z.infer<typeof ListedSharedAlbum>;

/** Answer of `GET /shared-albums/{id}/participants`: the owner and everyone else the album is shared with. */
export const SharedAlbumParticipants = z.object({
  owner: SharedAlbumMember,
  participants: z.array(SharedAlbumMember),
});
export type SharedAlbumParticipants = z.infer<typeof SharedAlbumParticipants>;

/**
 * A shared album with its people, as the shared album page reads it. The owner (ownerId equals the
 * current user) sees 'Shared with N people' and the participants; a participant sees the owner (§2.6).
 */
export const SharedAlbum = z.extend(ListedSharedAlbum, SharedAlbumParticipants.shape);
export type SharedAlbum = z.infer<typeof SharedAlbum>;

/** One page of `GET /shared-albums`, newest created first; `cursor` is null on the last page. */
export const SharedAlbumListPage = z.object({ albums: z.array(ListedSharedAlbum), cursor });
export type SharedAlbumListPage = z.infer<typeof SharedAlbumListPage>;

/** The query of `GET /shared-albums` (see [Note: Query parameters]): pages of 50. */
export const SharedAlbumListQueryParams = z.object({
  cursor: CursorParam,
  limit: pageLimitParam(SHARED_ALBUMS_PAGE_SIZE),
});
export type SharedAlbumListQueryParams = z.infer<typeof SharedAlbumListQueryParams>;

/**
 * Answer of `GET /users` on the shared albums service (§3 'Shared albums summary'). readAlbumsCount is
 * how many shared albums the customer can read (the 'Shared with you' section shows when it is not 0);
 * grantedAlbumsCount how many of their own albums they shared. created and updated are absent for a
 * customer who never used shared albums.
 */
export const SharedAlbumsSummary = z.object({
  readAlbumsCount: count,
  grantedAlbumsCount: count,
  created: z.optional(isoDateTime),
  updated: z.optional(isoDateTime),
});
export type SharedAlbumsSummary = z.infer<typeof SharedAlbumsSummary>;

/** A photo in a shared album: it always says whose it is, so a download can name its owner (§2.6). */
export const SharedAlbumPhoto = z.extend(Photo, { ownerId: id });
export type SharedAlbumPhoto = z.infer<typeof SharedAlbumPhoto>;

/** One page of `GET /shared-albums/{id}/photos`; `cursor` is null on the last page. */
export const SharedAlbumPhotoPage = z.object({ images: z.array(SharedAlbumPhoto), cursor });
export type SharedAlbumPhotoPage = z.infer<typeof SharedAlbumPhotoPage>;

/**
 * The answer of `GET /shared-albums/{id}/photos/ids`: the album's photos from the offset, each with
 * its owner, as a download of a shared album names them (see [Note: An album read from anywhere in
 * it] in `albums.ts`). The query is `AlbumPhotoIdsQueryParams`.
 */
export const SharedAlbumPhotoIdPage = z.object({ photos: z.array(SharedAlbumPhotoReference) });
export type SharedAlbumPhotoIdPage = z.infer<typeof SharedAlbumPhotoIdPage>;

/** A shared album's photo with its place (`GET /shared-albums/{id}/photos/{photoId}`), as `AlbumPhotoPlace`. */
export const SharedAlbumPhotoPlace = z.object({
  image: SharedAlbumPhoto,
  /** The photo's position in the album, in the chosen sort. */
  index: count,
  previous: z.array(SharedAlbumPhoto),
  next: z.array(SharedAlbumPhoto),
});
export type SharedAlbumPhotoPlace = z.infer<typeof SharedAlbumPhotoPlace>;
