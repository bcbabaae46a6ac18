import { randomUUID } from 'node:crypto';
import { getPhotos } from '@portal/api/clients/photos';
import { findUpload, getAnonymousUploads, getUpload } from '@portal/api/clients/uploads';
import type { Photo } from '@portal/api/schemas/photos';
import { TUS_ENDPOINT_PATH } from '@portal/api/schemas/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingStoreFor } from '../src/services/storage/incoming-store.ts';
import { deployments } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { hasRealPhotos, NEEDS_REAL_PHOTOS, orientedJpeg, realPhoto } from './support/real-photos.ts';
import { type S3TestServer, startS3Server } from './support/s3-server.ts';
import {
  createUpload,
  headUpload,
  offsetOf,
  patchAndDrop,
  patchUpload,
  TUS_VERSION,
  type TusTarget,
  tusMetadata,
  uploadFile,
  uploadUrl,
} from './support/uploads.ts';

/** Small enough that the generated photos go in several PATCHes. */
const SMALL_CHUNK = 512;

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const BUSINESS = 'business@example.com';

const NOT_A_PHOTO = 'The file is not a JPEG, PNG or HEIC photo';
const DAMAGED = 'The photo could not be read: the file is damaged or incomplete';

/** A JPEG of random pixels: its own bytes every time, about 250 KB. */
async function uniqueJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

let s3: S3TestServer | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

/** Where the incoming uploads and blobs are: the data folder, or the bucket of `S3_URL`. */
interface Place {
  readonly name: string;
  readonly inBucket: boolean;
}
const PLACES: readonly [Place, Place] = [
  { name: 'the data folder', inBucket: false },
  { name: 'the bucket', inBucket: true },
];

// [Note: Each engine and each store once]
describe.each(deployments(PLACES))('uploads on $name', ({ engine, place }) => {
  let server: PortalServer;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name, { s3Url: place.inBucket ? s3?.url() : undefined });
    for (const email of [DEMO, FRIEND, BUSINESS]) tokens.set(email, await server.tokenFor(email));
  });
  afterAll(async () => {
    await server?.close();
  });

  const token = (email: string): string => tokens.get(email) ?? '';
  const storage = (email?: string): TusTarget => ({
    baseUrl: `${server.baseUrl}/services/storage`,
    ...(email === undefined ? {} : { token: token(email) }),
  });
  const storageEndpoint = (email: string) => server.endpoint('storage', token(email));
  const ownerId = (email: string) => accountId(server.portal.context, email);

  async function photosOf(email: string): Promise<Photo[]> {
    const page = await getPhotos(server.endpoint('photo', token(email)), { limit: 500 });
    return page.images;
  }
  async function photoOf(email: string, photoId: string): Promise<Photo> {
    const photo = (await photosOf(email)).find((candidate) => candidate.imageId === photoId);
    if (!photo) throw new Error(`Photo ${photoId} is not listed`);
    return photo;
  }
  async function photoRows(email: string) {
    return server.portal.context.database.db
      .selectFrom('photos')
      .select(['id', 'blob_hash'])
      .where('owner_id', '=', await ownerId(email))
      .execute();
  }

  /** Uploads a file over tus and returns its finished record through the contract's client. */
  async function upload(
    email: string,
    bytes: Uint8Array,
    fileName: string,
    fileType = 'image/jpeg',
    chunkSize = 256 * 1024,
  ) {
    const sent = await uploadFile(storage(email), bytes, { fileName, fileType, chunkSize });
    const record = await getUpload(storageEndpoint(email), sent.uploadId, await ownerId(email));
    return { ...sent, record };
  }

  /** The hashes of the stored blobs, in order. */
  async function storedBlobs(): Promise<string[]> {
    const hashes: string[] = [];
    for await (const hash of server.portal.context.blobs.list()) hashes.push(hash);
    return hashes.sort();
  }
  /** The ids of the uploads with bytes or details stored. */
  async function incomingUploads(): Promise<string[]> {
    const { dataDir, s3Url } = server.portal.context;
    return (await incomingStoreFor({ dataDir, s3Url }))({ onRefused: async () => {} }).listIds();
  }

  /** Asserts a refused upload left nothing: no photo, no blob, no incoming upload. */
  async function expectNothingStored(email: string, before: { blobs: string[]; photos: number }) {
    expect(await storedBlobs()).toEqual(before.blobs);
    expect((await photoRows(email)).length).toBe(before.photos);
    expect(await incomingUploads()).toEqual([]);
  }
  async function snapshot(email: string) {
    return { blobs: await storedBlobs(), photos: (await photoRows(email)).length };
  }

  it.skipIf(engine.skip)(
    'makes a photo of a JPEG sent over tus in pieces, listed by the photo service once every blob is stored',
    async () => {
      const bytes = await orientedJpeg(1);
      expect(bytes.byteLength).toBeGreaterThan(2 * SMALL_CHUNK);
      const { last, uploadId, record } = await upload(
        DEMO,
        bytes,
        'Landscape_1.jpg',
        'image/jpeg',
        SMALL_CHUNK,
      );
      expect(last.status).toBe(204);
      expect(last.headers.get('Upload-Offset')).toBe(String(bytes.byteLength));
      expect(record).toMatchObject({
        id: uploadId,
        accountId: await ownerId(DEMO),
        status: 'COMPLETED',
        fileName: 'Landscape_1.jpg',
        fileType: 'image/jpeg',
        size: bytes.byteLength,
        duplicate: false,
      });
      const photo = await photoOf(DEMO, record?.photoId ?? '');
      expect(photo).toMatchObject({ localFileName: 'Landscape_1.jpg', uploadId });
      expect(photo.thumbnails.map((thumbnail) => thumbnail.id).sort((a, b) => a - b)).toEqual([
        300, 800, 1300,
      ]);
      // Every blob the row names is there: the original and the three thumbnails.
      const row = await server.portal.context.database.db
        .selectFrom('photos')
        .select(['blob_hash', 'thumbnails'])
        .where('id', '=', photo.imageId)
        .executeTakeFirstOrThrow();
      const hashes = [
        row.blob_hash,
        ...(JSON.parse(row.thumbnails) as { hash: string }[]).map((t) => t.hash),
      ];
      for (const hash of hashes) expect(await server.portal.context.blobs.has(hash)).toBe(true);
      expect(await incomingUploads()).toEqual([]);
    },
  );

  it.skipIf(engine.skip)(
    'makes every EXIF orientation upright: thumbnails laid out as orientation 1, a phone portrait as a portrait',
    async () => {
      const sizesOf = (photo: Photo) =>
        Object.fromEntries(
          photo.thumbnails.map((thumbnail) => [thumbnail.id, [thumbnail.width, thumbnail.height]]),
        );
      const reference = await upload(DEMO, await orientedJpeg(1), 'again.jpg');
      const upright = sizesOf(await photoOf(DEMO, reference.record?.photoId ?? ''));
      expect(upright[1300]?.[0]).toBeGreaterThan(upright[1300]?.[1] ?? Number.POSITIVE_INFINITY);
      for (const orientation of [2, 3, 4, 5, 6, 7, 8] as const) {
        const name = `Landscape_${orientation}.jpg`;
        const { record } = await upload(DEMO, await orientedJpeg(orientation), name);
        expect(record?.status, name).toBe('COMPLETED');
        const photo = await photoOf(DEMO, record?.photoId ?? '');
        expect(sizesOf(photo), name).toEqual(upright);
      }
      const { record } = await upload(DEMO, await orientedJpeg(6, { portrait: true }), 'Portrait_6.jpg');
      const portrait = await photoOf(DEMO, record?.photoId ?? '');
      expect(portrait.visibleHeight).toBeGreaterThan(portrait.visibleWidth);
      const preview = portrait.thumbnails.find((thumbnail) => thumbnail.id === 1300);
      expect(preview?.height).toBe(portrait.visibleHeight);
      expect(preview?.height).toBeGreaterThan(preview?.width ?? Number.POSITIVE_INFINITY);
    },
  );

  it.skipIf(engine.skip || !hasRealPhotos)(
    `accepts the HEIC photos of phones and cameras with the date they were taken${NEEDS_REAL_PHOTOS}`,
    async () => {
      const expected = [
        { name: 'pug.heic', taken: '2023-02-21T11:33:08Z', width: 4032, height: 3024 },
        { name: 'L_exif_xmp_iptc.heic', taken: '2020-09-14T16:09:34Z', width: 64, height: 64 },
      ];
      for (const { name, taken, width, height } of expected) {
        const { record } = await upload(DEMO, await realPhoto('heic', name), name, 'image/heic');
        expect(record, name).toMatchObject({ status: 'COMPLETED', fileType: 'image/heic' });
        const photo = await photoOf(DEMO, record?.photoId ?? '');
        expect(Date.parse(photo.dateTaken ?? ''), name).toBe(Date.parse(taken));
        expect([photo.visibleWidth, photo.visibleHeight], name).toEqual([width, height]);
      }
      // No offset in its EXIF: the wall clock is kept, so the day is the one the phone showed.
      const { record } = await upload(
        DEMO,
        await realPhoto('heic', 'xiaomi.heic'),
        'xiaomi.heic',
        'image/heic',
      );
      const xiaomi = await photoOf(DEMO, record?.photoId ?? '');
      expect(xiaomi.dateTaken?.slice(0, 10)).toBe('2023-04-27');
      expect(xiaomi.location).toEqual({ year: 2023, month: 4 });
    },
  );

  // Decoding does not depend on the engine, and media.test.ts decodes this photo too: it is sent once,
  // through the bucket (parts of a large file).
  it.skipIf(engine.skip || !hasRealPhotos || !place.inBucket)(
    `accepts a 200-megapixel HEIC from a phone${NEEDS_REAL_PHOTOS}`,
    async () => {
      const { record } = await upload(
        DEMO,
        await realPhoto('heic', '200MP.heic'),
        '200MP.heic',
        'image/heic',
      );
      expect(record?.status).toBe('COMPLETED');
      const photo = await photoOf(DEMO, record?.photoId ?? '');
      expect(photo.visibleWidth * photo.visibleHeight).toBeGreaterThan(199_000_000);
      const preview = photo.thumbnails.find((thumbnail) => thumbnail.id === 1300);
      expect(Math.max(preview?.width ?? 0, preview?.height ?? 0)).toBe(1300);
    },
    120_000,
  );

  it.skipIf(engine.skip || !hasRealPhotos)(
    `refuses truncated and corrupted HEIC files with a clear message, storing nothing${NEEDS_REAL_PHOTOS}`,
    async () => {
      for (const name of ['truncated.heic', 'corrupted.heic']) {
        const before = await snapshot(DEMO);
        const { last, uploadId } = await uploadFile(storage(DEMO), await realPhoto('heic', name), {
          fileName: name,
          fileType: 'image/heic',
        });
        expect(last.status, name).toBe(422);
        expect(await last.text(), name).toBe(DAMAGED);
        await expectNothingStored(DEMO, before);
        expect((await getUpload(storageEndpoint(DEMO), uploadId, await ownerId(DEMO)))?.status, name).toBe(
          'FAILED',
        );
      }
    },
  );

  it.skipIf(engine.skip)('refuses an empty file when the upload is created, storing nothing', async () => {
    const before = await snapshot(DEMO);
    const created = await createUpload(storage(DEMO), {
      fileName: 'empty.heic',
      fileType: 'image/heic',
      length: 0,
    });
    expect(created.status).toBe(422);
    expect(await created.text()).toBe('The file is empty');
    expect(created.headers.get('Location')).toBeNull();
    await expectNothingStored(DEMO, before);
  });

  it.skipIf(engine.skip)(
    'refuses a text file named .jpg by its content with 415, storing nothing',
    async () => {
      const before = await snapshot(DEMO);
      const text = Buffer.from('These are not the pixels you are looking for.\n'.repeat(20));
      const { last, uploadId } = await uploadFile(storage(DEMO), text, {
        fileName: 'holiday.jpg',
        fileType: 'image/jpeg',
      });
      expect(last.status).toBe(415);
      expect(await last.text()).toBe(NOT_A_PHOTO);
      await expectNothingStored(DEMO, before);
      const record = await getUpload(storageEndpoint(DEMO), uploadId, await ownerId(DEMO));
      expect(record).toMatchObject({ status: 'FAILED', photoId: null, duplicate: false });
    },
  );

  it.skipIf(engine.skip)(
    'refuses a large file that is not a photo as soon as its first bytes arrive, before writing any',
    async () => {
      const before = await snapshot(DEMO);
      const bytes = Buffer.alloc(8 * 1024 * 1024, 'not a photo ');
      const created = await createUpload(storage(DEMO), {
        fileName: 'big.png',
        fileType: 'image/png',
        length: bytes.byteLength,
      });
      const { url } = uploadUrl(storage(DEMO), created);
      // The answer may come before the body is sent; either way the refusal is the answer.
      const answer = await patchUpload(storage(DEMO), url, 0, bytes).then(
        async (response) => ({ status: response.status, text: await response.text() }),
        () => null,
      );
      if (answer) expect(answer).toEqual({ status: 415, text: NOT_A_PHOTO });
      await expectNothingStored(DEMO, before);
      expect((await headUpload(storage(DEMO), url)).status).toBe(410);
    },
  );

  it.skipIf(engine.skip)('tells the type from first bytes that arrive over several requests', async () => {
    const before = await snapshot(DEMO);
    const text = Buffer.from('Still not a photo, however it is sliced.\n'.repeat(200));
    const refused = await uploadFile(storage(DEMO), text, {
      fileName: 'sliced.jpg',
      fileType: 'image/jpeg',
      chunkSize: 1000,
    });
    expect(refused.last.status).toBe(415);
    expect(await refused.last.text()).toBe(NOT_A_PHOTO);
    await expectNothingStored(DEMO, before);

    const photo = await uniqueJpeg(300, 200);
    const accepted = await uploadFile(storage(DEMO), photo, {
      fileName: 'sliced-photo.jpg',
      fileType: 'image/jpeg',
      chunkSize: 700,
    });
    expect(accepted.last.status).toBe(204);
  });

  it.skipIf(engine.skip)(
    'answers the requests of an upload that is no longer receiving from its record',
    async () => {
      const base = `${server.baseUrl}/services/storage`;
      const terminate = (url: string) =>
        fetch(url, {
          method: 'DELETE',
          headers: { 'Tus-Resumable': TUS_VERSION, Authorization: `Bearer ${token(DEMO)}` },
        });

      const refused = await uploadFile(storage(DEMO), Buffer.from('plain text'), {
        fileName: 'refused.png',
        fileType: 'image/png',
      });
      expect(refused.last.status).toBe(415);
      const retried = await patchUpload(storage(DEMO), refused.url, 0, Buffer.from('plain text'));
      expect(retried.status).toBe(410);
      expect(await retried.text()).toBe(NOT_A_PHOTO);
      expect((await terminate(refused.url)).status).toBe(204);
      expect(await getUpload(storageEndpoint(DEMO), refused.uploadId, await ownerId(DEMO))).toBeNull();

      const bytes = await uniqueJpeg(200, 200);
      await upload(DEMO, bytes, 'first.jpg');
      const duplicate = await uploadFile(storage(DEMO), bytes, {
        fileName: 'second.jpg',
        fileType: 'image/jpeg',
      });
      expect(duplicate.last.status).toBe(200);
      const repeated = await patchUpload(storage(DEMO), duplicate.url, bytes.byteLength, new Uint8Array(0));
      expect(repeated.status).toBe(200);
      expect(await repeated.json()).toEqual(await duplicate.last.json());

      const created = await createUpload(storage(DEMO), {
        fileName: 'busy.jpg',
        fileType: 'image/jpeg',
        length: bytes.byteLength,
      });
      const busy = uploadUrl(storage(DEMO), created);
      const setStatus = (status: 'processing' | 'uploading') =>
        server.portal.context.database.db
          .updateTable('uploads')
          .set({ status })
          .where('id', '=', busy.uploadId)
          .execute();
      await setStatus('processing');
      expect((await patchUpload(storage(DEMO), busy.url, 0, bytes)).status).toBe(423);
      expect(await offsetOf(storage(DEMO), busy.url)).toBe(bytes.byteLength);
      expect((await getUpload(storageEndpoint(DEMO), busy.uploadId, await ownerId(DEMO)))?.status).toBe(
        'PROCESSING',
      );
      await setStatus('uploading');
      expect((await terminate(busy.url)).status).toBe(204);

      const options = await fetch(`${base}${TUS_ENDPOINT_PATH}/${busy.uploadId}`, { method: 'OPTIONS' });
      expect(options.status).toBe(204);
    },
  );

  it.skipIf(engine.skip)(
    'cleans the file name as it arrives, and saves a photo under an extension of its real type',
    async () => {
      const bytes = await uniqueJpeg(64, 48);
      const sent = 'holiday\r\n"<b>onmouseover=x</b>\u202e../../etc/passwd\u0007.html';
      const { record } = await upload(DEMO, bytes, sent);
      const kept = 'holiday__b_onmouseover=x__b_.._.._etc_passwd.html';
      expect(record?.fileName).toBe(kept);
      const photo = await photoOf(DEMO, record?.photoId ?? '');
      expect(photo.localFileName).toBe(`${kept}.jpg`);
      // A single download is saved under that name, as the JPEG it is.
      const original = await fetch(photo.untouchedUrl);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      expect(original.headers.get('content-disposition')).toBe(
        `attachment; filename="${kept}.jpg"; filename*=UTF-8''${encodeURIComponent(`${kept}.jpg`)}`,
      );

      // A name that already says what the photo is stays as it was.
      const scan = await sharp(await uniqueJpeg(64, 48))
        .png()
        .toBuffer();
      const png = await upload(DEMO, scan, 'Scan.PNG', 'image/png');
      expect((await photoOf(DEMO, png.record?.photoId ?? '')).localFileName).toBe('Scan.PNG');
    },
  );

  it.skipIf(engine.skip)(
    'refuses a declared type the upload dialog does not offer with 415, before any byte',
    async () => {
      const before = await snapshot(DEMO);
      const created = await createUpload(storage(DEMO), {
        fileName: 'anim.gif',
        fileType: 'image/gif',
        length: 10,
      });
      expect(created.status).toBe(415);
      expect(await created.text()).toBe(NOT_A_PHOTO);
      const unnamed = await createUpload(storage(DEMO), {
        fileName: '',
        fileType: 'image/jpeg',
        length: 10,
        metadata: tusMetadata({ filetype: 'image/jpeg' }),
      });
      expect(unnamed.status).toBe(400);
      await expectNothingStored(DEMO, before);
    },
  );

  it.skipIf(engine.skip)('refuses a file over 200 MiB when the upload is created', async () => {
    const created = await createUpload(storage(DEMO), {
      fileName: 'huge.jpg',
      fileType: 'image/jpeg',
      length: 200 * 1024 * 1024 + 1,
    });
    expect(created.status).toBe(413);
    expect(await incomingUploads()).toEqual([]);
  });

  it.skipIf(engine.skip)('resumes a dropped upload where its bytes stopped', async () => {
    const bytes = await uniqueJpeg();
    const created = await createUpload(storage(FRIEND), {
      fileName: 'dropped.jpg',
      fileType: 'image/jpeg',
      length: bytes.byteLength,
    });
    expect(created.status).toBe(201);
    const { url, uploadId } = uploadUrl(storage(FRIEND), created);
    const half = Math.floor(bytes.byteLength / 2);
    await patchAndDrop(storage(FRIEND), url, 0, bytes, half);

    const head = await headUpload(storage(FRIEND), url);
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Offset')).toBe(String(half));
    expect(head.headers.get('Upload-Length')).toBe(String(bytes.byteLength));
    expect(head.headers.get('Cache-Control')).toBe('no-store');
    const uploading = await getUpload(storageEndpoint(FRIEND), uploadId, await ownerId(FRIEND));
    expect(uploading).toMatchObject({ status: 'UPLOADING', photoId: null });

    // A PATCH from the wrong offset changes nothing.
    expect((await patchUpload(storage(FRIEND), url, 0, bytes)).status).toBe(409);
    const rest = await patchUpload(storage(FRIEND), url, half, bytes.subarray(half));
    expect(rest.status).toBe(204);
    const record = await getUpload(storageEndpoint(FRIEND), uploadId, await ownerId(FRIEND));
    expect(record?.status).toBe('COMPLETED');
    // The photo is the whole file: its original is the sent bytes.
    const row = await server.portal.context.database.db
      .selectFrom('photos')
      .select(['blob_hash', 'size'])
      .where('id', '=', record?.photoId ?? '')
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(bytes.byteLength);
    const original = await server.portal.context.blobs.get(row.blob_hash);
    const chunks: Buffer[] = [];
    for await (const chunk of original) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it.skipIf(engine.skip)(
    'answers HEAD of a finished upload with every byte in, and its last PATCH again with the same answer',
    async () => {
      const bytes = await uniqueJpeg(320, 240);
      const { url, record } = await upload(FRIEND, bytes, 'twice-sent.jpg');
      const head = await headUpload(storage(FRIEND), url);
      expect(head.status).toBe(200);
      expect(head.headers.get('Upload-Offset')).toBe(String(bytes.byteLength));
      expect(head.headers.get('Tus-Resumable')).toBe(TUS_VERSION);
      const again = await patchUpload(storage(FRIEND), url, bytes.byteLength, new Uint8Array(0));
      expect(again.status).toBe(204);
      expect(again.headers.get('Upload-Offset')).toBe(String(bytes.byteLength));
      expect((await patchUpload(storage(FRIEND), url, 0, bytes)).status).toBe(409);
      expect(
        (
          await fetch(url, {
            method: 'DELETE',
            headers: { 'Tus-Resumable': TUS_VERSION, Authorization: `Bearer ${token(FRIEND)}` },
          })
        ).status,
      ).toBe(400);
      expect((await photosOf(FRIEND)).filter((photo) => photo.imageId === record?.photoId)).toHaveLength(1);
    },
  );

  it.skipIf(engine.skip)(
    'stores the same bytes uploaded twice by one person once, and reports the second upload as a duplicate',
    async () => {
      const bytes = await uniqueJpeg();
      const first = await upload(FRIEND, bytes, 'original.jpg');
      expect(first.last.status).toBe(204);
      const rowsBefore = (await photoRows(FRIEND)).length;
      const blobsBefore = await storedBlobs();

      const second = await uploadFile(storage(FRIEND), bytes, {
        fileName: 'copy.jpg',
        fileType: 'image/jpeg',
      });
      expect(second.last.status).toBe(200);
      expect(second.last.headers.get('Content-Type')).toContain('application/json');
      expect(await second.last.json()).toEqual({ duplicate: true, photoId: first.record?.photoId });
      expect((await photoRows(FRIEND)).length).toBe(rowsBefore);
      expect(await storedBlobs()).toEqual(blobsBefore);
      const record = await getUpload(storageEndpoint(FRIEND), second.uploadId, await ownerId(FRIEND));
      expect(record).toMatchObject({ status: 'COMPLETED', duplicate: true, photoId: first.record?.photoId });
      expect(
        (await photosOf(FRIEND)).filter((photo) => photo.imageId === first.record?.photoId),
      ).toHaveLength(1);

      // Sent whole with the creation, the duplicate still names its upload.
      const withCreation = await createUpload(storage(FRIEND), {
        fileName: 'copy-2.jpg',
        fileType: 'image/jpeg',
        length: bytes.byteLength,
        body: bytes,
      });
      expect(withCreation.status).toBe(200);
      expect(await withCreation.json()).toEqual({ duplicate: true, photoId: first.record?.photoId });
      const { uploadId } = uploadUrl(storage(FRIEND), withCreation);
      expect((await findUpload(storageEndpoint(FRIEND), uploadId, await ownerId(FRIEND)))?.duplicate).toBe(
        true,
      );

      // Another person's same bytes are their own photo.
      const other = await upload(BUSINESS, bytes, 'shared-by-chance.jpg');
      expect(other.record).toMatchObject({ status: 'COMPLETED', duplicate: false });
      expect(other.record?.photoId).not.toBe(first.record?.photoId);
    },
  );

  it.skipIf(engine.skip)(
    'makes a photo of a file sent whole with the creation (201 with its Location)',
    async () => {
      const bytes = await uniqueJpeg(200, 100);
      const created = await createUpload(storage(FRIEND), {
        fileName: 'at-once.jpg',
        fileType: 'image/jpeg',
        length: bytes.byteLength,
        body: bytes,
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('Upload-Offset')).toBe(String(bytes.byteLength));
      const { uploadId } = uploadUrl(storage(FRIEND), created);
      expect(created.headers.get('Location')).toBe(`/services/storage${TUS_ENDPOINT_PATH}/${uploadId}`);
      const record = await getUpload(storageEndpoint(FRIEND), uploadId, await ownerId(FRIEND));
      expect(record?.status).toBe('COMPLETED');
      expect((await photoOf(FRIEND, record?.photoId ?? '')).localFileName).toBe('at-once.jpg');
    },
  );

  it.skipIf(engine.skip)('terminates an unfinished upload: its bytes and its record are gone', async () => {
    const bytes = await uniqueJpeg(200, 100);
    const created = await createUpload(storage(FRIEND), {
      fileName: 'cancelled.jpg',
      fileType: 'image/jpeg',
      length: bytes.byteLength,
    });
    const { url, uploadId } = uploadUrl(storage(FRIEND), created);
    expect((await patchUpload(storage(FRIEND), url, 0, bytes.subarray(0, 5000))).status).toBe(204);
    expect(await incomingUploads()).toEqual([uploadId]);
    const deleted = await fetch(url, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': TUS_VERSION, Authorization: `Bearer ${token(FRIEND)}` },
    });
    expect(deleted.status).toBe(204);
    expect(await incomingUploads()).toEqual([]);
    expect(await getUpload(storageEndpoint(FRIEND), uploadId, await ownerId(FRIEND))).toBeNull();
    expect((await headUpload(storage(FRIEND), url)).status).toBe(404);
  });

  it.skipIf(engine.skip)("answers 404 to another person's upload id, as to an unknown one", async () => {
    const bytes = await uniqueJpeg(200, 100);
    const created = await createUpload(storage(DEMO), {
      fileName: 'mine.jpg',
      fileType: 'image/jpeg',
      length: bytes.byteLength,
    });
    const { url, uploadId } = uploadUrl(storage(DEMO), created);
    expect((await patchUpload(storage(DEMO), url, 0, bytes.subarray(0, 1000))).status).toBe(204);

    expect((await headUpload(storage(FRIEND), url)).status).toBe(404);
    expect((await patchUpload(storage(FRIEND), url, 1000, bytes.subarray(1000))).status).toBe(404);
    const terminate = await fetch(url, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': TUS_VERSION, Authorization: `Bearer ${token(FRIEND)}` },
    });
    expect(terminate.status).toBe(404);
    const unknown = new URL(url);
    unknown.pathname = unknown.pathname.replace(uploadId, randomUUID());
    expect((await headUpload(storage(FRIEND), unknown.toString())).status).toBe(404);
    expect(await getUpload(storageEndpoint(FRIEND), uploadId, await ownerId(FRIEND))).toBeNull();
    // Naming the owner's account in the query does not help either.
    expect(await getUpload(storageEndpoint(FRIEND), uploadId, await ownerId(DEMO))).toBeNull();
    expect(await getUpload(storageEndpoint(DEMO), uploadId, await ownerId(FRIEND))).toBeNull();
    // A URL whose path names one's own upload and whose query names another's reaches one's own.
    const own = await createUpload(storage(FRIEND), {
      fileName: 'own.jpg',
      fileType: 'image/jpeg',
      length: 2000,
    });
    const ownUrl = uploadUrl(storage(FRIEND), own).url;
    const smuggled = `${ownUrl}?/${uploadId}`;
    expect(await offsetOf(storage(FRIEND), smuggled)).toBe(0);
    expect((await patchUpload(storage(FRIEND), smuggled, 1000, bytes.subarray(1000, 2000))).status).toBe(409);
    // Untouched for its owner.
    expect(await offsetOf(storage(DEMO), url)).toBe(1000);
    expect((await getUpload(storageEndpoint(DEMO), uploadId, await ownerId(DEMO)))?.status).toBe('UPLOADING');
  });

  it.skipIf(engine.skip)('answers 401 to every tus request and record call without a token', async () => {
    const created = await createUpload(storage(DEMO), {
      fileName: 'a.jpg',
      fileType: 'image/jpeg',
      length: 10,
    });
    const { url, uploadId } = uploadUrl(storage(DEMO), created);
    const anonymous = storage();
    expect(
      (await createUpload(anonymous, { fileName: 'a.jpg', fileType: 'image/jpeg', length: 10 })).status,
    ).toBe(401);
    expect((await headUpload(anonymous, url)).status).toBe(401);
    expect((await patchUpload(anonymous, url, 0, new Uint8Array(10))).status).toBe(401);
    expect((await headUpload({ ...anonymous, token: 'not-a-token' }, url)).status).toBe(401);
    const base = `${server.baseUrl}/services/storage`;
    expect((await fetch(`${base}/uploads/${uploadId}?accountId=${await ownerId(DEMO)}`)).status).toBe(401);
    expect(
      (
        await fetch(`${base}/getanonymousuploads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify([uploadId]),
        })
      ).status,
    ).toBe(401);
    // OPTIONS, which browsers send without credentials, describes the endpoint.
    const options = await fetch(`${base}${TUS_ENDPOINT_PATH}`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('Tus-Version')).toBe(TUS_VERSION);
    expect(options.headers.get('Tus-Max-Size')).toBe(String(200 * 1024 * 1024));
    expect(options.headers.get('Tus-Extension')).not.toContain('creation-defer-length');
  });

  it.skipIf(engine.skip)('knows no anonymous uploads, and checks the ids it is asked about', async () => {
    const { uploadId } = await upload(FRIEND, await uniqueJpeg(100, 100), 'signed-in.jpg');
    expect(await getAnonymousUploads(storageEndpoint(FRIEND), [uploadId, randomUUID()])).toEqual([]);
    const response = await fetch(`${server.baseUrl}/services/storage/getanonymousuploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token(FRIEND)}` },
      body: JSON.stringify([]),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('body');
  });

  it.skipIf(engine.skip)('checks the query of an upload record: 400 without an account id', async () => {
    const response = await fetch(`${server.baseUrl}/services/storage/uploads/${randomUUID()}`, {
      headers: { Authorization: `Bearer ${token(FRIEND)}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('query.accountId');
  });
});
