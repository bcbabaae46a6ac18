import { type Kysely, sql } from 'kysely';

/**
 * What zip downloads, photo exports and the storage notice need beyond migration 0003:
 * - `downloads.album_id`: the shared album a download of other people's photos was made from, so
 *   the archive can check again, when it is built and when it is fetched, that the person still
 *   reads that album (see [Note: Who may read a download's photos]).
 * - `export_chunks.entry_names`: each chunk's file names, chosen once for the whole export (see
 *   `zips/zip-export.md`), so a chunk fetched again names its files as it did the first time.
 * - `deletion_delays`: a postponed deletion date ('YYYY-MM-DD') per account that overrides the
 *   projected one (photo-library §3); set by support staff or the demo seed, never by the customer.
 * - At most one export under way per person (see [Note: One export under way]).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('downloads')
    .addColumn('album_id', 'text', (column) => column.references('albums.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('downloads_owner_created')
    .on('downloads')
    .columns(['owner_id', 'created_at', 'id'])
    .execute();
  // Deleting a photo cascades into download_photos; without this index every delete scans it.
  await db.schema.createIndex('download_photos_photo').on('download_photos').column('photo_id').execute();

  await db.schema.alterTable('export_chunks').addColumn('entry_names', 'text').execute();
  await db.schema
    .createIndex('exports_owner_created')
    .on('exports')
    .columns(['owner_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('exports_one_under_way')
    .unique()
    .on('exports')
    .column('owner_id')
    .where(sql<boolean>`status in ('REQUESTED', 'IN_PROGRESS')`)
    .execute();

  await db.schema
    .createTable('deletion_delays')
    .addColumn('account_id', 'text', (column) =>
      column.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('delayed_deletion_date', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deletion_delays').execute();
  await db.schema.dropIndex('exports_one_under_way').execute();
  await db.schema.dropIndex('exports_owner_created').execute();
  await db.schema.alterTable('export_chunks').dropColumn('entry_names').execute();
  await db.schema.dropIndex('download_photos_photo').execute();
  await db.schema.dropIndex('downloads_owner_created').execute();
  await db.schema.alterTable('downloads').dropColumn('album_id').execute();
}
