import { id } from '@portal/api/schemas/common';
import {
  AnonymousUploads,
  AnonymousUploadsBody,
  Upload,
  UploadQueryParams,
} from '@portal/api/schemas/uploads';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { IncomingUploads, SWEEP_INTERVAL_MS } from './incoming-uploads.ts';
import { registerTusEndpoint } from './tus-endpoint.ts';
import { LEASE_TTL_MS } from './upload-leases.ts';
import { findOwnUpload, uploadAnswer } from './upload-records.ts';
import { registerUploadTransfers, requireUploader, sweepUploadTransfers } from './upload-transfers.ts';

const UploadParams = z.object({ uploadId: id });

/**
 * The storage service (photo-library §2.10, §7 'Other'; account-portal §7 'Storage'): photos arrive
 * over tus and become photos of the library; the upload records say how each upload ended; a QR
 * code lets a phone upload for a while ([Note: Upload from a phone]). The flow is walked through in
 * `uploads.md`.
 */
export async function registerStorageService(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context.database;
  const incoming = await IncomingUploads.open(context, app.log);
  registerTusEndpoint(app, context, incoming);
  registerUploadTransfers(app, context, incoming);

  app.get('/uploads/:uploadId', async (request) => {
    const uploader = await requireUploader(context, request, 'continue');
    const { uploadId } = parseInput(UploadParams, request.params, 'params');
    const { accountId } = parseInput(UploadQueryParams, request.query, 'query');
    // Another account's id in the query reads like an unknown upload: it reveals nothing.
    const row = accountId === uploader.accountId ? await findOwnUpload(db, uploader, uploadId) : undefined;
    const upload = row === undefined ? null : uploadAnswer(row);
    if (upload === null) throw notFound('Upload');
    return checkOutput(Upload, upload);
  });

  /*
   * [Note: No anonymous uploads here]
   * An anonymous upload is one made from a phone through the QR transfer before anyone signed in
   * (account-portal §7). This backend takes uploads only over tus with a bearer token, so every
   * upload belongs to an account (`uploads.owner_id` is required) and no id is ever an anonymous
   * upload: the answer is the empty list the contract gives for ids it does not know.
   */
  app.post('/getanonymousuploads', async (request) => {
    await context.auth.requireUser(request);
    parseInput(AnonymousUploadsBody, request.body, 'body');
    return checkOutput(AnonymousUploads, []);
  });

  let housekeeping = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let again: NodeJS.Timeout | undefined;
  const schedule = (work: () => Promise<void>): void => {
    housekeeping = housekeeping
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, 'incoming upload housekeeping failed'));
  };
  // See [Note: Incoming uploads survive a restart]. The work runs beside requests, never before
  // them: a long ingest must not hold the server's start.
  app.addHook('onReady', async () => {
    schedule(() => incoming.resumeInterrupted());
    schedule(() => incoming.sweep());
    schedule(() => sweepUploadTransfers(db));
    timer = setInterval(() => {
      // Where the processes share the uploads, a photo one of them was making when it stopped is
      // left to the others; see [Note: Incoming uploads survive a restart].
      if (incoming.store.shared) schedule(() => incoming.resumeInterrupted());
      schedule(() => incoming.sweep());
      schedule(() => sweepUploadTransfers(db));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    // Once the lease of a process that stopped while making a photo has run out, sooner than the hour.
    if (incoming.store.shared) {
      again = setTimeout(() => schedule(() => incoming.resumeInterrupted()), LEASE_TTL_MS + 1000);
      again.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(again);
    await housekeeping;
  });
}
