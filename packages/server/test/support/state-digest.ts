import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import { filesUnder } from './uploads.ts';

/** The folders of a data folder that hold what customers sent: the blobs and unfinished uploads. */
const STORED_FOLDERS = ['blobs', 'uploads-incoming'];

/**
 * What the server holds, as one value that changes when anything does: every row of every table
 * (sorted, so the engine's order does not count) and every stored file with its size (the blobs and
 * the unfinished uploads). For the suites that prove a refused request changed nothing.
 */
export async function stateDigest(database: Database, dataDir: string): Promise<string> {
  const hash = createHash('sha256');
  const tables = await tablesOf(database);
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    const lines = rows.map((row) =>
      JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
    );
    hash.update(`${table}\n${lines.sort().join('\n')}\n`);
  }
  for (const folder of STORED_FOLDERS) {
    for (const file of await filesUnder(join(dataDir, folder))) {
      const { size } = await stat(join(dataDir, folder, file));
      hash.update(`${folder}/${file} ${size}\n`);
    }
  }
  return hash.digest('hex');
}

/** The tables of a database, read once: the schema is made at start-up and no request changes it. */
const tableNames = new WeakMap<Database, Promise<string[]>>();

function tablesOf(database: Database): Promise<string[]> {
  let tables = tableNames.get(database);
  if (tables === undefined) {
    tables = database.db.introspection.getTables().then((found) => found.map((table) => table.name).sort());
    tableNames.set(database, tables);
  }
  return tables;
}
