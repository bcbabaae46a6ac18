import { ACCEPTED_UPLOAD_TYPES, type AcceptedUploadType } from '@portal/api/schemas/uploads';

/** Photos sent at once: enough to fill a phone's upstream, few enough to keep each one moving. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * Why a photo did not arrive, as the customer is told it. `tooManyUnfinished` and `tooMuchPending`
 * are the service's caps on unfinished uploads ([Note: Unfinished uploads are bounded] in the
 * contract); `ended` is an upload the service no longer takes (begun with a phone's code that has
 * ended since, or left unfinished for a day).
 */
export type UploadFailure =
  | 'unsupported'
  | 'tooLarge'
  | 'unreadable'
  | 'signedOut'
  | 'tooManyUnfinished'
  | 'tooMuchPending'
  | 'ended'
  | 'failed';

/** What the service made of an upload: a new photo, or the one the customer already had. */
export interface UploadedPhoto {
  readonly uploadId: string;
  readonly photoId: string;
  readonly duplicate: boolean;
}

/**
 * Sends one photo. Reports the bytes sent as they go; rejects with an `UploadError` saying why it
 * did not end in a photo. The dialog takes it as a prop, so its states can be shown without a server.
 */
export interface PhotoUploader {
  upload(
    file: File,
    type: AcceptedUploadType,
    onProgress: (bytesSent: number) => void,
    signal: AbortSignal,
  ): Promise<UploadedPhoto>;
}

/**
 * A chosen file's way through the dialog (photo-library §2.10): chosen, then waiting for its turn
 * once the customer presses Upload, uploading (Loading), then uploaded (Success, a duplicate
 * included) or failed (Failure, which can be tried again).
 */
export type UploadState =
  | { readonly kind: 'chosen' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'uploading'; readonly sent: number }
  | { readonly kind: 'uploaded'; readonly photo: UploadedPhoto }
  | { readonly kind: 'failed'; readonly failure: UploadFailure };

export interface UploadItem {
  readonly key: string;
  readonly file: File;
  readonly type: AcceptedUploadType;
  readonly state: UploadState;
}

/**
 * The types a system gives a file it does not know, or HEIC by its family's name: such a file is
 * judged by its extension. Windows and many Linux systems know no type for .heic.
 */
const VAGUE_TYPES = new Set(['', 'application/octet-stream', 'image/heif']);

/**
 * The accepted type of a file (photo-library §2.10, §5: HEIC, JPEG and PNG only), or null. The
 * service checks the bytes themselves as they arrive; this keeps other files from being sent.
 */
export function acceptedTypeOf(file: {
  readonly name: string;
  readonly type: string;
}): AcceptedUploadType | null {
  const declared = ACCEPTED_UPLOAD_TYPES.find((type) => type === file.type);
  if (declared !== undefined) return declared;
  if (!VAGUE_TYPES.has(file.type)) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension === undefined ? null : (TYPE_BY_EXTENSION[extension] ?? null);
}

const TYPE_BY_EXTENSION: Readonly<Record<string, AcceptedUploadType>> = {
  heic: 'image/heic',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** One file as chosen: the same file chosen twice is one item. */
function keyOf(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

/**
 * Files chosen or dropped, sorted out against the list: the accepted ones not in it yet as new
 * items, the others refused by name. A file already in the list is neither: it is there.
 */
export function chooseFiles(
  items: readonly UploadItem[],
  files: Iterable<File>,
): { readonly items: readonly UploadItem[]; readonly refused: readonly string[] } {
  const known = new Set(items.map((item) => item.key));
  const added: UploadItem[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const type = acceptedTypeOf(file);
    if (type === null) {
      refused.push(file.name);
      continue;
    }
    const key = keyOf(file);
    if (known.has(key)) continue;
    known.add(key);
    added.push({ key, file, type, state: { kind: 'chosen' } });
  }
  return { items: added.length === 0 ? items : [...items, ...added], refused };
}

/** The items with one of them changed. */
export function withState(
  items: readonly UploadItem[],
  key: string,
  state: UploadState,
): readonly UploadItem[] {
  return items.map((item) => (item.key === key ? { ...item, state } : item));
}

/** Upload pressed: every chosen item waits for its turn. */
export function queueChosen(items: readonly UploadItem[]): readonly UploadItem[] {
  return items.map((item) => (item.state.kind === 'chosen' ? { ...item, state: { kind: 'waiting' } } : item));
}

/** The waiting items that may start now, first chosen first, keeping at most `limit` under way. */
export function nextToStart(items: readonly UploadItem[], limit = UPLOAD_CONCURRENCY): readonly UploadItem[] {
  const running = items.filter((item) => item.state.kind === 'uploading').length;
  return items.filter((item) => item.state.kind === 'waiting').slice(0, Math.max(0, limit - running));
}

export interface UploadProgress {
  /** Items the customer asked to upload (waiting, under way, ended). */
  readonly asked: number;
  readonly uploaded: number;
  readonly failed: number;
  /** Under way or waiting for their turn. */
  readonly busy: number;
  /** Chosen, not yet asked to upload: what the Upload button would send. */
  readonly chosen: number;
  /** Bytes sent of the asked items' bytes, for the overall bar (a failed item counts as none). */
  readonly sentBytes: number;
  readonly totalBytes: number;
  /** Photos new to the library: what Cancel removes again. */
  readonly newPhotoIds: readonly string[];
}

export function progressOf(items: readonly UploadItem[]): UploadProgress {
  let uploaded = 0;
  let failed = 0;
  let busy = 0;
  let chosen = 0;
  let sentBytes = 0;
  let totalBytes = 0;
  const newPhotoIds: string[] = [];
  for (const { file, state } of items) {
    if (state.kind === 'chosen') {
      chosen += 1;
      continue;
    }
    if (state.kind === 'failed') {
      failed += 1;
      continue;
    }
    totalBytes += file.size;
    if (state.kind === 'uploaded') {
      uploaded += 1;
      sentBytes += file.size;
      if (!state.photo.duplicate) newPhotoIds.push(state.photo.photoId);
    } else {
      busy += 1;
      if (state.kind === 'uploading') sentBytes += Math.min(state.sent, file.size);
    }
  }
  return {
    asked: uploaded + failed + busy,
    uploaded,
    failed,
    busy,
    chosen,
    sentBytes,
    totalBytes,
    newPhotoIds,
  };
}
