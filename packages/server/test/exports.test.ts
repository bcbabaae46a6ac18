import { randomUUID } from 'node:crypto';
import { getExportChunkUrl, getPhotoExport, requestPhotoExport } from '@portal/api/clients/exports';
import { isHttpStatus } from '@portal/api/http';
import { exportExpiryDate } from '@portal/api/rules/photo-export';
import type { ReadyPhotoExport } from '@portal/api/schemas/exports';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportChunkArchivePath } from '../src/archives/archive-links.ts';
import { signedPath } from '../src/blobs/signed-url.ts';
import { PHOTO_EXPORT_JOB, photoExportJob } from '../src/services/exports/photo-export-job.ts';
import { assertUnzipInstalled, extractZip, fetchZip } from './support/archives.ts';
import { ENGINES } from './support/databases.ts';
import { accountId, addPhoto, addPhotos } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { statusOf } from './support/status-of.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const BUSINESS = 'business@example.com';
const CHANNEL = 'photo-portal-gb';
/** Small enough that a handful of test photos (1–2 KB each) fill several chunks. */
const SMALL_CHUNK_BYTES = 4000;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(assertUnzipInstalled);

describe.each(ENGINES)('photo exports on $name', (engine) => {
  let server: PortalServer;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    server.portal.jobs.register(
      PHOTO_EXPORT_JOB,
      photoExportJob(server.portal.context, { maxChunkBytes: SMALL_CHUNK_BYTES }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    if (engine.skip) return;
    // Each test starts from an empty library for every demo account.
    const { db } = server.portal.context.database;
    await db.deleteFrom('exports').execute();
    await db.deleteFrom('photos').execute();
  });

  const exportsOf = (token?: string) => server.endpoint('exports', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/exports${path}`, { ...init, headers });
  };

  async function readyExport(token: string): Promise<ReadyPhotoExport> {
    const requested = await requestPhotoExport(exportsOf(token), CHANNEL);
    expect(requested).toEqual({ status: 'REQUESTED' });
    await server.portal.jobs.drain();
    const backups = await server.portal.context.database.db.selectFrom('exports').select('id').execute();
    const backupId = backups.at(-1)?.id ?? '';
    const ready = await getPhotoExport(exportsOf(token), backupId);
    if (ready?.status !== 'READY') throw new Error(`Export not ready: ${JSON.stringify(ready)}`);
    return ready;
  }

  it.skipIf(engine.skip)(
    'splits the library into chunks whose zips hold every photo once, byte for byte, named across the export',
    async () => {
      const context = server.portal.context;
      const token = await server.tokenFor(DEMO);
      // The same name in different chunks must still extract side by side into one folder.
      const photos = [];
      for (let index = 0; index < 9; index += 1) {
        photos.push(
          await addPhoto(context, DEMO, {
            localFileName: index % 3 === 0 ? 'IMG_0001.JPG' : `photo-${index}.jpg`,
            dateTaken: `2024-05-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
          }),
        );
      }
      await addPhotos(context, FRIEND, 2);

      const ready = await readyExport(token);
      expect(ready.chunks.length).toBeGreaterThan(1);
      expect(ready.chunks.map((chunk) => chunk.iteration)).toEqual(ready.chunks.map((_, index) => index));
      expect(exportExpiryDate(ready)?.getTime()).toBe(Date.parse(ready.updated) + 7 * DAY_MS);

      const extracted = new Map<string, Buffer>();
      for (const chunk of ready.chunks) {
        const { url } = await getExportChunkUrl(exportsOf(token), ready.backupId, chunk.iteration);
        const link = new URL(url);
        expect(link.pathname).toBe(exportChunkArchivePath(ready.backupId, chunk.iteration));
        // The link expires with the export: its update plus 7 days.
        expect(Number(link.searchParams.get('expires'))).toBe(
          Math.floor((Date.parse(ready.updated) + 7 * DAY_MS) / 1000),
        );
        const zip = await fetchZip(url);
        expect(zip.bytes.byteLength).toBe(chunk.size);
        expect(Number(zip.response.headers.get('content-length'))).toBe(chunk.size);
        expect(zip.response.headers.get('content-disposition')).toBe(
          `attachment; filename="photo-export-${chunk.iteration + 1}.zip"`,
        );
        for (const [name, bytes] of extractZip(zip.path)) {
          expect(extracted.has(name), `${name} is in two chunks`).toBe(false);
          extracted.set(name, bytes);
        }
      }
      expect(extracted.size).toBe(photos.length);
      expect([...extracted.keys()].filter((name) => name.startsWith('IMG_0001')).sort()).toEqual([
        'IMG_0001 (2).JPG',
        'IMG_0001 (3).JPG',
        'IMG_0001.JPG',
      ]);
      // Every photo exactly once, byte-identical; the friend's photos in none.
      const exported = [...extracted.values()].map((bytes) => bytes.toString('base64')).sort();
      expect(exported).toEqual(photos.map((photo) => Buffer.from(photo.bytes).toString('base64')).sort());
      // Oldest first: the first photo taken opens the first chunk under its own name.
      expect(extracted.get('IMG_0001.JPG')?.equals(photos[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    },
  );

  it.skipIf(engine.skip)(
    'answers the export under way to a second request, and the ready one until photos are added',
    async () => {
      const context = server.portal.context;
      const token = await server.tokenFor(DEMO);
      await addPhotos(context, DEMO, 2);
      expect(await requestPhotoExport(exportsOf(token), CHANNEL)).toEqual({ status: 'REQUESTED' });
      expect(await requestPhotoExport(exportsOf(token), CHANNEL)).toEqual({ status: 'REQUESTED' });
      const rows = await context.database.db.selectFrom('exports').select(['id', 'status']).execute();
      expect(rows).toHaveLength(1);
      expect(await server.portal.jobs.drain()).toBe(1);

      const again = await requestPhotoExport(exportsOf(token), CHANNEL);
      expect(again).toMatchObject({ status: 'READY', backupId: rows[0]?.id });
      await addPhoto(context, DEMO);
      expect(await requestPhotoExport(exportsOf(token), CHANNEL)).toEqual({ status: 'REQUESTED' });
      expect(await context.database.db.selectFrom('exports').select('id').execute()).toHaveLength(2);
      await server.portal.jobs.drain();
      // A job taken again after the export is ready changes nothing.
      await server.portal.jobs.enqueue(PHOTO_EXPORT_JOB, { backupId: rows[0]?.id });
      await server.portal.jobs.drain();
      const first = await getPhotoExport(exportsOf(token), rows[0]?.id ?? '');
      expect(first?.status).toBe('READY');
    },
  );

  it.skipIf(engine.skip)('starts one export when two requests arrive together', async () => {
    const context = server.portal.context;
    const token = await server.tokenFor(DEMO);
    await addPhotos(context, DEMO, 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => requestPhotoExport(exportsOf(token), CHANNEL)),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 'REQUESTED' });
    expect(await context.database.db.selectFrom('exports').select('id').execute()).toHaveLength(1);
    expect(await server.portal.jobs.drain()).toBe(1);
  });

  it.skipIf(engine.skip)('fails the request of an empty library at once', async () => {
    const token = await server.tokenFor(BUSINESS);
    await expect(requestPhotoExport(exportsOf(token), CHANNEL)).rejects.toThrow(
      'Unable to generate backup request!',
    );
    expect(await server.portal.jobs.drain()).toBe(0);
  });

  it.skipIf(engine.skip)('fails an export whose original is missing', async () => {
    const context = server.portal.context;
    const token = await server.tokenFor(DEMO);
    const [photo] = await addPhotos(context, DEMO, 2);
    await context.blobs.delete(photo?.blobHash ?? '');
    await requestPhotoExport(exportsOf(token), CHANNEL);
    await server.portal.jobs.drain();
    const [row] = await context.database.db.selectFrom('exports').select(['id', 'status']).execute();
    expect(await getPhotoExport(exportsOf(token), row?.id ?? '')).toEqual({ status: 'FAILED' });
  });

  it.skipIf(engine.skip)(
    "answers 404 for another person's export, an expired one and a missing chunk",
    async () => {
      const context = server.portal.context;
      const token = await server.tokenFor(DEMO);
      const friendToken = await server.tokenFor(FRIEND);
      await addPhotos(context, DEMO, 1);
      const ready = await readyExport(token);

      expect(await getPhotoExport(exportsOf(friendToken), ready.backupId)).toBeNull();
      expect(await getPhotoExport(exportsOf(token), randomUUID())).toBeNull();
      const foreignChunk = await getExportChunkUrl(exportsOf(friendToken), ready.backupId, 0).catch(
        (error: unknown) => error,
      );
      expect(isHttpStatus(foreignChunk, 404)).toBe(true);
      const missingChunk = await getExportChunkUrl(exportsOf(token), ready.backupId, 99).catch(
        (error: unknown) => error,
      );
      expect(isHttpStatus(missingChunk, 404)).toBe(true);

      const { url } = await getExportChunkUrl(exportsOf(token), ready.backupId, 0);
      await context.database.db
        .updateTable('exports')
        .set({ updated_at: new Date(Date.now() - 8 * DAY_MS).toISOString() })
        .where('id', '=', ready.backupId)
        .execute();
      // 'Your download link has expired'.
      expect(await getPhotoExport(exportsOf(token), ready.backupId)).toBeNull();
      const expiredChunk = await getExportChunkUrl(exportsOf(token), ready.backupId, 0).catch(
        (error: unknown) => error,
      );
      expect(isHttpStatus(expiredChunk, 404)).toBe(true);
      // A link given earlier still runs to its own expiry; one past it gives no bytes.
      expect(await statusOf(url)).toBe(200);
      const secret = context.urlSigningSecret;
      const stale = signedPath(exportChunkArchivePath(ready.backupId, 0), Date.now() - 1000, secret);
      expect((await fetch(`${server.baseUrl}${stale}`)).status).toBe(403);
    },
  );

  it.skipIf(engine.skip)('gives no bytes for a tampered link', async () => {
    const token = await server.tokenFor(DEMO);
    await addPhotos(server.portal.context, DEMO, 3);
    const ready = await readyExport(token);
    const { url } = await getExportChunkUrl(exportsOf(token), ready.backupId, 0);
    const otherChunk = new URL(url);
    otherChunk.pathname = exportChunkArchivePath(ready.backupId, 1);
    expect((await fetch(otherChunk)).status).toBe(403);
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await fetch(forged)).status).toBe(403);
    const unsigned = new URL(url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
  });

  it.skipIf(engine.skip)('refuses bad input with 400 and a missing token with 401', async () => {
    const token = await server.tokenFor(DEMO);
    const post = (body: string) => raw('/backups', { method: 'POST', token, body });
    expect((await post('{}')).status).toBe(400);
    expect((await post(JSON.stringify({ channel: '' }))).status).toBe(400);
    expect((await post(JSON.stringify({ channel: 7 }))).status).toBe(400);
    expect((await raw(`/backups/${randomUUID()}/chunks/x/url`, { token })).status).toBe(400);
    expect((await raw(`/backups/${randomUUID()}/chunks/-1/url`, { token })).status).toBe(400);
    expect((await raw(`/backups/${randomUUID()}/chunks/01/url`, { token })).status).toBe(400);

    expect(
      (await raw('/backups', { method: 'POST', body: JSON.stringify({ channel: CHANNEL }) })).status,
    ).toBe(401);
    expect((await raw(`/backups/${randomUUID()}`)).status).toBe(401);
    expect((await raw(`/backups/${randomUUID()}/chunks/0/url`)).status).toBe(401);
    expect((await raw(`/backups/${randomUUID()}`, { token: 'forged' })).status).toBe(401);
  });

  it.skipIf(engine.skip)('answers 409 for the chunk link of an export not ready yet', async () => {
    const context = server.portal.context;
    const token = await server.tokenFor(DEMO);
    await addPhotos(context, DEMO, 1);
    await requestPhotoExport(exportsOf(token), CHANNEL);
    const [row] = await context.database.db.selectFrom('exports').select('id').execute();
    expect(await getPhotoExport(exportsOf(token), row?.id ?? '')).toEqual({ status: 'REQUESTED' });
    const early = await getExportChunkUrl(exportsOf(token), row?.id ?? '', 0).catch(
      (error: unknown) => error,
    );
    expect(isHttpStatus(early, 409)).toBe(true);
    await server.portal.jobs.drain();
  });

  it.skipIf(engine.skip)(
    'exports a library whose photos are all in one chunk at the default size',
    async () => {
      const context = server.portal.context;
      const ownerId = await accountId(context, DEMO);
      await addPhotos(context, DEMO, 3);
      server.portal.jobs.register(PHOTO_EXPORT_JOB, photoExportJob(context));
      try {
        const ready = await readyExport(await server.tokenFor(DEMO));
        expect(ready.chunks).toHaveLength(1);
        const chunk = await context.database.db
          .selectFrom('export_chunks')
          .select('photo_ids')
          .where('export_id', '=', ready.backupId)
          .executeTakeFirstOrThrow();
        const ids = JSON.parse(chunk.photo_ids) as string[];
        const owned = await context.database.db
          .selectFrom('photos')
          .select('id')
          .where('owner_id', '=', ownerId)
          .execute();
        expect(ids.sort()).toEqual(owned.map((row) => row.id).sort());
      } finally {
        server.portal.jobs.register(
          PHOTO_EXPORT_JOB,
          photoExportJob(context, { maxChunkBytes: SMALL_CHUNK_BYTES }),
        );
      }
    },
  );
});
