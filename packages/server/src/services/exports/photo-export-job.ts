import { ArchiveSourceError, assertOriginalsStored } from '../../archives/photo-entries.ts';
import { nowIso } from '../../db/database.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { EXPORT_CHUNK_MAX_BYTES, splitIntoChunks } from '../../zips/chunking.ts';
import { uniqueEntryNames } from '../../zips/entry-names.ts';
import { archiveSize } from '../../zips/zip-stream.ts';
import type { ServiceContext } from '../context.ts';
import { findExport, moveExport, photosToExport, UNDER_WAY } from './export-store.ts';

export const PHOTO_EXPORT_JOB = 'photo-export';

export interface PhotoExportPayload {
  readonly backupId: string;
}

export interface PhotoExportJobOptions {
  /** The most photo bytes per chunk; tests lower it to get several chunks from a few photos. */
  readonly maxChunkBytes?: number;
}

/**
 * Plans an export (see `zips/zip-export.md`, steps 1): lists the person's photos, names them once
 * for the whole export, splits them into chunks and stores each chunk with its exact archive size;
 * then the export is READY. No archive is written: each chunk is streamed from the originals when
 * its signed link is fetched.
 *
 * The job can run again safely: an export already READY or FAILED is left alone, and planning
 * replaces the chunks of an earlier, interrupted run in the same transaction that marks it READY.
 * An export with a photo whose original is missing fails at once; other errors are retried by the
 * queue, and the export is FAILED when it gives up. (The e-mail the spec promises when an export is
 * ready needs an outbox, which this backend does not have yet.)
 */
export function photoExportJob(
  context: ServiceContext,
  options: PhotoExportJobOptions = {},
): JobHandler<PhotoExportPayload> {
  const { db } = context.database;
  const maxChunkBytes = options.maxChunkBytes ?? EXPORT_CHUNK_MAX_BYTES;
  return {
    async run({ backupId }) {
      const photoExport = await findExport(db, backupId);
      if (!photoExport || !UNDER_WAY.includes(photoExport.status)) return;
      await moveExport(db, backupId, UNDER_WAY, 'IN_PROGRESS');
      const photos = await photosToExport(db, photoExport.owner_id);
      try {
        if (photos.length === 0) throw new ArchiveSourceError('The library holds no photos');
        await assertOriginalsStored(context.blobs, photos);
      } catch (error) {
        if (!(error instanceof ArchiveSourceError)) throw error;
        await moveExport(db, backupId, UNDER_WAY, 'FAILED');
        return;
      }
      // Named across the whole export, so extracting every chunk into one folder overwrites nothing.
      const names = uniqueEntryNames(photos.map((photo) => photo.local_file_name));
      const planned = photos.map((photo, index) => ({
        photo,
        name: names[index] ?? photo.local_file_name,
        size: photo.size,
      }));
      const chunks = splitIntoChunks(planned, maxChunkBytes);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('export_chunks').where('export_id', '=', backupId).execute();
        for (const chunk of chunks) {
          await trx
            .insertInto('export_chunks')
            .values({
              export_id: backupId,
              iteration: chunk.iteration,
              size: archiveSize(chunk.entries),
              photo_ids: JSON.stringify(chunk.entries.map((entry) => entry.photo.id)),
              entry_names: JSON.stringify(chunk.entries.map((entry) => entry.name)),
            })
            .execute();
        }
        await trx
          .updateTable('exports')
          .set({ status: 'READY', updated_at: nowIso() })
          .where('id', '=', backupId)
          .where('status', '=', 'IN_PROGRESS')
          .execute();
      });
    },
    async onGiveUp({ backupId }) {
      await moveExport(db, backupId, UNDER_WAY, 'FAILED');
    },
  };
}
