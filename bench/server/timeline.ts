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
 * Run: `npx tsx bench/server/timeline.ts [--photos 1000000] [--rounds 200] [--engines sqlite,postgres]`.
 * Prints p50/p95 per depth; asserts nothing. The goal: keyset p95 under 5 ms and flat with depth.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import { PHOTOS_PAGE_SIZE, TIMELINE_PAGE_SIZE } from '../../packages/api/src/clients/limits.ts';
import { FileBlobStore } from '../../packages/server/src/blobs/file-blob-store.ts';
import { type Database, openDatabase } from '../../packages/server/src/db/database.ts';
import { createAccount } from '../../packages/server/src/identity/accounts.ts';
import { CONTRACT_PHOTO_COLUMNS } from '../../packages/server/src/media-urls/photo-to-contract.ts';
import { seedLargeLibrary } from '../../packages/server/src/seed/large-library.ts';
import { encodeCursor } from '../../packages/server/src/services/cursor.ts';
import { readKeysetPage } from '../../packages/server/src/services/photo/keyset.ts';
import { libraryPhotoOrder } from '../../packages/server/src/services/photo/photo-order.ts';
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
  // A live PostgreSQL has statistics from autovacuum; a freshly filled table has none yet.
  if (database.dialect === 'postgres') await sqlQuery(database, 'ANALYZE photos');

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
