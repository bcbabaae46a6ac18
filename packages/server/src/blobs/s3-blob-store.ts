import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertBlobHash,
  assertByteRange,
  BlobNotFoundError,
  type BlobSource,
  type BlobStat,
  type BlobStore,
  type ByteRange,
  type PutOptions,
  type PutResult,
} from './blob-store.ts';
import { writeDurably } from './file-blob-store.ts';
import type { S3Location } from './s3-location.ts';

/**
 * Blobs in an S3-compatible bucket, for a deployment of several server processes (see [Note: Blobs
 * on S3]): the object key is `<prefix>blobs/<aa>/<bb>/<sha256>`, as the file store's path.
 *
 * `put` writes the bytes to a local staging file while hashing them (the key is the hash, unknown
 * until the last byte), then sends one PUT with the SHA-256 checksum, which the store verifies, and
 * `If-None-Match: *`, so a blob once written is never replaced (a 412 means another process stored
 * the same bytes first). Puts of the same bytes in this process share one upload. An object is
 * visible only once its upload completed: no reader sees a partial blob.
 */
/** How often a put tries to store or mark bytes that another process's collection keeps deleting. */
const PUT_TURNS = 3;

/** The object metadata naming when a stored object was last put again. */
const STORED_AT = 'stored-at';

export class S3BlobStore implements BlobStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;
  readonly #staging: string;
  readonly #inFlight = new Map<string, Promise<boolean>>();

  constructor(location: S3Location, options: { readonly stagingFolder: string; readonly client?: S3Client }) {
    this.#client = options.client ?? createS3Client(location);
    this.#bucket = location.bucket;
    this.#prefix = location.prefix;
    this.#staging = options.stagingFolder;
  }

  async put(source: BlobSource, options: PutOptions = {}): Promise<PutResult> {
    const { signal } = options;
    signal?.throwIfAborted();
    await mkdir(this.#staging, { recursive: true });
    const stagingPath = join(this.#staging, `${randomUUID()}.part`);
    try {
      const { hash, size } = await writeDurably(stagingPath, source, signal);
      // Of several puts of the same bytes in this process, the first sends them; the others wait
      // for it and find them stored.
      const running = this.#inFlight.get(hash);
      if (running !== undefined) {
        await running;
        return { hash, size, existed: true };
      }
      const upload = this.#upload(stagingPath, hash, size, signal);
      this.#inFlight.set(hash, upload);
      try {
        return { hash, size, existed: await upload };
      } finally {
        this.#inFlight.delete(hash);
      }
    } finally {
      await rm(stagingPath, { force: true });
    }
  }

  async has(hash: string): Promise<boolean> {
    return (await this.stat(hash)) !== undefined;
  }

  async get(hash: string, range?: ByteRange): Promise<Readable> {
    assertBlobHash(hash);
    if (range) assertByteRange(range);
    const size = range === undefined ? undefined : (await this.stat(hash))?.size;
    if (range !== undefined) {
      if (size === undefined) throw new BlobNotFoundError(hash);
      // A range from past the end reads nothing, as a file does; S3 would answer 416.
      if (range.start >= size) return Readable.from([]);
    }
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: this.#key(hash),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`No readable body for blob ${hash}`);
      if (range === undefined || size === undefined) return answer.Body;
      // Some S3-compatible services read `bytes=0-0` as the whole object: never give more than asked.
      const length = Math.min(range.end ?? size - 1, size - 1) - range.start + 1;
      return (answer.ContentLength ?? 0) > length
        ? Readable.from(firstBytes(answer.Body, length))
        : answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(hash);
      throw error;
    }
  }

  async stat(hash: string): Promise<BlobStat | undefined> {
    assertBlobHash(hash);
    try {
      const head = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#key(hash) }),
      );
      const marked = Date.parse(head.Metadata?.[STORED_AT] ?? '');
      const modified = head.LastModified?.getTime() ?? Date.now();
      return {
        size: head.ContentLength ?? 0,
        storedAt: new Date(Number.isNaN(marked) ? modified : Math.max(marked, modified)),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(hash: string): Promise<boolean> {
    // A DELETE succeeds whether or not the object was there: a HEAD first says which.
    if (!(await this.has(hash))) return false;
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(hash) }));
    return true;
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: `${this.#prefix}blobs/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.split('/').at(-1) ?? '';
        if (/^[0-9a-f]{64}$/.test(name)) yield name;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  /**
   * Sends the staged bytes under their hash; resolves true when they were stored already, which
   * marks them as put now. An object deleted between the check and the mark is sent anew.
   */
  async #upload(path: string, hash: string, size: number, signal: AbortSignal | undefined): Promise<boolean> {
    for (let turn = 1; ; turn += 1) {
      if (await this.#refresh(hash)) return true;
      try {
        await this.#client.send(
          new PutObjectCommand({
            Bucket: this.#bucket,
            Key: this.#key(hash),
            Body: createReadStream(path),
            ContentLength: size,
            ChecksumSHA256: Buffer.from(hash, 'hex').toString('base64'),
            IfNoneMatch: '*',
          }),
          signal ? { abortSignal: signal } : {},
        );
        return false;
      } catch (error) {
        // Stored by another process first: marked as put now on the next turn.
        const stored = error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412;
        if (!stored || turn === PUT_TURNS) throw error;
      }
    }
  }

  /**
   * Marks a stored object as put now, false when it is absent: a copy onto itself with its metadata
   * replaced, done by the service without the bytes travelling. That is the one way S3 renews an
   * object's `LastModified`; the time is in the metadata too, for services that keep the old one.
   */
  async #refresh(hash: string): Promise<boolean> {
    const key = this.#key(hash);
    try {
      await this.#client.send(
        new CopyObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          // S3 reads the copy source URL-encoded: a prefix may hold spaces, '%' or '+'.
          CopySource: `${this.#bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          Metadata: { [STORED_AT]: new Date().toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  #key(hash: string): string {
    return `${this.#prefix}blobs/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
  }
}

export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // Path-style addresses (`host/bucket/key`) work with every S3-compatible service, where
    // virtual-host addresses need a DNS name per bucket.
    forcePathStyle: true,
    // Checksums only where an operation needs one (ours are given outright): the SDK's default
    // streaming checksum trailers are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The first `length` bytes of a stream; the stream is destroyed once they are read. */
export async function* firstBytes(source: Readable, length: number): AsyncGenerator<Uint8Array> {
  let left = length;
  for await (const chunk of source as AsyncIterable<Uint8Array>) {
    if (left <= 0) break;
    const piece = chunk.byteLength > left ? chunk.subarray(0, left) : chunk;
    left -= piece.byteLength;
    yield piece;
    if (left <= 0) break;
  }
}

export function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
