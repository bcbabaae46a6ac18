import { randomUUID } from 'node:crypto';
import { getAlbum } from '@portal/api/clients/albums';
import {
  deleteAllPhotos,
  deletePhoto,
  deletePhotos,
  getLibraryCounts,
  getPhotos,
  getTimelineCounts,
  getTimelinePage,
  type PhotoPageQuery,
} from '@portal/api/clients/photos';
import { getUpload } from '@portal/api/clients/uploads';
import { ThrownMessage } from '@portal/api/errors';
import type { Photo, PhotoSortKey } from '@portal/api/schemas/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAlbum,
  addLibraryPhoto,
  type Customer,
  type LibraryPhoto,
  newCustomer,
  putInAlbum,
} from './support/album-fixtures.ts';
import { ENGINES } from './support/databases.ts';
import { randomJpeg } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { uploadFile } from './support/uploads.ts';

const SORT_KEYS: readonly PhotoSortKey[] = ['created', 'dateTaken', 'uploaded'];
const SORT_ORDERS = ['asc', 'desc'] as const;

/** A photo's three sort values, as the fixture wrote them. */
interface Dated {
  readonly photo: LibraryPhoto;
  readonly created: string;
  readonly dateTaken: string;
  readonly uploaded: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 24 * 3600 * 1000;

describe.each(ENGINES)('photo library on $name', (engine) => {
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

  /**
   * `count` photos taken on consecutive days of June 2023, whose upload and creation times run in
   * two other orders, so each sort key gives its own order.
   */
  async function juneOf2023(owner: Customer, count: number): Promise<Dated[]> {
    const photos: Dated[] = [];
    const base = Date.parse('2023-06-01T08:00:00Z');
    for (let index = 0; index < count; index += 1) {
      const dateTaken = `2023-06-${String(index + 1).padStart(2, '0')}T08:00:00Z`;
      const uploaded = iso(Date.parse('2025-01-01T00:00:00Z') + ((index * 7) % count) * 1000);
      const created = iso(base + 400 * DAY + ((index * 11) % count) * 60_000);
      const photo = await addLibraryPhoto(context(), owner.id, {
        dateTaken,
        uploadedAt: uploaded,
        createdAt: created,
      });
      photos.push({ photo, created, dateTaken: iso(Date.parse(dateTaken)), uploaded });
    }
    return photos;
  }

  function expectedOrder(
    photos: readonly Dated[],
    sortKey: PhotoSortKey,
    sortOrder: 'asc' | 'desc',
  ): string[] {
    const sorted = [...photos].sort((a, b) => a[sortKey].localeCompare(b[sortKey]));
    if (sortOrder === 'desc') sorted.reverse();
    return sorted.map((dated) => dated.photo.id);
  }

  /** Every page of a list, following the cursor until it is null. */
  async function allPages(
    read: (query: PhotoPageQuery) => Promise<{ images: Photo[]; cursor: string | null }>,
    query: PhotoPageQuery = {},
  ): Promise<Photo[][]> {
    const pages: Photo[][] = [];
    let cursor: string | null = null;
    do {
      const page = await read({ ...query, cursor });
      pages.push(page.images);
      cursor = page.cursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  }

  it.skipIf(engine.skip)('counts the photos and albums of the library, and only its own', async () => {
    const owner = await newCustomer(server, 'counts');
    const other = await newCustomer(server, 'other');
    expect(await getLibraryCounts(photoService(owner))).toEqual({ photosCount: 0, albumsCount: 0 });
    for (let index = 0; index < 3; index += 1) await addLibraryPhoto(context(), owner.id);
    await addLibraryPhoto(context(), other.id);
    await addAlbum(context(), owner.id);
    await addAlbum(context(), owner.id, { shared: true });
    await addAlbum(context(), other.id);
    expect(await getLibraryCounts(photoService(owner))).toEqual({ photosCount: 3, albumsCount: 2 });
  });

  it.skipIf(engine.skip)(
    'counts photos per month, newest first, with photos without a date in January 1970',
    async () => {
      const owner = await newCustomer(server, 'timeline');
      await juneOf2023(owner, 3);
      await addLibraryPhoto(context(), owner.id, { dateTaken: '2023-01-15T12:00:00+01:00' });
      // Written in Sydney on the first of July: UTC says 30 June, the timeline says July.
      await addLibraryPhoto(context(), owner.id, { dateTaken: '2023-07-01T00:30:00+10:00' });
      await addLibraryPhoto(context(), owner.id, { dateTaken: '2021-12-24T18:00:00Z' });
      await addLibraryPhoto(context(), owner.id, { dateTaken: null });
      await addLibraryPhoto(context(), owner.id, { dateTaken: null });
      await addLibraryPhoto(context(), (await newCustomer(server, 'other')).id);

      expect(await getTimelineCounts(photoService(owner))).toEqual({
        years: [
          {
            year: 2023,
            months: [
              { month: 7, count: 1 },
              { month: 6, count: 3 },
              { month: 1, count: 1 },
            ],
          },
          { year: 2021, months: [{ month: 12, count: 1 }] },
          { year: 1970, months: [{ month: 1, count: 2 }] },
        ],
      });
      const empty = await newCustomer(server, 'empty');
      expect(await getTimelineCounts(photoService(empty))).toEqual({ years: [] });
    },
  );

  it.skipIf(engine.skip)(
    'pages a month of 30 photos as 24 and 6, in the order of every sort key and direction',
    async () => {
      const owner = await newCustomer(server, 'month');
      const june = await juneOf2023(owner, 30);
      await addLibraryPhoto(context(), owner.id, { dateTaken: '2023-05-31T08:00:00Z' });
      await addLibraryPhoto(context(), owner.id, { dateTaken: '2023-07-01T08:00:00Z' });
      const section = { year: 2023, month: 6 };

      for (const sortKey of SORT_KEYS) {
        for (const sortOrder of SORT_ORDERS) {
          const pages = await allPages((query) => getTimelinePage(photoService(owner), section, query), {
            sortKey,
            sortOrder,
          });
          expect(
            pages.map((page) => page.length),
            `${sortKey}/${sortOrder}`,
          ).toEqual([24, 6]);
          expect(
            pages.flat().map((photo) => photo.imageId),
            `${sortKey}/${sortOrder}`,
          ).toEqual(expectedOrder(june, sortKey, sortOrder));
        }
      }
      // Unsorted, the month is newest taken first.
      const unsorted = await allPages((query) => getTimelinePage(photoService(owner), section, query));
      expect(unsorted.flat().map((photo) => photo.imageId)).toEqual(expectedOrder(june, 'dateTaken', 'desc'));
      // A smaller limit pages the same order.
      const small = await allPages((query) => getTimelinePage(photoService(owner), section, query), {
        limit: 7,
        sortKey: 'uploaded',
        sortOrder: 'asc',
      });
      expect(small.map((page) => page.length)).toEqual([7, 7, 7, 7, 2]);
      expect(small.flat().map((photo) => photo.imageId)).toEqual(expectedOrder(june, 'uploaded', 'asc'));
    },
  );

  it.skipIf(engine.skip)(
    'answers a full last page with a null cursor, never a cursor to nothing',
    async () => {
      const owner = await newCustomer(server, 'exact');
      await juneOf2023(owner, 24);
      const page = await getTimelinePage(photoService(owner), { year: 2023, month: 6 });
      expect(page.images).toHaveLength(24);
      expect(page.cursor).toBeNull();
      expect(await getTimelinePage(photoService(owner), { year: 2023, month: 5 })).toEqual({
        images: [],
        cursor: null,
      });
    },
  );

  it.skipIf(engine.skip)(
    'lists photos of equal dates once each across page boundaries, ties broken by id',
    async () => {
      const owner = await newCustomer(server, 'ties');
      const ids = new Set<string>();
      for (let index = 0; index < 9; index += 1) {
        const photo = await addLibraryPhoto(context(), owner.id, {
          dateTaken: '2022-03-03T03:03:03Z',
          uploadedAt: '2025-02-02T02:02:02.000Z',
        });
        ids.add(photo.id);
      }
      for (const sortKey of SORT_KEYS) {
        for (const sortOrder of SORT_ORDERS) {
          const pages = await allPages(
            (query) => getTimelinePage(photoService(owner), { year: 2022, month: 3 }, query),
            { limit: 4, sortKey, sortOrder },
          );
          const listed = pages.flat().map((photo) => photo.imageId);
          expect(pages.map((page) => page.length)).toEqual([4, 4, 1]);
          expect(new Set(listed)).toEqual(ids);
          expect(listed).toHaveLength(9);
        }
      }
    },
  );

  it.skipIf(engine.skip)('lists photos without a date in the January 1970 section', async () => {
    const owner = await newCustomer(server, 'unknown-date');
    const undated = await addLibraryPhoto(context(), owner.id, { dateTaken: null });
    await addLibraryPhoto(context(), owner.id, { dateTaken: '1970-02-01T00:00:00Z' });
    const page = await getTimelinePage(photoService(owner), { year: 1970, month: 1 });
    expect(page.images.map((photo) => photo.imageId)).toEqual([undated.id]);
    expect(page.images[0]?.dateTaken).toBeUndefined();
    expect(page.images[0]?.location).toEqual({ year: 1970, month: 1 });
  });

  it.skipIf(engine.skip)('answers each photo with the fields and links of the contract', async () => {
    const owner = await newCustomer(server, 'fields');
    const photo = await addLibraryPhoto(context(), owner.id, {
      dateTaken: '2024-05-01T10:00:00+02:00',
      uploadedAt: '2025-03-04T05:06:07.000Z',
      localFileName: 'Strand.jpg',
    });
    const [listed] = (await getPhotos(photoService(owner))).images;
    expect(listed).toMatchObject({
      imageId: photo.id,
      localFileName: 'Strand.jpg',
      dateTaken: '2024-05-01T10:00:00+02:00',
      uploadEnd: '2025-03-04T05:06:07.000Z',
      visibleWidth: 40,
      visibleHeight: 30,
      location: { year: 2024, month: 5 },
    });
    expect(listed?.ownerId).toBeUndefined();
    expect(listed?.thumbnails.map((thumbnail) => [thumbnail.id, thumbnail.width, thumbnail.height])).toEqual([
      [300, 20, 15],
      [800, 20, 15],
      [1300, 20, 15],
    ]);
    const base = `${server.baseUrl}/services/photo/media/${photo.id}`;
    expect(listed?.untouchedUrl.startsWith(`${base}/original?expires=`)).toBe(true);
    expect(listed?.url.startsWith(`${base}/display?expires=`)).toBe(true);
    expect(listed?.thumbnails[0]?.url.startsWith(`${base}/300?expires=`)).toBe(true);
  });

  it.skipIf(engine.skip)('pages the whole library in every order, 500 at most per page', async () => {
    const owner = await newCustomer(server, 'library');
    const june = await juneOf2023(owner, 12);
    const other = await newCustomer(server, 'other');
    await addLibraryPhoto(context(), other.id);
    for (const sortKey of SORT_KEYS) {
      for (const sortOrder of SORT_ORDERS) {
        const pages = await allPages((query) => getPhotos(photoService(owner), query), {
          limit: 5,
          sortKey,
          sortOrder,
        });
        expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
        expect(pages.flat().map((photo) => photo.imageId)).toEqual(expectedOrder(june, sortKey, sortOrder));
      }
    }
    const whole = await getPhotos(photoService(owner));
    expect(whole.images.map((photo) => photo.imageId)).toEqual(expectedOrder(june, 'dateTaken', 'desc'));
    expect(whole.cursor).toBeNull();
  });

  it.skipIf(engine.skip)('refuses a cursor read under another sort order', async () => {
    const owner = await newCustomer(server, 'cursor-order');
    await juneOf2023(owner, 3);
    const first = await getPhotos(photoService(owner), { limit: 1, sortKey: 'uploaded', sortOrder: 'asc' });
    expect(first.cursor).not.toBeNull();
    const response = await raw(`/photos?limit=1&sortKey=created&cursor=${first.cursor}`, {
      token: owner.token,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('query.cursor');
  });

  it.skipIf(engine.skip)(
    "deletes the customer's photos and reports another person's and unknown ids as failed",
    async () => {
      const owner = await newCustomer(server, 'delete');
      const other = await newCustomer(server, 'other');
      const [kept, gone1, gone2] = [
        await addLibraryPhoto(context(), owner.id),
        await addLibraryPhoto(context(), owner.id),
        await addLibraryPhoto(context(), owner.id),
      ];
      const theirs = await addLibraryPhoto(context(), other.id);
      const unknown = randomUUID();
      const result = await deletePhotos(photoService(owner), [
        gone1?.id ?? '',
        theirs.id,
        unknown,
        gone2?.id ?? '',
        gone1?.id ?? '',
      ]);
      expect(result).toEqual({ failed: [theirs.id, unknown] });
      expect((await getPhotos(photoService(owner))).images.map((photo) => photo.imageId)).toEqual([kept?.id]);
      expect((await getPhotos(photoService(other))).images.map((photo) => photo.imageId)).toEqual([
        theirs.id,
      ]);

      await expect(deletePhoto(photoService(owner), theirs.id)).rejects.toThrow(
        ThrownMessage.failedToDeletePhoto,
      );
      await deletePhoto(photoService(owner), kept?.id ?? '');
      expect(await getLibraryCounts(photoService(owner))).toEqual({ photosCount: 0, albumsCount: 0 });
    },
  );

  it.skipIf(engine.skip)(
    'keeps a blob while another photo uses it and deletes it with the last photo',
    async () => {
      const first = await newCustomer(server, 'blob-first');
      const second = await newCustomer(server, 'blob-second');
      const bytes = await randomJpeg();
      const thumbnailBytes = new Map([[300, await randomJpeg(20, 15)]]);
      const mine = await addLibraryPhoto(context(), first.id, { bytes, thumbnailBytes });
      const theirs = await addLibraryPhoto(context(), second.id, { bytes, thumbnailBytes });
      expect(theirs.blobHash).toBe(mine.blobHash);
      const shared = [mine.blobHash, mine.thumbnails.get(300)?.hash ?? ''];
      const ownOnly = [800, 1300].map((size) => mine.thumbnails.get(size)?.hash ?? '');
      const { blobs } = context();

      await deletePhotos(photoService(first), [mine.id]);
      await server.portal.jobs.drain();
      for (const hash of shared) expect(await blobs.has(hash)).toBe(true);
      for (const hash of ownOnly) expect(await blobs.has(hash)).toBe(false);

      await deleteAllPhotos(photoService(second));
      await server.portal.jobs.drain();
      for (const hash of shared) expect(await blobs.has(hash)).toBe(false);
    },
  );

  it.skipIf(engine.skip)(
    'takes deleted photos out of their albums, whose cover falls back to the latest photo',
    async () => {
      const owner = await newCustomer(server, 'album-delete');
      const older = await addLibraryPhoto(context(), owner.id);
      const cover = await addLibraryPhoto(context(), owner.id);
      const albumId = await addAlbum(context(), owner.id, { coverPhotoId: cover.id });
      await putInAlbum(context(), albumId, [older.id], owner.id, '2025-01-01T00:00:00.000Z');
      await putInAlbum(context(), albumId, [cover.id], owner.id, '2024-01-01T00:00:00.000Z');
      const before = await getAlbum(photoService(owner), albumId);
      expect(before.coverPhoto?.imageId).toBe(cover.id);

      await deletePhotos(photoService(owner), [cover.id]);
      const after = await getAlbum(photoService(owner), albumId);
      expect(after.photosCount).toBe(1);
      expect(after.coverPhoto?.imageId).toBe(older.id);
      expect(after.updated > before.updated).toBe(true);
    },
  );

  it.skipIf(engine.skip)(
    'clears the upload record and the album cover that named a deleted photo, and no others',
    async () => {
      const owner = await newCustomer(server, 'references');
      const storage = { baseUrl: `${server.baseUrl}/services/storage`, token: owner.token };
      const storageService = server.endpoint('storage', owner.token);
      const uploaded: { uploadId: string; photoId: string }[] = [];
      for (const fileName of ['deleted.jpg', 'kept.jpg']) {
        const sent = await uploadFile(storage, await randomJpeg(), { fileName, fileType: 'image/jpeg' });
        expect(sent.last.status).toBe(204);
        const record = await getUpload(storageService, sent.uploadId, owner.id);
        uploaded.push({ uploadId: sent.uploadId, photoId: record?.photoId ?? '' });
      }
      const [deleted, kept] = uploaded;
      if (!deleted?.photoId || !kept?.photoId) throw new Error('The uploads made no photos');
      const coveredByDeleted = await addAlbum(context(), owner.id, { coverPhotoId: deleted.photoId });
      const coveredByKept = await addAlbum(context(), owner.id, { coverPhotoId: kept.photoId });

      expect(await deletePhotos(photoService(owner), [deleted.photoId])).toEqual({ failed: [] });
      // The record of the deleted photo's upload reads as not found ([Note: An upload whose photo
      // is gone]); the other still leads to its photo.
      expect(await getUpload(storageService, deleted.uploadId, owner.id)).toBeNull();
      expect((await getUpload(storageService, kept.uploadId, owner.id))?.photoId).toBe(kept.photoId);
      const { db } = server.test.database;
      const uploads = await db
        .selectFrom('uploads')
        .select(['id', 'photo_id'])
        .where('owner_id', '=', owner.id)
        .orderBy('file_name')
        .execute();
      expect(uploads).toEqual([
        { id: deleted.uploadId, photo_id: null },
        { id: kept.uploadId, photo_id: kept.photoId },
      ]);
      const covers = await db
        .selectFrom('albums')
        .select(['id', 'cover_photo_id'])
        .where('owner_id', '=', owner.id)
        .execute();
      expect(covers).toEqual(
        expect.arrayContaining([
          { id: coveredByDeleted, cover_photo_id: null },
          { id: coveredByKept, cover_photo_id: kept.photoId },
        ]),
      );
    },
  );

  it.skipIf(engine.skip)('deletes the whole library, and only it, with DELETE /photos/all', async () => {
    const owner = await newCustomer(server, 'delete-all');
    const other = await newCustomer(server, 'other');
    await juneOf2023(owner, 5);
    const theirs = await addLibraryPhoto(context(), other.id);
    const albumId = await addAlbum(context(), owner.id);
    const response = await raw('/photos/all', { method: 'DELETE', token: owner.token });
    expect(response.status).toBe(204);
    expect(await getLibraryCounts(photoService(owner))).toEqual({ photosCount: 0, albumsCount: 1 });
    expect((await getAlbum(photoService(owner), albumId)).photosCount).toBe(0);
    expect((await getPhotos(photoService(other))).images.map((photo) => photo.imageId)).toEqual([theirs.id]);
    await deleteAllPhotos(photoService(owner));
  });

  it.skipIf(engine.skip)('answers 401 without a token or with a bad one on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/users'],
      ['GET', '/users/timeline'],
      ['GET', '/photos/timeline/2023/6'],
      ['GET', '/photos'],
      ['DELETE', '/photos'],
      ['DELETE', '/photos/all'],
    ];
    for (const [method, path] of routes) {
      const body =
        method === 'DELETE' && path === '/photos' ? JSON.stringify({ photoIds: ['x'] }) : undefined;
      expect((await raw(path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await raw(path, { method, body, token: 'not-a-token' })).status, `${method} ${path}`).toBe(401);
    }
  });

  it.skipIf(engine.skip)('answers 400 with the reason for bad input', async () => {
    const owner = await newCustomer(server, 'bad-input');
    const get = async (path: string) => {
      const response = await raw(path, { token: owner.token });
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    };
    const cases: [string, string][] = [
      ['/photos/timeline/2023/june', 'params.month'],
      ['/photos/timeline/2023/13', 'params.month'],
      ['/photos/timeline/2023/0', 'params.month'],
      ['/photos/timeline/23x/6', 'params.year'],
      ['/photos/timeline/2023/6?limit=501', 'query.limit'],
      ['/photos/timeline/2023/6?limit=0', 'query.limit'],
      ['/photos/timeline/2023/6?sortKey=name', 'query.sortKey'],
      ['/photos/timeline/2023/6?sortOrder=up', 'query.sortOrder'],
      ['/photos/timeline/2023/6?cursor=!!!', 'query.cursor'],
      ['/photos?limit=501', 'query.limit'],
      ['/photos?limit=ten', 'query.limit'],
      ['/photos?cursor=', 'query.cursor'],
      [`/photos?cursor=${Buffer.from('["dateTaken/desc",1]').toString('base64url')}`, 'query.cursor'],
      [`/photos?cursor=${Buffer.from('not json').toString('base64url')}`, 'query.cursor'],
    ];
    for (const [path, field] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.message, path).toContain(field);
    }
    const del = (body?: string) => raw('/photos', { method: 'DELETE', token: owner.token, body });
    expect((await del(JSON.stringify({ photoIds: [] }))).status).toBe(400);
    expect(
      (await del(JSON.stringify({ photoIds: Array.from({ length: 501 }, (_, i) => `p${i}`) }))).status,
    ).toBe(400);
    expect((await del(JSON.stringify({ ids: ['a'] }))).status).toBe(400);
    expect((await del()).status).toBe(400);
  });
});
