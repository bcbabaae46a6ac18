import { isHttpStatus, type ServiceEndpoint } from '@portal/api/http';
import { type CurrentUploadTransfer, localExpiry } from '@portal/api/schemas/upload-transfers';

/** A transfer the phone may upload with: whose library, through which endpoint, until when. */
export interface OpenTransfer {
  readonly transfer: CurrentUploadTransfer;
  /** The storage service with the transfer's credential as its only token. */
  readonly storage: ServiceEndpoint;
  /** When the code stops working, by this phone's clock (`localExpiry`). */
  readonly expiresAt: number;
}

/**
 * How far the page got with the code it was opened with: no code in the address (incomplete), a
 * code the service no longer takes (expired: it ran out or was revoked on the computer), the check
 * failing for another reason (failed, which can be tried again), or a transfer to upload with.
 */
export type TransferOpening =
  | { readonly kind: 'checking' }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'failed' }
  | ({ readonly kind: 'ready' } & OpenTransfer);

/** What the page shows before asking the service: a page opened without a code asks nothing. */
export function initialOpening(token: string | null): TransferOpening {
  return token === null ? { kind: 'incomplete' } : { kind: 'checking' };
}

/** The transfer the service answered with, its life counted from `receivedAt` on this phone's clock. */
export function openedTransfer(
  transfer: CurrentUploadTransfer,
  storage: ServiceEndpoint,
  receivedAt = Date.now(),
): TransferOpening {
  return { kind: 'ready', transfer, storage, expiresAt: localExpiry(transfer.expiresIn, receivedAt) };
}

/**
 * What a failed check means. The service answers 401 to a credential it no longer takes, whether
 * it expired, was revoked or never was one: the customer needs a new code either way. Anything
 * else (no connection, a server error) is worth another try with the same code.
 */
export function failedOpening(error: unknown): TransferOpening {
  return isHttpStatus(error, 401) ? { kind: 'expired' } : { kind: 'failed' };
}
