import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';

/** One engine a suite runs on: the embedded SQLite file, or the run's PostgreSQL cluster. */
export interface Engine {
  readonly name: 'sqlite' | 'postgres';
  /** Skip reason, when this engine cannot run here. */
  readonly skip: string | false;
}

const postgresAdminUrl = inject('postgresAdminUrl');

/** Both engines; PostgreSQL carries a skip reason where it is not installed. */
export const ENGINES: readonly Engine[] = [
  { name: 'sqlite', skip: false },
  { name: 'postgres', skip: postgresAdminUrl ? false : 'PostgreSQL is not installed' },
];

/*
 * [Note: Each engine and each store once]
 * The portal is deployed two ways: on one machine (SQLite, files in the data folder: `npm start`) and
 * scaled out (PostgreSQL, files in an S3 bucket: the scale-out journey). The suites about where an
 * upload's bytes go run on exactly these two, so each engine and each store is run once. The store
 * takes bytes and the database rows, and no code joins the two, so the crossed pairs (SQLite with a
 * bucket, PostgreSQL with a folder) doubled those suites' time without a case of their own.
 */

/** The deployments of [Note: Each engine and each store once]: each engine with its store, by name. */
export function deployments<Place extends { readonly name: string }>(
  places: readonly [oneMachine: Place, scaledOut: Place],
): { engine: Engine; place: Place; name: string }[] {
  return ENGINES.map((engine, index) => {
    const place = places[index === 0 ? 0 : 1];
    return { engine, place, name: `${engine.name}, in ${place.name}` };
  });
}

export interface TestDatabase {
  readonly database: Database;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Closes the database and removes everything it wrote. */
  dispose(): Promise<void>;
}

/** Where a fresh database lives: its data folder, and its URL on PostgreSQL. */
export interface DatabasePlace {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Removes the data folder, and the database on PostgreSQL. */
  remove(): Promise<void>;
}

/**
 * A place for a fresh database, not yet made: a temp folder (SQLite, whose file `openDatabase`
 * makes there) or a new, empty database in the cluster.
 */
export async function createDatabasePlace(engine: Engine['name']): Promise<DatabasePlace> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    if (!postgresAdminUrl) throw new Error('PostgreSQL is not available in this run');
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  return {
    dataDir,
    databaseUrl,
    async remove() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, migrated database in a temp folder (SQLite) or a fresh database in the cluster. */
export async function createTestDatabase(engine: Engine['name']): Promise<TestDatabase> {
  const place = await createDatabasePlace(engine);
  const { dataDir, databaseUrl } = place;
  const database = await openDatabase({ dataDir, databaseUrl });
  return {
    database,
    dataDir,
    databaseUrl,
    async dispose() {
      await database.close();
      await place.remove();
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl ?? undefined });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
