import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { getAlbums } from '@portal/api/clients/albums';
import { getLibraryCounts, getTimelineCounts, getTimelinePage } from '@portal/api/clients/photos';
import { getSharedAlbum, getSharedAlbums } from '@portal/api/clients/shared-albums';
import type { TimelineCounts } from '@portal/api/schemas/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredThumbnail } from '../src/db/photo-library-tables.ts';
import { createAccount } from '../src/identity/accounts.ts';
import { timelinePosition } from '../src/ingest/index.ts';
import { processImage } from '../src/media/index.ts';
import { DEMO_LIBRARY_MARKER, type DemoSeedOptions, seedDemo } from '../src/seed/demo.ts';
import { demoLibrary } from '../src/seed/demo-library.ts';
import { ensureDemoPhotos } from '../src/seed/demo-photos.ts';
import { seedLargeLibrary } from '../src/seed/large-library.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
/** Drawing and ingesting the demo libraries takes seconds; more on a busy machine. */
const SEEDING_TIMEOUT = 240_000;
/**
 * The demo pictures drawn small: what these tests check (counts, dates, albums, duplicates) does not
 * depend on the pixels, and full-size pictures took most of this file's time. The end-to-end
 * journeys run on the full-size demo `npm start` seeds.
 */
const SMALL: DemoSeedOptions = { render: { longEdge: 320, quality: 70 } };

function totalOf(counts: TimelineCounts): number {
  return counts.years.flatMap((year) => year.months).reduce((sum, month) => sum + month.count, 0);
}

describe.each(ENGINES)('demo seeding on $name', (engine) => {
  let server: PortalServer;
  let first: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    first = await seedDemo(server.portal.context, SMALL);
  }, SEEDING_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  });

  const photoService = async (email: string) => server.endpoint('photo', await server.tokenFor(email));

  it.skipIf(engine.skip)(
    'gives demo@example.com a few hundred photos over several years, some undated, some in January 1970',
    async () => {
      const counts = await getTimelineCounts(await photoService(DEMO));
      const total = totalOf(counts);
      expect(total).toBeGreaterThanOrEqual(250);
      expect(total).toBeLessThanOrEqual(400);
      const datedYears = counts.years.filter((year) => year.year >= 2000);
      expect(datedYears.length).toBeGreaterThanOrEqual(5);

      const { db } = server.test.database;
      const owner = await db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', DEMO)
        .executeTakeFirstOrThrow();
      const undated = await db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', owner.id)
        .where('date_taken', 'is', null)
        .executeTakeFirstOrThrow();
      // About 5% without an EXIF date.
      expect(Number(undated.n)).toBeGreaterThanOrEqual(0.03 * total);
      expect(Number(undated.n)).toBeLessThanOrEqual(0.08 * total);

      // 'Unknown Date' holds both: the undated photos and three whose camera clock said 1970.
      const unknownDate = counts.years.find((year) => year.year === 1970)?.months.find((m) => m.month === 1);
      expect(unknownDate?.count).toBe(Number(undated.n) + 3);
      const page = await getTimelinePage(await photoService(DEMO), { year: 1970, month: 1 }, { limit: 24 });
      const datedIn1970 = page.images.filter((photo) => photo.dateTaken?.startsWith('1970-01-01'));
      expect(datedIn1970.map((photo) => photo.localFileName).sort()).toEqual([
        'DSC00001.JPG',
        'DSC00002.JPG',
        'DSC00003.JPG',
      ]);
    },
  );

  it.skipIf(engine.skip)('clusters photos around holidays, birthdays and Christmas', async () => {
    const counts = await getTimelineCounts(await photoService(DEMO));
    const monthCount = (year: number, month: number) =>
      counts.years.find((entry) => entry.year === year)?.months.find((entry) => entry.month === month)
        ?.count ?? 0;
    // The Crete holiday (August 2022) and December are busy; a month with neither is not.
    expect(monthCount(2022, 8)).toBeGreaterThanOrEqual(10);
    for (let year = 2019; year <= 2025; year += 1) expect(monthCount(year, 12)).toBeGreaterThanOrEqual(4);
    const monthly = counts.years
      .flatMap((year) => year.months.map((month) => month.count))
      .sort((a, b) => a - b);
    const busiest = monthly.at(-1) ?? 0;
    const median = monthly[Math.floor(monthly.length / 2)] ?? 0;
    expect(busiest).toBeGreaterThan(3 * median);
  });

  it.skipIf(engine.skip)('gives demo@example.com albums with covers, and one empty album', async () => {
    const { albums } = await getAlbums(await photoService(DEMO), { displaySharedData: true });
    const own = albums.filter((album) => !album.isShared);
    expect(own.map((album) => album.albumName)).toEqual([
      'Favourites',
      'To print',
      'Kyoto & Tokyo',
      'Birthdays',
      'Christmas',
      'Iceland road trip',
      'Crete 2022',
    ]);
    for (const album of own) {
      if (album.albumName === 'To print') {
        expect(album.photosCount).toBe(0);
        expect(album.coverPhoto).toBeNull();
      } else {
        expect(album.photosCount).toBeGreaterThan(5);
        expect(album.coverPhoto).not.toBeNull();
      }
    }
  });

  it.skipIf(engine.skip)(
    'shares an album of demo@example.com with friend@example.com, and one of friend@example.com with them',
    async () => {
      const demoId = (
        await server.test.database.db
          .selectFrom('accounts')
          .select('id')
          .where('email', '=', DEMO)
          .executeTakeFirstOrThrow()
      ).id;
      const { albums } = await getAlbums(await photoService(DEMO), { displaySharedData: true });
      const ownShared = albums.filter((album) => album.isShared);
      expect(ownShared).toHaveLength(1);
      expect(ownShared[0]?.userId).toBe(demoId);

      const sharedAlbums = server.endpoint('sharedAlbums', await server.tokenFor(DEMO));
      const sharedWithDemo = (await getSharedAlbums(sharedAlbums)).albums;
      expect(sharedWithDemo).toHaveLength(1);
      const album = await getSharedAlbum(sharedAlbums, sharedWithDemo[0]?.albumId ?? '');
      expect(album.owner.email).toBe(FRIEND);
      expect(album.participants.map((participant) => participant.email)).toContain(DEMO);
      expect(album.photosCount).toBeGreaterThan(0);
    },
  );

  it.skipIf(engine.skip)('gives friend@example.com a library of their own', async () => {
    const counts = await getLibraryCounts(await photoService(FRIEND));
    expect(counts.photosCount).toBeGreaterThanOrEqual(30);
    expect(counts.photosCount).toBeLessThanOrEqual(50);
    expect(first.photosAdded).toBe(
      counts.photosCount + totalOf(await getTimelineCounts(await photoService(DEMO))),
    );
  });

  it.skipIf(engine.skip)('adds nothing when it runs again', async () => {
    const service = await photoService(DEMO);
    const before = await getLibraryCounts(service);
    const again = await seedDemo(server.portal.context, SMALL);
    expect(again.photosAdded).toBe(0);
    expect(await getLibraryCounts(service)).toEqual(before);
  });

  it.skipIf(engine.skip)('completes a library that was cut short without doubling a photo', async () => {
    const { db } = server.test.database;
    const library = demoLibrary();
    const cutShort = { ...library, photos: library.photos.slice(0, 4), albums: [] };
    const owner = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO)
      .executeTakeFirstOrThrow();
    const before = await getLibraryCounts(await photoService(DEMO));
    const removed = await db
      .deleteFrom('photos')
      .where('owner_id', '=', owner.id)
      .where('local_file_name', '=', cutShort.photos[0]?.fileName ?? '')
      .executeTakeFirst();
    expect(Number(removed.numDeletedRows)).toBe(1);

    expect(await ensureDemoPhotos(server.portal.context, cutShort, SMALL.render)).toBe(1);
    expect(await getLibraryCounts(await photoService(DEMO))).toEqual(before);
    const marker = await db
      .selectFrom('server_secrets')
      .select('name')
      .where('name', '=', DEMO_LIBRARY_MARKER)
      .executeTakeFirst();
    expect(marker).toBeDefined();
  });
});

describe.each(ENGINES)('large library seeding on $name', (engine) => {
  let server: PortalServer;
  const email = 'bench@example.com';
  const password = 'bench-password';
  const count = 2000;
  let ownerId: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    const account = await createAccount(server.test.database, {
      email,
      password,
      firstName: 'Bench',
      lastName: 'Library',
      userType: 'consumer',
    });
    ownerId = account.id;
    const progress: number[] = [];
    const result = await seedLargeLibrary(server.portal.context, {
      ownerId,
      count,
      batchSize: 500,
      onProgress: (inserted) => progress.push(inserted),
    });
    expect(result.inserted).toBe(count);
    expect(progress).toEqual([500, 1000, 1500, 2000]);
  }, SEEDING_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(engine.skip)(
    'inserts every row, spread over years, the month counts summing to the total',
    async () => {
      const service = server.endpoint('photo', await server.tokenFor(email, password));
      const counts = await getTimelineCounts(service);
      expect(totalOf(counts)).toBe(count);
      expect((await getLibraryCounts(service)).photosCount).toBe(count);
      expect(counts.years.filter((year) => year.year >= 2000).length).toBeGreaterThanOrEqual(15);
      const august2019 = counts.years.find((year) => year.year === 2019)?.months.find((m) => m.month === 8);
      expect(august2019?.count).toBeGreaterThan(0.02 * count);
      const unknownDate = counts.years.find((year) => year.year === 1970)?.months.find((m) => m.month === 1);
      expect(unknownDate?.count).toBeGreaterThan(0);
    },
  );

  it.skipIf(engine.skip)('gives each photo its own original and an upload record', async () => {
    const { db } = server.test.database;
    const hashes = await db
      .selectFrom('photos')
      .select((eb) => eb.fn.count('blob_hash').distinct().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    expect(Number(hashes.n)).toBe(count);
    const uploads = await db
      .selectFrom('uploads')
      .innerJoin('photos', 'photos.upload_id', 'uploads.id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('uploads.owner_id', '=', ownerId)
      .where('uploads.status', '=', 'done')
      .whereRef('uploads.photo_id', '=', 'photos.id')
      .executeTakeFirstOrThrow();
    expect(Number(uploads.n)).toBe(count);
  });

  it.skipIf(engine.skip)('writes rows the image pipeline would write for their originals', async () => {
    const { db } = server.test.database;
    const { blobs } = server.portal.context;
    const dated = await db
      .selectFrom('photos')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('date_taken', 'is not', null)
      .limit(3)
      .execute();
    const undated = await db
      .selectFrom('photos')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('date_taken', 'is', null)
      .limit(1)
      .execute();
    expect(undated).toHaveLength(1);
    for (const row of [...dated, ...undated]) {
      const original = await buffer(await blobs.get(row.blob_hash));
      expect(createHash('sha256').update(original).digest('hex')).toBe(row.blob_hash);
      expect(original.byteLength).toBe(row.size);
      const image = await processImage(original);
      expect({ width: row.width, height: row.height }).toEqual({ width: image.width, height: image.height });
      expect(timelinePosition(image.dateTaken, image.dateTakenWithOffset)).toEqual({
        date_taken: row.date_taken,
        timeline_at: row.timeline_at,
        timeline_year: row.timeline_year,
        timeline_month: row.timeline_month,
      });
      const stored: StoredThumbnail[] = JSON.parse(row.thumbnails);
      expect(stored).toEqual(
        image.thumbnails.map((thumbnail) => ({
          size: thumbnail.size,
          hash: createHash('sha256').update(thumbnail.bytes).digest('hex'),
          width: thumbnail.width,
          height: thumbnail.height,
        })),
      );
      for (const thumbnail of stored) expect(await blobs.has(thumbnail.hash)).toBe(true);
    }
  });
});
