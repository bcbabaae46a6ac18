import { type CallOptions, requestJson, type ServiceEndpoint } from '../http.ts';
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
