import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { createS3Client, firstBytes, isNotFound } from '../../blobs/s3-blob-store.ts';
import type { S3Location } from '../../blobs/s3-location.ts';
import {
  INCOMING_EXTENSIONS,
  type IncomingStore,
  type IncomingStoreOptions,
  receiveChecked,
  UPLOAD_ID,
} from './incoming-store.ts';

/** Digits of a part's offset in its key, so that keys sort as offsets do (200 MiB has 9). */
const OFFSET_DIGITS = 12;

interface Part {
  readonly key: string;
  readonly offset: number;
  readonly size: number;
}

/** What is stored of one upload: its details and its parts, in order of offset. */
interface Stored {
  readonly infoKey: string | undefined;
  readonly parts: readonly Part[];
  /** The other keys under the upload (a part that does not follow the others). */
  readonly strays: readonly string[];
}

/** What `<uploadId>/info` holds: the upload as created. */
interface UploadInfo {
  readonly size: number | undefined;
  readonly metadata: Upload['metadata'];
  readonly creation_date: string | undefined;
}

/**
 * [Note: Incoming uploads in the bucket]
 * With `S3_URL`, the bytes of unfinished uploads are in the bucket, so that any process can take
 * the next request of an upload (the lock is shared too: [Note: Upload locks across processes]).
 * An upload is the objects under `<prefix>incoming/<uploadId>/`:
 * - `info`: its declared length, metadata and creation date, written when it is created;
 * - `part-<offset>`: the bytes of one PATCH, from that offset (12 digits, so keys sort as offsets).
 *   A PATCH is staged in a local file while it arrives and sent as one object when it ends, also
 *   when the connection broke (the bytes received are kept, as the folder store keeps them).
 * The upload's offset is the sum of its parts that follow one another from 0. A part is written
 * only at that offset, under the upload's lock, so parts never overlap; an object is visible only
 * once whole, so a process that dies mid-PATCH leaves the parts before it, and the client resumes
 * at their end. The type check reads the first bytes back from the first parts. When the last byte
 * is in, the parts are joined into one local file for the image pipeline, then removed.
 *
 * tus's own S3 store (@tus/s3-store) keeps an upload as an S3 multipart upload instead, whose parts
 * must be 5 MiB but the last: a photo of a few MB sent in small PATCHes would sit in its "incomplete
 * part" object, rewritten on every PATCH, and the first bytes could not be checked as they arrive.
 */
export class BucketIncomingStore extends DataStore implements IncomingStore {
  readonly shared = true;
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #root: string;
  readonly #staging: string;
  readonly #onRefused: IncomingStoreOptions['onRefused'];

  constructor(
    location: S3Location,
    options: IncomingStoreOptions & { readonly stagingFolder: string; readonly client?: S3Client },
  ) {
    super();
    this.extensions = [...INCOMING_EXTENSIONS];
    this.#client = options.client ?? createS3Client(location);
    this.#bucket = location.bucket;
    this.#root = `${location.prefix}incoming/`;
    this.#staging = options.stagingFolder;
    this.#onRefused = options.onRefused;
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: UploadInfo = {
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
    };
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#infoKey(upload.id),
        Body: JSON.stringify(info),
        ContentType: 'application/json',
      }),
    );
    return new Upload({ id: upload.id, offset: 0, ...info });
  }

  override async getUpload(uploadId: string): Promise<Upload> {
    const stored = await this.#stored(uploadId);
    if (stored.infoKey === undefined) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({ id: uploadId, offset: offsetOf(stored.parts), ...(await this.#info(uploadId)) });
  }

  override async remove(uploadId: string): Promise<void> {
    await this.discard(uploadId);
  }

  override async write(readable: Readable, uploadId: string, offset: number): Promise<number> {
    // tus has just read the offset under the upload's lock: only the declared size is needed here.
    const upload = new Upload({ id: uploadId, offset, ...(await this.#info(uploadId)) });
    await mkdir(this.#staging, { recursive: true });
    const stagingPath = join(this.#staging, `${uploadId}-${randomUUID()}.part`);
    const received = { bytes: 0 };
    let refused = false;
    try {
      await receiveChecked({
        readable,
        upload,
        offset,
        readStart: (length) => this.#readStart(uploadId, length),
        target: createWriteStream(stagingPath),
        received,
        refuse: async (refusal) => {
          refused = true;
          await this.discard(uploadId);
          await this.#onRefused(uploadId, refusal);
        },
      });
    } finally {
      // The bytes that reached the staging file are kept, also from a request that broke off.
      if (!refused) await this.#putPart(uploadId, offset, stagingPath);
      await rm(stagingPath, { force: true });
    }
    return offset + received.bytes;
  }

  async discard(uploadId: string): Promise<void> {
    const { infoKey, parts, strays } = await this.#stored(uploadId);
    const keys = [...parts.map((part) => part.key), ...strays];
    if (infoKey !== undefined) keys.push(infoKey);
    for (const key of keys) {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    }
  }

  async listIds(): Promise<string[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: this.#root,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const { Prefix } of page.CommonPrefixes ?? []) {
        const id = Prefix?.slice(this.#root.length, -1) ?? '';
        if (UPLOAD_ID.test(id)) ids.push(id);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return ids;
  }

  async received(uploadId: string): Promise<number | undefined> {
    const stored = await this.#stored(uploadId);
    return stored.infoKey === undefined ? undefined : offsetOf(stored.parts);
  }

  async withFile<T>(uploadId: string, use: (path: string) => Promise<T>): Promise<T> {
    await mkdir(this.#staging, { recursive: true });
    const path = join(this.#staging, `${uploadId}-${randomUUID()}.joined`);
    try {
      const { parts } = await this.#stored(uploadId);
      for (const part of parts) {
        await pipeline(await this.#read(part.key), createWriteStream(path, { flags: 'a' }));
      }
      return await use(path);
    } finally {
      await rm(path, { force: true });
    }
  }

  async #putPart(uploadId: string, offset: number, stagingPath: string): Promise<void> {
    const size = await stat(stagingPath).then(
      (stats) => stats.size,
      () => 0,
    );
    if (size === 0) return;
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: `${this.#root}${uploadId}/part-${String(offset).padStart(OFFSET_DIGITS, '0')}`,
          Body: createReadStream(stagingPath),
          ContentLength: size,
        }),
      );
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
  }

  /** The upload's first `length` bytes, read from its first parts. */
  async #readStart(uploadId: string, length: number): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let left = length;
    for (const part of (await this.#stored(uploadId)).parts) {
      if (left <= 0) break;
      for await (const chunk of firstBytes(await this.#read(part.key, Math.min(left, part.size)), left)) {
        chunks.push(chunk);
        left -= chunk.byteLength;
      }
    }
    return Buffer.concat(chunks);
  }

  async #stored(uploadId: string): Promise<Stored> {
    const prefix = `${this.#root}${uploadId}/`;
    const parts: Part[] = [];
    const strays: string[] = [];
    let infoKey: string | undefined;
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key ?? '';
        const name = key.slice(prefix.length);
        const offset = /^part-(\d+)$/.exec(name)?.[1];
        if (name === 'info') infoKey = key;
        else if (offset !== undefined) parts.push({ key, offset: Number(offset), size: object.Size ?? 0 });
        else strays.push(key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    parts.sort((a, b) => a.offset - b.offset);
    // Only the parts that follow one another from 0 count; anything else is left to be removed.
    const following: Part[] = [];
    let end = 0;
    for (const part of parts) {
      if (part.offset === end) {
        following.push(part);
        end += part.size;
      } else {
        strays.push(part.key);
      }
    }
    return { infoKey, parts: following, strays };
  }

  async #read(key: string, length?: number): Promise<Readable> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Range: length === undefined ? undefined : `bytes=0-${length - 1}`,
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`No readable body for ${key}`);
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
  }

  /** The upload's details as created (`info`); FILE_NOT_FOUND when it has none. */
  async #info(uploadId: string): Promise<UploadInfo> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.#read(this.#infoKey(uploadId))) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as UploadInfo;
  }

  #infoKey(uploadId: string): string {
    return `${this.#root}${uploadId}/info`;
  }
}

/** Where the upload's bytes end: the sum of its parts. */
function offsetOf(parts: readonly Part[]): number {
  return parts.reduce((sum, part) => sum + part.size, 0);
}
