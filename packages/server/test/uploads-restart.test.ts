import { randomUUID } from 'node:crypto';
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getPhotos } from '@portal/api/clients/photos';
import { getUpload } from '@portal/api/clients/uploads';
import type { Upload } from '@portal/api/schemas/uploads';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../src/blobs/s3-blob-store.ts';
import { readS3Url } from '../src/blobs/s3-location.ts';
import { createPortal, type Portal } from '../src/portal.ts';
import { deployments } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { type S3TestServer, startS3Server } from './support/s3-server.ts';
import {
  createUpload,
  headUpload,
  incomingFiles,
  offsetOf,
  patchAndDrop,
  patchUpload,
  type TusTarget,
  uploadUrl,
} from './support/uploads.ts';

const FRIEND = 'friend@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

async function uniqueJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Where the incoming uploads are, and what a stopped process can leave there: the data folder (the
 * embedded default) or the bucket of `S3_URL` ([Note: Incoming uploads in the bucket]).
 */
interface IncomingPlace {
  readonly name: string;
  /** The S3_URL of a fresh prefix, or undefined for the data folder. */
  s3Url(): string | undefined;
  /** What is stored of unfinished uploads: file names or object keys. */
  list(server: PortalServer): Promise<string[]>;
  /** Stores bytes of an upload from `offset` as the process receiving them would have. */
  append(server: PortalServer, uploadId: string, offset: number, bytes: Uint8Array): Promise<void>;
  /** Stores details and bytes of an upload without a record. */
  writeOrphan(server: PortalServer, uploadId: string): Promise<void>;
}

let s3: S3TestServer | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const inBucket = (server: PortalServer) => {
  const s3Url = server.portal.context.s3Url;
  if (s3Url === undefined) throw new Error('This server keeps its uploads in its data folder');
  const location = readS3Url(s3Url);
  const client = createS3Client(location);
  const put = (key: string, body: Uint8Array | string) =>
    client.send(
      new PutObjectCommand({ Bucket: location.bucket, Key: `${location.prefix}incoming/${key}`, Body: body }),
    );
  return { location, client, put };
};

const PLACES: readonly [IncomingPlace, IncomingPlace] = [
  {
    name: 'the data folder',
    s3Url: () => undefined,
    list: (server) => incomingFiles(server.test.dataDir),
    append: (server, uploadId, _offset, bytes) =>
      appendFile(join(server.test.dataDir, 'uploads-incoming', uploadId), bytes),
    async writeOrphan(server, uploadId) {
      const incoming = join(server.test.dataDir, 'uploads-incoming');
      await writeFile(join(incoming, uploadId), 'partial bytes');
      await writeFile(join(incoming, `${uploadId}.json`), '{}');
    },
  },
  {
    name: 'the bucket',
    s3Url: () => s3?.url(),
    async list(server) {
      const { client, location } = inBucket(server);
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: location.bucket, Prefix: `${location.prefix}incoming/` }),
      );
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async append(server, uploadId, offset, bytes) {
      await inBucket(server).put(`${uploadId}/part-${String(offset).padStart(12, '0')}`, bytes);
    },
    async writeOrphan(server, uploadId) {
      await inBucket(server).put(`${uploadId}/info`, '{}');
      await inBucket(server).put(`${uploadId}/part-000000000000`, 'partial bytes');
    },
  },
];

/**
 * The process stops and a new one starts on the same database, data folder, bucket and address, as
 * after a deploy or a crash: access tokens issued before stay valid.
 */
async function restart(server: PortalServer): Promise<Portal> {
  await server.portal.close();
  // A stopped process keeps no connection open; a client's pooled one must not reach the old server.
  server.portal.app.server.closeAllConnections();
  // Clients see the connections close before the new process is there, as with a real restart.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const portal = await createPortal({
    database: server.test.database,
    dataDir: server.test.dataDir,
    publicUrl: server.baseUrl,
    databaseUrl: server.test.databaseUrl,
    runWorker: false,
    s3Url: server.portal.context.s3Url,
  });
  await portal.app.listen({ port: Number(new URL(server.baseUrl).port), host: '127.0.0.1' });
  return portal;
}

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// [Note: Each engine and each store once]
describe.each(deployments(PLACES))('uploads across a restart on $name', ({ engine, place }) => {
  let server: PortalServer | undefined;
  let restarted: Portal | undefined;

  afterEach(async () => {
    await restarted?.close();
    if (server) await server.test.dispose();
    server = undefined;
    restarted = undefined;
  });

  async function start() {
    server = await startPortalServer(engine.name, { s3Url: place.s3Url() });
    const token = await server.tokenFor(FRIEND);
    const target: TusTarget = { baseUrl: `${server.baseUrl}/services/storage`, token };
    const owner = await accountId(server.portal.context, FRIEND);
    return { server, token, target, owner, storage: server.endpoint('storage', token) };
  }

  it.skipIf(engine.skip)(
    'resumes an upload the stopped process was receiving, from the offset it stored',
    async () => {
      const { server, token, target, owner, storage } = await start();
      const bytes = await uniqueJpeg();
      const created = await createUpload(target, {
        fileName: 'interrupted.jpg',
        fileType: 'image/jpeg',
        length: bytes.byteLength,
      });
      const { url, uploadId } = uploadUrl(target, created);
      const half = Math.floor(bytes.byteLength / 2);
      await patchAndDrop(target, url, 0, bytes, half);
      restarted = await restart(server);

      expect(await offsetOf(target, url)).toBe(half);
      const rest = await patchUpload(target, url, half, bytes.subarray(half));
      expect(rest.status).toBe(204);
      const record = await getUpload(storage, uploadId, owner);
      expect(record).toMatchObject({ status: 'COMPLETED', duplicate: false });
      const page = await getPhotos(server.endpoint('photo', token));
      expect(page.images.map((photo) => photo.imageId)).toContain(record?.photoId);
      expect(await place.list(server)).toEqual([]);
    },
  );

  it.skipIf(engine.skip)(
    'makes the photo of an upload whose bytes were all in when the process stopped, at start-up',
    async () => {
      const { server, target, owner, storage } = await start();
      const bytes = await uniqueJpeg();
      const created = await createUpload(target, {
        fileName: 'all-in.jpg',
        fileType: 'image/jpeg',
        length: bytes.byteLength,
      });
      const { url, uploadId } = uploadUrl(target, created);
      expect((await patchUpload(target, url, 0, bytes.subarray(0, -1))).status).toBe(204);
      // What a process leaves when it stops while making the photo: every byte stored, the record
      // `processing`, no photo row.
      await place.append(server, uploadId, bytes.byteLength - 1, bytes.subarray(-1));
      await server.portal.context.database.db
        .updateTable('uploads')
        .set({ status: 'processing' })
        .where('id', '=', uploadId)
        .execute();
      restarted = await restart(server);

      const record = await eventually<Upload | null>(
        () => getUpload(storage, uploadId, owner),
        (upload) => upload?.status === 'COMPLETED',
      );
      expect(record).toMatchObject({ status: 'COMPLETED', duplicate: false, fileName: 'all-in.jpg' });
      const rows = await server.test.database.db
        .selectFrom('photos')
        .select(['id', 'size', 'upload_id'])
        .where('owner_id', '=', owner)
        .execute();
      expect(rows).toEqual([{ id: record?.photoId, size: bytes.byteLength, upload_id: uploadId }]);
      expect(
        await eventually(
          () => place.list(server),
          (files) => files.length === 0,
        ),
      ).toEqual([]);
      // Every byte is in: a client asking where to resume learns it is done.
      expect(await offsetOf(target, url)).toBe(bytes.byteLength);
    },
  );

  it.skipIf(engine.skip)(
    'ends uploads left unfinished for 24 hours and removes incoming files nobody owns',
    async () => {
      const { server, target, owner, storage } = await start();
      const bytes = await uniqueJpeg();
      const created = await createUpload(target, {
        fileName: 'forgotten.jpg',
        fileType: 'image/jpeg',
        length: bytes.byteLength,
      });
      const { url, uploadId } = uploadUrl(target, created);
      expect((await patchUpload(target, url, 0, bytes.subarray(0, 1000))).status).toBe(204);
      await server.portal.context.database.db
        .updateTable('uploads')
        .set({ created_at: new Date(Date.now() - DAY_MS - 60_000).toISOString() })
        .where('id', '=', uploadId)
        .execute();
      const expired = await headUpload(target, url);
      expect(expired.status).toBe(410);
      expect((await patchUpload(target, url, 1000, bytes.subarray(1000))).status).toBe(410);
      // An upload of an account deleted since: files without a record.
      await place.writeOrphan(server, randomUUID());
      expect(await place.list(server)).toHaveLength(4);
      restarted = await restart(server);

      expect(
        await eventually(
          () => place.list(server),
          (files) => files.length === 0,
        ),
      ).toEqual([]);
      expect((await getUpload(storage, uploadId, owner))?.status).toBe('FAILED');
      expect((await headUpload(target, url)).status).toBe(410);
    },
  );
});
