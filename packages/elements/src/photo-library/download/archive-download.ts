import { createDownload, createSharedAlbumDownload, getDownloadUrl } from '@portal/api/clients/downloads';
import type { ServiceEndpoint } from '@portal/api/http';
import {
  type ArchiveEvent,
  PUSH_SOCKET_ACK,
  parseArchiveEvent,
  type SharedAlbumPhotoReference,
} from '@portal/api/schemas/downloads';

/** The push socket is closed after this long whatever happened (photo-library §4, §9). */
export const PUSH_SOCKET_TIMEOUT_MS = 30 * 60 * 1000;

/*
 * [Note: Downloading several photos]
 * Several photos are zipped by the download service (photo-library §4): the portal opens the push
 * socket and authenticates it first, so no event can be missed; then it asks for the zip under an
 * id of its own. 'archive-started' and 'archive-finished' for that id follow; on finished the signed
 * URL is fetched and the browser saves it ({downloadId}.zip, the service's Content-Disposition)
 * without the zip ever being held in the page's memory; 'archive-error' fails it. The socket
 * closes when the download ends, or after 30 minutes. A shared album's zip is named by the service
 * (POST /shared-album-downloads answers its id), so events that arrive before that answer are kept
 * until the id is known.
 */

/** What to zip: photos of the customer's library, or of a shared album, each with its owner. */
export type ArchiveContent =
  | { readonly photoIds: readonly string[] }
  | { readonly sharedAlbumId: string; readonly photos: readonly SharedAlbumPhotoReference[] };

/** Asks the download service for the zip; resolves with its download id. */
function requestArchive(downloads: ServiceEndpoint, content: ArchiveContent): Promise<string> {
  if ('photoIds' in content) {
    const id = crypto.randomUUID();
    return createDownload(downloads, { id, photos: [...content.photoIds] }).then(() => id);
  }
  return createSharedAlbumDownload(downloads, {
    albumId: content.sharedAlbumId,
    photos: [...content.photos],
  }).then((download) => download.id);
}

export type ArchiveProgress = 'preparing' | 'downloading';

export interface ArchiveDownload {
  readonly downloads: ServiceEndpoint;
  /** The push socket's address (ws: or wss:). */
  readonly socketUrl: string;
  readonly token: string;
  readonly content: ArchiveContent;
  /** Saves a URL as a file without holding it in memory. */
  readonly save: (url: string) => void;
  readonly onProgress: (progress: ArchiveProgress) => void;
  /** Cancels the zip: the socket closes at once and the promise rejects with an AbortError. */
  readonly signal?: AbortSignal;
}

/** Zips the photos and saves the zip; resolves once it is being saved, rejects on any failure. */
export function downloadArchive(download: ArchiveDownload): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(download.socketUrl);
    let settled = false;
    /** The zip's id once the service has it; the events that came before it, meanwhile. */
    let id: string | null = null;
    const early: ArchiveEvent[] = [];
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      download.signal?.removeEventListener('abort', cancel);
      socket.close();
      if (error === undefined) resolve();
      else reject(error);
    };
    const handle = (event: ArchiveEvent) => {
      if (event.data.downloadId !== id) return;
      if (event.type === 'archive-error') finish(new Error('The archive failed'));
      if (event.type !== 'archive-finished') return;
      getDownloadUrl(download.downloads, event.data.downloadId).then(({ url }) => {
        if (settled) return;
        download.onProgress('downloading');
        download.save(url);
        finish();
      }, finish);
    };
    const timeout = setTimeout(() => finish(new Error('The download took too long')), PUSH_SOCKET_TIMEOUT_MS);
    const cancel = () => finish(new DOMException('The download was cancelled', 'AbortError'));
    if (download.signal?.aborted) cancel();
    download.signal?.addEventListener('abort', cancel, { once: true });
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ action: 'authenticate', token: download.token })),
    );
    socket.addEventListener('error', () => finish(new Error('The push socket failed')));
    socket.addEventListener('close', () => finish(new Error('The push socket closed')));
    socket.addEventListener('message', (message) => {
      if (message.data === PUSH_SOCKET_ACK) {
        download.onProgress('preparing');
        requestArchive(download.downloads, download.content).then((known) => {
          id = known;
          for (const event of early.splice(0)) handle(event);
        }, finish);
        return;
      }
      const event: ArchiveEvent | null = parseArchiveEvent(message.data);
      if (event === null) return;
      if (id === null) early.push(event);
      else handle(event);
    });
  });
}
