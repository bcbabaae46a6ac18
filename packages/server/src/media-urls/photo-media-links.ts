import { signedPath } from '../blobs/signed-url.ts';
import { servicePrefix } from '../config/portal-config.ts';
import type { ServiceContext } from '../services/context.ts';

/**
 * [Note: Photo media links]
 * A photo's `url`, `untouchedUrl` and thumbnail urls are loaded by `<img>` tags and plain links,
 * which send no bearer token. Each is therefore a signed link (`blobs/signed-url.ts`) that names
 * the photo and the variant in its path and is its own permission:
 * `/services/photo/media/{photoId}/{variant}?expires&signature`, served on the photo service's
 * prefix like the archive links are on theirs (see [Note: Where archive links point]). Variants:
 * - `original`: the bytes as uploaded (`untouchedUrl`). Sent as an attachment named after the
 *   photo's local file name, because the portal's one use of it is the single-photo download
 *   ("downloaded directly from its url under its local file name", photo-library §7); an `<img>`
 *   ignores the disposition and still shows it. Ranges are honoured, so a large download resumes.
 * - `display` (`url`): the photo upright. The pipeline keeps no rendition between the original
 *   and its thumbnails, so this is the largest thumbnail (1300, the preview's size): upright,
 *   edits applied, and small enough for a screen. A larger rendition, once made, goes here and
 *   nothing else changes.
 * - `300`, `800`, `1300`: the stored thumbnails.
 * A link expires two UTC day boundaries after it is made (see [Note: Media links change once a
 * day]), so a list of 500 photos never hands out a link that dies while it is on screen.
 */

/** The variants of a photo that have a link: its original, its display rendition and each thumbnail. */
export type PhotoMediaVariant = 'original' | 'display' | number;

/** The route path, within the photo service, of a photo's media. */
export const PHOTO_MEDIA_ROUTE = '/media/:photoId/:variant';

/** The root-relative path of one variant of a photo; what a media link signs. */
export function photoMediaPath(photoId: string, variant: PhotoMediaVariant): string {
  return `${servicePrefix('photo')}/media/${encodeURIComponent(photoId)}/${variant}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * [Note: Media links change once a day]
 * The signature covers the expiry, so a link made at every request would be a new URL at every
 * request, and the browser would fetch every thumbnail again each time a list is loaded. The
 * expiry is rounded instead: every link made during one UTC day expires at the end of the next
 * one. The same photo keeps the same URL all day, so the browser's cache (and the `ETag`) serve
 * it; a link lives at least 24 hours and at most 48.
 */
export function mediaLinkExpiry(now: number): number {
  const startOfDay = Math.floor(now / DAY_MS) * DAY_MS;
  return startOfDay + 2 * DAY_MS;
}

/** What signing a link needs from the service context. */
export type MediaLinkSigner = Pick<ServiceContext, 'publicUrl' | 'urlSigningSecret'>;

/** The absolute, signed link of one variant of a photo, as made at `now`. */
export function photoMediaUrl(
  signer: MediaLinkSigner,
  photoId: string,
  variant: PhotoMediaVariant,
  now: number = Date.now(),
): string {
  const path = photoMediaPath(photoId, variant);
  return `${signer.publicUrl}${signedPath(path, mediaLinkExpiry(now), signer.urlSigningSecret)}`;
}
