import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Tables } from './tables.ts';

/**
 * [Note: One schema, two engines]
 * The embedded default is a SQLite file; `DATABASE_URL=postgres://…` runs the very same migrations and
 * queries on PostgreSQL. To keep every query identical on both, columns use types both engines compare
 * the same way and return as the same JS values: timestamps are ISO 8601 UTC strings with milliseconds
 * ('2024-05-01T10:00:00.000Z', which sort as text in time order), booleans are integers 0/1, JSON is
 * text, byte sizes are bigint read as numbers. Engine-specific SQL is allowed only where a feature
 * needs it (`FOR UPDATE SKIP LOCKED` for jobs) and branches on `dialect`.
 */
export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  readonly db: Kysely<Tables>;
  readonly dialect: DialectName;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'portal.sqlite';

export interface OpenDatabaseOptions {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(join(options.dataDir, SQLITE_FILE_NAME));
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openSqlite(file: string): Database {
  mkdirSync(join(file, '..'), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

// PostgreSQL returns bigint (sizes, count(*)) as strings; every value we store is far below 2^53,
// so read them as numbers, as SQLite does.
const PG_INT8_OID = 20;
pg.types.setTypeParser(PG_INT8_OID, (value) => Number(value));

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) emits 'error' on the
  // pool; unhandled, that would end the process. The pool replaces the connection on next use.
  pool.on('error', () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

async function migrateToLatest(db: Kysely<Tables>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** The current time in the one timestamp format every table stores. */
export function nowIso(): string {
  return new Date().toISOString();
}
