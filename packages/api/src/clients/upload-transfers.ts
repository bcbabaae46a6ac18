import { type CallOptions, path, requestJson, requestVoid, type ServiceEndpoint } from '../http.ts';
import { CurrentUploadTransfer, UploadTransfer } from '../schemas/upload-transfers.ts';

/** Storage service (`services.storage`): the QR transfer's calls ([Note: Upload from a phone]). */

/** POST /upload-transfers with the customer's token: a new credential for the phone. */
export function createUploadTransfer(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<UploadTransfer> {
  return requestJson(
    service,
    { method: 'POST', path: '/upload-transfers', signal: options.signal },
    UploadTransfer,
  );
}

/**
 * GET /upload-transfers/current with the transfer's credential as the endpoint's token: whose
 * library the phone uploads to and until when. Fails with 401 once the credential has expired.
 */
export function getCurrentUploadTransfer(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<CurrentUploadTransfer> {
  return requestJson(
    service,
    { method: 'GET', path: '/upload-transfers/current', signal: options.signal },
    CurrentUploadTransfer,
  );
}

/**
 * DELETE /upload-transfers/{transferId} with the customer's token: the code stops working at once,
 * and the uploads begun with it end (see [Note: Upload from a phone]).
 */
export function revokeUploadTransfer(
  service: ServiceEndpoint,
  transferId: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/upload-transfers/${transferId}`,
    signal: options.signal,
  });
}

/** DELETE /upload-transfers with the customer's token: every code of the account stops working. */
export function revokeUploadTransfers(service: ServiceEndpoint, options: CallOptions = {}): Promise<void> {
  return requestVoid(service, { method: 'DELETE', path: '/upload-transfers', signal: options.signal });
}
