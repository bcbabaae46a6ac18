import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { TUS_ENDPOINT_PATH, uploadIdFromLocation } from '@portal/api/schemas/uploads';

/**
 * A tus 1.0.0 client in raw HTTP, as a browser's tus client speaks it: POST creates an upload
 * (`Upload-Length`, `Upload-Metadata` with base64 values), PATCH appends bytes at `Upload-Offset`,
 * HEAD tells the offset to resume from.
 */
export const TUS_VERSION = '1.0.0';

export interface TusTarget {
  /** The storage service's base URL, e.g. `http://127.0.0.1:1234/services/storage`. */
  readonly baseUrl: string;
  readonly token?: string;
}

export interface CreateUpload {
  readonly fileName: string;
  readonly fileType: string;
  readonly length: number;
  /** Sent with the creation (creation-with-upload). */
  readonly body?: Uint8Array;
  /** Raw `Upload-Metadata` instead of one built from the name and type. */
  readonly metadata?: string;
}

export function tusMetadata(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

function headers(target: TusTarget, extra: Record<string, string>): Headers {
  const result = new Headers({ 'Tus-Resumable': TUS_VERSION, ...extra });
  if (target.token !== undefined) result.set('Authorization', `Bearer ${target.token}`);
  return result;
}

export function createUpload(target: TusTarget, upload: CreateUpload): Promise<Response> {
  const extra: Record<string, string> = {
    'Upload-Length': String(upload.length),
    'Upload-Metadata':
      upload.metadata ?? tusMetadata({ filename: upload.fileName, filetype: upload.fileType }),
  };
  if (upload.body) extra['Content-Type'] = 'application/offset+octet-stream';
  return fetch(`${target.baseUrl}${TUS_ENDPOINT_PATH}`, {
    method: 'POST',
    headers: headers(target, extra),
    // A copy: fetch takes only bytes backed by a plain ArrayBuffer.
    ...(upload.body ? { body: Uint8Array.from(upload.body) } : {}),
  });
}

/** The absolute URL of an upload from the creation's `Location`. */
export function uploadUrl(target: TusTarget, response: Response): { url: string; uploadId: string } {
  const location = response.headers.get('Location');
  if (location === null) throw new Error(`No Location in the answer (${response.status})`);
  const uploadId = uploadIdFromLocation(location);
  if (uploadId === null) throw new Error(`No upload id in Location ${location}`);
  return { url: new URL(location, target.baseUrl).toString(), uploadId };
}

export function patchUpload(
  target: TusTarget,
  url: string,
  offset: number,
  bytes: Uint8Array,
): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: headers(target, {
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    }),
    body: Uint8Array.from(bytes),
  });
}

export function headUpload(target: TusTarget, url: string): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: headers(target, {}) });
}

export interface UploadedFile {
  readonly uploadId: string;
  readonly url: string;
  /** The answer to the request that brought the last byte. */
  readonly last: Response;
}

/** Creates an upload and sends the file in PATCHes of `chunkSize` bytes (all at once by default). */
export async function uploadFile(
  target: TusTarget,
  bytes: Uint8Array,
  options: { fileName: string; fileType: string; chunkSize?: number },
): Promise<UploadedFile> {
  const created = await createUpload(target, {
    fileName: options.fileName,
    fileType: options.fileType,
    length: bytes.byteLength,
  });
  if (created.status !== 201) {
    return { uploadId: '', url: '', last: created };
  }
  const { url, uploadId } = uploadUrl(target, created);
  const chunkSize = options.chunkSize ?? Math.max(bytes.byteLength, 1);
  let offset = 0;
  let last = created;
  while (offset < bytes.byteLength) {
    const chunk = bytes.subarray(offset, offset + chunkSize);
    last = await patchUpload(target, url, offset, chunk);
    if (last.status !== 204) break;
    offset += chunk.byteLength;
  }
  return { uploadId, url, last };
}

/**
 * A PATCH whose connection drops: it announces every remaining byte of the upload but sends only
 * `sent`, waits until the server has read them, then destroys the socket.
 */
export async function patchAndDrop(
  target: TusTarget,
  url: string,
  offset: number,
  remaining: Uint8Array,
  sent: number,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': TUS_VERSION,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(remaining.byteLength),
        ...(target.token === undefined ? {} : { Authorization: `Bearer ${target.token}` }),
      },
    });
    // The socket is destroyed on purpose; its errors are the point of this request.
    request.on('error', () => {});
    request.on('response', () => reject(new Error('The server answered a request that was still sending')));
    request.write(remaining.subarray(0, sent), () => {
      // Give the server time to read what is in flight before the connection goes.
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 200);
    });
  });
}

/** The upload's offset by HEAD, once no request holds the upload any more. */
export async function offsetOf(target: TusTarget, url: string): Promise<number> {
  const response = await headUpload(target, url);
  if (response.status !== 200) throw new Error(`HEAD answered ${response.status}`);
  return Number(response.headers.get('Upload-Offset'));
}

/** Every file under `folder` (relative paths), or none when it does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
      .sort();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/** The stored blobs of a data folder (not the temporary files of puts under way). */
export async function storedBlobs(dataDir: string): Promise<string[]> {
  return (await filesUnder(join(dataDir, 'blobs'))).filter((path) => !path.startsWith('tmp/'));
}

/** The files of unfinished uploads in a data folder. */
export function incomingFiles(dataDir: string): Promise<string[]> {
  return filesUnder(join(dataDir, 'uploads-incoming'));
}
