import { getUpload } from '@portal/api/clients/uploads';
import { buildUrl, CORRELATION_ID_HEADER, newCorrelationId, type ServiceEndpoint } from '@portal/api/http';
import {
  type AcceptedUploadType,
  TUS_ENDPOINT_PATH,
  type TusUploadMetadata,
  UPLOAD_LIMIT_STATUS,
  UploadLimitReached,
  uploadIdFromLocation,
} from '@portal/api/schemas/uploads';
import { type DetailedError, Upload } from 'tus-js-client';
import type { PhotoUploader, UploadedPhoto, UploadFailure } from './upload-items.ts';

/**
 * Waits between tries after a dropped connection or a server error: at once, then after 1, 3, 5
 * and 10 seconds. Each try resumes at the offset the service reports, so only lost bytes go again.
 */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

/** How often, and how long apart, the upload's record is read while the photo is still being made. */
const RECORD_READS = 5;
const RECORD_READ_DELAY_MS = 1000;

/*
 * [Note: One photo over tus]
 * A photo goes to the storage service with tus 1.0.0 ([Note: tus uploads] in the contract), through
 * tus-js-client: creation, then PATCHes of the file's bytes, resumed from the service's offset after
 * a dropped connection (HEAD, then the rest). Every request asks the session for its token just
 * before it leaves, so an upload that outlives a token carries the renewed one.
 *
 * The service says how the upload ended in the upload's record (`GET /uploads/{id}`): the photo it
 * made, or the photo the bytes already were (a duplicate). The record is read rather than the last
 * answer's body because a client that lost that answer learns of the end from a HEAD, which has none.
 *
 * tus-js-client keeps the upload's URL in local storage under the file's fingerprint (name, type,
 * size, modification time) until it ends, so the same file chosen again after a reload resumes
 * where it stopped.
 */
export function tusUploader(storage: ServiceEndpoint, accountId: string): PhotoUploader {
  return {
    upload: (file, type, onProgress, signal) =>
      uploadPhoto(storage, accountId, { file, type, onProgress, signal }),
  };
}

interface UploadRequest {
  readonly file: File;
  readonly type: AcceptedUploadType;
  readonly onProgress: (bytesSent: number) => void;
  readonly signal: AbortSignal;
}

async function uploadPhoto(
  storage: ServiceEndpoint,
  accountId: string,
  { file, type, onProgress, signal }: UploadRequest,
): Promise<UploadedPhoto> {
  const metadata: TusUploadMetadata = { filename: file.name, filetype: type };
  const uploadUrl = await new Promise<string>((resolve, reject) => {
    const cancel = () => {
      // Terminated: the service drops the bytes it has, nothing is left half-made.
      void upload.abort(true).catch(() => undefined);
      reject(new UploadError('cancelled'));
    };
    const settle = (outcome: () => void) => {
      signal.removeEventListener('abort', cancel);
      outcome();
    };
    const upload: Upload = new Upload(file, {
      endpoint: buildUrl(storage.baseUrl, TUS_ENDPOINT_PATH),
      metadata: { ...metadata },
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      async onBeforeRequest(request) {
        const token = storage.getToken === undefined ? null : await storage.getToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
        request.setHeader(CORRELATION_ID_HEADER, newCorrelationId());
      },
      onProgress: (bytesSent) => onProgress(bytesSent),
      onSuccess: () =>
        settle(() => (upload.url === null ? reject(new UploadError('failed')) : resolve(upload.url))),
      onError: (error) => settle(() => reject(new UploadError(failureOf(error)))),
    });
    signal.addEventListener('abort', cancel, { once: true });
    void upload.findPreviousUploads().then(
      (previous) => {
        if (signal.aborted) return;
        const latest = previous.at(-1);
        if (latest !== undefined) upload.resumeFromPreviousUpload(latest);
        upload.start();
      },
      () => upload.start(),
    );
  });
  const uploadId = uploadIdFromLocation(uploadUrl);
  if (uploadId === null) throw new UploadError('failed');
  // Every byte is in, so the photo is made even if the customer cancels now: its record is read
  // to the end, for the caller to know the photo (and remove it again).
  return readOutcome(storage, accountId, uploadId);
}

/** The photo the upload made or duplicates, from its record; the photo may still be in the making. */
async function readOutcome(
  storage: ServiceEndpoint,
  accountId: string,
  uploadId: string,
): Promise<UploadedPhoto> {
  for (let read = 1; ; read += 1) {
    const record = await getUpload(storage, uploadId, accountId);
    if (record === null) throw new UploadError('failed');
    if (record.status === 'FAILED') throw new UploadError('unreadable');
    if (record.status === 'COMPLETED' && record.photoId !== null) {
      return { uploadId, photoId: record.photoId, duplicate: record.duplicate };
    }
    if (read === RECORD_READS) throw new UploadError('failed');
    await new Promise((resolve) => setTimeout(resolve, RECORD_READ_DELAY_MS));
  }
}

/** An upload that did not end in a photo, with what the customer is told. */
export class UploadError extends Error {
  constructor(readonly failure: UploadFailure | 'cancelled') {
    super(`Upload ${failure}`);
    this.name = 'UploadError';
  }
}

function failureOf(error: Error | DetailedError): UploadFailure {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  return response ? failureFor(response.getStatus(), response.getBody()) : 'failed';
}

/** What the service's answer to a tus request means for the customer ([Note: tus uploads], uploads.md). */
export function failureFor(status: number, body: string): UploadFailure {
  switch (status) {
    case 413:
      return 'tooLarge';
    case 415:
      return 'unsupported';
    case 422:
      return 'unreadable';
    case 401:
    case 403:
      return 'signedOut';
    case 410:
      return 'ended';
    case UPLOAD_LIMIT_STATUS:
      return limitOf(body);
    default:
      return 'failed';
  }
}

/** Which cap a refused creation met ([Note: Unfinished uploads are bounded]). */
function limitOf(body: string): UploadFailure {
  let limit: UploadLimitReached['limit'] | null = null;
  try {
    const parsed = UploadLimitReached.safeParse(JSON.parse(body));
    if (parsed.success) limit = parsed.data.limit;
  } catch {
    // Not the contract's answer: a 429 of something between, said as a failure like any other.
  }
  if (limit === 'unfinished-uploads') return 'tooManyUnfinished';
  if (limit === 'pending-bytes') return 'tooMuchPending';
  return 'failed';
}
