import { randomUUID } from 'node:crypto';
import { id } from '@portal/api/schemas/common';
import {
  CreateDownloadBody,
  Download,
  DownloadList,
  SharedAlbumDownloadBody,
  SignedUrl,
} from '@portal/api/schemas/downloads';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { downloadArchivePath, signedArchiveUrl } from '../../archives/archive-links.ts';
import { registerDownloadArchiveRoute } from '../../archives/download-archive-route.ts';
import { DOWNLOAD_LINK_VALIDITY_MS } from '../../blobs/signed-url.ts';
import { checkOutput, HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import {
  DOWNLOAD_ARCHIVE_JOB,
  type DownloadArchivePayload,
  downloadArchiveJob,
} from './download-archive-job.ts';
import {
  albumPhotoOwners,
  canReadAlbum,
  findOwnDownload,
  insertDownload,
  listDownloads,
  type NewDownload,
  toDownload,
} from './download-store.ts';
import { idsNotOwned, refusePhotoIds, repeatedIds } from './own-photos.ts';

const DownloadParams = z.object({ downloadId: id });

/**
 * The download service (photo-library §4, §7): zips of up to 100 photos, built by the
 * 'download-archive' job and announced on the push socket. See `archives/archives.md`.
 */
export function registerDownloadsService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  context.jobs.register(DOWNLOAD_ARCHIVE_JOB, downloadArchiveJob(context));
  registerDownloadArchiveRoute(app, context);

  /** Stores the download and queues its job in one transaction; 409 when the id is taken. */
  async function startDownload(download: NewDownload): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await insertDownload(trx, download))) {
        throw new HttpProblem(409, `A download with the id ${download.id} exists already`);
      }
      const payload: DownloadArchivePayload = { downloadId: download.id };
      await context.jobs.enqueue(DOWNLOAD_ARCHIVE_JOB, payload, trx);
    });
  }

  app.get('/downloads', async (request) => {
    const user = await context.auth.requireUser(request);
    return checkOutput(DownloadList, { items: await listDownloads(db, user.subject) });
  });

  app.get('/downloads/:downloadId/url', async (request) => {
    const user = await context.auth.requireUser(request);
    const { downloadId } = parseInput(DownloadParams, request.params, 'params');
    const download = await findOwnDownload(db, user.subject, downloadId);
    if (!download) throw notFound('Download');
    if (download.status === 'started') throw new HttpProblem(409, 'The archive is not finished yet');
    if (download.status === 'error') throw new HttpProblem(409, 'The archive could not be built');
    const url = signedArchiveUrl(
      context,
      downloadArchivePath(download.id),
      Date.now() + DOWNLOAD_LINK_VALIDITY_MS,
    );
    return checkOutput(SignedUrl, { url });
  });

  app.post('/downloads', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const body = parseInput(CreateDownloadBody, request.body, 'body');
    const repeated = repeatedIds(body.photos);
    if (repeated.length > 0) throw refusePhotoIds('photos', repeated, 'listed more than once');
    // See [Note: Photo ids a request may name].
    const notOwned = await idsNotOwned(db, user.subject, body.photos);
    if (notOwned.length > 0) throw refusePhotoIds('photos', notOwned, 'not photos of this library');
    const name = body.name ?? null;
    await startDownload({ id: body.id, ownerId: user.subject, name, photoIds: body.photos, albumId: null });
    return reply.status(202).send(checkOutput(Download, toDownload(body.id, name, body.photos)));
  });

  app.post('/shared-album-downloads', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const body = parseInput(SharedAlbumDownloadBody, request.body, 'body');
    const photoIds = body.photos.map((photo) => photo.photoId);
    const repeated = repeatedIds(photoIds);
    if (repeated.length > 0) throw refusePhotoIds('photos', repeated, 'listed more than once');
    if (!(await canReadAlbum(db, user.subject, body.albumId))) throw notFound('Album');
    const owners = await albumPhotoOwners(db, body.albumId, photoIds);
    const refused = body.photos
      .filter((photo) => owners.get(photo.photoId) !== photo.ownerId)
      .map((photo) => photo.photoId);
    if (refused.length > 0) {
      throw refusePhotoIds('photos', refused, 'not photos of this album with the owner given');
    }
    // The portal does not name these downloads: the id arrives with the answer (see the contract).
    const downloadId = randomUUID();
    await startDownload({
      id: downloadId,
      ownerId: user.subject,
      name: null,
      photoIds,
      albumId: body.albumId,
    });
    return reply.status(202).send(checkOutput(Download, toDownload(downloadId, null, photoIds)));
  });
}
