import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore } from '../src/blobs/blob-store.ts';
import { FileBlobStore } from '../src/blobs/file-blob-store.ts';
import { createS3Client, S3BlobStore } from '../src/blobs/s3-blob-store.ts';
import {
  DOWNLOAD_LINK_VALIDITY_MS,
  EXPORT_CHUNK_LINK_VALIDITY_MS,
  sign,
  signedPath,
  verify,
} from '../src/blobs/signed-url.ts';
import { type S3TestServer, startS3Server } from './support/s3-server.ts';

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

/** `bytes` as a stream of `chunkSize` pieces, each on its own tick. */
function streamOf(bytes: Uint8Array, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < bytes.byteLength; offset += chunkSize) {
        await new Promise((resolve) => setImmediate(resolve));
        yield bytes.subarray(offset, offset + chunkSize);
      }
    })(),
  );
}

/** A store under test, and everything it has written: blobs and staging files, as paths from its root. */
interface StoreKind {
  readonly store: BlobStore;
  everything(): Promise<string[]>;
  dispose(): Promise<void>;
}

let s3: S3TestServer | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const KINDS: Record<string, () => StoreKind> = {
  file: () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-blobs-'));
    const store = new FileBlobStore(dataDir);
    return {
      store,
      everything: async () => (existsSync(dataDir) ? filesUnder(dataDir) : []),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  S3: () => {
    if (s3 === undefined) throw new Error('No S3 server');
    const location = s3.location();
    const staging = mkdtempSync(join(tmpdir(), 'portal-blob-staging-'));
    const client = createS3Client(location);
    const store = new S3BlobStore(location, { stagingFolder: staging, client });
    return {
      store,
      async everything() {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: location.bucket, Prefix: location.prefix }),
        );
        const objects = (listed.Contents ?? []).map((object) =>
          (object.Key ?? '').slice(location.prefix.length),
        );
        return [...objects, ...filesUnder(staging).map((name) => join('staging', name))].sort();
      },
      dispose: async () => rmSync(staging, { recursive: true, force: true }),
    };
  },
};

async function all(hashes: AsyncIterable<string>): Promise<string[]> {
  const result: string[] = [];
  for await (const hash of hashes) result.push(hash);
  return result;
}

describe.each(Object.keys(KINDS))('the %s blob store', (name) => {
  let kind: StoreKind;
  let store: BlobStore;
  beforeEach(() => {
    kind = (KINDS[name] as () => StoreKind)();
    store = kind.store;
  });
  afterEach(async () => {
    await kind.dispose();
  });

  it('stores bytes under blobs/<aa>/<bb>/<sha256> and reports their hash and size', async () => {
    const bytes = randomBytes(100_000);
    const hash = sha256(bytes);
    const result = await store.put(bytes);
    expect(result).toEqual({ hash, size: 100_000, existed: false });
    expect(await kind.everything()).toEqual([join('blobs', hash.slice(0, 2), hash.slice(2, 4), hash)]);
    expect(await all(store.list())).toEqual([hash]);
    expect(await store.has(hash)).toBe(true);
    expect(await store.stat(hash)).toEqual({ size: 100_000, storedAt: expect.any(Date) });
    expect(Buffer.compare(await buffer(await store.get(hash)), bytes)).toBe(0);
  });

  it('computes the hash while streaming a source of many chunks', async () => {
    const bytes = randomBytes(5 * 1024 * 1024 + 17);
    const result = await store.put(streamOf(bytes));
    expect(result).toEqual({ hash: sha256(bytes), size: bytes.byteLength, existed: false });
    expect(Buffer.compare(await buffer(await store.get(result.hash)), bytes)).toBe(0);
  });

  it('stores an empty blob', async () => {
    const result = await store.put(new Uint8Array(0));
    expect(result).toEqual({ hash: sha256(new Uint8Array(0)), size: 0, existed: false });
    expect((await buffer(await store.get(result.hash))).byteLength).toBe(0);
  });

  it('stores the same bytes once: a second put, as bytes or as a stream, reports existed', async () => {
    const bytes = randomBytes(10_000);
    const first = await store.put(bytes);
    expect(await store.put(bytes)).toEqual({ ...first, existed: true });
    expect(await store.put(streamOf(bytes, 999))).toEqual({ ...first, existed: true });
    expect(await kind.everything()).toHaveLength(1);
  });

  it('counts a blob put again as stored then, bytes or stream, written or not', async () => {
    const bytes = randomBytes(1000);
    const { hash } = await store.put(bytes);
    for (const again of [() => bytes, () => streamOf(bytes, 100)]) {
      const before = (await store.stat(hash))?.storedAt.getTime() ?? Number.NaN;
      expect(before).toBeLessThanOrEqual(Date.now());
      // Put again until the store's clock (whole seconds on S3) has moved past the last put.
      await expect
        .poll(async () => {
          await store.put(again());
          return (await store.stat(hash))?.storedAt.getTime();
        })
        .toBeGreaterThan(before);
    }
    expect(await kind.everything()).toHaveLength(1);
  });

  it('lets exactly one of several concurrent puts of the same content write it', async () => {
    const bytes = randomBytes(1024 * 1024);
    const results = await Promise.all(Array.from({ length: 8 }, () => store.put(streamOf(bytes, 32 * 1024))));
    expect(results.filter((result) => !result.existed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.hash))).toEqual(new Set([sha256(bytes)]));
    expect(await kind.everything()).toHaveLength(1);
    expect(Buffer.compare(await buffer(await store.get(sha256(bytes))), bytes)).toBe(0);
  });

  it('leaves no file behind when the source fails mid-stream', async () => {
    const failure = new Error('connection reset');
    const source = Readable.from(
      (async function* () {
        yield randomBytes(64 * 1024);
        yield randomBytes(64 * 1024);
        throw failure;
      })(),
    );
    await expect(store.put(source)).rejects.toBe(failure);
    expect(await kind.everything()).toEqual([]);
  });

  it('leaves no file behind when the put is aborted, and stops reading the source', async () => {
    const controller = new AbortController();
    let chunksRead = 0;
    const source = new Readable({
      read() {
        chunksRead += 1;
        // One chunk, then silence: only the abort can end this put.
        if (chunksRead === 1) {
          this.push(randomBytes(64 * 1024));
          setTimeout(() => controller.abort(), 20);
        }
      },
    });
    await expect(store.put(source, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(source.destroyed).toBe(true);
    expect(await kind.everything()).toEqual([]);
  });

  it('rejects a put whose signal is aborted already, writing nothing', async () => {
    await expect(store.put(randomBytes(10), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(await kind.everything()).toEqual([]);
  });

  it('rejects a source that yields text instead of bytes, leaving nothing', async () => {
    await expect(store.put(Readable.from(['not bytes']))).rejects.toThrow(TypeError);
    expect(await kind.everything()).toEqual([]);
  });

  it('reads inclusive byte ranges', async () => {
    const bytes = randomBytes(1000);
    const { hash } = await store.put(bytes);
    const read = async (start: number, end?: number) =>
      buffer(await store.get(hash, end === undefined ? { start } : { start, end }));
    expect(Buffer.compare(await read(10, 19), bytes.subarray(10, 20))).toBe(0);
    expect(Buffer.compare(await read(990), bytes.subarray(990))).toBe(0);
    expect(Buffer.compare(await read(0, 0), bytes.subarray(0, 1))).toBe(0);
    expect(Buffer.compare(await read(500, 5000), bytes.subarray(500))).toBe(0);
    await expect(store.get(hash, { start: 20, end: 10 })).rejects.toThrow(RangeError);
    await expect(store.get(hash, { start: -1 })).rejects.toThrow(RangeError);
  });

  it('answers an absent blob with not found, undefined and false', async () => {
    const hash = sha256(Buffer.from('never stored'));
    await expect(store.get(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.stat(hash)).toBeUndefined();
    expect(await store.has(hash)).toBe(false);
    expect(await store.delete(hash)).toBe(false);
  });

  it('deletes a blob, after which the same bytes can be stored again', async () => {
    const bytes = randomBytes(100);
    const { hash } = await store.put(bytes);
    expect(await store.delete(hash)).toBe(true);
    expect(await store.has(hash)).toBe(false);
    expect(await store.put(bytes)).toEqual({ hash, size: 100, existed: false });
  });

  it('refuses anything but a hash as an address, so a request cannot name another file', async () => {
    for (const hash of ['../../etc/passwd', 'ABCDEF', `${'a'.repeat(64)}/..`, 'A'.repeat(64)]) {
      await expect(store.get(hash)).rejects.toThrow(TypeError);
      await expect(store.stat(hash)).rejects.toThrow(TypeError);
      await expect(store.delete(hash)).rejects.toThrow(TypeError);
    }
  });
});

describe('the S3 blob store under a prefix that must be escaped', () => {
  it('counts a blob put again as stored then, its copy source escaped as S3 asks', async () => {
    if (s3 === undefined) throw new Error('No S3 server');
    const location = s3.location(`run ${process.pid} 100%`);
    const staging = mkdtempSync(join(tmpdir(), 'portal-blob-staging-'));
    try {
      const store = new S3BlobStore(location, { stagingFolder: staging, client: createS3Client(location) });
      const bytes = randomBytes(1000);
      const { hash } = await store.put(bytes);
      const before = (await store.stat(hash))?.storedAt.getTime() ?? Number.NaN;
      await expect
        .poll(async () => {
          expect(await store.put(bytes)).toMatchObject({ hash, existed: true });
          return (await store.stat(hash))?.storedAt.getTime();
        })
        .toBeGreaterThan(before);
      expect(Buffer.compare(await buffer(await store.get(hash)), bytes)).toBe(0);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
});

describe('the file blob store on disk', () => {
  let dataDir: string;
  let store: FileBlobStore;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-blobs-'));
    store = new FileBlobStore(dataDir);
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes temporary files left by a process that died mid-put, and only those', async () => {
    await store.put(randomBytes(10));
    const folder = join(store.root, 'tmp');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'left-over.part'), 'half a photo');
    writeFileSync(join(folder, 'in-progress.part'), 'a photo being written');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(join(folder, 'left-over.part'), twoDaysAgo, twoDaysAgo);
    expect(await store.removeStaleTemporaryFiles()).toBe(1);
    expect(readdirSync(folder)).toEqual(['in-progress.part']);
  });
});

describe('signed URLs', () => {
  const secret = 'test-signing-secret';
  const path = '/services/exports/backups/b-1/chunks/0/download';
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const expiresAt = now + EXPORT_CHUNK_LINK_VALIDITY_MS;

  it('keeps export chunk links 7 days and download links a day', () => {
    expect(EXPORT_CHUNK_LINK_VALIDITY_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(DOWNLOAD_LINK_VALIDITY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('accepts its own signature until the expiry second', () => {
    const query = sign(path, expiresAt, secret);
    expect(query.expires).toBe(String(expiresAt / 1000));
    expect(query.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verify(path, query, secret, now)).toEqual({ valid: true });
    expect(verify(path, query, secret, expiresAt - 1)).toEqual({ valid: true });
    expect(sign(path, new Date(expiresAt), secret)).toEqual(query);
  });

  it('rejects an expired link as expired', () => {
    const query = sign(path, expiresAt, secret);
    expect(verify(path, query, secret, expiresAt)).toEqual({ valid: false, reason: 'expired' });
    expect(verify(path, query, secret, new Date(expiresAt + 1000))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('rejects a changed expiry, path, signature or secret', () => {
    const query = sign(path, expiresAt, secret);
    const later = String(Number(query.expires) + 3600);
    const flipped = `${query.signature.startsWith('A') ? 'B' : 'A'}${query.signature.slice(1)}`;
    const badSignature = { valid: false, reason: 'bad-signature' };
    expect(verify(path, { ...query, expires: later }, secret, now)).toEqual(badSignature);
    expect(verify(path.replace('/0/', '/1/'), query, secret, now)).toEqual(badSignature);
    expect(verify(path, { ...query, signature: flipped }, secret, now)).toEqual(badSignature);
    expect(verify(path, query, 'another-secret', now)).toEqual(badSignature);
    // An expired link that was also tampered with is reported as tampered, not as expired.
    expect(verify(path, { ...query, expires: later }, secret, expiresAt + 7200_000)).toEqual(badSignature);
  });

  it('rejects missing, repeated or malformed parameters', () => {
    const query = sign(path, expiresAt, secret);
    const malformed = { valid: false, reason: 'malformed' };
    expect(verify(path, {}, secret, now)).toEqual(malformed);
    expect(verify(path, { expires: query.expires }, secret, now)).toEqual(malformed);
    expect(verify(path, { ...query, expires: [query.expires, query.expires] }, secret, now)).toEqual(
      malformed,
    );
    expect(verify(path, { ...query, expires: `${query.expires}.5` }, secret, now)).toEqual(malformed);
    expect(verify(path, { ...query, signature: `${query.signature}=` }, secret, now)).toEqual(malformed);
    expect(verify(path, { ...query, signature: query.signature.slice(1) }, secret, now)).toEqual(malformed);
  });

  it('builds a link path whose query verifies', () => {
    const link = new URL(signedPath(path, expiresAt, secret), 'https://photos.example');
    expect(link.pathname).toBe(path);
    const query = Object.fromEntries(link.searchParams);
    expect(verify(link.pathname, query, secret, now)).toEqual({ valid: true });
  });

  it('signs only URL paths', () => {
    expect(() => sign('downloads/1', expiresAt, secret)).toThrow(TypeError);
    expect(() => sign('/downloads/1?user=2', expiresAt, secret)).toThrow(TypeError);
    expect(() => sign(path, Number.NaN, secret)).toThrow(RangeError);
  });
});
