import * as z from 'zod/mini';
import { parseJsonOr } from '../rules/safe-json.ts';
import { id, requiredTextUpTo, TEXT_LIMITS, url, uuid } from './common.ts';

/**
 * Download service (`services.downloads`), photo-library §3, §4 and §7: zip archives of selected
 * photos, built in the background and announced on the push socket.
 */

/** At most this many photos are downloaded at once (§5, §9); the UI disables download above it. */
export const DOWNLOAD_PHOTO_LIMIT = 100;

const downloadPhotoIds = z.array(id).check(z.minLength(1), z.maxLength(DOWNLOAD_PHOTO_LIMIT));

export const Download = z.object({
  id,
  /** A label the customer may give; the zip itself is saved as {id}.zip (§4). */
  name: z.optional(requiredTextUpTo(TEXT_LIMITS.label)),
  /** The ids of the photos in the archive. */
  photos: z.array(id),
});
export type Download = z.infer<typeof Download>;

/** Answer of `GET /downloads`: the customer's downloads, newest first. */
export const DownloadList = z.object({ items: z.array(Download) });
export type DownloadList = z.infer<typeof DownloadList>;

/*
 * [Note: The portal names its downloads]
 * The id of a download is made by the portal (`crypto.randomUUID()`), not by the service: archive
 * events may arrive on the push socket before the answer to `POST /downloads`, and the portal must
 * already know which download they are about. The service refuses an id it already holds (409).
 */
/** Body of `POST /downloads`: up to 100 of the customer's own photos. */
export const CreateDownloadBody = z.object({
  id: uuid,
  name: z.optional(requiredTextUpTo(TEXT_LIMITS.label)),
  photos: downloadPhotoIds,
});
export type CreateDownloadBody = z.infer<typeof CreateDownloadBody>;

/** A photo of a shared album, named with its owner: it may be someone else's (§2.6). */
export const SharedAlbumPhotoReference = z.object({ photoId: id, ownerId: id });
export type SharedAlbumPhotoReference = z.infer<typeof SharedAlbumPhotoReference>;

/**
 * Body of `POST /shared-album-downloads`: up to 100 photos of one shared album the customer can read.
 * The service names this download itself and answers it, so its id arrives with the answer.
 */
export const SharedAlbumDownloadBody = z.object({
  albumId: id,
  photos: z.array(SharedAlbumPhotoReference).check(z.minLength(1), z.maxLength(DOWNLOAD_PHOTO_LIMIT)),
});
export type SharedAlbumDownloadBody = z.infer<typeof SharedAlbumDownloadBody>;

/** A signed, expiring link to a zip (`GET /downloads/{id}/url`) or an export chunk. */
export const SignedUrl = z.object({ url });
export type SignedUrl = z.infer<typeof SignedUrl>;

/** Whose download an archive event is about. */
export const ArchiveEventPayload = z.object({ userId: id, downloadId: id });
export type ArchiveEventPayload = z.infer<typeof ArchiveEventPayload>;

/*
 * [Note: Push socket messages]
 * One WebSocket carries archive events and activation messages to the sockets of one user.
 * 1. On open the client sends the JSON text `{"action":"authenticate","token":"<access token>"}`.
 * 2. The server answers the plain text frame `OK` (not JSON) once the token is accepted; a socket
 *    whose token is refused is closed with code 1008 (policy violation).
 * 3. The server then sends JSON text frames: archive events, exactly
 *    `{"type":"archive-started"|"archive-finished"|"archive-error","data":{"userId","downloadId"}}`,
 *    and activation messages (`ActivationMessage`, whose types start with `import-`).
 * The client ignores any frame it cannot read. It closes the socket after 30 minutes.
 */

/** The first frame the client sends. */
export const PushSocketAuthenticate = z.object({
  action: z.literal('authenticate'),
  token: z.string().check(z.minLength(1)),
});
export type PushSocketAuthenticate = z.infer<typeof PushSocketAuthenticate>;

/** The server's plain text acknowledgement of `authenticate`. */
export const PUSH_SOCKET_ACK = 'OK';

export const ArchiveStarted = z.object({ type: z.literal('archive-started'), data: ArchiveEventPayload });
/** On finished the portal fetches the signed URL and saves the zip as {downloadId}.zip (§4). */
export const ArchiveFinished = z.object({ type: z.literal('archive-finished'), data: ArchiveEventPayload });
export const ArchiveError = z.object({ type: z.literal('archive-error'), data: ArchiveEventPayload });

export const ArchiveEvent = z.discriminatedUnion('type', [ArchiveStarted, ArchiveFinished, ArchiveError]);
export type ArchiveEvent = z.infer<typeof ArchiveEvent>;
export type ArchiveEventType = ArchiveEvent['type'];

/** The archive event a push socket frame carries, or null for any other frame (see [Note: Push socket messages]). */
export function parseArchiveEvent(frame: unknown): ArchiveEvent | null {
  return typeof frame === 'string' ? parseJsonOr(frame, null, ArchiveEvent) : null;
}
