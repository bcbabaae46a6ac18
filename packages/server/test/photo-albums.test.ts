import { randomUUID } from 'node:crypto';
import {
  addPhotosToAlbum,
  createAlbum,
  deleteAlbum,
  getAlbum,
  getAlbumPhotos,
  getAlbums,
  removePhotoFromAlbum,
  removePhotosFromAlbum,
  renameAlbum,
} from '@portal/api/clients/albums';
import { getLibraryCounts } from '@portal/api/clients/photos';
import { UserMessage } from '@portal/api/errors';
import { HttpError, isHttpStatus } from '@portal/api/http';
import type { ListedAlbum } from '@portal/api/schemas/albums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAlbum,
  addLibraryPhoto,
  addSharedAlbum,
  type Customer,
  type LibraryPhoto,
  newCustomer,
  putInAlbum,
} from './support/album-fixtures.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  return 200;
}

describe.each(ENGINES)('albums on $name', (engine) => {
  let server: PortalServer;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  const photoService = (customer?: Customer) => server.endpoint('photo', customer?.token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/photo${path}`, { ...init, headers });
  };
  const context = () => server.portal.context;
  const photosOf = async (customer: Customer, count: number) => {
    const photos: LibraryPhoto[] = [];
    for (let index = 0; index < count; index += 1) {
      photos.push(
        await addLibraryPhoto(context(), customer.id, {
          dateTaken: `2023-04-${String(10 + index).padStart(2, '0')}T09:00:00Z`,
          uploadedAt: new Date(Date.parse('2025-01-01T00:00:00Z') - index * 1000).toISOString(),
        }),
      );
    }
    return photos;
  };

  it.skipIf(engine.skip)('creates an album with 201 and its id, and shows it empty', async () => {
    const owner = await newCustomer(server, 'create');
    const response = await raw('/albums', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify({ name: 'Summer 2024' }),
    });
    expect(response.status).toBe(201);
    const { albumId } = (await response.json()) as { albumId: string };
    const album = await getAlbum(photoService(owner), albumId);
    expect(album).toMatchObject({
      albumId,
      albumName: 'Summer 2024',
      coverPhoto: null,
      photosCount: 0,
      userId: owner.id,
      isShared: false,
    });
    expect(album.created).toBe(album.updated);

    const viaClient = await createAlbum(photoService(owner), 'Été à Paris');
    expect((await getAlbum(photoService(owner), viaClient.albumId)).albumName).toBe('Été à Paris');
    expect((await getLibraryCounts(photoService(owner))).albumsCount).toBe(2);
  });

  it.skipIf(engine.skip)("refuses album names the contract's rule refuses, with its messages", async () => {
    const owner = await newCustomer(server, 'names');
    const albumId = await addAlbum(context(), owner.id, { name: 'Before' });
    const cases: [string, string][] = [
      ['', UserMessage.albumNameRequired],
      ['   ', UserMessage.albumNameRequired],
      ['a<b', UserMessage.albumNameInvalid],
      ['>start', UserMessage.albumNameInvalid],
      ['semi;colon', UserMessage.albumNameInvalid],
      [' padded ', UserMessage.albumNameInvalid],
      ['x'.repeat(101), UserMessage.albumNameInvalid],
    ];
    for (const [name, message] of cases) {
      for (const [method, path] of [
        ['POST', '/albums'],
        ['PATCH', `/albums/${albumId}`],
      ] as const) {
        const response = await raw(path, { method, token: owner.token, body: JSON.stringify({ name }) });
        expect(response.status, `${method} '${name}'`).toBe(400);
        expect(((await response.json()) as { message: string }).message, `${method} '${name}'`).toContain(
          message,
        );
      }
    }
    expect((await getAlbum(photoService(owner), albumId)).albumName).toBe('Before');
    expect((await getLibraryCounts(photoService(owner))).albumsCount).toBe(1);
    const missing = await raw('/albums', { method: 'POST', token: owner.token, body: JSON.stringify({}) });
    expect(missing.status).toBe(400);
  });

  it.skipIf(engine.skip)('renames an album with 204 and marks it updated', async () => {
    const owner = await newCustomer(server, 'rename');
    const albumId = await addAlbum(context(), owner.id, { createdAt: '2024-01-01T00:00:00.000Z' });
    const response = await raw(`/albums/${albumId}`, {
      method: 'PATCH',
      token: owner.token,
      body: JSON.stringify({ name: 'Renamed' }),
    });
    expect(response.status).toBe(204);
    await renameAlbum(photoService(owner), albumId, 'Renamed again');
    const album = await getAlbum(photoService(owner), albumId);
    expect(album.albumName).toBe('Renamed again');
    expect(album.created).toBe('2024-01-01T00:00:00.000Z');
    expect(album.updated > album.created).toBe(true);
  });

  it.skipIf(engine.skip)('deletes an album with 204, never its photos', async () => {
    const owner = await newCustomer(server, 'delete');
    const photos = await photosOf(owner, 2);
    const albumId = await addAlbum(context(), owner.id);
    await putInAlbum(
      context(),
      albumId,
      photos.map((photo) => photo.id),
      owner.id,
    );
    const response = await raw(`/albums/${albumId}`, { method: 'DELETE', token: owner.token });
    expect(response.status).toBe(204);
    expect(await statusOf(getAlbum(photoService(owner), albumId))).toBe(404);
    expect(await statusOf(deleteAlbum(photoService(owner), albumId))).toBe(404);
    expect(await getLibraryCounts(photoService(owner))).toEqual({ photosCount: 2, albumsCount: 0 });
  });

  it.skipIf(engine.skip)(
    "answers 404 for another person's album on every album route, changing nothing",
    async () => {
      const owner = await newCustomer(server, 'owner');
      const stranger = await newCustomer(server, 'stranger');
      const [photo] = await photosOf(owner, 1);
      const [strangerPhoto] = await photosOf(stranger, 1);
      const albumId = await addAlbum(context(), owner.id, { name: 'Private' });
      await putInAlbum(context(), albumId, [photo?.id ?? ''], owner.id);
      const service = photoService(stranger);
      const calls: [string, () => Promise<unknown>][] = [
        ['get', () => getAlbum(service, albumId)],
        ['rename', () => renameAlbum(service, albumId, 'Mine now')],
        ['photos', () => getAlbumPhotos(service, albumId)],
        ['add', () => addPhotosToAlbum(service, albumId, [strangerPhoto?.id ?? ''])],
        ['remove', () => removePhotosFromAlbum(service, albumId, [photo?.id ?? ''])],
        ['remove one', () => removePhotoFromAlbum(service, albumId, photo?.id ?? '')],
        ['delete', () => deleteAlbum(service, albumId)],
        ['unknown', () => getAlbum(service, randomUUID())],
      ];
      for (const [name, call] of calls) expect(await statusOf(call()), name).toBe(404);
      const album = await getAlbum(photoService(owner), albumId);
      expect(album).toMatchObject({ albumName: 'Private', photosCount: 1 });
      expect(album.created).toBe(album.updated);
    },
  );

  it.skipIf(engine.skip)(
    'lists albums newest created first by cursor, shared ones only with displaySharedData',
    async () => {
      const owner = await newCustomer(server, 'list');
      const other = await newCustomer(server, 'other');
      const created = (day: number) => `2024-02-${String(day).padStart(2, '0')}T10:00:00.000Z`;
      const plain: string[] = [];
      for (let day = 1; day <= 6; day += 1) {
        plain.push(await addAlbum(context(), owner.id, { name: `Album ${day}`, createdAt: created(day) }));
      }
      const shared = await addSharedAlbum(context(), owner.id, [other.id], new Map(), {
        createdAt: created(7),
      });
      await addAlbum(context(), other.id);
      await addSharedAlbum(context(), other.id, [owner.id]);

      const pages: ListedAlbum[][] = [];
      let cursor: string | null = null;
      do {
        const page = await getAlbums(photoService(owner), { cursor, limit: 3, displaySharedData: true });
        pages.push(page.albums);
        cursor = page.cursor;
      } while (cursor !== null);
      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      const listed = pages.flat();
      expect(listed.map((album) => album.albumId)).toEqual([shared, ...[...plain].reverse()]);
      expect(listed.map((album) => album.isShared)).toEqual([true, false, false, false, false, false, false]);
      expect(listed.every((album) => album.userId === owner.id)).toBe(true);

      const notShared = await getAlbums(photoService(owner));
      expect(notShared.albums.map((album) => album.albumId)).toEqual([...plain].reverse());
      expect(notShared.cursor).toBeNull();
      // The first page one smaller, leaving room for the 'New album' tile.
      const first = await getAlbums(photoService(owner), { limit: 5 });
      expect(first.albums).toHaveLength(5);
      const rest = await getAlbums(photoService(owner), { cursor: first.cursor, limit: 5 });
      expect(rest.albums.map((album) => album.albumId)).toEqual([plain[0]]);
      expect(rest.cursor).toBeNull();
    },
  );

  it.skipIf(engine.skip)(
    'copies photos to an album, keeping those already in it, and lists them by date added',
    async () => {
      const owner = await newCustomer(server, 'copy');
      const photos = await photosOf(owner, 5);
      const ids = photos.map((photo) => photo.id);
      const { albumId } = await createAlbum(photoService(owner), 'Copies');
      const response = await raw(`/albums/${albumId}/photos`, {
        method: 'POST',
        token: owner.token,
        body: JSON.stringify({ photoIds: [ids[0], ids[1]] }),
      });
      expect(response.status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await addPhotosToAlbum(photoService(owner), albumId, [ids[1] ?? '', ids[2] ?? '', ids[2] ?? '']);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await addPhotosToAlbum(photoService(owner), albumId, [ids[3] ?? '']);

      const album = await getAlbum(photoService(owner), albumId);
      expect(album.photosCount).toBe(4);
      expect(album.coverPhoto?.imageId).toBe(ids[3]);
      const byAdded = await getAlbumPhotos(photoService(owner), albumId);
      const listed = byAdded.images.map((photo) => photo.imageId);
      expect(listed.slice(0, 2)).toEqual([ids[3], ids[2]]);
      expect(new Set(listed.slice(2))).toEqual(new Set([ids[0], ids[1]]));
      expect(byAdded.images.every((photo) => photo.ownerId === undefined)).toBe(true);

      const byTaken = await getAlbumPhotos(photoService(owner), albumId, {
        sortKey: 'dateTaken',
        sortOrder: 'asc',
      });
      expect(byTaken.images.map((photo) => photo.imageId)).toEqual(ids.slice(0, 4));
      // photosOf uploads the later-taken photos earlier.
      const byUpload = await getAlbumPhotos(photoService(owner), albumId, {
        sortKey: 'uploaded',
        sortOrder: 'asc',
      });
      expect(byUpload.images.map((photo) => photo.imageId)).toEqual(ids.slice(0, 4).reverse());
      const paged = await getAlbumPhotos(photoService(owner), albumId, { limit: 3, sortKey: 'dateTaken' });
      expect(paged.images.map((photo) => photo.imageId)).toEqual([ids[3], ids[2], ids[1]]);
      const next = await getAlbumPhotos(photoService(owner), albumId, {
        limit: 3,
        sortKey: 'dateTaken',
        cursor: paged.cursor,
      });
      expect(next).toMatchObject({ cursor: null });
      expect(next.images.map((photo) => photo.imageId)).toEqual([ids[0]]);
    },
  );

  it.skipIf(engine.skip)(
    "refuses to copy another person's or unknown photos with 404, adding none of the batch",
    async () => {
      const owner = await newCustomer(server, 'copy-foreign');
      const other = await newCustomer(server, 'other');
      const [own] = await photosOf(owner, 1);
      const [theirs] = await photosOf(other, 1);
      const { albumId } = await createAlbum(photoService(owner), 'Mine');
      for (const foreign of [theirs?.id ?? '', randomUUID()]) {
        const response = await raw(`/albums/${albumId}/photos`, {
          method: 'POST',
          token: owner.token,
          body: JSON.stringify({ photoIds: [own?.id, foreign] }),
        });
        expect(response.status).toBe(404);
        expect(((await response.json()) as { message: string }).message).toContain(foreign);
      }
      expect((await getAlbum(photoService(owner), albumId)).photosCount).toBe(0);
    },
  );

  it.skipIf(engine.skip)('removes photos from an album, never from the library', async () => {
    const owner = await newCustomer(server, 'remove');
    const photos = await photosOf(owner, 4);
    const ids = photos.map((photo) => photo.id);
    const albumId = await addAlbum(context(), owner.id, { coverPhotoId: ids[0] });
    await putInAlbum(context(), albumId, ids, owner.id, '2024-06-01T00:00:00.000Z');
    expect((await getAlbum(photoService(owner), albumId)).coverPhoto?.imageId).toBe(ids[0]);

    const response = await raw(`/albums/${albumId}/photos`, {
      method: 'DELETE',
      token: owner.token,
      body: JSON.stringify({ photoIds: [ids[0], randomUUID()] }),
    });
    expect(response.status).toBe(204);
    // The chosen cover left the album: the cover is now the photo added last.
    expect((await getAlbum(photoService(owner), albumId)).coverPhoto?.imageId).toBe(ids[3]);

    await removePhotosFromAlbum(photoService(owner), albumId, [ids[1] ?? '']);
    await removePhotoFromAlbum(photoService(owner), albumId, ids[3] ?? '');
    expect(await statusOf(removePhotoFromAlbum(photoService(owner), albumId, ids[3] ?? ''))).toBe(404);
    const album = await getAlbum(photoService(owner), albumId);
    expect(album.photosCount).toBe(1);
    expect(album.coverPhoto?.imageId).toBe(ids[2]);
    expect((await getLibraryCounts(photoService(owner))).photosCount).toBe(4);
  });

  it.skipIf(engine.skip)(
    "shows the customer's shared album with its participants' photos, but keeps its photos read-only",
    async () => {
      const owner = await newCustomer(server, 'shared-owner');
      const participant = await newCustomer(server, 'participant');
      const [own] = await photosOf(owner, 1);
      const [theirs] = await photosOf(participant, 1);
      const [more] = await photosOf(owner, 1);
      const albumId = await addSharedAlbum(
        context(),
        owner.id,
        [participant.id],
        new Map([
          [owner.id, [own?.id ?? '']],
          [participant.id, [theirs?.id ?? '']],
        ]),
      );
      expect(await getAlbum(photoService(owner), albumId)).toMatchObject({ isShared: true, photosCount: 2 });
      const { images } = await getAlbumPhotos(photoService(owner), albumId);
      expect(images.map((photo) => [photo.imageId, photo.ownerId])).toEqual(
        expect.arrayContaining([
          [own?.id, undefined],
          [theirs?.id, participant.id],
        ]),
      );
      for (const call of [
        () => addPhotosToAlbum(photoService(owner), albumId, [more?.id ?? '']),
        () => removePhotosFromAlbum(photoService(owner), albumId, [own?.id ?? '']),
        () => removePhotoFromAlbum(photoService(owner), albumId, own?.id ?? ''),
      ]) {
        expect(await statusOf(call())).toBe(409);
      }
      expect((await getAlbum(photoService(owner), albumId)).photosCount).toBe(2);
      // The participant reads it on the shared albums service only.
      expect(await statusOf(getAlbum(photoService(participant), albumId))).toBe(404);
    },
  );

  it.skipIf(engine.skip)('answers 401 without a token on every album route', async () => {
    const albumId = randomUUID();
    const body = JSON.stringify({ photoIds: ['p'] });
    const routes: [string, string, string?][] = [
      ['GET', '/albums'],
      ['POST', '/albums', JSON.stringify({ name: 'A' })],
      ['GET', `/albums/${albumId}`],
      ['PATCH', `/albums/${albumId}`, JSON.stringify({ name: 'A' })],
      ['DELETE', `/albums/${albumId}`],
      ['GET', `/albums/${albumId}/photos`],
      ['POST', `/albums/${albumId}/photos`, body],
      ['DELETE', `/albums/${albumId}/photos`, body],
      ['DELETE', `/albums/${albumId}/photos/p`],
    ];
    for (const [method, path, routeBody] of routes) {
      const response = await raw(path, { method, body: routeBody });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(isHttpStatus(await getAlbums(photoService()).catch((error: unknown) => error), 401)).toBe(true);
  });

  it.skipIf(engine.skip)('answers 400 with the reason for bad album input', async () => {
    const owner = await newCustomer(server, 'bad-input');
    const albumId = await addAlbum(context(), owner.id);
    const cases: [string, string, string | undefined, string][] = [
      ['GET', '/albums?limit=51', undefined, 'query.limit'],
      ['GET', '/albums?displaySharedData=yes', undefined, 'query.displaySharedData'],
      ['GET', '/albums?cursor=abc', undefined, 'query.cursor'],
      ['GET', `/albums/${albumId}/photos?limit=501`, undefined, 'query.limit'],
      ['GET', `/albums/${albumId}/photos?sortKey=name`, undefined, 'query.sortKey'],
      ['POST', `/albums/${albumId}/photos`, JSON.stringify({ photoIds: [] }), 'body.photoIds'],
      ['DELETE', `/albums/${albumId}/photos`, JSON.stringify({ photoIds: 'p1' }), 'body.photoIds'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await raw(path, { method, token: owner.token, body });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(((await response.json()) as { message: string }).message, `${method} ${path}`).toContain(field);
    }
  });
});
