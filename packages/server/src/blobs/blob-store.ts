import type { Readable } from 'node:stream';

/**
 * Where originals, thumbnails and anything else too large for a row live. Blobs are addressed by
 * the SHA-256 of their bytes (lower-case hex), so a row stores a hash and never a path: the same
 * API can be served by files on a disk or by an S3-compatible bucket.
 */
export interface BlobStore {
  /**
   * Stores the bytes and resolves once they are durable. The hash is computed while the bytes
   * stream through, so a source of any size is read once and never held in memory. Storing bytes
   * that are already present changes nothing and reports `existed: true`. A put that fails or is
   * aborted leaves nothing behind, and no reader ever sees a partly written blob. Bytes already
   * present are not written again, but their blob counts as stored now (`stat`'s `storedAt`):
   * whoever put them is about to name them in a row, and collection leaves them alone for a while
   * ([Note: Blobs outlive their rows until collected]).
   */
  put(source: BlobSource, options?: PutOptions): Promise<PutResult>;
  has(hash: string): Promise<boolean>;
  /**
   * The blob's bytes, or the bytes of `range`. Rejects with {@link BlobNotFoundError} when the blob
   * is absent, before any byte flows, so a route can still answer 404.
   */
  get(hash: string, range?: ByteRange): Promise<Readable>;
  /** The blob's size and when it was last put, or `undefined` when it is absent. */
  stat(hash: string): Promise<BlobStat | undefined>;
  /**
   * Removes the blob; resolves `false` when it was already absent. Blobs are shared by content, so
   * the caller deletes one only when no row refers to its hash any more.
   */
  delete(hash: string): Promise<boolean>;
  /** Every stored blob's hash, in no particular order: for the data check (`npm run check-data`). */
  list(): AsyncIterable<string>;
}

/** Whole bytes, or a stream of them (a Node readable, an upload body, an async generator). */
export type BlobSource = Uint8Array | AsyncIterable<Uint8Array>;

export interface PutOptions {
  /** Aborting stops reading the source, removes what was written and rejects the put. */
  readonly signal?: AbortSignal;
}

export interface PutResult {
  /** SHA-256 of the bytes, lower-case hex: the blob's address. */
  readonly hash: string;
  readonly size: number;
  /** True when the same bytes were already stored; nothing was written. */
  readonly existed: boolean;
}

export interface BlobStat {
  readonly size: number;
  /** When the bytes were last put: written, or put again while stored. */
  readonly storedAt: Date;
}

/**
 * Bytes `start` to `end`, both inclusive, as in an HTTP `Range: bytes=start-end` header and an S3
 * ranged GET; `end` defaults to the last byte.
 */
export interface ByteRange {
  readonly start: number;
  readonly end?: number;
}

export class BlobNotFoundError extends Error {
  constructor(readonly hash: string) {
    super(`Blob ${hash} does not exist`);
    this.name = 'BlobNotFoundError';
  }
}

const BLOB_HASH = /^[0-9a-f]{64}$/;

/** Whether `value` is a blob address: 64 lower-case hex digits. */
export function isBlobHash(value: string): boolean {
  return BLOB_HASH.test(value);
}

/**
 * Throws unless `hash` is a blob address. Every store calls this before turning a hash into a
 * file name or an object key, so a hash taken from a request can never name anything else.
 */
export function assertBlobHash(hash: string): void {
  if (!isBlobHash(hash)) throw new TypeError(`Not a blob hash (64 lower-case hex digits): '${hash}'`);
}

/** Throws unless `range` is a valid inclusive byte range. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0) {
    throw new RangeError(`Range start must be a non-negative integer, got ${start}`);
  }
  if (end !== undefined && (!Number.isSafeInteger(end) || end < start)) {
    throw new RangeError(`Range end must be an integer not below the start (${start}), got ${end}`);
  }
}
