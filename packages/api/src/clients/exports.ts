import { ThrownMessage } from '../errors.ts';
import {
  type CallOptions,
  ContractError,
  isHttpStatus,
  path,
  requestJson,
  type ServiceEndpoint,
} from '../http.ts';
import { ExportChunkUrl, PhotoExport } from '../schemas/exports.ts';

/**
 * Photo export service (`services.exports`), photo-library §2.8, §4, §7 and §8. An export belongs to
 * the customer who requested it; another person's backupId answers 404, as an expired one does.
 */

/** An export the request did not fail: READY goes to the download page, the others show the success text. */
export type RequestedPhotoExport = Exclude<PhotoExport, { status: 'FAILED' }>;

/**
 * POST /backups with `{ channel }`: requests an export of the whole library. Answers 200 with the
 * export's state: REQUESTED for a new request, or the state of the export already under way or ready.
 * Rejects with 'Unable to parse response!' when the answer breaks the contract and with 'Unable to
 * generate backup request!' when it is FAILED (§8); the cause is kept. Any HttpError passes through.
 */
export async function requestPhotoExport(
  service: ServiceEndpoint,
  channel: string,
  options: CallOptions = {},
): Promise<RequestedPhotoExport> {
  let photoExport: PhotoExport;
  try {
    photoExport = await requestJson(
      service,
      { method: 'POST', path: '/backups', body: { channel }, signal: options.signal },
      PhotoExport,
    );
  } catch (error) {
    if (error instanceof ContractError)
      throw new Error(ThrownMessage.unableToParseResponse, { cause: error });
    throw error;
  }
  if (photoExport.status === 'FAILED') throw new Error(ThrownMessage.unableToGenerateBackupRequest);
  return photoExport;
}

/**
 * GET /backups/{backupId}: the export the download page shows, or null when the service answers 404,
 * which the page shows as 'Your download link has expired'.
 */
export async function getPhotoExport(
  service: ServiceEndpoint,
  backupId: string,
  options: CallOptions = {},
): Promise<PhotoExport | null> {
  try {
    return await requestJson(
      service,
      { method: 'GET', path: path`/backups/${backupId}`, signal: options.signal },
      PhotoExport,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/** GET /backups/{backupId}/chunks/{iteration}/url: a signed link to one zip, saved as photo-export-{iteration}.zip. */
export function getExportChunkUrl(
  service: ServiceEndpoint,
  backupId: string,
  iteration: number,
  options: CallOptions = {},
): Promise<ExportChunkUrl> {
  return requestJson(
    service,
    { method: 'GET', path: path`/backups/${backupId}/chunks/${iteration}/url`, signal: options.signal },
    ExportChunkUrl,
  );
}
