import * as z from 'zod/mini';
import { id, isoDateTime } from './common.ts';
import { AcceptedUploadType } from './uploads.ts';

/*
 * [Note: Upload from a phone]
 * The QR transfer of photo-library §2.1 and §7 'Other' (storage client: a QR-upload base URL and a
 * socket for transfer from a phone). The storage service's contract for it:
 * - `POST {storage}/upload-transfers` with the customer's bearer token makes a transfer: a random
 *   credential (`UPLOAD_TRANSFER_TOKEN_PREFIX` + 43 characters) that stands for the same customer
 *   for `UPLOAD_TRANSFER_LIFETIME_MS` and can do one thing: upload photos to their library.
 * - The desktop shows `{storage.qrUploadBaseUrl}#{token}` as a QR code (`transferPageUrl`). The token
 *   rides in the fragment, which browsers never send, so it stays out of every request line and log;
 *   the phone's page takes it out of its address as soon as it has read it, so that the browser's
 *   history does not keep it either.
 * - The phone's page sends the credential as its bearer token to `GET {storage}/upload-transfers/current`
 *   (what it may do and until when), to the tus endpoint and to `GET /uploads/{id}`. Every other
 *   call refuses it with 401, as it would an unknown token. Its uploads are capped as [Note:
 *   Unfinished uploads are bounded] says.
 * - A code ends when it expires or is revoked, and the uploads begun with it end with it: their
 *   HEAD and PATCH answer 410 Gone and their bytes are discarded. `DELETE {storage}/upload-transfers/{transferId}`
 *   with the customer's token revokes one code (the desktop does when it stops showing it), and
 *   `DELETE {storage}/upload-transfers` every code of the account (the portal does on signing out);
 *   both answer 204, also for a code that had ended already, and another account's id 404.
 * - The desktop watches the transfer on `storage.transferSocketUrl`: it sends `TransferSocketWatch`
 *   with its own access token, the server answers `TRANSFER_SOCKET_ACK`, then one `TransferEvent`
 *   per happening: the phone opened the page, a photo arrived, the transfer expired.
 */

/** Every transfer credential starts so; nothing else sent as a bearer token does. */
export const UPLOAD_TRANSFER_TOKEN_PREFIX = 'upt_';
/** How long a transfer's QR code can be used: long enough to find a phone and pick photos. */
export const UPLOAD_TRANSFER_LIFETIME_MS = 30 * 60 * 1000;

const transferToken = z.string().check(z.regex(/^upt_[A-Za-z0-9_-]{43}$/));

/**
 * Seconds from the answer until `expiresAt`. A device counts the code's life from when the answer
 * arrived, as OAuth's `expires_in` does, so a computer or phone whose clock is off neither cuts the
 * code short nor shows it valid when the service has stopped taking it.
 */
const expiresIn = z.int().check(z.minimum(0));

/** Answer of `POST /upload-transfers` (201). */
export const UploadTransfer = z.object({
  transferId: id,
  token: transferToken,
  expiresAt: isoDateTime,
  expiresIn,
});
export type UploadTransfer = z.infer<typeof UploadTransfer>;

/** Answer of `GET /upload-transfers/current` to the phone: the account its photos go to, and until when. */
export const CurrentUploadTransfer = z.object({
  transferId: id,
  accountId: id,
  /** The customer's e-mail address, so the phone can say whose library receives the photos. */
  email: z.string().check(z.minLength(3)),
  expiresAt: isoDateTime,
  expiresIn,
});
export type CurrentUploadTransfer = z.infer<typeof CurrentUploadTransfer>;

/** The desktop's first message on the transfer socket. */
export const TransferSocketWatch = z.object({
  action: z.literal('watch'),
  token: z.string().check(z.minLength(1)),
  transferId: id,
});
export type TransferSocketWatch = z.infer<typeof TransferSocketWatch>;

/** The server's plain text acknowledgement of `watch`. */
export const TRANSFER_SOCKET_ACK = 'OK';

export const TransferEvent = z.discriminatedUnion('type', [
  /** The phone opened the transfer's page. */
  z.object({ type: z.literal('phone-connected'), transferId: id }),
  /** A photo from the phone is in the library (or was already: `duplicate`). */
  z.object({
    type: z.literal('photo-received'),
    transferId: id,
    uploadId: id,
    photoId: id,
    fileName: z.string().check(z.minLength(1)),
    fileType: AcceptedUploadType,
    duplicate: z.boolean(),
  }),
]);
export type TransferEvent = z.infer<typeof TransferEvent>;

/** The address the QR code holds: the phone page, with the credential in the fragment. */
export function transferPageUrl(qrUploadBaseUrl: string, token: string): string {
  const url = new URL(qrUploadBaseUrl);
  url.hash = token;
  return url.href;
}

/** The credential in a phone page's address, or null when the fragment holds none. */
export function transferTokenOf(hash: string): string | null {
  const token = hash.startsWith('#') ? hash.slice(1) : hash;
  return transferToken.safeParse(token).success ? token : null;
}

/** When, by this device's clock, a code answered with `expiresIn` stops working. */
export function localExpiry(expiresInSeconds: number, receivedAt = Date.now()): number {
  return receivedAt + expiresInSeconds * 1000;
}
