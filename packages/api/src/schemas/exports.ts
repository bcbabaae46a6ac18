import * as z from 'zod/mini';
import { id, isoDateTime, url } from './common.ts';

/**
 * Photo export service (`services.exports`), photo-library §2.8, §3 and §7: an export of the whole
 * library as zip chunks, processed within 48 hours and downloadable for 7 days.
 */

/** One zip of an export. Chunks are shown as 'My Photos export ({iteration} of {total})'. */
export const ExportChunk = z.object({
  iteration: z.int().check(z.minimum(0)),
  /** Bytes; shown in Bytes, KB, MB or GB. */
  size: z.int().check(z.minimum(1)),
});
export type ExportChunk = z.infer<typeof ExportChunk>;

function strictlyAscending(chunks: readonly ExportChunk[]): boolean {
  return chunks.every(
    (chunk, index) =>
      index === 0 || chunk.iteration > (chunks[index - 1]?.iteration ?? Number.NEGATIVE_INFINITY),
  );
}

export const ExportRequested = z.object({ status: z.literal('REQUESTED') });
export const ExportInProgress = z.object({ status: z.literal('IN_PROGRESS') });
export const ExportFailed = z.object({ status: z.literal('FAILED') });

/** A ready export (§5): a non-empty backupId and at least one chunk, sorted by iteration, each once. */
export const ExportReady = z.object({
  status: z.literal('READY'),
  backupId: id,
  chunks: z
    .array(ExportChunk)
    .check(
      z.minLength(1),
      z.refine(strictlyAscending, { message: 'Chunks must be sorted by iteration, each once' }),
    ),
  created: isoDateTime,
  /** The links expire 7 days after this. */
  updated: isoDateTime,
});

/**
 * Answer of `POST /backups` and `GET /backups/{backupId}`. Only a READY export carries more than its
 * status (§3): the customer learns of the others by e-mail, and the download page redirects them.
 */
export const PhotoExport = z.discriminatedUnion('status', [
  ExportRequested,
  ExportInProgress,
  ExportFailed,
  ExportReady,
]);
export type PhotoExport = z.infer<typeof PhotoExport>;
export type PhotoExportStatus = PhotoExport['status'];
export type ReadyPhotoExport = z.infer<typeof ExportReady>;

/** Body of `POST /backups`: the sales channel whose brand writes the e-mail and the download link. */
export const ExportRequestBody = z.object({ channel: id });
export type ExportRequestBody = z.infer<typeof ExportRequestBody>;

/** Answer of `GET /backups/{backupId}/chunks/{iteration}/url`: a signed link to one zip. */
export const ExportChunkUrl = z.object({ url });
export type ExportChunkUrl = z.infer<typeof ExportChunkUrl>;
