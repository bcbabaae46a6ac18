import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore } from '../src/blobs/file-blob-store.ts';
import { checkData, describeReport, isConsistent } from '../src/check-data/check-data.ts';
import { createAccount } from '../src/identity/accounts.ts';
import { seedLargeLibrary } from '../src/seed/large-library.ts';
import { incomingStoreFor } from '../src/services/storage/incoming-store.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

/*
 * The data check's comparison of `photo_months` with the photos it counts ([Note: What the data
 * check proves], [Note: Photo counts per month]): nothing to report where the triggers kept the
 * counts, and each way the table can drift from the photos reported as what it is, on both engines,
 * whose triggers differ.
 */

const PHOTOS = 60;

describe.each(ENGINES)('the data check on $name', (engine) => {
  let test: TestDatabase | undefined;
  let ownerId = '';

  beforeAll(async () => {
    if (engine.skip) return;
    test = await createTestDatabase(engine.name);
    const blobs = new FileBlobStore(test.dataDir);
    for (const [index, label] of ['owner', 'other'].entries()) {
      const account = await createAccount(test.database, {
        email: `${label}@example.com`,
        password: 'check-data',
        firstName: 'Check',
        lastName: label,
        userType: 'consumer',
      });
      if (index === 0) ownerId = account.id;
      await seedLargeLibrary(
        { database: test.database, blobs },
        { ownerId: account.id, count: PHOTOS, longEdge: 32, seed: index + 1 },
      );
    }
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const started = () => {
    if (!test) throw new Error('not started');
    return test;
  };
  const check = async () => {
    const { database, dataDir } = started();
    return checkData({
      database,
      blobs: new FileBlobStore(dataDir),
      incoming: (await incomingStoreFor({ dataDir }))({ onRefused: async () => {} }),
    });
  };
  const monthName = (year: number, month: number) => `${ownerId} ${year}-${String(month).padStart(2, '0')}`;

  it.skipIf(engine.skip)('finds the counts per month the triggers kept equal to the photos', async () => {
    const report = await check();
    expect(isConsistent(report), describeReport(report)).toBe(true);
    expect(report.photos).toBe(2 * PHOTOS);
    expect(report.monthsCountedWrong).toEqual([]);
    expect(report.monthsNotCounted).toEqual([]);
    expect(report.monthsCountedWithoutPhotos).toEqual([]);
  });

  it.skipIf(engine.skip)(
    'reports a month counted wrong, a month with photos and no count, and a count of a month with no photo',
    async () => {
      const { db } = started().database;
      const [wrong, missing] = await db
        .selectFrom('photo_months')
        .select(['timeline_year', 'timeline_month', 'photo_count'])
        .where('owner_id', '=', ownerId)
        .orderBy('timeline_year')
        .orderBy('timeline_month')
        .limit(2)
        .execute();
      if (wrong === undefined || missing === undefined)
        throw new Error('The seed made fewer than two months');
      const month = (row: typeof wrong) =>
        db
          .updateTable('photo_months')
          .where('owner_id', '=', ownerId)
          .where('timeline_year', '=', row.timeline_year)
          .where('timeline_month', '=', row.timeline_month);
      await month(wrong)
        .set((eb) => ({ photo_count: eb('photo_count', '+', 2) }))
        .execute();
      await db
        .deleteFrom('photo_months')
        .where('owner_id', '=', ownerId)
        .where('timeline_year', '=', missing.timeline_year)
        .where('timeline_month', '=', missing.timeline_month)
        .execute();
      // The seed's photos are all from 2006 on.
      await db
        .insertInto('photo_months')
        .values({ owner_id: ownerId, timeline_year: 1999, timeline_month: 12, photo_count: 3 })
        .execute();

      const report = await check();
      expect(report.monthsCountedWrong).toEqual([
        `${monthName(wrong.timeline_year, wrong.timeline_month)}: count ${wrong.photo_count + 2}, photos ${wrong.photo_count}`,
      ]);
      expect(report.monthsNotCounted).toEqual([
        `${monthName(missing.timeline_year, missing.timeline_month)}: photos ${missing.photo_count}`,
      ]);
      expect(report.monthsCountedWithoutPhotos).toEqual([`${monthName(1999, 12)}: count 3`]);
      // Nothing else is wrong, and the report says what is.
      expect({
        ...report,
        monthsCountedWrong: [],
        monthsNotCounted: [],
        monthsCountedWithoutPhotos: [],
      }).toSatisfy(isConsistent);
      expect(isConsistent(report)).toBe(false);
      const described = describeReport(report);
      expect(described).toContain(`months whose photo count is wrong: 1: ${report.monthsCountedWrong[0]}`);
      expect(described).toContain(`months with photos and no count: 1: ${report.monthsNotCounted[0]}`);
      expect(described).toContain(
        `counts of months with no photo: 1: ${report.monthsCountedWithoutPhotos[0]}`,
      );
      expect(described).toContain('The data is NOT consistent.');

      // Counted again from the photos, the table passes.
      await db.deleteFrom('photo_months').where('owner_id', '=', ownerId).execute();
      await db
        .insertInto('photo_months')
        .columns(['owner_id', 'timeline_year', 'timeline_month', 'photo_count'])
        .expression(
          db
            .selectFrom('photos')
            .select(['owner_id', 'timeline_year', 'timeline_month', (eb) => eb.fn.countAll<number>().as('n')])
            .where('owner_id', '=', ownerId)
            .groupBy(['owner_id', 'timeline_year', 'timeline_month']),
        )
        .execute();
      expect(isConsistent(await check())).toBe(true);
    },
  );
});
