import { createWriteStream } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { type DataStore, ERRORS, type Upload } from '@tus/server';
import type { MediaError } from '../../media/index.ts';
import { ContentTypeCheck, TYPE_CHECK_BYTES } from './content-type-check.ts';
import { isTusAnswer, refusalFor } from './tus-refusal.ts';

/**
 * Where the bytes of unfinished uploads are kept, as a tus data store: this process's folder
 * (`FolderIncomingStore`, the embedded default) or the shared bucket (`BucketIncomingStore`, with
 * `S3_URL`). Either adds the type check of [Note: The type is checked as the first bytes arrive] to
 * every write, and refuses a file that is not a photo by removing what it holds of the upload and
 * calling `onRefused`.
 */
export interface IncomingStore extends DataStore {
  /** Whether every process reaches these bytes: then an upload's lock must be shared too. */
  readonly shared: boolean;
  /** Removes an upload's bytes and details; those already gone are fine. */
  discard(uploadId: string): Promise<void>;
  /** The uploads that have bytes or details stored, by id (other names are skipped). */
  listIds(): Promise<string[]>;
  /** How many bytes of the upload are stored; undefined when nothing of it is. */
  received(uploadId: string): Promise<number | undefined>;
  /** Runs `use` with a local file that holds every stored byte of the upload. */
  withFile<T>(uploadId: string, use: (path: string) => Promise<T>): Promise<T>;
}

export interface IncomingStoreOptions {
  /** Called when the content of an upload is refused, after its bytes are removed. */
  readonly onRefused: (uploadId: string, refusal: MediaError) => Promise<void>;
}

/** Under the data folder, next to `blobs/`: tus writes an upload's bytes here as they arrive. */
const INCOMING_FOLDER = 'uploads-incoming';
/** With the bytes in the bucket, each PATCH is staged here, and the finished file joined here. */
const STAGING_FOLDER = 'uploads-staging';

/**
 * How to open the incoming store the settings name: the bucket of `S3_URL` when it is set
 * ([Note: Incoming uploads in the bucket]), else `<dataDir>/uploads-incoming`. The AWS SDK is
 * loaded only by a server that uses it.
 */
export async function incomingStoreFor(settings: {
  readonly dataDir: string;
  readonly s3Url?: string | undefined;
}): Promise<(options: IncomingStoreOptions) => IncomingStore> {
  const { dataDir, s3Url } = settings;
  if (s3Url === undefined) {
    return (options) => new FolderIncomingStore({ ...options, directory: join(dataDir, INCOMING_FOLDER) });
  }
  const { BucketIncomingStore } = await import('./bucket-incoming-store.ts');
  const { readS3Url } = await import('../../blobs/s3-location.ts');
  const location = readS3Url(s3Url);
  return (options) =>
    new BucketIncomingStore(location, { ...options, stagingFolder: join(dataDir, STAGING_FOLDER) });
}

/** A tus upload id: `randomUUID()` as the endpoint names uploads. */
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Streams the bytes of one PATCH into `target` through the type check, counting them in
 * `received`. When the check refuses the file, `refuse` runs (it removes the upload and marks its
 * record) and the refusal's answer is thrown; any other failure is thrown as tus's write error.
 *
 * @param readStart reads the upload's first bytes that earlier requests stored
 */
export async function receiveChecked(options: {
  readonly readable: Readable;
  readonly upload: Upload;
  readonly offset: number;
  readonly readStart: (length: number) => Promise<Uint8Array>;
  readonly target: Writable;
  readonly received: { bytes: number };
  readonly refuse: (refusal: MediaError) => Promise<void>;
}): Promise<void> {
  const { readable, received } = options;
  const needed = Math.min(TYPE_CHECK_BYTES, options.upload.size ?? TYPE_CHECK_BYTES);
  const check =
    options.offset < needed ? new ContentTypeCheck(await options.readStart(options.offset), needed) : null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received.bytes += chunk.byteLength;
      callback(null, chunk);
    },
  });
  // The request stream is piped into the check, not handed to `pipeline`, which would destroy it
  // on a refusal: @tus/server would then answer with that destruction, before the refused bytes
  // are removed, instead of with the refusal.
  const forwardError = (error: Error) => check?.destroy(error);
  readable.once('error', forwardError);
  try {
    await pipeline(check ? readable.pipe(check) : readable, counter, options.target);
  } catch (error) {
    if (check?.refusal) {
      await options.refuse(check.refusal);
      throw refusalFor(check.refusal);
    }
    throw isTusAnswer(error) ? error : ERRORS.FILE_WRITE_ERROR;
  } finally {
    readable.off('error', forwardError);
  }
}

/**
 * The incoming uploads in this process's folder: `<folder>/<uploadId>` holds the bytes received so
 * far (its size is the upload's offset, so a restarted process resumes where the bytes end) and
 * `<uploadId>.json` the declared length and metadata.
 */
export class FolderIncomingStore extends FileStore implements IncomingStore {
  readonly shared = false;
  readonly #onRefused: IncomingStoreOptions['onRefused'];

  constructor(options: IncomingStoreOptions & { readonly directory: string }) {
    super({ directory: options.directory });
    // Every upload declares its length when it is created: the record reports that size, and a
    // length given later is a way round the size limit at creation. Expiry is the service's own (see
    // [Note: Incoming uploads survive a restart]): @tus/server's reads an upload's files again after
    // the last byte of a creation-with-upload, when they have become a photo and are gone.
    this.extensions = [...INCOMING_EXTENSIONS];
    this.#onRefused = options.onRefused;
  }

  /** Where an upload's bytes are. */
  dataPath(uploadId: string): string {
    return join(this.directory, uploadId);
  }

  async discard(uploadId: string): Promise<void> {
    await rm(this.dataPath(uploadId), { force: true });
    await rm(`${this.dataPath(uploadId)}.json`, { force: true });
  }

  async listIds(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return [];
    }
    return [...new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => UPLOAD_ID.test(id)))];
  }

  async received(uploadId: string): Promise<number | undefined> {
    return stat(this.dataPath(uploadId)).then(
      (stats) => stats.size,
      () => undefined,
    );
  }

  withFile<T>(uploadId: string, use: (path: string) => Promise<T>): Promise<T> {
    return use(this.dataPath(uploadId));
  }

  override async write(readable: Readable, uploadId: string, offset: number): Promise<number> {
    const path = this.dataPath(uploadId);
    const received = { bytes: 0 };
    await receiveChecked({
      readable,
      upload: await this.getUpload(uploadId),
      offset,
      readStart: (length) => readStart(path, length),
      target: createWriteStream(path, { flags: 'r+', start: offset }),
      received,
      refuse: async (refusal) => {
        await this.discard(uploadId);
        await this.#onRefused(uploadId, refusal);
      },
    });
    return offset + received.bytes;
  }
}

/** The tus extensions both stores offer. */
export const INCOMING_EXTENSIONS = ['creation', 'creation-with-upload', 'termination'] as const;

/** The first `length` bytes of a file. */
async function readStart(path: string, length: number): Promise<Uint8Array> {
  if (length === 0) return new Uint8Array(0);
  const file = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await file.read(bytes, 0, length, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
