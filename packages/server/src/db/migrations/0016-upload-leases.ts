import type { Kysely } from 'kysely';

/**
 * `upload_leases`: who is working on an incoming upload, across processes (see [Note: Upload locks
 * across processes]). One row per held lock, named `tus:<uploadId>` while a request writes bytes and
 * `ingest:<uploadId>` while its photo is made. A holder renews `expires_at` while it works, so the
 * row of a process that died frees itself; another request may ask the holder to let go
 * (`release_requested`, 0 or 1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('release_requested', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_leases').execute();
}
