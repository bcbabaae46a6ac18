import { id } from '@portal/api/schemas/common';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { HttpProblem, notFound, parseInput } from '../http/validation.ts';
import type { ServiceContext } from '../services/context.ts';
import { findDownload, readableDownloadPhotos } from '../services/downloads/download-store.ts';
import { DOWNLOAD_ARCHIVE_ROUTE, requireSignedLink } from './archive-links.ts';
import { assertOriginalsStored, photoZipEntries } from './photo-entries.ts';
import { ARCHIVE_METHODS, sendZip } from './send-zip.ts';

const DownloadArchiveParams = z.object({ downloadId: id });

/**
 * `GET /services/downloads/archives/{downloadId}.zip?expires&signature`: the zip of a finished
 * download, saved as {downloadId}.zip (photo-library §4). No bearer token: the signed link is the
 * permission, and it names the download in its path.
 */
export function registerDownloadArchiveRoute(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  app.route({
    method: ARCHIVE_METHODS,
    url: DOWNLOAD_ARCHIVE_ROUTE,
    handler: async (request, reply) => {
      requireSignedLink(request, context);
      const { downloadId } = parseInput(DownloadArchiveParams, request.params, 'params');
      const download = await findDownload(db, downloadId);
      if (download?.status !== 'finished') throw notFound('Download');
      // See [Note: Who may read a download's photos].
      const photos = await readableDownloadPhotos(db, download);
      if (photos.length === 0)
        throw new HttpProblem(410, 'None of the photos of this download exist any more');
      await assertOriginalsStored(context.blobs, photos);
      return sendZip(request, reply, photoZipEntries(context.blobs, photos), `${download.id}.zip`);
    },
  });
}
