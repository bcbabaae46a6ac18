import { randomBytes, randomUUID } from 'node:crypto';
import {
  getMonthPhotoIds,
  getPhotoPlace,
  getTimelineCounts,
  getTimelinePage,
  type PhotoPageQuery,
} from '@portal/api/clients/photos';
import {
  type Photo,
  type PhotoPlace,
  type PhotoSort,
  type PhotoSortKey,
  type TimelineLocation,
  UNKNOWN_DATE_LOCATION,
} from '@portal/api/schemas/photos';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredThumbnail } from '../src/db/photo-library-tables.ts';
import { libraryPhotoOrder } from '../src/services/photo/photo-order.ts';
import { TimelineReads } from '../src/services/photo/timeline-place.ts';
import { type Customer, newCustomer } from './support/album-fixtures.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

/*
 * A month read from an offset, a month's ids, and a photo opened by its id with its place: see
 * [Note: A month read from anywhere in it] and [Note: A photo opened by its id]. Each answer is
 * checked against the month, or the whole timeline, read page by page by cursor, the way the
 * timeline has always been read.
 */

const SORT_KEYS: readonly PhotoSortKey[] = ['created', 'dateTaken', 'uploaded'];
const SORT_ORDERS = ['asc', 'desc'] as const;
const SORTS: readonly Required<PhotoSort>[] = SORT_KEYS.flatMap((sortKey) =>
  SORT_ORDERS.map((sortOrder) => ({ sortKey, sortOrder })),
);
const label = (sort: PhotoSort) => `${sort.sortKey ?? 'default'}/${sort.sortOrder ?? 'default'}`;

const iso = (ms: number) => new Date(ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A photo's three sort values, as the database holds them. */
interface Dated {
  readonly id: string;
  readonly created: string;
  readonly dateTaken: string;
  readonly uploaded: string;
}

/** What a photo row is made from: its date taken as the camera wrote it (null: none) and its two times. */
interface PhotoDates {
  readonly dateTaken: string | null;
  readonly uploadedAt: string;
  readonly createdAt: string;
}

/** The order a month's photos are in, from their sort values: the sort key, then the id. */
function expectedOrder(photos: readonly Dated[], sort: Required<PhotoSort>): string[] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...photos].sort((a, b) => compare(a[sort.sortKey], b[sort.sortKey]) || compare(a.id, b.id));
  if (sort.sortOrder === 'desc') sorted.reverse();
  return sorted.map((photo) => photo.id);
}

describe.each(ENGINES)('photo places on $name', (engine) => {
  let server: PortalServer;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  const photoService = (customer: Customer) => server.endpoint('photo', customer.token);
  const context = () => server.portal.context;
  const raw = async (path: string, customer: Customer) => {
    const response = await fetch(`${server.baseUrl}/services/photo${path}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };

  /**
   * Photo rows put straight into the database, 1,000 a statement and without blobs: the fixture's
   * `addLibraryPhoto` makes and stores four JPEGs a photo (about 100 ms each here), too slow for
   * the libraries below, and no call here reads a blob.
   */
  async function addPhotos(owner: Customer, photos: readonly PhotoDates[]): Promise<Dated[]> {
    const thumbnails: StoredThumbnail[] = [300, 800, 1300].map((size) => ({
      size,
      hash: randomBytes(32).toString('hex'),
      width: 20,
      height: 15,
    }));
    const rows = photos.map((photo) => {
      const { year, month } = writtenMonth(photo.dateTaken);
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
        date_taken: photo.dateTaken,
        timeline_at: timelineAt(photo.dateTaken),
        timeline_year: year,
        timeline_month: month,
        thumbnails: JSON.stringify(thumbnails),
        uploaded_at: photo.uploadedAt,
        created_at: photo.createdAt,
      };
    });
    // SQLite takes at most 32,766 parameters a statement: 16 columns, so 1,000 rows at a time.
    for (let start = 0; start < rows.length; start += 1000) {
      await context()
        .database.db.insertInto('photos')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    return rows.map((row, index) => dated(row.id, photos[index] as PhotoDates));
  }

  /** Every photo of a month in `sort`, read page by page by cursor. */
  async function monthByCursor(
    owner: Customer,
    section: TimelineLocation,
    sort: PhotoSort,
    limit?: number,
  ): Promise<Photo[]> {
    const photos: Photo[] = [];
    let cursor: string | null = null;
    do {
      const query: PhotoPageQuery = { ...sort, cursor, limit };
      const page = await getTimelinePage(photoService(owner), section, query);
      photos.push(...page.images);
      cursor = page.cursor;
    } while (cursor !== null);
    return photos;
  }

  /** The whole library in the timeline's order: its months newest first, each read by cursor in `sort`. */
  async function timelineByCursor(owner: Customer, sort: PhotoSort): Promise<Photo[]> {
    const { years } = await getTimelineCounts(photoService(owner));
    const photos: Photo[] = [];
    for (const { year, months } of years) {
      for (const { month } of months) photos.push(...(await monthByCursor(owner, { year, month }, sort)));
    }
    return photos;
  }

  /**
   * `count` photos of June 2023 (two a day), whose upload and creation times run in two other
   * orders, so each sort key gives its own order.
   */
  function juneOf2023(count: number): PhotoDates[] {
    return Array.from({ length: count }, (_, index) => ({
      dateTaken: iso(Date.parse('2023-06-01T08:00:00Z') + index * 12 * 60 * MINUTE),
      uploadedAt: iso(Date.parse('2025-01-01T00:00:00Z') + ((index * 7) % count) * SECOND),
      createdAt: iso(Date.parse('2024-07-01T00:00:00Z') + ((index * 11) % count) * MINUTE),
    }));
  }

  const ids = (photos: readonly Photo[]) => photos.map((photo) => photo.imageId);

  it.skipIf(engine.skip)(
    'reads a month from any offset as the slice of the month read by cursor, in every sort, and goes on by its cursor',
    async () => {
      const owner = await newCustomer(server, 'offsets');
      const june = await addPhotos(owner, juneOf2023(60));
      // The months on either side, whose photos must never enter June's pages.
      await addPhotos(owner, [
        { dateTaken: '2023-05-31T23:00:00Z', uploadedAt: iso(0), createdAt: iso(0) },
        { dateTaken: '2023-07-01T00:00:00Z', uploadedAt: iso(0), createdAt: iso(0) },
      ]);
      const section = { year: 2023, month: 6 };

      for (const sort of [...SORTS, {}]) {
        const whole = ids(await monthByCursor(owner, section, sort));
        const expected = expectedOrder(june, { sortKey: 'dateTaken', sortOrder: 'desc', ...sort });
        expect(whole, label(sort)).toEqual(expected);
        for (const [offset, limit] of [
          [0, 24],
          [1, 24],
          [23, 7],
          [24, 24],
          [37, 5],
          [36, 24],
          [59, 24],
          [59, 1],
        ] as const) {
          const what = `${label(sort)} from ${offset}, ${limit}`;
          const page = await getTimelinePage(photoService(owner), section, { ...sort, offset, limit });
          expect(ids(page.images), what).toEqual(whole.slice(offset, offset + limit));
          if (offset + limit >= whole.length) {
            expect(page.cursor, what).toBeNull();
            continue;
          }
          expect(page.cursor, what).not.toBeNull();
          const following = await getTimelinePage(photoService(owner), section, {
            ...sort,
            cursor: page.cursor,
            limit,
          });
          expect(ids(following.images), `${what}, then by its cursor`).toEqual(
            whole.slice(offset + limit, offset + 2 * limit),
          );
        }
        for (const offset of [60, 61, 10_000]) {
          expect(
            await getTimelinePage(photoService(owner), section, { ...sort, offset }),
            `${label(sort)} from ${offset}`,
          ).toEqual({ images: [], cursor: null });
        }
      }
      expect(await getTimelinePage(photoService(owner), { year: 2023, month: 8 }, { offset: 3 })).toEqual({
        images: [],
        cursor: null,
      });
    },
  );

  it.skipIf(engine.skip)(
    'reads a month whose photos share one date from any offset, ordered by the id alone',
    async () => {
      const owner = await newCustomer(server, 'same-date');
      // 'Unknown Date': every photo at the epoch, and here with one upload and creation time too.
      const same = {
        dateTaken: null,
        uploadedAt: '2025-02-02T02:02:02.000Z',
        createdAt: '2025-02-02T02:02:02.000Z',
      };
      const unknown = await addPhotos(
        owner,
        Array.from({ length: 30 }, () => same),
      );
      for (const sort of SORTS) {
        const whole = ids(await monthByCursor(owner, UNKNOWN_DATE_LOCATION, sort, 4));
        expect(whole, label(sort)).toEqual(expectedOrder(unknown, sort));
        for (const offset of [0, 3, 4, 13, 26, 29]) {
          const page = await getTimelinePage(photoService(owner), UNKNOWN_DATE_LOCATION, {
            ...sort,
            offset,
            limit: 4,
          });
          expect(ids(page.images), `${label(sort)} from ${offset}`).toEqual(whole.slice(offset, offset + 4));
          expect(page.cursor === null, `${label(sort)} from ${offset}`).toBe(offset + 4 >= whole.length);
          if (page.cursor === null) continue;
          const following = await getTimelinePage(photoService(owner), UNKNOWN_DATE_LOCATION, {
            ...sort,
            cursor: page.cursor,
            limit: 4,
          });
          expect(ids(following.images), `${label(sort)} after ${offset}`).toEqual(
            whole.slice(offset + 4, offset + 8),
          );
        }
      }
    },
  );

  it.skipIf(engine.skip)(
    'takes up to 500 photos a month page, refuses 501, and refuses a cursor with an offset, saying why',
    async () => {
      const owner = await newCustomer(server, 'limits');
      const june = await addPhotos(owner, juneOf2023(30));
      const section = { year: 2023, month: 6 };
      const whole = await getTimelinePage(photoService(owner), section, { offset: 0, limit: 500 });
      expect(ids(whole.images)).toEqual(expectedOrder(june, { sortKey: 'dateTaken', sortOrder: 'desc' }));
      expect(whole.cursor).toBeNull();

      const tooMany = await raw('/photos/timeline/2023/6?offset=0&limit=501', owner);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toContain('query.limit');

      const first = await getTimelinePage(photoService(owner), section, { limit: 2 });
      expect(first.cursor).not.toBeNull();
      const both = await raw(`/photos/timeline/2023/6?cursor=${first.cursor}&offset=2`, owner);
      expect(both.status).toBe(400);
      expect(both.body.message).toContain('cursor and offset cannot be given together');
      await expect(
        getTimelinePage(photoService(owner), section, { cursor: first.cursor, offset: 2 }),
      ).rejects.toMatchObject({ status: 400 });
    },
  );

  it.skipIf(engine.skip)(
    "reads a month's ids from any offset, 500 a call, in the month's order, and never another customer's",
    async () => {
      const owner = await newCustomer(server, 'month-ids');
      const other = await newCustomer(server, 'other');
      const count = 1100;
      const march = await addPhotos(
        owner,
        Array.from({ length: count }, (_, index) => ({
          dateTaken: iso(Date.parse('2022-03-01T00:00:00Z') + index * 37 * MINUTE),
          uploadedAt: iso(Date.parse('2025-01-01T00:00:00Z') + ((index * 7) % count) * SECOND),
          createdAt: iso(Date.parse('2024-01-01T00:00:00Z') + ((index * 13) % count) * MINUTE),
        })),
      );
      const theirs = await addPhotos(other, [
        { dateTaken: '2022-03-15T12:00:00Z', uploadedAt: iso(0), createdAt: iso(0) },
      ]);
      const section = { year: 2022, month: 3 };

      // The month's order, as the timeline reads it by cursor (each sort is compared so in the first test).
      expect(ids(await monthByCursor(owner, section, {}, 500))).toEqual(
        expectedOrder(march, { sortKey: 'dateTaken', sortOrder: 'desc' }),
      );
      for (const sort of [...SORTS, {}]) {
        const expected = expectedOrder(march, { sortKey: 'dateTaken', sortOrder: 'desc', ...sort });
        const calls: string[][] = [];
        for (let offset = 0; offset < count; offset += 500) {
          calls.push([...(await getMonthPhotoIds(photoService(owner), section, { ...sort, offset }))]);
        }
        expect(
          calls.map((call) => call.length),
          label(sort),
        ).toEqual([500, 500, 100]);
        expect(calls.flat(), label(sort)).toEqual(expected);
        expect(
          await getMonthPhotoIds(photoService(owner), section, { ...sort, offset: 250, limit: 300 }),
          label(sort),
        ).toEqual(expected.slice(250, 550));
        expect(
          await getMonthPhotoIds(photoService(owner), section, { ...sort, offset: count - 1 }),
          label(sort),
        ).toEqual(expected.slice(count - 1));
        expect(await getMonthPhotoIds(photoService(owner), section, { ...sort, offset: count })).toEqual([]);
      }
      // Without an offset, the first 500 of the default order.
      expect(await getMonthPhotoIds(photoService(owner), section)).toEqual(
        expectedOrder(march, { sortKey: 'dateTaken', sortOrder: 'desc' }).slice(0, 500),
      );
      // Another customer reading the same month gets their own photo alone, and an empty month of theirs nothing.
      expect(await getMonthPhotoIds(photoService(other), section)).toEqual(theirs.map((photo) => photo.id));
      const stranger = await newCustomer(server, 'stranger');
      expect(await getMonthPhotoIds(photoService(stranger), section)).toEqual([]);
      expect(await getMonthPhotoIds(photoService(stranger), section, { offset: 500 })).toEqual([]);
      const tooMany = await raw('/photos/timeline/2022/3/ids?limit=501', owner);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toContain('query.limit');
    },
  );

  /**
   * A month of 300 photos whose sort values clump, so that where a value lies between the month's
   * first and last says little of the photo's index: half the month taken in one burst (one
   * moment), a fifth within a minute, the rest spread over the month and a last burst on its last
   * evening; uploaded mostly in one batch (one time for 240 photos); added mostly in its first
   * hours. Each sort key orders the photos its own way.
   */
  function clumpedJuly2021(): PhotoDates[] {
    const july = Date.parse('2021-07-01T09:00:00Z');
    return Array.from({ length: 300 }, (_, index) => {
      const taken =
        index < 150
          ? july
          : index < 210
            ? july + (index - 150) * SECOND
            : index < 280
              ? july + (index - 209) * 10 * 60 * MINUTE
              : Date.parse('2021-07-31T20:00:00Z');
      const shuffled = (index * 97) % 300;
      return {
        dateTaken: iso(taken),
        uploadedAt:
          shuffled % 5 === 0
            ? iso(Date.parse('2025-03-01T00:00:00Z') + shuffled * MINUTE)
            : '2025-03-03T03:03:03.000Z',
        createdAt: iso(
          Date.parse('2024-02-01T00:00:00Z') + Math.floor((shuffled / 300) ** 4 * 30 * 24 * 60) * MINUTE,
        ),
      };
    });
  }

  /**
   * 'Unknown Date' of 200 photos: one `timeline_at` for all, so only the id orders the dateTaken
   * sort; added all at one moment (ordered by id again), uploaded in four batches.
   */
  function unknownOf200(): PhotoDates[] {
    return Array.from({ length: 200 }, (_, index) => ({
      dateTaken: null,
      uploadedAt: iso(Date.parse('2025-04-01T00:00:00Z') + (index % 4) * MINUTE),
      createdAt: '2025-04-04T04:04:04.000Z',
    }));
  }

  /** A month's ids (with their sort values) in `sort`, read with a plain ORDER BY, with OFFSET and LIMIT. */
  async function plainMonth(
    owner: Customer,
    section: TimelineLocation,
    sort: PhotoSort,
    offset = 0,
    limit = 10_000,
  ): Promise<{ id: string; sort: string }[]> {
    const order = libraryPhotoOrder(sort);
    return context()
      .database.db.selectFrom('photos as p')
      .select([sql<string>`${sql.ref(order.sortColumn)}`.as('sort'), 'p.id'])
      .where('p.owner_id', '=', owner.id)
      .where('p.timeline_year', '=', section.year)
      .where('p.timeline_month', '=', section.month)
      .orderBy(sql.ref(order.sortColumn), order.direction)
      .orderBy('p.id', order.direction)
      .limit(limit)
      .offset(offset)
      .execute();
  }

  it.skipIf(engine.skip)(
    'places every photo of a month whose dates clump at its exact index, in every sort',
    async () => {
      const owner = await newCustomer(server, 'clumped');
      const july = await addPhotos(owner, clumpedJuly2021());
      const unknown = await addPhotos(owner, unknownOf200());
      // A photo in the months on either side, and another customer's in the same month.
      await addPhotos(owner, [
        { dateTaken: '2021-06-30T23:59:59Z', uploadedAt: iso(0), createdAt: iso(0) },
        { dateTaken: '2021-08-01T00:00:00Z', uploadedAt: iso(0), createdAt: iso(0) },
      ]);
      await addPhotos(await newCustomer(server, 'other'), clumpedJuly2021().slice(0, 20));

      for (const [section, photos] of [
        [{ year: 2021, month: 7 }, july],
        [UNKNOWN_DATE_LOCATION, unknown],
      ] as const) {
        for (const sort of [...SORTS, {}]) {
          const month = (await plainMonth(owner, section, sort)).map((row) => row.id);
          expect(month, `${section.year}-${section.month} ${label(sort)}`).toEqual(
            expectedOrder(photos, { sortKey: 'dateTaken', sortOrder: 'desc', ...sort }),
          );
          for (const [reading, reads] of readers(owner)) {
            const what = `${section.year}-${section.month} ${label(sort)} ${reading}`;
            const indexes: number[] = [];
            for (const id of month) indexes.push((await reads.place(id, sort, 0))?.index ?? -1);
            expect(indexes, what).toEqual(month.map((_, index) => index));
          }
        }
      }
      // The same through the route, for a few photos in each sort.
      const month = await plainMonth(
        owner,
        { year: 2021, month: 7 },
        { sortKey: 'uploaded', sortOrder: 'asc' },
      );
      for (const index of [0, 1, 149, 150, 151, 298, 299]) {
        const place = await getPhotoPlace(photoService(owner), month[index]?.id ?? '', {
          sortKey: 'uploaded',
          sortOrder: 'asc',
          around: 2,
        });
        expect(place?.index, `uploaded/asc #${index}`).toBe(index);
      }
    },
  );

  it.skipIf(engine.skip)(
    'reads a month from an offset past its middle, up to its last photo and past its end, as a plain OFFSET does',
    async () => {
      const owner = await newCustomer(server, 'past-middle');
      await addPhotos(owner, clumpedJuly2021().slice(0, 299));
      await addPhotos(owner, unknownOf200());
      for (const [reading, reads] of readers(owner)) {
        for (const [section, count] of [
          [{ year: 2021, month: 7 }, 299],
          [UNKNOWN_DATE_LOCATION, 200],
        ] as const) {
          const half = Math.ceil(count / 2);
          for (const sort of [...SORTS, {}]) {
            const order = libraryPhotoOrder(sort);
            for (const offset of [
              0,
              1,
              2,
              half - 2,
              half - 1,
              half,
              half + 1,
              half + 2,
              count - 2,
              count - 1,
              count,
              count + 5,
            ]) {
              const what = `${section.year}-${section.month} ${label(sort)} from ${offset} ${reading}`;
              // The position of the photo before the offset; past the end from the month's count on.
              const [previous] =
                offset === 0 || offset >= count ? [] : await plainMonth(owner, section, sort, offset - 1, 1);
              expect(await reads.startOf(section, order, offset), what).toEqual(
                offset === 0 ? null : previous === undefined ? 'past-end' : [previous.sort, previous.id],
              );
              const expected = (await plainMonth(owner, section, sort, offset, 5)).map((row) => row.id);
              expect(await reads.monthIds(section, order, offset, 5), what).toEqual(expected);
              expect(
                await getMonthPhotoIds(photoService(owner), section, { ...sort, offset, limit: 5 }),
                what,
              ).toEqual(expected);
              const page = await getTimelinePage(photoService(owner), section, { ...sort, offset, limit: 5 });
              expect(ids(page.images), what).toEqual(expected);
            }
          }
        }
      }
    },
  );

  it.skipIf(engine.skip)(
    "counts from a month's marks only while they are the month's: a photo added, deleted or given another date moves the places after it",
    async () => {
      const owner = await newCustomer(server, 'marked');
      const july = await addPhotos(owner, clumpedJuly2021());
      const [reading, reads] = readers(owner)[1] ?? [];
      if (reads === undefined) throw new Error('no marked reader');
      const sort = { sortKey: 'dateTaken', sortOrder: 'asc' } as const;
      const order = libraryPhotoOrder(sort);
      const section = { year: 2021, month: 7 };
      const expectPlaces = async (when: string) => {
        const month = await plainMonth(owner, section, sort);
        for (const index of [0, 6, 7, 8, 150, 151, month.length - 8, month.length - 1]) {
          const what = `#${index} ${when} (${reading})`;
          expect((await reads.place(month[index]?.id ?? '', sort, 0))?.index, what).toBe(index);
          const [previous] = index === 0 ? [] : await plainMonth(owner, section, sort, index - 1, 1);
          expect(await reads.startOf(section, order, index), what).toEqual(
            previous === undefined ? null : [previous.sort, previous.id],
          );
        }
      };
      await expectPlaces('first');
      // Nine photos before all the others: every place moves on by nine.
      const early = await addPhotos(
        owner,
        Array.from({ length: 9 }, () => ({
          dateTaken: '2021-07-01T00:00:01Z',
          uploadedAt: iso(0),
          createdAt: iso(0),
        })),
      );
      await expectPlaces('after nine added at the start');
      await context()
        .database.db.deleteFrom('photos')
        .where(
          'id',
          'in',
          [...early.slice(0, 4), ...july.slice(200, 203)].map((photo) => photo.id),
        )
        .execute();
      await expectPlaces('after seven deleted');
      // A photo of the month's end given the month's first moment: it moves to the front.
      const last = (await plainMonth(owner, section, sort)).at(-1);
      await context()
        .database.db.updateTable('photos')
        .set({ timeline_at: '2021-07-01T00:00:00.000Z' })
        .where('id', '=', last?.id ?? '')
        .execute();
      await expectPlaces('after a photo was moved to the front');
    },
  );

  /**
   * The reads as the routes make them, and with marks every 7 photos from months of 16
   * ([Note: Month marks]): the months here are a few hundred photos, far below the routes' marks.
   */
  function readers(owner: Customer): (readonly [string, TimelineReads])[] {
    return [
      ['counted', new TimelineReads(context().database, owner.id)],
      ['marked', new TimelineReads(context().database, owner.id, { spacing: 7, from: 16 })],
    ];
  }

  /**
   * A library of five months, newest first: one photo, two, ten whose sort keys give three
   * orders, two taken at the same moment, and three without a date. Another customer has photos
   * in the same months and a month of their own between them.
   */
  async function placesLibrary(owner: Customer, other: Customer): Promise<void> {
    const at = (dateTaken: string | null, uploadMinutes: number, createdMinutes: number): PhotoDates => ({
      dateTaken,
      uploadedAt: iso(Date.parse('2025-01-01T00:00:00Z') + uploadMinutes * MINUTE),
      createdAt: iso(Date.parse('2024-12-01T00:00:00Z') + createdMinutes * MINUTE),
    });
    const november = Array.from({ length: 10 }, (_, index) =>
      at(
        iso(Date.parse('2023-11-01T09:00:00Z') + index * 49 * 60 * MINUTE),
        (index * 3) % 10,
        (index * 7) % 10,
      ),
    );
    await addPhotos(owner, [
      at('2024-03-10T10:00:00+01:00', 40, 3),
      at('2024-01-05T10:00:00+01:00', 30, 50),
      at('2024-01-20T10:00:00+01:00', 31, 2),
      ...november,
      at('2023-10-07T18:00:00+02:00', 20, 20),
      at('2023-10-07T18:00:00+02:00', 20, 20),
      at(null, 11, 60),
      at(null, 10, 61),
      at(null, 12, 59),
    ]);
    await addPhotos(other, [
      at('2024-03-10T11:00:00+01:00', 40, 3),
      at('2024-02-14T10:00:00+01:00', 41, 4),
      at('2023-11-05T09:00:00Z', 5, 5),
      at('2023-10-07T18:00:00+02:00', 20, 20),
      at(null, 10, 60),
    ]);
  }

  it.skipIf(engine.skip)(
    'opens a photo by its id at its place in its month, with its neighbours in the timeline order across months',
    async () => {
      const owner = await newCustomer(server, 'places');
      const other = await newCustomer(server, 'other');
      await placesLibrary(owner, other);

      for (const sort of SORTS) {
        const timeline = await timelineByCursor(owner, sort);
        expect(timeline, label(sort)).toHaveLength(18);
        const timelineIds = ids(timeline);
        for (const [position, photo] of timeline.entries()) {
          const inMonth = timeline.filter(
            (each) =>
              each.location.year === photo.location.year && each.location.month === photo.location.month,
          );
          // Without neighbours on every third photo, enough to see the index alone answered.
          for (const around of position % 3 === 0 ? [0, 1, 5, 100] : [1, 5, 100]) {
            const what = `${label(sort)}, photo ${position} around ${around}`;
            const place = await getPhotoPlace(photoService(owner), photo.imageId, { ...sort, around });
            expect(place?.image.imageId, what).toBe(photo.imageId);
            expect(place?.image.location, what).toEqual(photo.location);
            expect(place?.index, what).toBe(inMonth.findIndex((each) => each.imageId === photo.imageId));
            expect(ids(place?.previous ?? []), what).toEqual(
              timelineIds.slice(Math.max(0, position - around), position),
            );
            expect(ids(place?.next ?? []), what).toEqual(
              timelineIds.slice(position + 1, position + 1 + around),
            );
          }
        }
        // The library's first and last photos: nothing before the first, nothing after the last.
        const first = await getPhotoPlace(photoService(owner), timelineIds[0] ?? '', { ...sort, around: 5 });
        expect(first?.previous, label(sort)).toEqual([]);
        expect(ids(first?.next ?? []), label(sort)).toEqual(timelineIds.slice(1, 6));
        const last = await getPhotoPlace(photoService(owner), timelineIds.at(-1) ?? '', {
          ...sort,
          around: 5,
        });
        expect(last?.next, label(sort)).toEqual([]);
        expect(ids(last?.previous ?? []), label(sort)).toEqual(timelineIds.slice(-6, -1));
      }
      // Without a sort, the timeline's default: newest taken first.
      const newestFirst = await timelineByCursor(owner, { sortKey: 'dateTaken', sortOrder: 'desc' });
      const placeIds = (place: PhotoPlace | null) => ({
        image: place?.image.imageId,
        index: place?.index,
        previous: ids(place?.previous ?? []),
        next: ids(place?.next ?? []),
      });
      for (const photo of newestFirst) {
        const unsorted = await getPhotoPlace(photoService(owner), photo.imageId, { around: 5 });
        const sorted = await getPhotoPlace(photoService(owner), photo.imageId, {
          sortKey: 'dateTaken',
          sortOrder: 'desc',
          around: 5,
        });
        expect(placeIds(unsorted)).toEqual(placeIds(sorted));
      }
    },
  );

  it.skipIf(engine.skip)(
    "answers null for an unknown id and another customer's photo, and never shows another customer's photos",
    async () => {
      const owner = await newCustomer(server, 'places-private');
      const other = await newCustomer(server, 'other');
      await placesLibrary(owner, other);
      const mine = ids(await timelineByCursor(owner, {}));
      const theirs = ids(await timelineByCursor(other, {}));
      expect(theirs).toHaveLength(5);

      expect(await getPhotoPlace(photoService(owner), randomUUID(), { around: 100 })).toBeNull();
      for (const id of theirs) {
        expect(await getPhotoPlace(photoService(owner), id, { around: 100 }), id).toBeNull();
      }
      for (const sort of SORTS) {
        for (const id of mine) {
          const place = await getPhotoPlace(photoService(owner), id, { ...sort, around: 100 });
          const shown = [place?.image, ...(place?.previous ?? []), ...(place?.next ?? [])].map(
            (photo) => photo?.imageId,
          );
          expect(
            shown.filter((shownId) => !mine.includes(shownId ?? '')),
            label(sort),
          ).toEqual([]);
        }
      }
      const tooMany = await raw(`/photos/${mine[0]}?around=101`, owner);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toContain('query.around');
    },
  );
});

/** The month a date taken was written in (see [Note: Timeline months]); 'Unknown Date' without one. */
function writtenMonth(dateTaken: string | null): TimelineLocation {
  if (dateTaken === null) return UNKNOWN_DATE_LOCATION;
  const [year = 0, month = 0] = dateTaken.slice(0, 7).split('-').map(Number);
  return { year, month };
}

/** The UTC moment a photo sorts by, the epoch without a date (see [Note: Timeline position]). */
function timelineAt(dateTaken: string | null): string {
  return new Date(dateTaken ?? 0).toISOString();
}

function dated(id: string, photo: PhotoDates): Dated {
  return { id, dateTaken: timelineAt(photo.dateTaken), uploaded: photo.uploadedAt, created: photo.createdAt };
}
