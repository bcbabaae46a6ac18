import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../src/blobs/s3-blob-store.ts';
import { readS3Url } from '../src/blobs/s3-location.ts';
import { checkData, isConsistent } from '../src/check-data/check-data.ts';
import { incomingStoreFor } from '../src/services/storage/incoming-store.ts';
import { randomJpeg } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { type S3TestServer, startS3Server } from './support/s3-server.ts';
import { createUpload, offsetOf, patchUpload, uploadFile, uploadUrl } from './support/uploads.ts';

const DEMO = 'demo@example.com';

interface ListedPhoto {
  readonly imageId: string;
  readonly localFileName: string;
  readonly untouchedUrl: string;
  readonly thumbnails: readonly { readonly url: string }[];
}

/*
 * The server with S3_URL set keeps every blob in the bucket: a photo uploaded over tus is stored
 * there (original and thumbnails), served from there through its signed links, and collected from
 * there when it is deleted; nothing lands in the data folder's blobs, and the data check reads the
 * bucket.
 */
describe('blobs in an S3 bucket', () => {
  let s3: S3TestServer;
  let server: PortalServer;
  let s3Url = '';
  let token = '';

  beforeAll(async () => {
    s3 = await startS3Server();
    s3Url = s3.url();
    server = await startPortalServer('sqlite', { s3Url });
    token = await server.tokenFor(DEMO);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const objectKeys = async (): Promise<string[]> => {
    const location = readS3Url(s3Url);
    const listed = await createS3Client(location).send(
      new ListObjectsV2Command({ Bucket: location.bucket, Prefix: location.prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  };
  const check = async () =>
    checkData({
      database: server.test.database,
      blobs: server.portal.context.blobs,
      incoming: (await incomingStoreFor({ dataDir: server.test.dataDir, s3Url }))({
        onRefused: async () => {},
      }),
    });
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/services/photo${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  it('stores an uploaded photo in the bucket, serves it from there, and collects it there once deleted', async () => {
    const bytes = await randomJpeg(320, 240);
    const uploaded = await uploadFile({ baseUrl: `${server.baseUrl}/services/storage`, token }, bytes, {
      fileName: 'in-the-bucket.jpg',
      fileType: 'image/jpeg',
      chunkSize: 4096,
    });
    expect(uploaded.last.status).toBe(204);

    const keys = await objectKeys();
    // The original and its thumbnails, and nothing in the data folder's blobs.
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(server.test.dataDir, 'blobs'))).toBe(false);

    const { images } = (await (await api('/photos?limit=100')).json()) as { images: ListedPhoto[] };
    const photo = images.find((image) => image.localFileName === 'in-the-bucket.jpg');
    if (photo === undefined) throw new Error('The uploaded photo is not listed');
    const original = await fetch(photo.untouchedUrl);
    expect(original.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await original.arrayBuffer()), Buffer.from(bytes))).toBe(0);
    const ranged = await fetch(photo.untouchedUrl, { headers: { range: 'bytes=0-1' } });
    expect(ranged.status).toBe(206);
    expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([0xff, 0xd8]);
    const thumbnail = await fetch(photo.thumbnails[0]?.url ?? '');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\//);
    await thumbnail.arrayBuffer();

    const report = await check();
    expect(isConsistent(report), JSON.stringify(report)).toBe(true);
    expect(report.blobs).toBe(keys.length);

    const deleted = await api('/photos', {
      method: 'DELETE',
      body: JSON.stringify({ photoIds: [photo.imageId] }),
    });
    expect(deleted.status).toBe(200);
    await server.portal.jobs.drain();
    const left = await objectKeys();
    for (const key of keys) expect(left).not.toContain(key);
    expect((await fetch(photo.untouchedUrl)).status).toBe(404);
  });

  it('keeps an unfinished upload in the bucket: its parts, its first bytes checked across them, its refusal leaving nothing', async () => {
    const target = { baseUrl: `${server.baseUrl}/services/storage`, token };
    const bytes = Buffer.from(await randomJpeg(320, 240));
    const { url, uploadId } = uploadUrl(
      target,
      await createUpload(target, { fileName: 'parts.jpg', fileType: 'image/jpeg', length: bytes.length }),
    );
    // Fewer bytes than the type check needs, then the rest of its bytes in a second part.
    expect((await patchUpload(target, url, 0, bytes.subarray(0, 100))).status).toBe(204);
    expect((await patchUpload(target, url, 100, bytes.subarray(100, 6000))).status).toBe(204);
    const incoming = (await objectKeys()).filter((key) => key.includes(`/incoming/${uploadId}/`));
    expect(incoming.map((key) => key.split('/').at(-1)).sort()).toEqual([
      'info',
      'part-000000000000',
      'part-000000000100',
    ]);
    expect(await offsetOf(target, url)).toBe(6000);
    expect(isConsistent(await check())).toBe(true);
    expect((await patchUpload(target, url, 6000, bytes.subarray(6000))).status).toBe(204);
    expect((await objectKeys()).filter((key) => key.includes('/incoming/'))).toEqual([]);

    // A text file named .jpg, its first bytes split over two parts: refused once they are in.
    const text = Buffer.from('Not a photo at all. '.repeat(300));
    const refused = uploadUrl(
      target,
      await createUpload(target, { fileName: 'notes.jpg', fileType: 'image/jpeg', length: text.length }),
    );
    expect((await patchUpload(target, refused.url, 0, text.subarray(0, 10))).status).toBe(204);
    const answer = await patchUpload(target, refused.url, 10, text.subarray(10));
    expect(answer.status).toBe(415);
    expect(await answer.text()).toBe('The file is not a JPEG, PNG or HEIC photo');
    expect((await objectKeys()).filter((key) => key.includes('/incoming/'))).toEqual([]);

    // Bytes in the bucket that no receiving upload owns are found by the data check.
    await server.test.database.db
      .updateTable('uploads')
      .set({ status: 'failed' })
      .where('id', '=', uploadUrl(target, await startedUpload()).uploadId)
      .execute();
    expect((await check()).incomingWithoutUpload).toHaveLength(1);

    async function startedUpload() {
      const created = await createUpload(target, {
        fileName: 'left.jpg',
        fileType: 'image/jpeg',
        length: bytes.length,
      });
      const { url: started } = uploadUrl(target, created);
      expect((await patchUpload(target, started, 0, bytes.subarray(0, 500))).status).toBe(204);
      return created;
    }
  });
});
