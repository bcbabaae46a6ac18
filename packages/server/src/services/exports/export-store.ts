import type { PhotoExport } from '@portal/api/schemas/exports';
import type { Kysely, Selectable } from 'kysely';
import * as z from 'zod/mini';
import { ARCHIVE_PHOTO_COLUMNS, type ArchivePhoto } from '../../archives/photo-entries.ts';
import { EXPORT_CHUNK_LINK_VALIDITY_MS } from '../../blobs/signed-url.ts';
import { nowIso } from '../../db/database.ts';
import type { ExportChunksTable, ExportsTable } from '../../db/photo-library-tables.ts';
import type { Tables } from '../../db/tables.ts';

export type ExportRow = Selectable<ExportsTable>;
export type ExportChunkRow = Selectable<ExportChunksTable>;

/** Statuses of an export whose job has not ended; at most one per person (migration 0004). */
export const UNDER_WAY: readonly ExportRow['status'][] = ['REQUESTED', 'IN_PROGRESS'];

/** A READY export's links expire this long after its last update (photo-library §2.8). */
export function linksExpireAt(row: Pick<ExportRow, 'updated_at'>): number {
  return Date.parse(row.updated_at) + EXPORT_CHUNK_LINK_VALIDITY_MS;
}

/**
 * The export if it is `ownerId`'s and still downloadable. A READY export whose links have expired
 * answers like an unknown one (the contract: 404 for 'Your download link has expired').
 */
export async function findOwnExport(
  db: Kysely<Tables>,
  ownerId: string,
  backupId: string,
  now = Date.now(),
): Promise<ExportRow | undefined> {
  const row = await db
    .selectFrom('exports')
    .selectAll()
    .where('id', '=', backupId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (row?.status === 'READY' && linksExpireAt(row) <= now) return undefined;
  return row;
}

export function findExport(db: Kysely<Tables>, backupId: string): Promise<ExportRow | undefined> {
  return db.selectFrom('exports').selectAll().where('id', '=', backupId).executeTakeFirst();
}

export function exportChunks(db: Kysely<Tables>, backupId: string): Promise<ExportChunkRow[]> {
  return db
    .selectFrom('export_chunks')
    .selectAll()
    .where('export_id', '=', backupId)
    .orderBy('iteration')
    .execute();
}

export function findExportChunk(
  db: Kysely<Tables>,
  backupId: string,
  iteration: number,
): Promise<ExportChunkRow | undefined> {
  return db
    .selectFrom('export_chunks')
    .selectAll()
    .where('export_id', '=', backupId)
    .where('iteration', '=', iteration)
    .executeTakeFirst();
}

/** The export as the contract shows it: only a READY one carries more than its status. */
export function toPhotoExport(row: ExportRow, chunks: readonly ExportChunkRow[]): PhotoExport {
  if (row.status !== 'READY') return { status: row.status };
  return {
    status: 'READY',
    backupId: row.id,
    chunks: chunks.map((chunk) => ({ iteration: chunk.iteration, size: chunk.size })),
    created: row.created_at,
    updated: row.updated_at,
  };
}

/**
 * [Note: One export under way]
 * `POST /backups` starts a new export only when none is needed already. While one is REQUESTED or
 * IN_PROGRESS the request answers that one (a partial unique index on `exports(owner_id)` keeps two
 * concurrent requests from both starting one). A READY export is answered again while its links are
 * valid and no photo was added to the library after it was requested, since a new one would hold
 * exactly the same photos (the contract: "the state of the export already under way or ready").
 * After a FAILED export, an expired one, or new photos, a new export starts.
 */
export async function reusableExport(
  db: Kysely<Tables>,
  ownerId: string,
  now = Date.now(),
): Promise<ExportRow | undefined> {
  const underWay = await db
    .selectFrom('exports')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('status', 'in', UNDER_WAY)
    .executeTakeFirst();
  if (underWay) return underWay;
  const ready = await db
    .selectFrom('exports')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'READY')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!ready || linksExpireAt(ready) <= now) return undefined;
  const newer = await db
    .selectFrom('photos')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('created_at', '>=', ready.created_at)
    .limit(1)
    .executeTakeFirst();
  return newer ? undefined : ready;
}

/** Moves an export to `to` when it is in one of `from`; resolves whether it did. */
export async function moveExport(
  db: Kysely<Tables>,
  backupId: string,
  from: readonly ExportRow['status'][],
  to: ExportRow['status'],
): Promise<boolean> {
  const result = await db
    .updateTable('exports')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', backupId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The person's photos in export order: by timeline position (date taken), oldest first. */
export function photosToExport(db: Kysely<Tables>, ownerId: string): Promise<ArchivePhoto[]> {
  return db
    .selectFrom('photos as p')
    .select(ARCHIVE_PHOTO_COLUMNS)
    .where('p.owner_id', '=', ownerId)
    .orderBy('p.timeline_at')
    .orderBy('p.id')
    .execute();
}

const StoredStrings = z.array(z.string());
const LOOKUP_BATCH = 500;

/**
 * The photos of a chunk that still exist, in the chunk's order, each with the name the export gave
 * it. A photo deleted since the export was made is left out: the person deleted it.
 */
export async function chunkPhotos(
  db: Kysely<Tables>,
  ownerId: string,
  chunk: ExportChunkRow,
): Promise<{ photos: ArchivePhoto[]; names: string[] | undefined }> {
  const photoIds = StoredStrings.parse(JSON.parse(chunk.photo_ids));
  const storedNames =
    chunk.entry_names === null ? undefined : StoredStrings.parse(JSON.parse(chunk.entry_names));
  const found = new Map<string, ArchivePhoto>();
  for (let start = 0; start < photoIds.length; start += LOOKUP_BATCH) {
    const rows = await db
      .selectFrom('photos as p')
      .select(ARCHIVE_PHOTO_COLUMNS)
      .where('p.owner_id', '=', ownerId)
      .where('p.id', 'in', photoIds.slice(start, start + LOOKUP_BATCH))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  const photos: ArchivePhoto[] = [];
  const names: string[] = [];
  photoIds.forEach((photoId, index) => {
    const photo = found.get(photoId);
    if (!photo) return;
    photos.push(photo);
    names.push(storedNames?.[index] ?? photo.local_file_name);
  });
  return { photos, names: storedNames && names };
}
