import { DEFAULT_SORT_SETTINGS, formatSortSetting } from '@portal/api/rules/sort-settings';
import type { Album } from '@portal/api/schemas/albums';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { MediaLinkSigner } from '../../media-urls/photo-media-links.ts';
import { CONTRACT_PHOTO_COLUMNS, photoToContract } from '../../media-urls/photo-to-contract.ts';
import type { KeysetOrder } from './keyset.ts';

/**
 * [Note: Album cover]
 * An album's cover is its chosen cover photo (`albums.cover_photo_id`) while that photo is still
 * in the album, else the photo added to it last (ties by photo id), else none: an empty album
 * shows the placeholder. Nothing has to be repaired when photos leave: deleting the chosen photo
 * clears the column (ON DELETE SET NULL), and one merely taken out of the album is no longer in
 * it, so the rule falls through to the latest photo either way.
 */

/** An album row with its photo count and the id of its cover photo, as {@link albumRows} reads it. */
export interface AlbumRow {
  readonly id: string;
  readonly owner_id: string;
  readonly name: string;
  readonly is_shared: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly photos_count: number | string | bigint | null;
  readonly cover_id: string | null;
}

/**
 * Albums (`albums as a`) with their counts and covers, to be filtered by the caller. The count and
 * the cover are correlated subqueries, so a page of 50 albums is one query.
 */
export function albumRows(db: Kysely<Tables>) {
  return db
    .selectFrom('albums as a')
    .select((eb) => [
      'a.id',
      'a.owner_id',
      'a.name',
      'a.is_shared',
      'a.created_at',
      'a.updated_at',
      eb
        .selectFrom('album_photos as counted')
        .select(eb.fn.countAll().as('n'))
        .whereRef('counted.album_id', '=', 'a.id')
        .as('photos_count'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('album_photos as chosen')
            .select('chosen.photo_id')
            .whereRef('chosen.album_id', '=', 'a.id')
            .whereRef('chosen.photo_id', '=', 'a.cover_photo_id'),
          eb
            .selectFrom('album_photos as latest')
            .select('latest.photo_id')
            .whereRef('latest.album_id', '=', 'a.id')
            .orderBy('latest.added_at', 'desc')
            .orderBy('latest.photo_id', 'desc')
            .limit(1),
        )
        .as('cover_id'),
    ]);
}

/** Albums newest created first (photo-library §9), ties by id. */
export function albumOrder(): KeysetOrder<AlbumRow> {
  const { sortKey, sortOrder } = DEFAULT_SORT_SETTINGS.albums;
  return {
    tag: formatSortSetting({ sortKey, sortOrder }),
    sortColumn: 'a.created_at',
    idColumn: 'a.id',
    direction: sortOrder,
    position: (row) => [row.created_at, row.id],
  };
}

/** An album as the contract's Album, with the fields its list and shared variants add. */
export type AlbumWithOwner = Album & { readonly ownerId: string; readonly isShared: boolean };

/** The albums of `rows` in the contract's shape, their cover photos read in one query. */
export async function albumsToContract(
  db: Kysely<Tables>,
  signer: MediaLinkSigner,
  rows: readonly AlbumRow[],
): Promise<AlbumWithOwner[]> {
  const coverIds = [...new Set(rows.flatMap((row) => (row.cover_id === null ? [] : [row.cover_id])))];
  const covers =
    coverIds.length === 0
      ? []
      : await db
          .selectFrom('photos as p')
          .select(CONTRACT_PHOTO_COLUMNS)
          .where('p.id', 'in', coverIds)
          .execute();
  const now = Date.now();
  const coverById = new Map(covers.map((photo) => [photo.id, photoToContract(photo, signer, { now })]));
  return rows.map((row) => ({
    albumId: row.id,
    albumName: row.name,
    coverPhoto: (row.cover_id === null ? undefined : coverById.get(row.cover_id)) ?? null,
    photosCount: Number(row.photos_count ?? 0),
    created: row.created_at,
    updated: row.updated_at,
    ownerId: row.owner_id,
    isShared: row.is_shared === 1,
  }));
}

/** Whether the album exists and is `ownerId`'s; another person's answers like a missing one. */
export async function findOwnAlbum(
  db: Kysely<Tables>,
  ownerId: string,
  albumId: string,
): Promise<
  { readonly id: string; readonly is_shared: number; readonly cover_photo_id: string | null } | undefined
> {
  return db
    .selectFrom('albums')
    .select(['id', 'is_shared', 'cover_photo_id'])
    .where('id', '=', albumId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The photos of an album (`album_photos as ap` joined to `photos as p`), with when each was added. */
export function albumPhotoRows(db: Kysely<Tables>, albumId: string) {
  return db
    .selectFrom('album_photos as ap')
    .innerJoin('photos as p', 'p.id', 'ap.photo_id')
    .select([...CONTRACT_PHOTO_COLUMNS, 'ap.added_at'])
    .where('ap.album_id', '=', albumId);
}
