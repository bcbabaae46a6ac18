import * as z from 'zod/mini';
import { ALBUM_PHOTO_IDS_PAGE_SIZE, ALBUMS_PAGE_SIZE, PHOTOS_PAGE_SIZE } from '../clients/limits.ts';
import { UserMessage } from '../errors.ts';
import { validateAlbumName } from '../rules/album-name.ts';
import { COPY_TO_ALBUM_BATCH_SIZE } from '../rules/batched-calls.ts';
import { count, cursor, id, isoDateTime, SortOrder } from './common.ts';
import { CursorParam, OffsetParam, Photo, PhotoSortKey, pageLimitParam } from './photos.ts';

/** Albums on the photo service (`services.photo`), photo-library §3 and §7. */

/**
 * An album name the customer gives (create and rename bodies), validated by the album-name rule of §5:
 * 'Please give your album a name' for a blank name, 'Name not valid' for a forbidden character, a
 * name that is too long, or surrounding spaces.
 *
 * [Note: Album names are sent trimmed]
 * `validateAlbumName` gives the trimmed name, and that is what the UI sends. A body whose name still
 * has surrounding spaces is refused rather than trimmed, so a stored name is exactly what was sent.
 */
export const AlbumName = z.string().check(
  z.superRefine((name, context) => {
    const result = validateAlbumName(name);
    if (!result.ok) {
      context.addIssue({ code: 'custom', message: result.message, input: name });
    } else if (result.name !== name) {
      context.addIssue({ code: 'custom', message: UserMessage.albumNameInvalid, input: name });
    }
  }),
);
export type AlbumName = z.infer<typeof AlbumName>;

/**
 * An album as the album page shows it. `albumName` in answers is any string: names saved before the
 * rule existed must still display.
 */
export const Album = z.object({
  albumId: id,
  albumName: z.string(),
  /** Null for an empty album, which shows a placeholder. */
  coverPhoto: z.nullable(Photo),
  photosCount: count,
  created: isoDateTime,
  updated: isoDateTime,
});
export type Album = z.infer<typeof Album>;

/**
 * The list variant (§3): who owns the album and whether it is shared. `GET /albums/{id}` answers this
 * variant too, because the album page redirects a shared album to the shared-album route (§2.5).
 */
export const ListedAlbum = z.extend(Album, { userId: id, isShared: z.boolean() });
export type ListedAlbum = z.infer<typeof ListedAlbum>;

/** One page of `GET /albums`, newest created first; `cursor` is null on the last page. */
export const AlbumListPage = z.object({ albums: z.array(ListedAlbum), cursor });
export type AlbumListPage = z.infer<typeof AlbumListPage>;

/**
 * The query of `GET /albums` (see [Note: Query parameters]): pages of 50. `displaySharedData` is
 * 'true' to list shared albums too, 'false' (or absent) for only the albums that are not shared.
 */
export const AlbumListQueryParams = z.object({
  cursor: CursorParam,
  limit: pageLimitParam(ALBUMS_PAGE_SIZE),
  displaySharedData: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
    false,
  ),
});
export type AlbumListQueryParams = z.infer<typeof AlbumListQueryParams>;

/** Body of `POST /albums`. */
export const CreateAlbumBody = z.object({ name: AlbumName });
export type CreateAlbumBody = z.infer<typeof CreateAlbumBody>;

/** Answer of `POST /albums`: the UI navigates to the new album. */
export const CreatedAlbum = z.object({ albumId: id });
export type CreatedAlbum = z.infer<typeof CreatedAlbum>;

/** Body of `PATCH /albums/{id}`. */
export const RenameAlbumBody = z.object({ name: AlbumName });
export type RenameAlbumBody = z.infer<typeof RenameAlbumBody>;

/**
 * Body of `POST /albums/{id}/photos` (copy to album) and `DELETE /albums/{id}/photos` (remove from
 * album): at most one copy batch of the customer's own photo ids.
 */
export const AlbumPhotosBody = z.object({
  photoIds: z.array(id).check(z.minLength(1), z.maxLength(COPY_TO_ALBUM_BATCH_SIZE)),
});
export type AlbumPhotosBody = z.infer<typeof AlbumPhotosBody>;

/*
 * [Note: An album read from anywhere in it]
 * An album may hold 50,000 photos. Its grid is laid out from the album's count alone, as the
 * timeline's months are, and reads only the rows on screen, where they are: a page of an album's
 * photos (`GET /albums/{id}/photos`, and a shared album's) may start at `offset`, the position in
 * the album in the chosen sort, and take up to 500. The service finds that position, then reads the
 * rows from there by keyset; the page's cursor goes on from there as before, and `cursor` and
 * `offset` together are refused. An album's select-all reads its ids from a position, 500 a call,
 * and its preview opens a photo by its id with its position in the album and its neighbours
 * (`GET /albums/{id}/photos/{photoId}?around`, as [Note: A photo opened by its id] does for the
 * timeline). A photo not in the album, or an album that is not the customer's, answers 404.
 */

/**
 * The query of `GET /albums/{id}/photos` and `GET /shared-albums/{id}/photos`: pages of 500, from a
 * cursor or a position.
 */
export const AlbumPhotoListQueryParams = z
  .object({
    cursor: CursorParam,
    offset: OffsetParam,
    limit: pageLimitParam(PHOTOS_PAGE_SIZE),
    sortKey: z.optional(PhotoSortKey),
    sortOrder: z.optional(SortOrder),
  })
  .check(
    z.refine((query) => query.cursor === undefined || query.offset === undefined, {
      message: 'cursor and offset cannot be given together',
    }),
  );
export type AlbumPhotoListQueryParams = z.infer<typeof AlbumPhotoListQueryParams>;

/**
 * The query of `GET /albums/{id}/photos/ids` and `GET /shared-albums/{id}/photos/ids`: the ids of
 * an album's photos from `offset` (0 unless given), up to 500 a call, in the chosen sort.
 */
export const AlbumPhotoIdsQueryParams = z.object({
  offset: OffsetParam,
  limit: pageLimitParam(ALBUM_PHOTO_IDS_PAGE_SIZE),
  sortKey: z.optional(PhotoSortKey),
  sortOrder: z.optional(SortOrder),
});
export type AlbumPhotoIdsQueryParams = z.infer<typeof AlbumPhotoIdsQueryParams>;

/**
 * A photo of an album with its place: `GET /albums/{id}/photos/{photoId}`, whose query is the
 * timeline's (`PhotoPlaceQueryParams`: the sort and `around`). See [Note: An album read from
 * anywhere in it].
 */
export const AlbumPhotoPlace = z.object({
  image: Photo,
  /** The photo's position in the album, in the chosen sort. */
  index: count,
  /** The photos before it in the album, the nearest last. */
  previous: z.array(Photo),
  /** The photos after it, the nearest first. */
  next: z.array(Photo),
});
export type AlbumPhotoPlace = z.infer<typeof AlbumPhotoPlace>;
