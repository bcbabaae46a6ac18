import { randomUUID } from 'node:crypto';
import { id } from '@portal/api/schemas/common';
import { ExportChunkUrl, ExportRequestBody, PhotoExport } from '@portal/api/schemas/exports';
import { integerParam } from '@portal/api/schemas/photos';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { exportChunkArchivePath, signedArchiveUrl } from '../../archives/archive-links.ts';
import { registerExportArchiveRoute } from '../../archives/export-archive-route.ts';
import { nowIso } from '../../db/database.ts';
import { checkOutput, HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import {
  exportChunks,
  findExport,
  findExportChunk,
  findOwnExport,
  linksExpireAt,
  reusableExport,
  toPhotoExport,
} from './export-store.ts';
import { PHOTO_EXPORT_JOB, type PhotoExportPayload, photoExportJob } from './photo-export-job.ts';

const BackupParams = z.object({ backupId: id });
const ChunkParams = z.object({ backupId: id, iteration: integerParam(z.int().check(z.minimum(0))) });

/**
 * The photo export service (photo-library §2.8, §7): an export of the whole library as zip chunks,
 * planned by the 'photo-export' job; chunk links are valid for 7 days after the export's update.
 */
export function registerExportsService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  context.jobs.register(PHOTO_EXPORT_JOB, photoExportJob(context));
  registerExportArchiveRoute(app, context);

  async function answer(backupId: string): Promise<PhotoExport> {
    const row = await findExport(db, backupId);
    if (!row) throw notFound('Export');
    const chunks = row.status === 'READY' ? await exportChunks(db, backupId) : [];
    return checkOutput(PhotoExport, toPhotoExport(row, chunks));
  }

  app.post('/backups', async (request) => {
    const user = await context.auth.requireUser(request);
    // The channel only chooses the brand of the e-mail, which this backend does not send yet.
    const { channel } = parseInput(ExportRequestBody, request.body, 'body');
    // See [Note: One export under way].
    const existing = await reusableExport(db, user.subject);
    if (existing) return answer(existing.id);
    const backupId = randomUUID();
    const started = await db.transaction().execute(async (trx) => {
      const hasPhotos = await trx
        .selectFrom('photos')
        .select('id')
        .where('owner_id', '=', user.subject)
        .limit(1)
        .executeTakeFirst();
      const now = nowIso();
      // An empty library fails at once: a READY export needs at least one chunk (§5).
      const status = hasPhotos ? 'REQUESTED' : 'FAILED';
      const inserted = await trx
        .insertInto('exports')
        .values({ id: backupId, owner_id: user.subject, channel, status, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      if (status === 'REQUESTED') {
        const payload: PhotoExportPayload = { backupId };
        await context.jobs.enqueue(PHOTO_EXPORT_JOB, payload, trx);
      }
      return true;
    });
    if (started) return answer(backupId);
    // A concurrent request started one first: answer that one.
    const winner = await reusableExport(db, user.subject);
    if (!winner) throw new HttpProblem(503, 'The export could not be requested; please try again');
    return answer(winner.id);
  });

  app.get('/backups/:backupId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { backupId } = parseInput(BackupParams, request.params, 'params');
    const row = await findOwnExport(db, user.subject, backupId);
    if (!row) throw notFound('Export');
    return answer(row.id);
  });

  app.get('/backups/:backupId/chunks/:iteration/url', async (request) => {
    const user = await context.auth.requireUser(request);
    const { backupId, iteration } = parseInput(ChunkParams, request.params, 'params');
    const row = await findOwnExport(db, user.subject, backupId);
    if (!row) throw notFound('Export');
    if (row.status !== 'READY') throw new HttpProblem(409, 'The export is not ready');
    const chunk = await findExportChunk(db, backupId, iteration);
    if (!chunk) throw notFound('Export chunk');
    const url = signedArchiveUrl(context, exportChunkArchivePath(backupId, iteration), linksExpireAt(row));
    return checkOutput(ExportChunkUrl, { url });
  });
}
