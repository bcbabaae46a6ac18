import { ArchiveSourceError, assertOriginalsStored, photoZipEntries } from '../../archives/photo-entries.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { archiveSize } from '../../zips/zip-stream.ts';
import type { ServiceContext } from '../context.ts';
import { publishArchiveEvent } from './archive-events.ts';
import { findDownload, readableDownloadPhotos, settleDownload } from './download-store.ts';

export const DOWNLOAD_ARCHIVE_JOB = 'download-archive';

export interface DownloadArchivePayload {
  readonly downloadId: string;
}

/**
 * Makes a download ready: checks that its photos can still be read and their originals are stored
 * as recorded, and computes the archive's exact size. No zip is written: a stored zip is a pure
 * function of its entries, so the signed link streams it from the originals (see
 * `zips/zip-export.md`). A photo that cannot be archived fails the download at once; any other
 * error (the database or the blob store failing) is retried by the queue, and the download fails
 * when the queue gives up. See [Note: Archive events are announced once].
 */
export function downloadArchiveJob(context: ServiceContext): JobHandler<DownloadArchivePayload> {
  const { db } = context.database;
  return {
    async run({ downloadId }) {
      const download = await findDownload(db, downloadId);
      // Settled by an earlier run, or gone with its account: nothing to do, nothing to announce.
      if (download?.status !== 'started') return;
      await publishArchiveEvent(context, 'archive-started', download.owner_id, downloadId);
      let outcome: { status: 'finished'; size: number } | { status: 'error' };
      try {
        const photos = await readableDownloadPhotos(db, download);
        if (photos.length === 0) throw new ArchiveSourceError('None of the photos can be read any more');
        await assertOriginalsStored(context.blobs, photos);
        outcome = { status: 'finished', size: archiveSize(photoZipEntries(context.blobs, photos)) };
      } catch (error) {
        if (!(error instanceof ArchiveSourceError)) throw error;
        outcome = { status: 'error' };
      }
      if (await settleDownload(db, downloadId, outcome)) {
        const type = outcome.status === 'finished' ? 'archive-finished' : 'archive-error';
        await publishArchiveEvent(context, type, download.owner_id, downloadId);
      }
    },
    async onGiveUp({ downloadId }) {
      const download = await findDownload(db, downloadId);
      if (download && (await settleDownload(db, downloadId, { status: 'error' }))) {
        await publishArchiveEvent(context, 'archive-error', download.owner_id, downloadId);
      }
    },
  };
}
