import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  deleteAllPhotos,
  deletePhotos,
  getLibraryCounts,
  getTimelineCounts,
} from '@portal/api/clients/photos';
import type { TimelineCounts } from '@portal/api/schemas/photos';
import SqliteDatabase from 'better-sqlite3';
import { type Insertable, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../src/account-deletion/delete-account.ts';
import { nowIso, openDatabase, SQLITE_FILE_NAME } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import type { PhotosTable } from '../src/db/photo-library-tables.ts';
import type { Tables } from '../src/db/tables.ts';
import { ingestPhotoFile } from '../src/ingest/index.ts';
import { seedLargeLibrary } from '../src/seed/large-library.ts';
import { type Customer, newCustomer } from './support/album-fixtures.ts';
import { createDatabasePlace, ENGINES } from './support/databases.ts';
import { randomJpeg } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { uploadFile } from './support/uploads.ts';

/*
 * `photo_months` ([Note: Photo counts per month]) against the photos it counts: after every kind of
 * write (an upload, an ingest, the large-library seed, deleting some photos and all of them, a photo
 * moved to another month or another owner, account deletion, the migration that made the table),
 * and under transactions that write the same months side by side, it must hold exactly what a
 * GROUP BY over `photos` counts, and the library's counts and timeline must say the same.
 */

interface MonthRow {
  readonly owner_id: string;
  readonly timeline_year: number;
  readonly timeline_month: number;
  readonly photo_count: number;
}

/** Every row of `photo_months`, in key order. */
async function keptCounts(db: Kysely<Tables>): Promise<MonthRow[]> {
  return db
    .selectFrom('photo_months')
    .select(['owner_id', 'timeline_year', 'timeline_month', 'photo_count'])
    .orderBy('owner_id')
    .orderBy('timeline_year')
    .orderBy('timeline_month')
    .execute();
}

/** The same counts made from `photos`. */
async function countedCounts(db: Kysely<Tables>): Promise<MonthRow[]> {
  const rows = await db
    .selectFrom('photos')
    .select(['owner_id', 'timeline_year', 'timeline_month', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['owner_id', 'timeline_year', 'timeline_month'])
    .orderBy('owner_id')
    .orderBy('timeline_year')
    .orderBy('timeline_month')
    .execute();
  return rows.map(({ n, ...month }) => ({ ...month, photo_count: Number(n) }));
}

async function expectExactCounts(db: Kysely<Tables>, what: string): Promise<MonthRow[]> {
  const counted = await countedCounts(db);
  expect(await keptCounts(db), what).toEqual(counted);
  return counted;
}

/** What `GET /users/timeline` must answer for `ownerId`, from the GROUP BY over photos. */
function timelineOf(counted: readonly MonthRow[], ownerId: string): TimelineCounts {
  const years: { year: number; months: { month: number; count: number }[] }[] = [];
  const own = counted
    .filter((row) => row.owner_id === ownerId)
    .sort((a, b) => b.timeline_year - a.timeline_year || b.timeline_month - a.timeline_month);
  for (const row of own) {
    let year = years.at(-1);
    if (year?.year !== row.timeline_year) {
      year = { year: row.timeline_year, months: [] };
      years.push(year);
    }
    year.months.push({ month: row.timeline_month, count: row.photo_count });
  }
  return { years };
}

/** A photo row without blobs, in a given month (no request here reads a blob of these). */
function photoRow(ownerId: string, year: number, month: number, day = 1): Insertable<PhotosTable> {
  const at = new Date(Date.UTC(year, month - 1, day, 12)).toISOString();
  return {
    id: randomUUID(),
    owner_id: ownerId,
    blob_hash: randomBytes(32).toString('hex'),
    size: 1000,
    mime_type: 'image/jpeg',
    local_file_name: 'IMG.JPG',
    upload_id: randomUUID(),
    width: 40,
    height: 30,
    date_taken: at,
    timeline_at: at,
    timeline_year: year,
    timeline_month: month,
    thumbnails: '[]',
    uploaded_at: at,
    created_at: at,
  };
}

/** `rows` in a random order. */
function shuffled<T>(rows: readonly T[]): T[] {
  const copy = [...rows];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describe.each(ENGINES)('photo counts per month on $name', (engine) => {
  let server: PortalServer;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.test.database.db;
  const photoService = (customer: Customer) => server.endpoint('photo', customer.token);

  /** The library's counts and timeline over HTTP agree with the photos. */
  async function expectServedCounts(customer: Customer, counted: readonly MonthRow[], what: string) {
    const photos = counted
      .filter((row) => row.owner_id === customer.id)
      .reduce((sum, row) => sum + row.photo_count, 0);
    expect((await getLibraryCounts(photoService(customer))).photosCount, what).toBe(photos);
    expect(await getTimelineCounts(photoService(customer)), what).toEqual(timelineOf(counted, customer.id));
  }

  it.skipIf(engine.skip)(
    'counts every month exactly through uploads, ingest, the seed, deletions and photos moved',
    async () => {
      const owner = await newCustomer(server, 'months');
      const other = await newCustomer(server, 'other');
      const { context } = server.portal;

      // Uploads over tus and an ingest (photos without a date: 'Unknown Date'), and one upload of
      // bytes the library has already, which adds nothing.
      const storage = { baseUrl: `${server.baseUrl}/services/storage`, token: owner.token };
      const first = await randomJpeg();
      for (const [bytes, status] of [
        [first, 204],
        [await randomJpeg(), 204],
        [first, 200],
      ] as const) {
        const sent = await uploadFile(storage, bytes, { fileName: 'upload.jpg', fileType: 'image/jpeg' });
        expect(sent.last.status).toBe(status);
      }
      await ingestPhotoFile(context, {
        ownerId: owner.id,
        fileName: 'ingested.jpg',
        bytes: await randomJpeg(),
      });
      let counted = await expectExactCounts(db(), 'after the uploads');
      expect(counted).toEqual([
        { owner_id: owner.id, timeline_year: 1970, timeline_month: 1, photo_count: 3 },
      ]);

      // The seed: many months, several statements and transactions.
      await seedLargeLibrary(
        { database: server.test.database, blobs: context.blobs },
        { ownerId: owner.id, count: 600, storeBlobs: false, longEdge: 32, batchSize: 250, seed: 7 },
      );
      await seedLargeLibrary(
        { database: server.test.database, blobs: context.blobs },
        { ownerId: other.id, count: 120, storeBlobs: false, longEdge: 32, seed: 8 },
      );
      counted = await expectExactCounts(db(), 'after the seed');
      expect(counted.filter((row) => row.owner_id === owner.id).length).toBeGreaterThan(20);
      await expectServedCounts(owner, counted, 'after the seed');
      await expectServedCounts(other, counted, 'after the seed');

      // Deleting some photos: a few across months, and every photo of one month, whose row goes.
      const ownPhotos = await db()
        .selectFrom('photos')
        .select(['id', 'timeline_year', 'timeline_month'])
        .where('owner_id', '=', owner.id)
        .orderBy('id')
        .execute();
      const [emptied] = counted.filter((row) => row.owner_id === owner.id && row.photo_count > 1);
      if (emptied === undefined) throw new Error('No month with two photos');
      const inEmptied = ownPhotos.filter(
        (photo) =>
          photo.timeline_year === emptied.timeline_year && photo.timeline_month === emptied.timeline_month,
      );
      const some = [...inEmptied, ...ownPhotos.filter((_, index) => index % 9 === 0)].map(
        (photo) => photo.id,
      );
      expect(await deletePhotos(photoService(owner), [...new Set(some)])).toEqual({ failed: [] });
      counted = await expectExactCounts(db(), 'after deleting some photos');
      expect(counted).not.toContainEqual(
        expect.objectContaining({ owner_id: owner.id, ...monthOf(emptied) }),
      );
      await expectServedCounts(owner, counted, 'after deleting some photos');

      // Photos moved to another month (one that had none, and one that had some) and to another
      // owner; and an update that moves nothing.
      const left = await db().selectFrom('photos').select('id').where('owner_id', '=', owner.id).execute();
      const moved = left.slice(0, 5).map((photo) => photo.id);
      await db()
        .updateTable('photos')
        .set({ timeline_year: 1999, timeline_month: 12 })
        .where('id', 'in', moved)
        .execute();
      await db()
        .updateTable('photos')
        .set({ timeline_month: 1, timeline_year: 1970 })
        .where(
          'id',
          'in',
          left.slice(5, 8).map((photo) => photo.id),
        )
        .execute();
      await db()
        .updateTable('photos')
        .set({ owner_id: other.id })
        .where(
          'id',
          'in',
          left.slice(8, 12).map((photo) => photo.id),
        )
        .execute();
      await db().updateTable('photos').set({ thumbnails: '[]' }).where('owner_id', '=', owner.id).execute();
      counted = await expectExactCounts(db(), 'after photos were moved');
      expect(counted).toContainEqual({
        owner_id: owner.id,
        timeline_year: 1999,
        timeline_month: 12,
        photo_count: 5,
      });
      await expectServedCounts(owner, counted, 'after photos were moved');
      await expectServedCounts(other, counted, 'after photos were moved');

      // Every photo of the library.
      await deleteAllPhotos(photoService(owner));
      counted = await expectExactCounts(db(), 'after deleting all photos');
      expect(counted.filter((row) => row.owner_id === owner.id)).toEqual([]);
      expect(await getLibraryCounts(photoService(owner))).toEqual({ photosCount: 0, albumsCount: 0 });
      expect(await getTimelineCounts(photoService(owner))).toEqual({ years: [] });
      await expectServedCounts(other, counted, 'after deleting all photos');
    },
  );

  it.skipIf(engine.skip)(
    "moves a month's revision on with every change to its photos, and no other month's",
    async () => {
      const owner = await newCustomer(server, 'revisions');
      const revisions = async () => {
        const rows = await db()
          .selectFrom('photo_months')
          .select(['timeline_month', 'revision'])
          .where('owner_id', '=', owner.id)
          .where('timeline_year', '=', 2020)
          .execute();
        return new Map(rows.map((row) => [row.timeline_month, row.revision]));
      };
      const may = Array.from({ length: 3 }, (_, index) => photoRow(owner.id, 2020, 5, index + 1));
      await db()
        .insertInto('photos')
        .values([...may, photoRow(owner.id, 2020, 6)])
        .execute();
      let before = await revisions();
      const expectChanged = async (what: string, changed: readonly number[]) => {
        const after = await revisions();
        for (const month of new Set([...before.keys(), ...after.keys()])) {
          const moved = after.get(month) !== before.get(month);
          expect(moved, `2020-${month} ${what}`).toBe(changed.includes(month));
        }
        before = after;
      };

      await db()
        .insertInto('photos')
        .values(photoRow(owner.id, 2020, 5, 9))
        .execute();
      await expectChanged('after a photo was added', [5]);
      // One photo deleted and one added in one transaction: the count is the same, the photos not.
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .deleteFrom('photos')
            .where('id', '=', may[0]?.id ?? '')
            .execute();
          await trx
            .insertInto('photos')
            .values(photoRow(owner.id, 2020, 5, 20))
            .execute();
        });
      await expectChanged('after a photo was swapped for another', [5]);
      for (const set of [
        { created_at: '2024-01-01T00:00:00.000Z' },
        { uploaded_at: '2024-01-01T00:00:00.000Z' },
        { timeline_at: '2020-05-30T00:00:00.000Z' },
      ]) {
        await db()
          .updateTable('photos')
          .set(set)
          .where('id', '=', may[1]?.id ?? '')
          .execute();
        await expectChanged(`after ${Object.keys(set).join()} was changed`, [5]);
      }
      await db()
        .updateTable('photos')
        .set({ thumbnails: '[{}]', local_file_name: 'OTHER.JPG' })
        .where('owner_id', '=', owner.id)
        .execute();
      await expectChanged('after a change that moves no photo', []);
      await db()
        .updateTable('photos')
        .set({ timeline_month: 6 })
        .where('id', '=', may[2]?.id ?? '')
        .execute();
      await expectChanged('after a photo moved from May to June', [5, 6]);

      // A month emptied and filled again does not come back at a revision it had.
      const shown = new Set([before.get(6)]);
      for (let round = 0; round < 3; round += 1) {
        await db()
          .deleteFrom('photos')
          .where('owner_id', '=', owner.id)
          .where('timeline_month', '=', 6)
          .execute();
        expect((await revisions()).has(6)).toBe(false);
        await db()
          .insertInto('photos')
          .values(photoRow(owner.id, 2020, 6))
          .execute();
        const revision = (await revisions()).get(6);
        expect(shown.has(revision), `June filled again, round ${round}`).toBe(false);
        shown.add(revision);
      }
    },
  );

  it.skipIf(engine.skip)("drops a deleted account's counts and keeps everyone else's", async () => {
    const leaving = await newCustomer(server, 'leaving');
    const staying = await newCustomer(server, 'staying');
    await db()
      .insertInto('photos')
      .values([
        ...Array.from({ length: 7 }, (_, index) => photoRow(leaving.id, 2021, 1 + (index % 3))),
        ...Array.from({ length: 4 }, (_, index) => photoRow(staying.id, 2021, 1 + (index % 2))),
      ])
      .execute();
    await expectExactCounts(db(), 'before the deletion');
    const { database, blobs, jobs } = server.portal.context;
    expect(await deleteAccount({ database, blobs, jobs }, leaving.id)).toBeDefined();
    const counted = await expectExactCounts(db(), 'after the deletion');
    expect(counted.filter((row) => row.owner_id === leaving.id)).toEqual([]);
    expect(counted.filter((row) => row.owner_id === staying.id)).toEqual([
      { owner_id: staying.id, timeline_year: 2021, timeline_month: 1, photo_count: 2 },
      { owner_id: staying.id, timeline_year: 2021, timeline_month: 2, photo_count: 2 },
    ]);
  });

  it.skipIf(engine.skip)(
    'keeps the counts exact under transactions that insert, delete and move photos of the same months at once',
    async () => {
      const owners = [await newCustomer(server, 'busy'), await newCustomer(server, 'busier')];
      // Ten months an owner, six with photos to start with; every transaction touches several.
      const months = owners.flatMap((owner) =>
        Array.from({ length: 10 }, (_, index) => ({ ownerId: owner.id, year: 2020, month: index + 1 })),
      );
      const stored = shuffled(
        months
          .filter((month) => month.month <= 6)
          .flatMap((month) => Array.from({ length: 24 }, () => month)),
      ).map((month) => photoRow(month.ownerId, month.year, month.month));
      await db().insertInto('photos').values(stored).execute();
      await expectExactCounts(db(), 'before');

      // Each transaction is one statement over rows in an order of its own, held open a moment so
      // that the others run into its locks.
      const hold = async (trx: Kysely<Tables>) => {
        if (server.test.database.dialect === 'postgres') await sql`select pg_sleep(0.05)`.execute(trx);
      };
      const deletable = shuffled(stored.map((row) => row.id as string));
      for (let round = 0; round < 3; round += 1) {
        const work = Array.from({ length: 9 }, (_, index) => async () => {
          await db()
            .transaction()
            .execute(async (trx) => {
              if (index % 3 === 0) {
                const rows = shuffled(months).map((month) =>
                  photoRow(month.ownerId, month.year, month.month),
                );
                await trx.insertInto('photos').values(rows).execute();
              } else if (index % 3 === 1) {
                const ids = deletable.splice(0, 12);
                await trx.deleteFrom('photos').where('id', 'in', ids).execute();
              } else {
                const ids = deletable.splice(0, 6);
                const month = months[(round * 7 + index) % months.length];
                await trx
                  .updateTable('photos')
                  .set({ timeline_month: month?.month ?? 1 })
                  .where('id', 'in', ids)
                  .execute();
              }
              await hold(trx);
            });
        });
        await Promise.all(work.map((run) => run()));
        await expectExactCounts(db(), `after round ${round + 1}`);
      }
    },
  );

  it.skipIf(engine.skip)(
    'counts the photos stored before the table was made, and keeps counting after a way down and up',
    async () => {
      const place = await createDatabasePlace(engine.name);
      try {
        // A database as the release before it left it: migrated up to 0017, with photos.
        const old = rawKysely(place.dataDir, place.databaseUrl);
        try {
          const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
          const { error } = await migrator.migrateTo('0017-unfinished-uploads');
          expect(error).toBeUndefined();
          const owners = [randomUUID(), randomUUID()];
          await old
            .insertInto('accounts')
            .values(
              owners.map((id) => ({
                id,
                email: `${id}@example.com`,
                password_hash: '',
                first_name: 'Before',
                last_name: 'Migration',
                user_type: 'consumer',
                created_at: nowIso(),
                deleted_at: null,
              })),
            )
            .execute();
          await old
            .insertInto('photos')
            .values(
              owners.flatMap((ownerId, owner) =>
                Array.from({ length: 40 + owner * 5 }, (_, index) =>
                  photoRow(ownerId, 2015 + (index % 4), 1 + (index % 12), 1 + (index % 28)),
                ),
              ),
            )
            .execute();
        } finally {
          await old.destroy();
        }

        const database = await openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
        try {
          const counted = await expectExactCounts(database.db, 'after the migration');
          expect(counted.reduce((sum, row) => sum + row.photo_count, 0)).toBe(85);
          const [owner] = counted;
          if (owner === undefined) throw new Error('No counts');
          await database.db
            .insertInto('photos')
            .values(photoRow(owner.owner_id, 2030, 6))
            .execute();
          await database.db.deleteFrom('photos').where('timeline_year', '=', 2015).execute();
          await expectExactCounts(database.db, 'after writes on the migrated database');

          // Down to 0017 drops the table with its triggers, and up again counts anew.
          const migrator = new Migrator({
            db: database.db,
            provider: { getMigrations: async () => migrations },
          });
          expect((await migrator.migrateTo('0017-unfinished-uploads')).error).toBeUndefined();
          const tables = await database.db.introspection.getTables();
          expect(tables.map((table) => table.name)).not.toContain('photo_months');
          await database.db.deleteFrom('photos').where('timeline_year', '=', 2016).execute();
          expect((await migrator.migrateToLatest()).error).toBeUndefined();
          await expectExactCounts(database.db, 'after down and up');
          await database.db.deleteFrom('photos').where('timeline_month', '=', 3).execute();
          await expectExactCounts(database.db, 'after writes once up again');
        } finally {
          await database.close();
        }
      } finally {
        await place.remove();
      }
    },
  );
});

function monthOf(row: MonthRow): Pick<MonthRow, 'timeline_year' | 'timeline_month'> {
  return { timeline_year: row.timeline_year, timeline_month: row.timeline_month };
}

/** The database in `dataDir` (or at `databaseUrl`) opened without migrating it. */
function rawKysely(dataDir: string, databaseUrl: string | undefined): Kysely<Tables> {
  if (databaseUrl !== undefined) {
    return new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
    });
  }
  const sqlite = new SqliteDatabase(join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
}
