import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

/*
 * [Note: Foreign keys lead an index] in the schema as both engines hold it: every foreign key has an
 * index whose first column is the referencing column, so deleting a row finds the rows that name it
 * without scanning their table, and account deletion finds an account's rows in each table by its
 * own index (0021-account-reference-indexes). A partial index serves only when its condition is the column not being null, which the lookup
 * (`column = ?`) implies.
 */

interface ForeignKey {
  readonly table: string;
  readonly column: string;
  readonly referenced: string;
}

interface LeadingColumn {
  readonly table: string;
  readonly column: string;
  /** The partial index's condition, as the engine prints it; null for a whole index. */
  readonly condition: string | null;
}

async function foreignKeys({ db, dialect }: Database): Promise<ForeignKey[]> {
  const query =
    dialect === 'sqlite'
      ? sql<ForeignKey>`
          select m.name as "table", f."from" as "column", f."table" as "referenced"
          from sqlite_master m, pragma_foreign_key_list(m.name) f
          where m.type = 'table'`
      : sql<ForeignKey>`
          select cl.relname as "table", att.attname as "column", ref.relname as "referenced"
          from pg_constraint con
          join pg_class cl on cl.oid = con.conrelid
          join pg_class ref on ref.oid = con.confrelid
          join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
          where con.contype = 'f' and cl.relnamespace = current_schema()::regnamespace`;
  return (await query.execute(db)).rows;
}

/** The first column of every index (primary keys and unique constraints included). */
async function leadingColumns({ db, dialect }: Database): Promise<LeadingColumn[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ table: string; column: string; definition: string | null }>`
      select m.name as "table", i.name as "column",
        case when l.partial then (select s.sql from sqlite_master s where s.name = l.name) end as "definition"
      from sqlite_master m, pragma_index_list(m.name) l, pragma_index_info(l.name) i
      where m.type = 'table' and i.seqno = 0`.execute(db);
    return rows.map(({ definition, ...row }) => ({
      ...row,
      condition: definition === null ? null : (definition.split(/\swhere\s/i)[1] ?? definition),
    }));
  }
  const { rows } = await sql<LeadingColumn>`
    select cl.relname as "table", att.attname as "column",
      pg_get_expr(i.indpred, i.indrelid) as "condition"
    from pg_index i
    join pg_class cl on cl.oid = i.indrelid
    join pg_attribute att on att.attrelid = i.indrelid and att.attnum = i.indkey[0]
    where cl.relnamespace = current_schema()::regnamespace`.execute(db);
  return rows;
}

/** `table.column` of each foreign key without an index that serves its lookup, sorted. */
async function withoutIndex(database: Database): Promise<string[]> {
  const leading = await leadingColumns(database);
  const serves = (key: ForeignKey, index: LeadingColumn) =>
    index.table === key.table &&
    index.column === key.column &&
    (index.condition === null ||
      index.condition.replace(/[()"]/g, '').replace(/\s+/g, ' ').trim().toLowerCase() ===
        `${key.column} is not null`);
  return (await foreignKeys(database))
    .filter((key) => !leading.some((index) => serves(key, index)))
    .map((key) => `${key.table}.${key.column} -> ${key.referenced}`)
    .sort();
}

/** The keys to `accounts` without an index: account deletion's one statement each scans the table. */
/** The keys to `accounts` that went without an index until 0021-account-reference-indexes. */
const ACCOUNT_KEYS_WITHOUT_INDEX = [
  'album_photos.added_by -> accounts',
  'temp_selections.owner_id -> accounts',
  'upload_transfers.owner_id -> accounts',
  'uploads.owner_id -> accounts',
];

describe.each(ENGINES)('foreign keys on $name', (engine) => {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    if (engine.skip) return;
    test = await createTestDatabase(engine.name);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const database = () => {
    if (!test) throw new Error('not started');
    return test.database;
  };

  it.skipIf(engine.skip)('reads every foreign key of the schema', async () => {
    const keys = (await foreignKeys(database())).map(
      (key) => `${key.table}.${key.column} -> ${key.referenced}`,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'album_photos.photo_id -> photos',
        'albums.cover_photo_id -> photos',
        'download_photos.photo_id -> photos',
        'uploads.photo_id -> photos',
        'uploads.transfer_id -> upload_transfers',
        'downloads.album_id -> albums',
        'photos.owner_id -> accounts',
      ]),
    );
  });

  it.skipIf(engine.skip)('has an index leading with the column of every foreign key', async () => {
    expect(
      await withoutIndex(database()),
      'each deleted row scans these tables: add an index that starts with the column',
    ).toEqual([]);
  });

  it.skipIf(engine.skip)(
    'drops those indexes on the way down to 0020 and to 0018, and makes them again',
    async () => {
      const migrator = new Migrator({
        db: database().db,
        provider: { getMigrations: async () => migrations },
      });
      try {
        expect((await migrator.migrateTo('0020-photo-month-revisions')).error).toBeUndefined();
        expect(await withoutIndex(database())).toEqual(ACCOUNT_KEYS_WITHOUT_INDEX);
        expect((await migrator.migrateTo('0018-photo-months')).error).toBeUndefined();
        expect(await withoutIndex(database())).toEqual(
          [
            ...ACCOUNT_KEYS_WITHOUT_INDEX,
            'albums.cover_photo_id -> photos',
            'downloads.album_id -> albums',
            'uploads.photo_id -> photos',
            'uploads.transfer_id -> upload_transfers',
          ].sort(),
        );
      } finally {
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
      }
      expect(await withoutIndex(database())).toEqual([]);
    },
  );
});
