import { randomUUID } from 'node:crypto';
import {
  createDownload,
  createSharedAlbumDownload,
  getDownloads,
  getDownloadUrl,
} from '@portal/api/clients/downloads';
import { isHttpStatus } from '@portal/api/http';
import { ArchiveEvent } from '@portal/api/schemas/downloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadArchivePath } from '../src/archives/archive-links.ts';
import { DOWNLOAD_LINK_VALIDITY_MS, signedPath } from '../src/blobs/signed-url.ts';
import { nowIso } from '../src/db/database.ts';
import {
  addSharedAlbum,
  assertUnzipInstalled,
  extractZip,
  fetchZip,
  openPushSocket,
  settle,
} from './support/archives.ts';
import { ENGINES } from './support/databases.ts';
import { accountId, addPhoto, addPhotos } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { statusOf } from './support/status-of.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const BUSINESS = 'business@example.com';

const event = (type: ArchiveEvent['type'], userId: string, downloadId: string) => ({
  type,
  data: { userId, downloadId },
});

beforeAll(assertUnzipInstalled);

describe.each(ENGINES)('downloads on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;
  let demoId: string;
  let friendId: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
    demoId = await accountId(server.portal.context, DEMO);
    friendId = await accountId(server.portal.context, FRIEND);
  });
  afterAll(async () => {
    await server?.close();
  });

  const downloads = (token?: string) => server.endpoint('downloads', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/downloads${path}`, { ...init, headers });
  };

  it.skipIf(engine.skip)(
    'zips the photos as {downloadId}.zip, announcing started then finished to the owner only',
    async () => {
      const context = server.portal.context;
      const photos = [
        await addPhoto(context, DEMO, { localFileName: 'IMG_0001.JPG' }),
        await addPhoto(context, DEMO, { localFileName: 'IMG_0001.JPG' }),
        await addPhoto(context, DEMO, { localFileName: 'beach.jpg' }),
      ];
      const owner = await openPushSocket(server, demoToken);
      const other = await openPushSocket(server, friendToken);
      const id = randomUUID();

      const created = await createDownload(downloads(demoToken), {
        id,
        name: 'Summer',
        photos: photos.map((photo) => photo.id),
      });
      expect(created).toEqual({ id, name: 'Summer', photos: photos.map((photo) => photo.id) });
      // Not finished until its job has run.
      const early = await getDownloadUrl(downloads(demoToken), id).catch((error: unknown) => error);
      expect(isHttpStatus(early, 409)).toBe(true);

      expect(await server.portal.jobs.drain()).toBe(1);
      const messages = await owner.waitFor(2);
      expect(messages).toEqual([event('archive-started', demoId, id), event('archive-finished', demoId, id)]);
      for (const message of messages) expect(ArchiveEvent.safeParse(message).success).toBe(true);
      await settle();
      expect(other.messages).toEqual([]);

      const { url } = await getDownloadUrl(downloads(demoToken), id);
      expect(url.startsWith(`${server.baseUrl}${downloadArchivePath(id)}?`)).toBe(true);
      const zip = await fetchZip(url);
      expect(zip.response.headers.get('content-type')).toBe('application/zip');
      expect(zip.response.headers.get('content-disposition')).toBe(`attachment; filename="${id}.zip"`);
      expect(Number(zip.response.headers.get('content-length'))).toBe(zip.bytes.byteLength);
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(zip.bytes.byteLength);
      const row = await context.database.db
        .selectFrom('downloads')
        .select(['status', 'size'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'finished', size: zip.bytes.byteLength });

      const files = extractZip(zip.path);
      expect([...files.keys()].sort()).toEqual(['IMG_0001 (2).JPG', 'IMG_0001.JPG', 'beach.jpg']);
      expect(files.get('IMG_0001.JPG')?.equals(photos[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(files.get('IMG_0001 (2).JPG')?.equals(photos[1]?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(files.get('beach.jpg')?.equals(photos[2]?.bytes ?? Buffer.alloc(0))).toBe(true);

      const listed = await getDownloads(downloads(demoToken));
      expect(listed.items[0]).toEqual(created);
      expect((await getDownloads(downloads(friendToken))).items.map((item) => item.id)).not.toContain(id);
      owner.close();
      other.close();
    },
  );

  it.skipIf(engine.skip)('announces the outcome once when the job runs again', async () => {
    const [photo] = await addPhotos(server.portal.context, DEMO, 1);
    const id = randomUUID();
    const owner = await openPushSocket(server, demoToken);
    await createDownload(downloads(demoToken), { id, photos: [photo?.id ?? ''] });
    await server.portal.jobs.drain();
    await owner.waitFor(2);
    // A worker that took the job again after a stall finds it finished and says nothing.
    await server.portal.jobs.enqueue('download-archive', { downloadId: id });
    await server.portal.jobs.drain();
    await settle();
    expect(owner.messages).toHaveLength(2);
    owner.close();
  });

  it.skipIf(engine.skip)(
    "refuses photos that are not the person's, listed twice or more than 100, and bad ids",
    async () => {
      const [own] = await addPhotos(server.portal.context, DEMO, 1);
      const [others] = await addPhotos(server.portal.context, FRIEND, 1);
      const ownId = own?.id ?? '';
      const othersId = others?.id ?? '';
      const post = (body: unknown) =>
        raw('/downloads', { method: 'POST', token: demoToken, body: JSON.stringify(body) });

      const foreign = await post({ id: randomUUID(), photos: [ownId, othersId] });
      expect(foreign.status).toBe(400);
      const message = ((await foreign.json()) as { message: string }).message;
      expect(message).toContain('not photos of this library');
      expect(message).toContain(othersId);
      // The same answer for an id that does not exist at all.
      expect((await post({ id: randomUUID(), photos: [randomUUID()] })).status).toBe(400);
      expect((await post({ id: randomUUID(), photos: [ownId, ownId] })).status).toBe(400);
      expect(
        (await post({ id: randomUUID(), photos: Array.from({ length: 101 }, () => ownId) })).status,
      ).toBe(400);
      expect((await post({ id: randomUUID(), photos: [] })).status).toBe(400);
      expect((await post({ id: 'not-a-uuid', photos: [ownId] })).status).toBe(400);
      expect((await post({ photos: [ownId] })).status).toBe(400);
      // A name is a label of at most 255 characters, not a place to store 900 KB.
      const huge = await post({ id: randomUUID(), name: 'n'.repeat(900 * 1024), photos: [ownId] });
      expect(huge.status).toBe(400);
      expect(((await huge.json()) as { message: string }).message).toContain('name');
      expect((await post({ id: randomUUID(), name: 'n'.repeat(256), photos: [ownId] })).status).toBe(400);
      // Nothing was written for any of them.
      expect(await server.portal.jobs.drain()).toBe(0);
    },
  );

  it.skipIf(engine.skip)('refuses an id it holds already with 409, whoever holds it', async () => {
    const [own] = await addPhotos(server.portal.context, DEMO, 1);
    const [friends] = await addPhotos(server.portal.context, FRIEND, 1);
    const id = randomUUID();
    await createDownload(downloads(demoToken), { id, photos: [own?.id ?? ''] });
    const again = await createDownload(downloads(demoToken), { id, photos: [own?.id ?? ''] }).catch(
      (error: unknown) => error,
    );
    expect(isHttpStatus(again, 409)).toBe(true);
    const stolen = await createDownload(downloads(friendToken), { id, photos: [friends?.id ?? ''] }).catch(
      (error: unknown) => error,
    );
    expect(isHttpStatus(stolen, 409)).toBe(true);
    await server.portal.jobs.drain();
  });

  it.skipIf(engine.skip)("answers 404 for another person's download and 401 without a token", async () => {
    const [photo] = await addPhotos(server.portal.context, DEMO, 1);
    const id = randomUUID();
    await createDownload(downloads(demoToken), { id, photos: [photo?.id ?? ''] });
    await server.portal.jobs.drain();
    const stranger = await getDownloadUrl(downloads(friendToken), id).catch((error: unknown) => error);
    expect(isHttpStatus(stranger, 404)).toBe(true);
    const unknown = await getDownloadUrl(downloads(friendToken), randomUUID()).catch(
      (error: unknown) => error,
    );
    expect(isHttpStatus(unknown, 404)).toBe(true);
    expect((await raw('/downloads')).status).toBe(401);
    expect((await raw(`/downloads/${id}/url`)).status).toBe(401);
    expect((await raw('/downloads', { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await raw('/downloads', { token: 'forged' })).status).toBe(401);
    expect((await raw('/shared-album-downloads', { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it.skipIf(engine.skip)('gives no bytes for a tampered, foreign or expired link', async () => {
    const photos = await addPhotos(server.portal.context, DEMO, 2);
    const first = randomUUID();
    const second = randomUUID();
    await createDownload(downloads(demoToken), { id: first, photos: [photos[0]?.id ?? ''] });
    await createDownload(downloads(demoToken), { id: second, photos: [photos[1]?.id ?? ''] });
    await server.portal.jobs.drain();
    const { url } = await getDownloadUrl(downloads(demoToken), first);
    const link = new URL(url);
    expect(Number(link.searchParams.get('expires')) * 1000).toBeGreaterThan(
      Date.now() + DOWNLOAD_LINK_VALIDITY_MS - 60_000,
    );

    const tampered = new URL(url);
    const signature = link.searchParams.get('signature') ?? '';
    // Another last character, whatever the last one was.
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect((await fetch(tampered)).status).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await fetch(longer)).status).toBe(403);
    // The first download's signature does not open the second.
    const other = new URL(url);
    other.pathname = downloadArchivePath(second);
    expect((await fetch(other)).status).toBe(403);
    expect((await fetch(`${server.baseUrl}${downloadArchivePath(first)}`)).status).toBe(403);

    const secret = server.portal.context.urlSigningSecret;
    const expired = await fetch(
      `${server.baseUrl}${signedPath(downloadArchivePath(first), Date.now() - 1000, secret)}`,
    );
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { message: string }).message).toBe('This download link has expired');
    expect(await statusOf(url)).toBe(200);
  });

  it.skipIf(engine.skip)('fails a download whose original is missing with archive-error', async () => {
    const [photo] = await addPhotos(server.portal.context, DEMO, 1);
    if (!photo) throw new Error('no photo');
    // Another row sharing the bytes would keep the blob; this photo's are its own.
    await server.portal.context.blobs.delete(photo.blobHash);
    const owner = await openPushSocket(server, demoToken);
    const id = randomUUID();
    await createDownload(downloads(demoToken), { id, photos: [photo.id] });
    await server.portal.jobs.drain();
    expect(await owner.waitFor(2)).toEqual([
      event('archive-started', demoId, id),
      event('archive-error', demoId, id),
    ]);
    const url = await getDownloadUrl(downloads(demoToken), id).catch((error: unknown) => error);
    expect(isHttpStatus(url, 409)).toBe(true);
    owner.close();
  });

  it.skipIf(engine.skip)(
    "zips a shared album's photos of several owners for a participant, and only while they take part",
    async () => {
      const context = server.portal.context;
      const [ownersPhoto] = await addPhotos(context, DEMO, 1);
      const [friendsPhoto] = await addPhotos(context, FRIEND, 1);
      const [outside] = await addPhotos(context, DEMO, 1);
      if (!ownersPhoto || !friendsPhoto || !outside) throw new Error('no photos');
      const albumId = await addSharedAlbum(context, DEMO, [FRIEND], [ownersPhoto.id, friendsPhoto.id]);
      const socket = await openPushSocket(server, friendToken);

      const refs = [
        { photoId: ownersPhoto.id, ownerId: demoId },
        { photoId: friendsPhoto.id, ownerId: friendId },
      ];
      const created = await createSharedAlbumDownload(downloads(friendToken), { albumId, photos: refs });
      expect(created.photos).toEqual([ownersPhoto.id, friendsPhoto.id]);
      expect(created.name).toBeUndefined();
      await server.portal.jobs.drain();
      expect(await socket.waitFor(2)).toEqual([
        event('archive-started', friendId, created.id),
        event('archive-finished', friendId, created.id),
      ]);
      const { url } = await getDownloadUrl(downloads(friendToken), created.id);
      const files = extractZip((await fetchZip(url)).path);
      expect([...files.values()].map((bytes) => bytes.toString('base64')).sort()).toEqual(
        [ownersPhoto.bytes, friendsPhoto.bytes].map((bytes) => Buffer.from(bytes).toString('base64')).sort(),
      );

      const post = (token: string, body: unknown) =>
        raw('/shared-album-downloads', { method: 'POST', token, body: JSON.stringify(body) });
      // A wrong owner, a photo outside the album, a repeat: 400, naming the caller's own ids only.
      expect(
        (await post(friendToken, { albumId, photos: [{ photoId: friendsPhoto.id, ownerId: demoId }] }))
          .status,
      ).toBe(400);
      expect(
        (await post(friendToken, { albumId, photos: [{ photoId: outside.id, ownerId: demoId }] })).status,
      ).toBe(400);
      expect((await post(friendToken, { albumId, photos: [refs[0], refs[0]] })).status).toBe(400);
      expect((await post(friendToken, { albumId, photos: [] })).status).toBe(400);
      // Someone who neither owns nor takes part in the album learns nothing of it.
      const businessToken = await server.tokenFor(BUSINESS);
      expect((await post(businessToken, { albumId, photos: refs })).status).toBe(404);
      expect((await post(businessToken, { albumId: randomUUID(), photos: refs })).status).toBe(404);

      // Having left the album, the participant's link no longer yields the owner's photo.
      await context.database.db
        .deleteFrom('album_participants')
        .where('album_id', '=', albumId)
        .where('account_id', '=', friendId)
        .execute();
      expect((await fetch(url)).status).toBe(410);
      socket.close();
    },
  );

  it.skipIf(engine.skip)('leaves out a photo deleted after the download was made', async () => {
    const context = server.portal.context;
    const photos = await addPhotos(context, DEMO, 2);
    const id = randomUUID();
    await createDownload(downloads(demoToken), { id, photos: photos.map((photo) => photo.id) });
    await server.portal.jobs.drain();
    await context.database.db
      .deleteFrom('photos')
      .where('id', '=', photos[0]?.id ?? '')
      .execute();
    const { url } = await getDownloadUrl(downloads(demoToken), id);
    const files = extractZip((await fetchZip(url)).path);
    expect([...files.values()].map((bytes) => bytes.equals(photos[1]?.bytes ?? Buffer.alloc(0)))).toEqual([
      true,
    ]);
    expect((await getDownloads(downloads(demoToken))).items.find((item) => item.id === id)?.photos).toEqual([
      photos[1]?.id,
    ]);
  });

  it.skipIf(engine.skip)('lists downloads newest first', async () => {
    const context = server.portal.context;
    const [photo] = await addPhotos(context, BUSINESS, 1);
    const businessToken = await server.tokenFor(BUSINESS);
    const older = randomUUID();
    const newer = randomUUID();
    await createDownload(downloads(businessToken), { id: older, photos: [photo?.id ?? ''] });
    await context.database.db
      .updateTable('downloads')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString(), updated_at: nowIso() })
      .where('id', '=', older)
      .execute();
    await createDownload(downloads(businessToken), { id: newer, name: 'Later', photos: [photo?.id ?? ''] });
    const { items } = await getDownloads(downloads(businessToken));
    expect(items.map((item) => item.id)).toEqual([newer, older]);
    await server.portal.jobs.drain();
  });
});

describe.each(ENGINES)('downloads with the background worker on $name', (engine) => {
  let server: PortalServer;
  beforeAll(async () => {
    if (!engine.skip) server = await startPortalServer(engine.name, { runWorker: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(engine.skip)('finishes a download without anyone driving the queue', async () => {
    const photos = await addPhotos(server.portal.context, DEMO, 2);
    const token = await server.tokenFor(DEMO);
    const owner = await openPushSocket(server, token);
    const id = randomUUID();
    await createDownload(server.endpoint('downloads', token), {
      id,
      photos: photos.map((photo) => photo.id),
    });
    const [, finished] = await owner.waitFor(2);
    expect(finished).toMatchObject({ type: 'archive-finished', data: { downloadId: id } });
    const { url } = await getDownloadUrl(server.endpoint('downloads', token), id);
    expect(extractZip((await fetchZip(url)).path).size).toBe(2);
    owner.close();
  });
});
