import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AlbumPhotoPageQuery,
  getAlbumPhotoIds,
  getAlbumPhotoPlace,
  getAlbumPhotos,
} from '@portal/api/clients/albums';
import {
  getSharedAlbumPhotoIds,
  getSharedAlbumPhotoPlace,
  getSharedAlbumPhotos,
} from '@portal/api/clients/shared-albums';
import type { AlbumPhotoPlace } from '@portal/api/schemas/albums';
import type { Photo, PhotoPage, PhotoSort, PhotoSortKey } from '@portal/api/schemas/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredThumbnail } from '../src/db/photo-library-tables.ts';
import { addAlbum, addParticipant, type Customer, newCustomer } from './support/album-fixtures.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

/*
 * An album read from an offset, its ids, and an album photo opened by its id with its place: see
 * [Note: An album read from anywhere in it] in the contract. Each answer is checked against the
 * album read page by page by cursor, the way album pages have always been read, and against the
 * order the photos' own dates give. The same reads on the shared albums service, as a participant.
 */

const SORT_KEYS: readonly PhotoSortKey[] = ['created', 'dateTaken', 'uploaded'];
const SORTS: readonly Required<PhotoSort>[] = SORT_KEYS.flatMap((sortKey) =>
  (['asc', 'desc'] as const).map((sortOrder) => ({ sortKey, sortOrder })),
);
/** Date added, the last added first, unless the query says otherwise ([Note: Album photo default]). */
const DEFAULT_SORT: Required<PhotoSort> = { sortKey: 'created', sortOrder: 'desc' };
const label = (sort: PhotoSort) => `${sort.sortKey ?? 'default'}/${sort.sortOrder ?? 'default'}`;

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

/** A photo of an album with its three sort values as the database holds them (created: when it was added). */
interface InAlbum {
  readonly id: string;
  readonly created: string;
  readonly dateTaken: string;
  readonly uploaded: string;
}

/** The album's order from the photos' sort values: the sort key, then the photo id. */
function expectedOrder(photos: readonly InAlbum[], sort: Required<PhotoSort>): string[] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...photos].sort((a, b) => compare(a[sort.sortKey], b[sort.sortKey]) || compare(a.id, b.id));
  if (sort.sortOrder === 'desc') sorted.reverse();
  return sorted.map((photo) => photo.id);
}

const ids = (photos: readonly Photo[]) => photos.map((photo) => photo.imageId);

describe.each(ENGINES)('album places on $name', (engine) => {
  let server: PortalServer;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.portal.context.database.db;
  const photoService = (customer: Customer) => server.endpoint('photo', customer.token);
  const sharedService = (customer: Customer) => server.endpoint('sharedAlbums', customer.token);
  const raw = async (path: string, customer: Customer) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };

  /**
   * `count` photos of `owner` put straight into the database, 1,000 rows a statement and without
   * blobs (no call here reads one): taken, uploaded and created in three different orders.
   */
  async function addPhotos(owner: Customer, count: number): Promise<InAlbum[]> {
    const thumbnails: StoredThumbnail[] = [300, 800, 1300].map((size) => ({
      size,
      hash: randomBytes(32).toString('hex'),
      width: 20,
      height: 15,
    }));
    const rows = Array.from({ length: count }, (_, index) => {
      const taken = Date.parse('2023-06-01T08:00:00Z') + ((index * 7) % count) * 12 * 60 * MINUTE;
      return {
        id: randomUUID(),
        owner_id: owner.id,
        blob_hash: randomBytes(32).toString('hex'),
        size: 1000,
        mime_type: 'image/jpeg',
        local_file_name: 'IMG.JPG',
        upload_id: randomUUID(),
        width: 40,
        height: 30,
        date_taken: iso(taken),
        timeline_at: iso(taken),
        timeline_year: new Date(taken).getUTCFullYear(),
        timeline_month: new Date(taken).getUTCMonth() + 1,
        thumbnails: JSON.stringify(thumbnails),
        uploaded_at: iso(Date.parse('2025-01-01T00:00:00Z') + ((index * 11) % count) * 1000),
        created_at: iso(Date.parse('2024-01-01T00:00:00Z') + index * MINUTE),
      };
    });
    // SQLite takes at most 32,766 parameters a statement: 16 columns, so 1,000 rows at a time.
    for (let start = 0; start < rows.length; start += 1000) {
      await db()
        .insertInto('photos')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    return rows.map((row) => ({
      id: row.id,
      created: '',
      dateTaken: row.timeline_at,
      uploaded: row.uploaded_at,
    }));
  }

  /**
   * Puts the photos in the album as `addedBy` did, added in a fourth order: every third one at the
   * same moment as the one before it, so date added has ties only the id orders.
   */
  async function putInAlbum(
    albumId: string,
    photos: readonly InAlbum[],
    addedBy: string,
    firstAddedAt: number,
  ): Promise<InAlbum[]> {
    const added = photos.map((photo, index) => ({
      ...photo,
      created: iso(firstAddedAt + (index - Math.floor(index / 3)) * 1000),
    }));
    const rows = added.map((photo) => ({
      album_id: albumId,
      photo_id: photo.id,
      added_at: photo.created,
      added_by: addedBy,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await db()
        .insertInto('album_photos')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    return added;
  }

  /**
   * An album of the owner's holding `count` of their photos, beside photos of theirs in no album
   * and in another album of theirs, which must never show.
   */
  async function ownAlbum(owner: Customer, count: number): Promise<{ albumId: string; photos: InAlbum[] }> {
    const library = await addPhotos(owner, count + 6);
    const albumId = await addAlbum(server.portal.context, owner.id, { name: 'Big' });
    const elsewhere = await addAlbum(server.portal.context, owner.id, { name: 'Elsewhere' });
    await putInAlbum(elsewhere, library.slice(count), owner.id, Date.parse('2025-06-01T00:00:00Z'));
    const photos = await putInAlbum(
      albumId,
      library.slice(0, count),
      owner.id,
      Date.parse('2025-03-01T00:00:00Z'),
    );
    return { albumId, photos };
  }

  /** Every photo of a page-by-cursor list, in its order. */
  async function byCursor(read: (cursor: string | null) => Promise<PhotoPage>): Promise<Photo[]> {
    const photos: Photo[] = [];
    let cursor: string | null = null;
    do {
      const page = await read(cursor);
      photos.push(...page.images);
      cursor = page.cursor;
    } while (cursor !== null);
    return photos;
  }

  it.skipIf(engine.skip)(
    'reads an album from any offset as the slice of the album read by cursor, in every sort, and goes on by its cursor',
    async () => {
      const owner = await newCustomer(server, 'album-offsets');
      const { albumId, photos } = await ownAlbum(owner, 60);
      const read = (query: AlbumPhotoPageQuery) => getAlbumPhotos(photoService(owner), albumId, query);

      for (const sort of [...SORTS, {}]) {
        const whole = ids(await byCursor((cursor) => read({ ...sort, cursor, limit: 7 })));
        expect(whole, label(sort)).toEqual(expectedOrder(photos, { ...DEFAULT_SORT, ...sort }));
        for (const [offset, limit] of [
          [0, 24],
          [1, 24],
          [2, 1],
          [23, 7],
          [24, 24],
          [37, 5],
          [59, 24],
          [59, 1],
        ] as const) {
          const what = `${label(sort)} from ${offset}, ${limit}`;
          const page = await read({ ...sort, offset, limit });
          expect(ids(page.images), what).toEqual(whole.slice(offset, offset + limit));
          expect(page.cursor === null, what).toBe(offset + limit >= whole.length);
          if (page.cursor === null) continue;
          const following = await read({ ...sort, cursor: page.cursor, limit });
          expect(ids(following.images), `${what}, then by its cursor`).toEqual(
            whole.slice(offset + limit, offset + 2 * limit),
          );
        }
        for (const offset of [60, 61, 10_000]) {
          expect(await read({ ...sort, offset }), `${label(sort)} from ${offset}`).toEqual({
            images: [],
            cursor: null,
          });
        }
      }
    },
  );

  it.skipIf(engine.skip)(
    'takes up to 500 photos a page, refuses 501, and refuses a cursor with an offset, saying why',
    async () => {
      const owner = await newCustomer(server, 'album-limits');
      const { albumId, photos } = await ownAlbum(owner, 30);
      const whole = await getAlbumPhotos(photoService(owner), albumId, { offset: 0, limit: 500 });
      expect(ids(whole.images)).toEqual(expectedOrder(photos, DEFAULT_SORT));
      expect(whole.cursor).toBeNull();

      for (const path of [
        `/services/photo/albums/${albumId}/photos`,
        `/services/photo/albums/${albumId}/photos/ids`,
      ]) {
        const tooMany = await raw(`${path}?offset=0&limit=501`, owner);
        expect(tooMany.status, path).toBe(400);
        expect(tooMany.body.message, path).toContain('query.limit');
      }
      const first = await getAlbumPhotos(photoService(owner), albumId, { limit: 2 });
      expect(first.cursor).not.toBeNull();
      const both = await raw(
        `/services/photo/albums/${albumId}/photos?cursor=${first.cursor}&offset=2`,
        owner,
      );
      expect(both.status).toBe(400);
      expect(both.body.message).toContain('cursor and offset cannot be given together');
    },
  );

  it.skipIf(engine.skip)(
    "reads an album's ids from any offset, 500 a call, in the album's order, and only the album's",
    async () => {
      const owner = await newCustomer(server, 'album-ids');
      const count = 1100;
      const { albumId, photos } = await ownAlbum(owner, count);
      for (const sort of [...SORTS, {}]) {
        const expected = expectedOrder(photos, { ...DEFAULT_SORT, ...sort });
        const calls: string[][] = [];
        for (let offset = 0; offset < count; offset += 500) {
          calls.push([...(await getAlbumPhotoIds(photoService(owner), albumId, { ...sort, offset }))]);
        }
        expect(
          calls.map((call) => call.length),
          label(sort),
        ).toEqual([500, 500, 100]);
        expect(calls.flat(), label(sort)).toEqual(expected);
        expect(
          await getAlbumPhotoIds(photoService(owner), albumId, { ...sort, offset: 250, limit: 300 }),
          label(sort),
        ).toEqual(expected.slice(250, 550));
        expect(await getAlbumPhotoIds(photoService(owner), albumId, { ...sort, offset: count })).toEqual([]);
      }
      // The whole album read by cursor is the same list (each sort is compared so in the first test).
      const whole = await byCursor((cursor) => getAlbumPhotos(photoService(owner), albumId, { cursor }));
      expect(ids(whole)).toEqual(expectedOrder(photos, DEFAULT_SORT));
    },
  );

  it.skipIf(engine.skip)(
    'opens an album photo by its id at its place in the album, with its neighbours, in every sort',
    async () => {
      const owner = await newCustomer(server, 'album-place');
      const { albumId, photos } = await ownAlbum(owner, 14);
      const placeIds = (place: AlbumPhotoPlace | null) => ({
        image: place?.image.imageId,
        index: place?.index,
        previous: ids(place?.previous ?? []),
        next: ids(place?.next ?? []),
      });
      for (const sort of [...SORTS, {}]) {
        const order = expectedOrder(photos, { ...DEFAULT_SORT, ...sort });
        for (const [position, photoId] of order.entries()) {
          for (const around of position % 3 === 0 ? [0, 1, 5, 100] : [1, 5]) {
            const place = await getAlbumPhotoPlace(photoService(owner), albumId, photoId, {
              ...sort,
              around,
            });
            expect(placeIds(place), `${label(sort)}, photo ${position} around ${around}`).toEqual({
              image: photoId,
              index: position,
              previous: order.slice(Math.max(0, position - around), position),
              next: order.slice(position + 1, position + 1 + around),
            });
          }
        }
      }
    },
  );

  it.skipIf(engine.skip)(
    "answers 404 for a photo not in the album and for another customer's album, and reads nothing of theirs",
    async () => {
      const owner = await newCustomer(server, 'album-private');
      const other = await newCustomer(server, 'other');
      const { albumId, photos } = await ownAlbum(owner, 5);
      const [inLibraryOnly] = await addPhotos(owner, 1);
      const theirs = await ownAlbum(other, 3);
      const photoId = photos[0]?.id ?? '';

      expect(await getAlbumPhotoPlace(photoService(owner), albumId, randomUUID())).toBeNull();
      expect(await getAlbumPhotoPlace(photoService(owner), albumId, inLibraryOnly?.id ?? '')).toBeNull();
      expect(await getAlbumPhotoPlace(photoService(owner), albumId, theirs.photos[0]?.id ?? '')).toBeNull();
      expect(await getAlbumPhotoPlace(photoService(other), albumId, photoId, { around: 5 })).toBeNull();
      for (const path of [
        `/services/photo/albums/${albumId}/photos/${photoId}`,
        `/services/photo/albums/${albumId}/photos/ids`,
        `/services/photo/albums/${albumId}/photos?offset=0`,
      ]) {
        const answer = await raw(path, other);
        expect(answer.status, path).toBe(404);
        expect(answer.body.message, path).toMatch(/not found/i);
      }
      // Their own album, read with the same calls, holds only their photos.
      const answer = await getAlbumPhotoPlace(
        photoService(other),
        theirs.albumId,
        theirs.photos[1]?.id ?? '',
        {
          around: 100,
        },
      );
      expect(
        [answer?.image, ...(answer?.previous ?? []), ...(answer?.next ?? [])].map((p) => p?.imageId).sort(),
      ).toEqual(theirs.photos.map((photo) => photo.id).sort());
      const tooMany = await raw(`/services/photo/albums/${albumId}/photos/${photoId}?around=101`, owner);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toContain('query.around');
    },
  );

  it.skipIf(engine.skip)(
    "reads a shared album from any offset, its photos with their owners and a photo's place, for its owner and a participant only",
    async () => {
      const owner = await newCustomer(server, 'shared-owner');
      const participant = await newCustomer(server, 'participant');
      const stranger = await newCustomer(server, 'stranger');
      const albumId = await addAlbum(server.portal.context, owner.id, { name: 'Family', shared: true });
      await addParticipant(server.portal.context, albumId, participant.id);
      // Both add photos, the participant's after the owner's.
      const photos = [
        ...(await putInAlbum(
          albumId,
          await addPhotos(owner, 20),
          owner.id,
          Date.parse('2025-03-01T00:00:00Z'),
        )),
        ...(await putInAlbum(
          albumId,
          await addPhotos(participant, 13),
          participant.id,
          Date.parse('2025-04-01T00:00:00Z'),
        )),
      ];
      const ownerOf = new Map(
        photos.map((photo, index) => [photo.id, index < 20 ? owner.id : participant.id]),
      );

      for (const reader of [owner, participant]) {
        for (const sort of [...SORTS, {}]) {
          const what = `${reader === owner ? 'owner' : 'participant'} ${label(sort)}`;
          const order = expectedOrder(photos, { ...DEFAULT_SORT, ...sort });
          const whole = await byCursor((cursor) =>
            getSharedAlbumPhotos(sharedService(reader), albumId, { ...sort, cursor, limit: 6 }),
          );
          expect(ids(whole), what).toEqual(order);
          const page = await getSharedAlbumPhotos(sharedService(reader), albumId, {
            ...sort,
            offset: 17,
            limit: 9,
          });
          expect(ids(page.images), what).toEqual(order.slice(17, 26));
          expect(
            page.images.map((photo) => photo.ownerId),
            what,
          ).toEqual(order.slice(17, 26).map((id) => ownerOf.get(id)));
          expect(
            await getSharedAlbumPhotoIds(sharedService(reader), albumId, { ...sort, offset: 5 }),
            what,
          ).toEqual(order.slice(5).map((photoId) => ({ photoId, ownerId: ownerOf.get(photoId) })));
          const place = await getSharedAlbumPhotoPlace(sharedService(reader), albumId, order[20] ?? '', {
            ...sort,
            around: 4,
          });
          expect(place?.index, what).toBe(20);
          expect(ids(place?.previous ?? []), what).toEqual(order.slice(16, 20));
          expect(ids(place?.next ?? []), what).toEqual(order.slice(21, 25));
          expect(place?.image.ownerId, what).toBe(ownerOf.get(order[20] ?? ''));
        }
      }
      // The owner's shared album read on the photo service: the participant's photos say whose they are.
      const mine = await getAlbumPhotoPlace(photoService(owner), albumId, photos[0]?.id ?? '', {
        around: 100,
      });
      expect(mine?.image.ownerId).toBeUndefined();
      expect(mine?.previous).toHaveLength(32);
      expect(mine?.previous.map((photo) => photo.ownerId)).toEqual(
        mine?.previous.map((photo) => (ownerOf.get(photo.imageId) === owner.id ? undefined : participant.id)),
      );

      expect(
        await getSharedAlbumPhotoPlace(sharedService(stranger), albumId, photos[0]?.id ?? ''),
      ).toBeNull();
      expect(await getSharedAlbumPhotoPlace(sharedService(participant), albumId, randomUUID())).toBeNull();
      for (const path of [
        `/services/shared-albums/shared-albums/${albumId}/photos/ids`,
        `/services/shared-albums/shared-albums/${albumId}/photos?offset=3`,
      ]) {
        expect((await raw(path, stranger)).status, path).toBe(404);
      }
    },
  );
});
