import type { Kysely } from 'kysely';

/*
 * The last foreign keys without an index that leads with their column ([Note: Foreign keys lead an
 * index]): four keys to `accounts`. Rows of `accounts` are never deleted, so no lookup of the
 * referencing rows runs for them when an account goes; but account deletion deletes (or clears)
 * those rows itself, one statement a table by the account's id, and without an index each statement
 * reads the whole table: every upload record and every album photo of every customer, inside the
 * transaction that holds the account (and, on SQLite, the only writer). `uploads` gains the most: it
 * keeps a record of every upload ever made. With these, every foreign key of the schema has its index.
 */
const INDEXES = [
  { name: 'uploads_owner', table: 'uploads', column: 'owner_id' },
  { name: 'upload_transfers_owner', table: 'upload_transfers', column: 'owner_id' },
  { name: 'temp_selections_owner', table: 'temp_selections', column: 'owner_id' },
  { name: 'album_photos_added_by', table: 'album_photos', column: 'added_by' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).column(index.column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES.toReversed()) await db.schema.dropIndex(index.name).execute();
}
