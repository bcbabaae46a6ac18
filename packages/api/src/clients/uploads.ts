import { type CallOptions, isHttpStatus, path, requestJson, type ServiceEndpoint } from '../http.ts';
import { AnonymousUploads, Upload } from '../schemas/uploads.ts';

/**
 * Storage service (`services.storage`), photo-library §7 'Other' and account-portal §7 'Storage': the
 * records of uploads. The bytes themselves go over tus (see [Note: tus uploads]).
 */

/**
 * GET /uploads/{id}?accountId: the upload made under the account, or null when the service answers
 * 404: unknown, made by another account, or made anonymously.
 */
export async function getUpload(
  service: ServiceEndpoint,
  uploadId: string,
  accountId: string,
  options: CallOptions = {},
): Promise<Upload | null> {
  try {
    return await requestJson(
      service,
      { method: 'GET', path: path`/uploads/${uploadId}`, query: { accountId }, signal: options.signal },
      Upload,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * POST /getanonymousuploads with the JSON array of upload ids: the anonymous uploads among them (made
 * from a phone through the QR transfer), answered 200 as an array; unknown ids are left out.
 */
export function getAnonymousUploads(
  service: ServiceEndpoint,
  uploadIds: readonly string[],
  options: CallOptions = {},
): Promise<AnonymousUploads> {
  return requestJson(
    service,
    { method: 'POST', path: '/getanonymousuploads', body: uploadIds, signal: options.signal },
    AnonymousUploads,
  );
}

/**
 * One upload wherever it was made: under the account first, then among the anonymous uploads as the
 * fallback (account-portal §7). Null when neither knows it.
 */
export async function findUpload(
  service: ServiceEndpoint,
  uploadId: string,
  accountId: string,
  options: CallOptions = {},
): Promise<Upload | null> {
  const upload = await getUpload(service, uploadId, accountId, options);
  if (upload !== null) return upload;
  const anonymous = await getAnonymousUploads(service, [uploadId], options);
  return anonymous.find((candidate) => candidate.id === uploadId) ?? null;
}
