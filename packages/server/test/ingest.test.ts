import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import type { StoredThumbnail } from '../src/db/photo-library-tables.ts';
import { INGEST_FAILED_MESSAGE, ingestPhotoFile, timelinePosition } from '../src/ingest/index.ts';
import { MediaError } from '../src/media/index.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { hasRealPhotos, NEEDS_REAL_PHOTOS, orientedJpeg, realPhoto } from './support/real-photos.ts';
import { storedBlobs } from './support/uploads.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';

async function undatedJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 120,
      height: 80,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

describe('the timeline position of an ingested photo', () => {
  it('keeps the month the camera wrote, with its offset, and orders by the UTC moment', () => {
    expect(timelinePosition('2024-05-31T15:00:00Z', '2024-06-01T01:00:00+10:00')).toEqual({
      date_taken: '2024-06-01T01:00:00+10:00',
      timeline_at: '2024-05-31T15:00:00.000Z',
      timeline_year: 2024,
      timeline_month: 6,
    });
  });

  it("puts a photo without a date taken in January 1970, the 'Unknown Date' section", () => {
    expect(timelinePosition(null, null)).toEqual({
      date_taken: null,
      timeline_at: '1970-01-01T00:00:00.000Z',
      timeline_year: 1970,
      timeline_month: 1,
    });
  });
});

describe.each(ENGINES)('ingesting photo files on $name', (engine) => {
  let server: PortalServer;
  let demo: string;
  let friend: string;
  let scratch: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    demo = await accountId(server.portal.context, DEMO);
    friend = await accountId(server.portal.context, FRIEND);
    scratch = await mkdtemp(join(tmpdir(), 'ingest-'));
  });
  afterAll(async () => {
    await server?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const context = () => server.portal.context;
  const db = () => server.portal.context.database.db;
  const photoRow = (photoId: string) =>
    db().selectFrom('photos').selectAll().where('id', '=', photoId).executeTakeFirstOrThrow();
  const photoCount = async (ownerId: string) =>
    (await db().selectFrom('photos').select('id').where('owner_id', '=', ownerId).execute()).length;

  it.skipIf(engine.skip || !hasRealPhotos)(
    `makes a photo of HEIC bytes: durable original and thumbnails, the date taken with its offset, a finished upload record${NEEDS_REAL_PHOTOS}`,
    async () => {
      const bytes = await realPhoto('heic', 'pug.heic');
      const result = await ingestPhotoFile(context(), { ownerId: demo, bytes, fileName: 'IMG_0001.HEIC' });
      expect(result.duplicate).toBe(false);
      const row = await photoRow(result.photoId);
      expect(row).toMatchObject({
        owner_id: demo,
        size: bytes.byteLength,
        mime_type: 'image/heic',
        local_file_name: 'IMG_0001.HEIC',
        width: 4032,
        height: 3024,
        date_taken: '2023-02-21T14:33:08+03:00',
        timeline_at: '2023-02-21T11:33:08.000Z',
        timeline_year: 2023,
        timeline_month: 2,
      });
      const thumbnails = JSON.parse(row.thumbnails) as StoredThumbnail[];
      expect(thumbnails.map((thumbnail) => [thumbnail.size, thumbnail.width, thumbnail.height])).toEqual([
        [1300, 1300, 975],
        [800, 800, 600],
        [300, 300, 225],
      ]);
      for (const hash of [row.blob_hash, ...thumbnails.map((thumbnail) => thumbnail.hash)]) {
        expect(await context().blobs.has(hash)).toBe(true);
      }
      const upload = await db()
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', row.upload_id)
        .executeTakeFirstOrThrow();
      expect(upload).toMatchObject({
        owner_id: demo,
        status: 'done',
        photo_id: result.photoId,
        file_name: 'IMG_0001.HEIC',
        file_type: 'image/heic',
        size: bytes.byteLength,
      });
    },
  );

  it.skipIf(engine.skip)('reads a file by path and leaves the caller’s file where it was', async () => {
    const path = join(scratch, 'Landscape_3.jpg');
    await writeFile(path, await orientedJpeg(3));
    const result = await ingestPhotoFile(context(), {
      ownerId: demo,
      filePath: path,
      fileName: 'Landscape_3.jpg',
    });
    expect((await photoRow(result.photoId)).size).toBe((await stat(path)).size);
  });

  it.skipIf(engine.skip)(
    'reports the same bytes of the same person as a duplicate of the photo they have',
    async () => {
      const bytes = await undatedJpeg();
      const first = await ingestPhotoFile(context(), { ownerId: demo, bytes, fileName: 'a.jpg' });
      const photos = await photoCount(demo);
      const blobs = await storedBlobs(server.test.dataDir);
      const again = await ingestPhotoFile(context(), { ownerId: demo, bytes, fileName: 'a-copy.jpg' });
      expect(again).toEqual({ photoId: first.photoId, duplicate: true });
      expect(await photoCount(demo)).toBe(photos);
      expect(await storedBlobs(server.test.dataDir)).toEqual(blobs);
      const row = await photoRow(first.photoId);
      expect(row).toMatchObject({ date_taken: null, timeline_year: 1970, timeline_month: 1 });

      // Another person with the same bytes gets a photo of their own, sharing the blobs.
      const friends = await ingestPhotoFile(context(), { ownerId: friend, bytes, fileName: 'a.jpg' });
      expect(friends.duplicate).toBe(false);
      expect((await photoRow(friends.photoId)).blob_hash).toBe(row.blob_hash);
      expect(await storedBlobs(server.test.dataDir)).toEqual(blobs);
    },
  );

  it.skipIf(engine.skip)('makes one photo of the same bytes ingested twice at the same time', async () => {
    const bytes = await undatedJpeg();
    const results = await Promise.all([
      ingestPhotoFile(context(), { ownerId: friend, bytes, fileName: 'race-1.jpg' }),
      ingestPhotoFile(context(), { ownerId: friend, bytes, fileName: 'race-2.jpg' }),
    ]);
    expect(new Set(results.map((result) => result.photoId)).size).toBe(1);
    expect(results.map((result) => result.duplicate).sort()).toEqual([false, true]);
  });

  it.skipIf(engine.skip)('finishes the upload record it is given', async () => {
    const uploadId = randomUUID();
    const now = nowIso();
    await db()
      .insertInto('uploads')
      .values({
        id: uploadId,
        owner_id: demo,
        file_name: 'given.jpg',
        file_type: 'image/jpeg',
        size: 1,
        status: 'processing',
        photo_id: null,
        error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const bytes = await undatedJpeg();
    const result = await ingestPhotoFile(context(), {
      ownerId: demo,
      bytes,
      fileName: 'given.jpg',
      uploadId,
    });
    expect((await photoRow(result.photoId)).upload_id).toBe(uploadId);
    expect(
      await db()
        .selectFrom('uploads')
        .select(['status', 'photo_id', 'size'])
        .where('id', '=', uploadId)
        .executeTakeFirst(),
    ).toEqual({ status: 'done', photo_id: result.photoId, size: bytes.byteLength });
  });

  it.skipIf(engine.skip)(
    'refuses a file that is not a photo with the pipeline’s MediaError, storing nothing and failing its record',
    async () => {
      const uploadId = randomUUID();
      const now = nowIso();
      await db()
        .insertInto('uploads')
        .values({
          id: uploadId,
          owner_id: demo,
          file_name: 'notes.png',
          file_type: 'image/png',
          size: 12,
          status: 'processing',
          photo_id: null,
          error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const photos = await photoCount(demo);
      const blobs = await storedBlobs(server.test.dataDir);
      const refusal = await ingestPhotoFile(context(), {
        ownerId: demo,
        bytes: Buffer.from('just a note.'),
        fileName: 'notes.png',
        uploadId,
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(MediaError);
      expect(refusal).toMatchObject({
        code: 'unsupported-type',
        message: 'The file is not a JPEG, PNG or HEIC photo',
      });
      expect(await photoCount(demo)).toBe(photos);
      expect(await storedBlobs(server.test.dataDir)).toEqual(blobs);
      expect(
        await db()
          .selectFrom('uploads')
          .select(['status', 'error'])
          .where('id', '=', uploadId)
          .executeTakeFirst(),
      ).toEqual({ status: 'failed', error: 'The file is not a JPEG, PNG or HEIC photo' });
    },
  );

  it.skipIf(engine.skip)(
    'shows no photo when its row cannot be written, and lists the blobs it wrote for collection',
    async () => {
      const bytes = await undatedJpeg();
      const nobody = randomUUID();
      const before = new Set(await storedBlobs(server.test.dataDir));
      const error = await ingestPhotoFile(context(), {
        ownerId: nobody,
        bytes,
        fileName: 'orphan.jpg',
      }).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(MediaError);
      expect(await photoCount(nobody)).toBe(0);
      // Every blob the failed ingest wrote (the original, and the thumbnails: three equal ones for a
      // photo smaller than 300 pixels) waits for collection.
      const written = (await storedBlobs(server.test.dataDir))
        .filter((path) => !before.has(path))
        .map((path) => path.split('/').at(-1));
      expect(written).toHaveLength(2);
      const listed = await db().selectFrom('blob_deletions').select('hash').execute();
      expect(listed.map((row) => row.hash).sort()).toEqual(written.sort());
      expect(INGEST_FAILED_MESSAGE).toMatch(/upload it again/);
    },
  );
});
