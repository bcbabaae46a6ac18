import { type CallOptions, path, requestJson, type ServiceEndpoint } from '../http.ts';
import {
  type CreateDownloadBody,
  Download,
  DownloadList,
  type SharedAlbumDownloadBody,
  SignedUrl,
} from '../schemas/downloads.ts';

/**
 * Download service (`services.downloads`), photo-library §4 and §7. A download is a zip built in the
 * background: the POST answers 202 with the download at once, and the push socket then announces
 * archive-started and archive-finished (or archive-error) for it (see [Note: Push socket messages]).
 * A download of another person answers 404.
 */

/** GET /downloads: the customer's downloads, newest first. */
export function getDownloads(service: ServiceEndpoint, options: CallOptions = {}): Promise<DownloadList> {
  return requestJson(service, { method: 'GET', path: '/downloads', signal: options.signal }, DownloadList);
}

/** GET /downloads/{id}/url: a signed link to the finished zip; 409 while the zip is not finished. */
export function getDownloadUrl(
  service: ServiceEndpoint,
  downloadId: string,
  options: CallOptions = {},
): Promise<SignedUrl> {
  return requestJson(
    service,
    { method: 'GET', path: path`/downloads/${downloadId}/url`, signal: options.signal },
    SignedUrl,
  );
}

/**
 * POST /downloads with `{ id, name?, photos }`: starts a zip of up to 100 of the customer's photos
 * under the id the portal made (see [Note: The portal names its downloads]). Answers 202 with it.
 */
export function createDownload(
  service: ServiceEndpoint,
  body: CreateDownloadBody,
  options: CallOptions = {},
): Promise<Download> {
  return requestJson(service, { method: 'POST', path: '/downloads', body, signal: options.signal }, Download);
}

/**
 * POST /shared-album-downloads with `{ albumId, photos: [{ photoId, ownerId }] }`: starts a zip of up
 * to 100 photos of a shared album, which may belong to other people. Answers 202 with the download
 * (its id made by the service; `photos` holds the photo ids).
 */
export function createSharedAlbumDownload(
  service: ServiceEndpoint,
  body: SharedAlbumDownloadBody,
  options: CallOptions = {},
): Promise<Download> {
  return requestJson(
    service,
    { method: 'POST', path: '/shared-album-downloads', body, signal: options.signal },
    Download,
  );
}
