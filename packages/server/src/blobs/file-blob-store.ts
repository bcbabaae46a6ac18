import { createHash, randomUUID } from 'node:crypto';
import {
  type FileHandle,
  link,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  utimes,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/** Where puts write before their bytes are complete; inside the blob folder, so on the same disk. */
const TEMPORARY_FOLDER = 'tmp';

/** Temporary files older than this are leftovers of a process that died mid-put. */
export const STALE_TEMPORARY_FILE_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Content-addressed files: `<dataDir>/blobs/<aa>/<bb>/<sha256>`, where `aa` and `bb` are the first
 * two pairs of hex digits, so no folder ever holds more than 256 entries plus its share of blobs.
 *
 * [Note: Blobs on S3]
 * The interface maps one to one onto an S3-compatible bucket, which is what a deployment with
 * several server processes uses (`S3_URL`, `S3BlobStore` in s3-blob-store.ts): the object key is
 * `<prefix>blobs/<aa>/<bb>/<hash>`; `get` with a range is a GET with a `Range` header; `has` and
 * `stat` are a HEAD; `delete` is a DELETE (idempotent, so reporting whether it existed costs a
 * HEAD first). An object becomes visible only when its upload completes, which gives the
 * no-partial-blob promise for free. `put` needs the hash before the key is known, so the bytes are
 * staged in a local file while hashing (as here, {@link writeDurably}), then sent in one PUT with
 * `If-None-Match: *` (a 412 means `existed: true`) and `x-amz-checksum-sha256`, so the store
 * verifies the bytes. Staging files are local to the process, as the temporary folder here is.
 */
export class FileBlobStore implements BlobStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'blobs');
  }

  async put(source: BlobSource, options: PutOptions = {}): Promise<PutResult> {
    const { signal } = options;
    signal?.throwIfAborted();
    if (source instanceof Uint8Array) {
      // Whole bytes can be hashed before writing: skip the write when they are stored already.
      const hash = createHash('sha256').update(source).digest('hex');
      if (await this.refresh(hash)) return { hash, size: source.byteLength, existed: true };
    }
    const temporaryPath = await this.createTemporaryPath();
    try {
      const { hash, size } = await writeDurably(temporaryPath, source, signal);
      const existed = await this.publish(temporaryPath, hash);
      return { hash, size, existed };
    } finally {
      await rm(temporaryPath, { force: true });
    }
  }

  async has(hash: string): Promise<boolean> {
    return (await this.stat(hash)) !== undefined;
  }

  /** Marks a stored blob as put now (its file's time); false when it is absent. */
  private async refresh(hash: string): Promise<boolean> {
    const now = new Date();
    try {
      await utimes(this.blobPath(hash), now, now);
      return true;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    }
  }

  async get(hash: string, range?: ByteRange): Promise<Readable> {
    assertBlobHash(hash);
    if (range) assertByteRange(range);
    let handle: FileHandle;
    try {
      handle = await open(this.blobPath(hash), 'r');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') throw new BlobNotFoundError(hash);
      throw error;
    }
    // Opening first means a blob deleted between a check and the read still fails as not found,
    // and the stream owns the handle from here: it closes it at its end or when destroyed.
    return handle.createReadStream(range ? { start: range.start, end: range.end ?? Infinity } : {});
  }

  async stat(hash: string): Promise<BlobStat | undefined> {
    assertBlobHash(hash);
    try {
      const stats = await stat(this.blobPath(hash));
      return { size: stats.size, storedAt: stats.mtime };
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(hash: string): Promise<boolean> {
    assertBlobHash(hash);
    try {
      await unlink(this.blobPath(hash));
      return true;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    for (const first of await foldersOf(this.root)) {
      if (first === TEMPORARY_FOLDER) continue;
      for (const second of await foldersOf(join(this.root, first))) {
        for (const name of await foldersOf(join(this.root, first, second))) {
          if (/^[0-9a-f]{64}$/.test(name)) yield name;
        }
      }
    }
  }

  /**
   * Removes temporary files that no running put can still own: those a process left when it died
   * mid-put (a put in a live process always removes its own). Resolves the number removed.
   */
  async removeStaleTemporaryFiles(olderThanMs = STALE_TEMPORARY_FILE_AGE_MS): Promise<number> {
    const folder = join(this.root, TEMPORARY_FOLDER);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return 0;
      throw error;
    }
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      const path = join(folder, name);
      const stats = await stat(path).catch(() => undefined);
      if (stats && stats.mtimeMs < cutoff) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private blobPath(hash: string): string {
    return join(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  private async createTemporaryPath(): Promise<string> {
    const folder = join(this.root, TEMPORARY_FOLDER);
    await mkdir(folder, { recursive: true });
    return join(folder, `${randomUUID()}.part`);
  }

  /**
   * Makes the complete, synced temporary file visible under its hash. Resolves true when a blob
   * with that hash was there already.
   *
   * [Note: Publishing a blob with link]
   * `link` creates the final name atomically and fails with EEXIST when it exists, so of several
   * puts of the same bytes racing each other exactly one publishes and the others report
   * `existed: true`; `rename` would silently replace the file and every racer would claim the
   * write. Where the file system has no hard links, `rename` is still atomic and, the bytes being
   * identical, replacing is harmless: only the `existed` flag of a racer can then be wrong.
   */
  private async publish(temporaryPath: string, hash: string): Promise<boolean> {
    const path = this.blobPath(hash);
    const folder = dirname(path);
    const createdFolder = await mkdir(folder, { recursive: true });
    let existed = false;
    // Stored already: put again ([Note: A blob put again is fresh again]); unless collection deleted
    // it between the two calls, when it is linked anew.
    for (let linked = false, turn = 1; !linked; turn += 1) {
      try {
        await link(temporaryPath, path);
        linked = true;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EEXIST' && turn < PUBLISH_TURNS) {
          existed = await this.refresh(hash);
          linked = existed;
        } else if (code !== undefined && HARD_LINKS_UNSUPPORTED.has(code)) {
          await rename(temporaryPath, path);
          linked = true;
        } else {
          throw error;
        }
      }
    }
    // A new name is durable only once the folder holding it is synced; a new folder likewise
    // needs its parent synced. A racer that found the blob syncs too: the winner may not have yet.
    await syncFolder(folder);
    if (createdFolder !== undefined) {
      await syncFolder(dirname(folder));
      await syncFolder(this.root);
    }
    return existed;
  }
}

/** How often a put tries to link or mark a blob that collection keeps deleting, before it fails. */
const PUBLISH_TURNS = 3;

const HARD_LINKS_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** Writes `source` to a new file at `path`, hashing as it goes, and syncs it to the disk. */
export async function writeDurably(
  path: string,
  source: BlobSource,
  signal: AbortSignal | undefined,
): Promise<{ hash: string; size: number }> {
  const hasher = createHash('sha256');
  let size = 0;
  const handle = await open(path, 'wx');
  try {
    const write = async (bytes: Uint8Array): Promise<void> => {
      hasher.update(bytes);
      size += bytes.byteLength;
      await writeFully(handle, bytes);
    };
    if (source instanceof Uint8Array) {
      await write(source);
    } else {
      // pipeline destroys the source when the signal aborts or a write fails, so an upload
      // stream is never left paused with its socket open.
      await pipeline(
        source,
        async (chunks: AsyncIterable<unknown>) => {
          for await (const chunk of chunks) await write(asBytes(chunk));
        },
        signal ? { signal } : {},
      );
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { hash: hasher.digest('hex'), size };
}

function asBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  throw new TypeError(`A blob source must yield bytes (Uint8Array), got ${typeof chunk}`);
}

/** `write` may write less than asked (a full disk, a signal); loop until every byte is down. */
async function writeFully(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.byteLength) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.byteLength - offset);
    offset += bytesWritten;
  }
}

async function syncFolder(path: string): Promise<void> {
  // Windows cannot open a folder to sync it; there a new name is as durable as the file system's
  // journal makes it.
  if (process.platform === 'win32') return;
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function errorCode(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** The names in a folder, or none when it does not exist. */
async function foldersOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return [];
    throw error;
  }
}
