import type { Download } from '@portal/api/schemas/downloads';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ARCHIVE_PHOTO_COLUMNS, type ArchivePhoto } from '../../archives/photo-entries.ts';
import { nowIso } from '../../db/database.ts';
import type { DownloadsTable } from '../../db/photo-library-tables.ts';
import type { Tables } from '../../db/tables.ts';

export type DownloadRow = Selectable<DownloadsTable>;

export interface NewDownload {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string | null;
  readonly photoIds: readonly string[];
  /** Set for a download of a shared album's photos. */
  readonly albumId: string | null;
}

/**
 * Inserts the download and its photos, in `trx`. Resolves false, writing nothing, when a download
 * with this id exists already (whoever holds it).
 */
export async function insertDownload(trx: Transaction<Tables>, download: NewDownload): Promise<boolean> {
  const now = nowIso();
  const inserted = await trx
    .insertInto('downloads')
    .values({
      id: download.id,
      owner_id: download.ownerId,
      name: download.name,
      status: 'started',
      size: null,
      album_id: download.albumId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await trx
    .insertInto('download_photos')
    .values(
      download.photoIds.map((photoId, position) => ({
        download_id: download.id,
        position,
        photo_id: photoId,
      })),
    )
    .execute();
  return true;
}

/** The download with this id if it is `ownerId`'s; another person's answers like a missing one. */
export function findOwnDownload(
  db: Kysely<Tables>,
  ownerId: string,
  downloadId: string,
): Promise<DownloadRow | undefined> {
  return db
    .selectFrom('downloads')
    .selectAll()
    .where('id', '=', downloadId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export function findDownload(db: Kysely<Tables>, downloadId: string): Promise<DownloadRow | undefined> {
  return db.selectFrom('downloads').selectAll().where('id', '=', downloadId).executeTakeFirst();
}

/** The person's downloads, newest first, as the contract shows them. */
export async function listDownloads(db: Kysely<Tables>, ownerId: string): Promise<Download[]> {
  const rows = await db
    .selectFrom('downloads as d')
    .leftJoin('download_photos as dp', 'dp.download_id', 'd.id')
    .select(['d.id', 'd.name', 'dp.photo_id'])
    .where('d.owner_id', '=', ownerId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .orderBy('dp.position')
    .execute();
  const downloads = new Map<string, Download>();
  for (const row of rows) {
    let download = downloads.get(row.id);
    if (!download) {
      download = toDownload(row.id, row.name, []);
      downloads.set(row.id, download);
    }
    if (row.photo_id !== null) download.photos.push(row.photo_id);
  }
  return [...downloads.values()];
}

export function toDownload(id: string, name: string | null, photos: string[]): Download {
  return name === null ? { id, photos } : { id, name, photos };
}

/**
 * [Note: Who may read a download's photos]
 * A download lists photo ids; what its archive holds is decided again each time it is built or
 * fetched, not only when it was asked for. A download of one's own photos holds those still owned by
 * the person. A shared-album download holds the photos still in that album, and only while the
 * person still owns or takes part in it: leaving the album, or the album's deletion (which clears
 * `album_id`, leaving only the person's own photos), takes its other owners' photos out of every
 * link already given. A photo deleted since is simply left out (its row is gone from
 * `download_photos` with it).
 */
export async function readableDownloadPhotos(
  db: Kysely<Tables>,
  download: Pick<DownloadRow, 'id' | 'owner_id' | 'album_id'>,
): Promise<ArchivePhoto[]> {
  const query = db
    .selectFrom('download_photos as dp')
    .innerJoin('photos as p', 'p.id', 'dp.photo_id')
    .select(ARCHIVE_PHOTO_COLUMNS)
    .where('dp.download_id', '=', download.id)
    .orderBy('dp.position');
  const { album_id: albumId } = download;
  if (albumId === null) return query.where('p.owner_id', '=', download.owner_id).execute();
  if (!(await canReadAlbum(db, download.owner_id, albumId))) return [];
  return query
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('album_photos as ap')
          .select('ap.photo_id')
          .where('ap.album_id', '=', albumId)
          .whereRef('ap.photo_id', '=', 'p.id'),
      ),
    )
    .execute();
}

/** Whether the account owns the album or takes part in it. */
export async function canReadAlbum(db: Kysely<Tables>, accountId: string, albumId: string): Promise<boolean> {
  const album = await db
    .selectFrom('albums as a')
    .select('a.id')
    .where('a.id', '=', albumId)
    .where((eb) =>
      eb.or([
        eb('a.owner_id', '=', accountId),
        eb.exists(
          eb
            .selectFrom('album_participants as ap')
            .select('ap.account_id')
            .whereRef('ap.album_id', '=', 'a.id')
            .where('ap.account_id', '=', accountId),
        ),
      ]),
    )
    .executeTakeFirst();
  return album !== undefined;
}

/** For each of `photoIds` in the album, its owner. */
export async function albumPhotoOwners(
  db: Kysely<Tables>,
  albumId: string,
  photoIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('album_photos as ap')
    .innerJoin('photos as p', 'p.id', 'ap.photo_id')
    .select(['p.id', 'p.owner_id'])
    .where('ap.album_id', '=', albumId)
    .where('p.id', 'in', photoIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.owner_id]));
}

/**
 * Marks a started download finished (with its archive size) or failed. Resolves whether this call
 * changed it: only the caller that moved it out of 'started' announces the outcome (see
 * [Note: Archive events are announced once]).
 */
export async function settleDownload(
  db: Kysely<Tables>,
  downloadId: string,
  outcome: { status: 'finished'; size: number } | { status: 'error' },
): Promise<boolean> {
  const result = await db
    .updateTable('downloads')
    .set({
      status: outcome.status,
      size: outcome.status === 'finished' ? outcome.size : null,
      updated_at: nowIso(),
    })
    .where('id', '=', downloadId)
    .where('status', '=', 'started')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
