import { randomUUID } from 'node:crypto';
import { CORRELATION_ID_HEADER } from '@portal/api/http';
import { id } from '@portal/api/schemas/common';
import { AcceptedUploadType, DuplicateUpload, TUS_ENDPOINT_PATH } from '@portal/api/schemas/uploads';
import { Server, type ServerOptions, TUS_RESUMABLE } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { UploadsTable } from '../../db/photo-library-tables.ts';
import { isSiteOrigin } from '../../http/cors.ts';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import type { IngestResult } from '../../ingest/index.ts';
import type { ServiceContext } from '../context.ts';
import {
  EXPIRED_UPLOAD_MESSAGE,
  IncomingUploads,
  MAX_UPLOAD_BYTES,
  TRANSFER_ENDED_MESSAGE,
} from './incoming-uploads.ts';
import { isTusAnswer } from './tus-refusal.ts';
import { UploadLimitRefusal } from './upload-limits.ts';
import { findOwnUpload } from './upload-records.ts';
import { requireUploader, transferHasEnded, type Uploader } from './upload-transfers.ts';

const TusUploadParams = z.object({ uploadId: id });

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];
type FinishAnswer = Awaited<ReturnType<NonNullable<ServerOptions['onUploadFinish']>>>;

/**
 * Mounts the tus 1.0.0 endpoint ([Note: tus uploads] in the contract) at `TUS_ENDPOINT_PATH`.
 *
 * [Note: tus inside Fastify]
 * @tus/server handles the protocol (creation, creation-with-upload, termination, expiration, HEAD
 * offsets, offset conflicts, per-upload locking) on the raw Node request; Fastify routes, checks
 * the bearer token and ownership, then hands the request over (`reply.hijack()`). The body type
 * `application/offset+octet-stream` has a parser that reads nothing, so the bytes stream from the
 * socket to the file and Fastify's body limit does not apply (tus's `maxSize` does). Every request
 * but OPTIONS (which a browser sends without credentials) needs the token; an upload of another
 * account answers 404 like an unknown one. The account and the checked upload id travel to the tus
 * hooks keyed by the raw request. An upload that is no longer receiving bytes is answered here from its record, so a
 * client that lost the answer to its last PATCH learns from HEAD that every byte is in.
 */
export function registerTusEndpoint(
  app: FastifyInstance,
  context: ServiceContext,
  incoming: IncomingUploads,
): void {
  const { db } = context.database;
  /** What Fastify checked of each request handed over: who it speaks for, and the upload it may touch. */
  const checked = new WeakMap<object, { readonly uploader: Uploader; readonly uploadId?: string }>();
  const checkedOf = (request: TusRequest) => {
    const raw = request.runtime?.node?.req;
    return raw === undefined ? undefined : checked.get(raw);
  };

  const tus = new Server({
    path: `${app.prefix}${TUS_ENDPOINT_PATH}`,
    datastore: incoming.store,
    // Without one, @tus/server's own lock in memory; see [Note: Upload locks across processes].
    ...(incoming.locker === undefined ? {} : { locker: incoming.locker }),
    maxSize: MAX_UPLOAD_BYTES,
    // `{base}/uploads/tus/{id}` without the origin, so every brand host uploads to its own.
    relativeLocation: true,
    // tus's own answers bypass Fastify's cors; see [Note: Cross-origin elements].
    allowedOrigins: isSiteOrigin,
    exposedHeaders: [CORRELATION_ID_HEADER],
    namingFunction: () => randomUUID(),
    // The upload whose ownership was checked, never one read from the URL again: @tus/server takes
    // the URL's last segment, query included, which could name another upload than the path.
    getFileIdFromRequest: (request) => checkedOf(request)?.uploadId,
    async onUploadCreate(request, upload) {
      const uploader = checkedOf(request)?.uploader;
      if (uploader === undefined) throw new Error('An upload was created without an account');
      await incoming.create(uploader, upload);
      return {};
    },
    async onUploadFinish(request, upload) {
      const location = `${app.prefix}${TUS_ENDPOINT_PATH}/${upload.id}`;
      const result = await incoming.finish(upload.id);
      const transferId = checkedOf(request)?.uploader.transferId ?? null;
      if (transferId !== null) await tellTransfer(transferId, upload.id, result);
      return finishAnswer(result, request.method === 'POST' ? location : null);
    },
    onResponseError(_request, error) {
      if (isTusAnswer(error)) return undefined;
      app.log.error({ err: error }, 'tus request failed');
      return { status_code: 500, body: 'Internal server error' };
    },
  });

  const handOver = async (
    request: FastifyRequest,
    reply: FastifyReply,
    access?: { readonly uploader: Uploader; readonly uploadId?: string },
  ) => {
    if (access !== undefined) checked.set(request.raw, access);
    // tus allows an origin by the origin; a cache must not hand its answer to another.
    reply.raw.setHeader('Vary', 'Origin');
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  app.addContentTypeParser('application/offset+octet-stream', (_request, _body, done) => done(null));

  app.route({
    method: 'OPTIONS',
    url: TUS_ENDPOINT_PATH,
    handler: (request, reply) => handOver(request, reply),
  });
  app.route({
    method: 'OPTIONS',
    url: `${TUS_ENDPOINT_PATH}/:uploadId`,
    handler: (request, reply) => handOver(request, reply),
  });

  app.post(TUS_ENDPOINT_PATH, async (request, reply) => {
    const uploader = await requireUploader(context, request, 'create');
    // A length tus will refuse is left to it; see [Note: The caps are checked twice].
    const declared = Number(request.headers['upload-length']);
    if (Number.isSafeInteger(declared) && declared > 0 && declared <= MAX_UPLOAD_BYTES) {
      try {
        await incoming.checkLimits(uploader, declared);
      } catch (error) {
        if (!(error instanceof UploadLimitRefusal)) throw error;
        return reply
          .status(error.status_code)
          .header('Tus-Resumable', TUS_RESUMABLE)
          .type('application/json; charset=utf-8')
          .send(error.body);
      }
    }
    await handOver(request, reply, { uploader });
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${TUS_ENDPOINT_PATH}/:uploadId`,
    handler: async (request, reply) => {
      const uploader = await requireUploader(context, request, 'continue');
      const { uploadId } = parseInput(TusUploadParams, request.params, 'params');
      const upload = await findOwnUpload(db, uploader, uploadId);
      if (!upload) throw notFound('Upload');
      if (upload.status !== 'uploading') return answerSettled(request, reply, upload);
      if (IncomingUploads.hasExpired(upload.created_at) && request.method !== 'DELETE') {
        return text(reply.header('Tus-Resumable', TUS_RESUMABLE), 410, EXPIRED_UPLOAD_MESSAGE);
      }
      // See [Note: A transfer credential uploads and nothing else]: the upload ends with its code.
      if (
        upload.transfer_id !== null &&
        request.method !== 'DELETE' &&
        (await transferHasEnded(db, upload.transfer_id))
      ) {
        await incoming.endTransferUploads([upload.transfer_id]);
        return text(reply.header('Tus-Resumable', TUS_RESUMABLE), 410, TRANSFER_ENDED_MESSAGE);
      }
      await handOver(request, reply, { uploader, uploadId: upload.id });
      if (request.method === 'DELETE' && reply.raw.statusCode === 204) {
        await db
          .deleteFrom('uploads')
          .where('id', '=', upload.id)
          .where('status', '=', 'uploading')
          .execute();
      }
    },
  });

  /** The desktop showing the transfer's code hears of each photo that came through it. */
  async function tellTransfer(transferId: string, uploadId: string, result: IngestResult) {
    const row = await db
      .selectFrom('uploads')
      .select(['file_name', 'file_type'])
      .where('id', '=', uploadId)
      .executeTakeFirst();
    const fileType = AcceptedUploadType.safeParse(row?.file_type);
    if (row === undefined || !fileType.success) return;
    try {
      await context.push.publishTransfer(transferId, {
        type: 'photo-received',
        transferId,
        uploadId,
        photoId: result.photoId,
        fileName: row.file_name,
        fileType: fileType.data,
        duplicate: result.duplicate,
      });
    } catch (error) {
      // The photo is in the library either way; the desktop sees it on its next refresh.
      app.log.warn({ err: error, transferId }, 'could not tell the transfer of a photo');
    }
  }

  async function answerSettled(request: FastifyRequest, reply: FastifyReply, upload: UploadsTable) {
    reply.header('Tus-Resumable', TUS_RESUMABLE).header('Cache-Control', 'no-store');
    const complete = upload.status !== 'failed';
    if (request.method === 'HEAD') {
      if (!complete) return reply.status(410).send();
      return reply
        .header('Upload-Offset', upload.size)
        .header('Upload-Length', upload.size)
        .status(200)
        .send();
    }
    if (request.method === 'DELETE') {
      if (complete) return text(reply, 400, 'Cannot terminate an already completed upload');
      // A refused upload has no files left; terminating it forgets the record too.
      await db.deleteFrom('uploads').where('id', '=', upload.id).where('status', '=', 'failed').execute();
      return reply.status(204).send();
    }
    if (!complete) return text(reply, 410, upload.error ?? 'The upload failed');
    if (upload.status === 'processing') return text(reply, 423, 'The photo is being made from this upload');
    if (request.headers['upload-offset'] !== String(upload.size))
      return text(reply, 409, 'Upload-Offset conflict');
    // The last PATCH again, after its answer was lost: the same answer, changing nothing.
    reply.header('Upload-Offset', upload.size);
    if (upload.status === 'duplicate' && upload.photo_id !== null) {
      return reply
        .status(200)
        .send(checkOutput(DuplicateUpload, { duplicate: true, photoId: upload.photo_id }));
    }
    return reply.status(204).send();
  }
}

/**
 * A new photo keeps tus's own answer (204 to a PATCH, 201 to a POST); a duplicate answers 200 with
 * `DuplicateUpload`, and a POST keeps its `Location` so the client still learns the upload id.
 */
function finishAnswer(result: IngestResult, location: string | null): FinishAnswer {
  if (!result.duplicate) return {};
  return {
    status_code: 200,
    headers: { 'Content-Type': 'application/json', ...(location === null ? {} : { Location: location }) },
    body: JSON.stringify(checkOutput(DuplicateUpload, { duplicate: true, photoId: result.photoId })),
  };
}

function text(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(message);
}
