// The photo service's modules reach the identity provider's types, which the server declares itself.
/// <reference path="../../packages/server/src/identity/oidc-provider.d.ts" />
/**
 * Timeline month pages at scale: one account with 1,000,000 photos, the month page query as the
 * photo service runs it (keyset on (owner_id, timeline_year, timeline_month, timeline_at, id), built
 * from the service's own `readKeysetPage` and `libraryPhotoOrder`), against the same page read with
 * OFFSET, at pages 1, 10, 100 and 1000. Sections: the library's busiest month, the 'Unknown Date'
 * section (every photo the same timeline_at, so only the id orders it) and the whole library as one
 * list (`GET /photos`, pages of 500). On SQLite, and on PostgreSQL when its server binaries are
 * installed.
 *
 * Then the reads from a position, as the routes run them (`TimelineReads`, see [Note: A month read
 * from anywhere in it] and [Note: A photo opened by its id]): a month page from an offset near the
 * start, the middle and the end of the busiest month and of 'Unknown Date', the month's ids from the
 * same offsets (500 a call), and a photo opened by its id with 24 neighbours on each side and with
 * none, for photos at several depths in every sort key, each with the plan of its statements; what
 * a large month's marks cost to work out after a change to the month ([Note: Month marks]); and
 * the library's counts as `GET /users` and `GET /users/timeline` read them, from the month counts
 * and from the photos.
 *
 * Run: `npx tsx bench/server/timeline.ts [--photos 1000000] [--rounds 200] [--engines sqlite,postgres]`.
 * Prints p50/p95 per depth; asserts nothing. The goal: p95 under 5 ms and flat with depth.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import {
  MONTH_IDS_PAGE_SIZE,
  PHOTOS_PAGE_SIZE,
  TIMELINE_PAGE_SIZE,
} from '../../packages/api/src/clients/limits.ts';
import { PHOTO_SORT_KEYS } from '../../packages/api/src/rules/sort-settings.ts';
import {
  type PhotoSort,
  type TimelineLocation,
  UNKNOWN_DATE_LOCATION,
} from '../../packages/api/src/schemas/photos.ts';
import { FileBlobStore } from '../../packages/server/src/blobs/file-blob-store.ts';
import { type Database, openDatabase } from '../../packages/server/src/db/database.ts';
import { createAccount } from '../../packages/server/src/identity/accounts.ts';
import {
  CONTRACT_PHOTO_COLUMNS,
  type ContractPhotoRow,
} from '../../packages/server/src/media-urls/photo-to-contract.ts';
import { seedLargeLibrary } from '../../packages/server/src/seed/large-library.ts';
import { encodeCursor } from '../../packages/server/src/services/cursor.ts';
import { type KeysetOrder, readKeysetPage } from '../../packages/server/src/services/photo/keyset.ts';
import { DEFAULT_MARK_SPACING, monthMarks } from '../../packages/server/src/services/photo/month-marks.ts';
import { libraryPhotoOrder } from '../../packages/server/src/services/photo/photo-order.ts';
import { TimelineReads } from '../../packages/server/src/services/photo/timeline-place.ts';
import { startPostgres } from '../../packages/server/test/support/postgres.ts';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '200' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
});
const PHOTOS = Number(values.photos);
const ROUNDS = Number(values.rounds);
const WARMUP = 20;
const DEPTHS = [1, 10, 100, 1000];
/** 3% in one month: 30,000 photos at a million, so page 1000 of 24 exists. */
const LARGEST_MONTH_SHARE = 0.03;

interface Section {
  readonly label: string;
  /** Null: the whole library. */
  readonly month: { readonly year: number; readonly month: number } | null;
  readonly pageSize: number;
}

async function main(): Promise<void> {
  const engines = new Set(values.engines.split(','));
  if (engines.has('sqlite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'timeline-bench-'));
    try {
      const database = await openDatabase({ dataDir });
      await benchEngine('SQLite', database, dataDir);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.has('postgres')) {
    const cluster = await startPostgres();
    if (!cluster) {
      console.log('\nPostgreSQL: skipped, no initdb found');
      return;
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'timeline-bench-'));
    try {
      const database = await openDatabase({ dataDir, databaseUrl: cluster.adminUrl });
      await benchEngine('PostgreSQL', database, dataDir);
      await database.close();
    } finally {
      cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

async function benchEngine(engine: string, database: Database, dataDir: string): Promise<void> {
  const account = await createAccount(database, {
    email: 'bench@example.com',
    password: 'bench',
    firstName: 'Bench',
    lastName: 'Library',
    userType: 'consumer',
  });
  // A million rows and their indexes outgrow SQLite's default page cache (2 MB) many times over,
  // which slows the load; the queries are measured with the default again, as the server runs.
  if (database.dialect === 'sqlite') await sql`PRAGMA cache_size = -1048576`.execute(database.db);
  const started = performance.now();
  // Rows only: no request here reads a blob, so the originals are hashed, not written.
  const { largestMonth } = await seedLargeLibrary(
    { database, blobs: new FileBlobStore(dataDir) },
    {
      ownerId: account.id,
      count: PHOTOS,
      largestMonthShare: LARGEST_MONTH_SHARE,
      storeBlobs: false,
      longEdge: 64,
      batchSize: 5000,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${engine}: ${PHOTOS.toLocaleString('en-GB')} photos inserted in ${seconds.toFixed(1)} s (${Math.round(
      PHOTOS / seconds,
    ).toLocaleString('en-GB')} rows/s)`,
  );
  if (database.dialect === 'sqlite') await sql`PRAGMA cache_size = -2000`.execute(database.db);
  // A live PostgreSQL has been through autovacuum: statistics, and a visibility map that lets a count
  // read the index alone. A freshly filled table has neither yet.
  if (database.dialect === 'postgres') await sqlQuery(database, 'VACUUM (ANALYZE) photos, photo_months');

  const sections: Section[] = [
    {
      label: `month ${largestMonth.year}-${largestMonth.month}`,
      month: largestMonth,
      pageSize: TIMELINE_PAGE_SIZE,
    },
    { label: 'Unknown Date (1970-1)', month: { year: 1970, month: 1 }, pageSize: TIMELINE_PAGE_SIZE },
    { label: 'whole library', month: null, pageSize: PHOTOS_PAGE_SIZE },
  ];
  console.log(
    `${'section'.padEnd(32)} ${'page'.padStart(5)} ${'rows deep'.padStart(10)}   keyset p50 / p95 ms   OFFSET p50 / p95 ms`,
  );
  for (const section of sections) {
    const size = await sectionSize(database, account.id, section);
    for (const page of DEPTHS) {
      const skip = (page - 1) * section.pageSize;
      if (skip >= size) continue;
      const keyset = await measure(await keysetRead(database, account.id, section, skip));
      const offset = await measure(offsetRead(database, account.id, section, skip));
      console.log(
        `${`${section.label} (${size.toLocaleString('en-GB')})`.padEnd(32)} ${String(page).padStart(5)} ${skip
          .toLocaleString('en-GB')
          .padStart(10)}   ${format(keyset)}          ${format(offset)}`,
      );
    }
  }
  await explainDeepestKeyset(database, account.id, sections[0], (DEPTHS.at(-1) ?? 1) - 1);
  await benchCounts(database, account.id);
  await benchPositions(database, account.id, largestMonth);
}

/**
 * The library's counts (`GET /users`, `GET /users/timeline`) as the routes read them, from
 * `photo_months` ([Note: Photo counts per month]), against the same counted from `photos`.
 */
async function benchCounts(database: Database, ownerId: string): Promise<void> {
  const reads = new TimelineReads(database, ownerId);
  const counted = () =>
    database.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
  console.log(`\n${'library counts'.padEnd(40)} photo_months p50 / p95 ms   from photos p50 / p95 ms`);
  for (const [label, kept, fromPhotos] of [
    ['photo count (GET /users)', () => reads.photoCount(), counted],
    ['months (GET /users/timeline)', () => reads.monthCounts(), () => monthSizes(database, ownerId)],
  ] as const) {
    const fast = await measure(kept);
    const slow = await measure(fromPhotos);
    console.log(`${label.padEnd(40)} ${format(fast)}          ${format(slow)}`);
  }
}

/** The photos of a section, as the route selects them (`library-routes.ts`). */
function sectionQuery(database: Database, ownerId: string, section: Section) {
  const query = database.db
    .selectFrom('photos as p')
    .select(CONTRACT_PHOTO_COLUMNS)
    .where('p.owner_id', '=', ownerId);
  return section.month === null
    ? query
    : query
        .where('p.timeline_year', '=', section.month.year)
        .where('p.timeline_month', '=', section.month.month);
}

async function sectionSize(database: Database, ownerId: string, section: Section): Promise<number> {
  let query = database.db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('owner_id', '=', ownerId);
  if (section.month) {
    query = query
      .where('timeline_year', '=', section.month.year)
      .where('timeline_month', '=', section.month.month);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The service's page read after `skip` rows: the cursor is what the previous page's answer held
 * (the position of row `skip`), found once, outside the timing.
 */
async function keysetRead(
  database: Database,
  ownerId: string,
  section: Section,
  skip: number,
): Promise<() => Promise<unknown>> {
  const order = libraryPhotoOrder({});
  let cursor: string | undefined;
  if (skip > 0) {
    const previous = await sectionQuery(database, ownerId, section)
      .orderBy('p.timeline_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(1)
      .offset(skip - 1)
      .executeTakeFirstOrThrow();
    cursor = encodeCursor(order.tag, order.position(previous));
  }
  return () =>
    readKeysetPage(sectionQuery(database, ownerId, section), order, { cursor, limit: section.pageSize });
}

/** The same page read with OFFSET, one row more as the keyset read takes (to know a next page exists). */
function offsetRead(
  database: Database,
  ownerId: string,
  section: Section,
  skip: number,
): () => Promise<unknown> {
  return () =>
    sectionQuery(database, ownerId, section)
      .orderBy('p.timeline_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(section.pageSize + 1)
      .offset(skip)
      .execute();
}

interface Timing {
  readonly p50: number;
  readonly p95: number;
}

async function measure(read: () => Promise<unknown>): Promise<Timing> {
  for (let round = 0; round < WARMUP; round++) await read();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

function format({ p50, p95 }: Timing): string {
  return `${p50.toFixed(2).padStart(7)} / ${p95.toFixed(2).padStart(7)}`;
}

async function explainDeepestKeyset(
  database: Database,
  ownerId: string,
  section: Section | undefined,
  page: number,
): Promise<void> {
  if (!section) return;
  const order = libraryPhotoOrder({});
  const previous = await sectionQuery(database, ownerId, section)
    .orderBy('p.timeline_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(1)
    .offset(page * section.pageSize - 1)
    .executeTakeFirst();
  if (!previous) return;
  const [value, id] = order.position(previous);
  const { sql: text, parameters } = sectionQuery(database, ownerId, section)
    .where((eb) => eb(eb.refTuple('p.timeline_at', 'p.id'), '<', eb.tuple(value, id)))
    .orderBy('p.timeline_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(section.pageSize + 1)
    .compile();
  const explain = database.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
  const rows = await sqlQuery(database, `${explain} ${text}`, parameters);
  const plan = rows.map((row) => String(row.detail ?? row['QUERY PLAN'] ?? JSON.stringify(row)));
  console.log(`plan of the keyset month page:\n  ${plan.join('\n  ')}`);
}

/** Around a photo opened by its id: the preview's neighbours, and none. */
const AROUND = [24, 0];

interface Month {
  readonly label: string;
  readonly location: TimelineLocation;
  readonly size: number;
}

/**
 * The reads from a position, as the routes run them: a month page from an offset, a month's ids
 * from an offset, and a photo with its place, for photos near the top of the library, at the start,
 * middle and end of its busiest month, in the middle of the library, and at the end of 'Unknown
 * Date' (the library's last photo).
 */
async function benchPositions(
  database: Database,
  ownerId: string,
  largestMonth: TimelineLocation,
): Promise<void> {
  const reads = new TimelineReads(database, ownerId);
  const months = await monthSizes(database, ownerId);
  const sizeOf = (location: TimelineLocation) =>
    months.find((month) => month.year === location.year && month.month === location.month)?.count ?? 0;
  const busiest: Month = {
    label: `month ${largestMonth.year}-${largestMonth.month}`,
    location: largestMonth,
    size: sizeOf(largestMonth),
  };
  const unknown: Month = {
    label: 'Unknown Date',
    location: UNKNOWN_DATE_LOCATION,
    size: sizeOf(UNKNOWN_DATE_LOCATION),
  };
  const newest = months[0];
  const middle = monthAtHalf(months);
  if (!newest || !middle) return;

  const defaultOrder = libraryPhotoOrder({});
  console.log(
    `\nreads from a position (${defaultOrder.tag})${' '.repeat(8)}offset   page of ${TIMELINE_PAGE_SIZE} p50 / p95 ms   ids, ${MONTH_IDS_PAGE_SIZE} p50 / p95 ms`,
  );
  for (const month of [busiest, unknown]) {
    for (const offset of nearStartMiddleEnd(month.size)) {
      const page = await measure(() => monthPageFrom(reads, month.location, defaultOrder, offset));
      const ids = await measure(() =>
        reads.monthIds(month.location, defaultOrder, offset, MONTH_IDS_PAGE_SIZE),
      );
      console.log(
        `${`${month.label} (${month.size.toLocaleString('en-GB')})`.padEnd(40)} ${offset
          .toLocaleString('en-GB')
          .padStart(7)}      ${format(page)}           ${format(ids)}`,
      );
    }
  }

  console.log(
    `\n${'a photo by its id'.padEnd(52)} ${AROUND.map((n) => `around ${n} p50 / p95 ms`).join('   ')}`,
  );
  const newestMonth = { label: `month ${newest.year}-${newest.month}`, location: newest, size: newest.count };
  const middleMonth = { label: `month ${middle.year}-${middle.month}`, location: middle, size: middle.count };
  for (const sortKey of PHOTO_SORT_KEYS) {
    const sort: PhotoSort = { sortKey, sortOrder: 'desc' };
    const order = libraryPhotoOrder(sort);
    // Each photo: its month, its position in the month, and where that is in the library.
    const depths: [Month, number, string][] = [
      [newestMonth, 0, 'library’s first'],
      [busiest, 0, 'month’s first'],
      [busiest, Math.floor(busiest.size / 2), 'month’s middle'],
      [busiest, busiest.size - 1, 'month’s last'],
      [middleMonth, Math.floor(middleMonth.size / 2), 'library’s middle'],
      [unknown, Math.floor(unknown.size / 2), 'month’s middle'],
      [unknown, unknown.size - 1, 'library’s last'],
    ];
    for (const [month, offset, where] of depths) {
      const [photoId] = await reads.monthIds(month.location, order, offset, 1);
      if (photoId === undefined) continue;
      const timings: Timing[] = [];
      for (const around of AROUND) timings.push(await measure(() => reads.place(photoId, sort, around)));
      console.log(
        `${`${order.tag} ${month.label} #${offset.toLocaleString('en-GB')} (${where})`.padEnd(52)} ${timings
          .map((timing) => `   ${format(timing)}`)
          .join('   ')}`,
      );
    }
  }

  // What a month's marks cost the first read after a change to the month ([Note: Month marks]):
  // each round asks at a revision never seen, so each works them out anew.
  console.log(`\n${'marks worked out anew'.padEnd(52)} p50 / p95 ms`);
  let revision = -1;
  for (const month of [busiest, unknown]) {
    for (const sortKey of PHOTO_SORT_KEYS) {
      const order = libraryPhotoOrder({ sortKey });
      const timing = await measure(() =>
        monthMarks(database, {
          ownerId,
          location: month.location,
          sortColumn: order.sortColumn,
          revision: revision--,
          spacing: DEFAULT_MARK_SPACING.spacing,
        }),
      );
      console.log(
        `${`${month.label} (${month.size.toLocaleString('en-GB')}) by ${order.sortColumn}`.padEnd(52)} ${format(timing)}`,
      );
    }
  }

  const deepest = Math.max(0, busiest.size - TIMELINE_PAGE_SIZE);
  await explainStatements(database, `a month page from offset ${deepest} of ${busiest.label}`, (recorded) =>
    monthPageFrom(new TimelineReads(recorded, ownerId), busiest.location, defaultOrder, deepest),
  );
  // The last photo of the busiest month: the longest count, and neighbours from the next month too.
  const createdDesc: PhotoSort = { sortKey: 'created', sortOrder: 'desc' };
  const [edgePhoto] = await reads.monthIds(
    busiest.location,
    libraryPhotoOrder(createdDesc),
    busiest.size - 1,
    1,
  );
  if (edgePhoto !== undefined) {
    await explainStatements(
      database,
      `the place of the last photo of ${busiest.label}, created/desc, around 24`,
      (recorded) => new TimelineReads(recorded, ownerId).place(edgePhoto, createdDesc, 24),
    );
  }
}

/** A month page from `offset`, as `GET /photos/timeline/{year}/{month}?offset` reads it (`library-routes.ts`). */
async function monthPageFrom(
  reads: TimelineReads,
  location: TimelineLocation,
  order: KeysetOrder<ContractPhotoRow>,
  offset: number,
): Promise<unknown> {
  const start = await reads.startOf(location, order, offset);
  if (start === 'past-end') return { rows: [], cursor: null };
  return readKeysetPage(reads.month(location), order, {
    cursor: start === null ? undefined : encodeCursor(order.tag, start),
    limit: TIMELINE_PAGE_SIZE,
  });
}

/** Offsets of a page near a month's start, in its middle, and near its end. */
function nearStartMiddleEnd(size: number): number[] {
  return [TIMELINE_PAGE_SIZE, Math.floor(size / 2), Math.max(0, size - TIMELINE_PAGE_SIZE)];
}

interface MonthSize extends TimelineLocation {
  readonly count: number;
}

/** The months of the library with their photos, newest first, counted from `photos`. */
async function monthSizes(database: Database, ownerId: string): Promise<MonthSize[]> {
  const rows = await database.db
    .selectFrom('photos')
    .select(['timeline_year', 'timeline_month', (eb) => eb.fn.countAll().as('n')])
    .where('owner_id', '=', ownerId)
    .groupBy(['timeline_year', 'timeline_month'])
    .orderBy('timeline_year', 'desc')
    .orderBy('timeline_month', 'desc')
    .execute();
  return rows.map((row) => ({ year: row.timeline_year, month: row.timeline_month, count: Number(row.n) }));
}

/** The month in which the library's middle photo lies. */
function monthAtHalf(months: readonly MonthSize[]): MonthSize | undefined {
  const total = months.reduce((sum, month) => sum + month.count, 0);
  let seen = 0;
  return months.find((month) => {
    seen += month.count;
    return seen >= total / 2;
  });
}

/** Runs `read` once on a database that records its statements, then prints the plan of each. */
async function explainStatements(
  database: Database,
  what: string,
  read: (recorded: Database) => Promise<unknown>,
): Promise<void> {
  const statements: CompiledQuery[] = [];
  const executor = database.db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(executor.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await read({
    db: database.db.withPlugin(recorder),
    dialect: database.dialect,
    close: () => database.close(),
  });
  console.log(`\nplan of ${what}:`);
  const explain = database.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
  for (const statement of statements) {
    const rows = await sqlQuery(database, `${explain} ${statement.sql}`, statement.parameters);
    const plan = rows.map((row) => String(row.detail ?? row['QUERY PLAN'] ?? JSON.stringify(row)));
    // The photo columns say nothing about the plan.
    const text = statement.sql.replace(/^select ("p"\."\w+", ){5,}"p"\."\w+" from/, 'select <photo> from');
    console.log(`  ${text}\n    ${plan.join('\n    ')}`);
  }
}

async function sqlQuery(
  database: Database,
  text: string,
  parameters: readonly unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const result = await database.db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(text, [...parameters]),
  );
  return result.rows;
}

await main();
