import { exportFileName } from '@portal/api/rules/photo-export';
import { id } from '@portal/api/schemas/common';
import { integerParam } from '@portal/api/schemas/photos';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { HttpProblem, notFound, parseInput } from '../http/validation.ts';
import type { ServiceContext } from '../services/context.ts';
import { chunkPhotos, findExport, findExportChunk } from '../services/exports/export-store.ts';
import { EXPORT_CHUNK_ARCHIVE_ROUTE, requireSignedLink } from './archive-links.ts';
import { assertOriginalsStored, photoZipEntries } from './photo-entries.ts';
import { ARCHIVE_METHODS, sendZip } from './send-zip.ts';

const ExportArchiveParams = z.object({ backupId: id, iteration: integerParam(z.int().check(z.minimum(0))) });

/**
 * `GET /services/exports/archives/{backupId}/{iteration}.zip?expires&signature`: one chunk of a
 * READY export, streamed from the originals (see `zips/zip-export.md`, step 3). The link expires
 * with the export, 7 days after its update. The file is offered as photo-export-{n}.zip with n the
 * number the download page shows ([Note: Export chunk numbering]: iteration + 1).
 */
export function registerExportArchiveRoute(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  app.route({
    method: ARCHIVE_METHODS,
    url: EXPORT_CHUNK_ARCHIVE_ROUTE,
    handler: async (request, reply) => {
      requireSignedLink(request, context);
      const { backupId, iteration } = parseInput(ExportArchiveParams, request.params, 'params');
      const photoExport = await findExport(db, backupId);
      if (photoExport?.status !== 'READY') throw notFound('Export');
      const chunk = await findExportChunk(db, backupId, iteration);
      if (!chunk) throw notFound('Export chunk');
      const { photos, names } = await chunkPhotos(db, photoExport.owner_id, chunk);
      if (photos.length === 0) throw new HttpProblem(410, 'None of the photos of this chunk exist any more');
      await assertOriginalsStored(context.blobs, photos);
      return sendZip(
        request,
        reply,
        photoZipEntries(context.blobs, photos, names),
        exportFileName(iteration + 1),
      );
    },
  });
}
