import type { Kysely } from 'kysely';

/**
 * The photo library: photos, albums (own and shared), downloads, exports, temp selections, uploads,
 * library activation, and the jobs table the zip worker takes work from.
 *
 * [Note: Timeline position]
 * A photo's place on the timeline is `timeline_at`: its EXIF date taken, or the Unix epoch when it
 * has none, which the portal shows as 'Unknown Date' (photo-library §2.2: January 1970). Month
 * sections, counts and the dateTaken sort all read this one column, so a photo without a date is
 * still listed exactly once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('blob_hash', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('local_file_name', 'text', (column) => column.notNull())
    .addColumn('upload_id', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('date_taken', 'text')
    .addColumn('timeline_at', 'text', (column) => column.notNull())
    .addColumn('timeline_year', 'integer', (column) => column.notNull())
    .addColumn('timeline_month', 'integer', (column) => column.notNull())
    /** JSON: [{ size, hash, width, height }] for the sizes 300, 800 and 1300. */
    .addColumn('thumbnails', 'text', (column) => column.notNull())
    .addColumn('uploaded_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('photos_owner_blob_unique', ['owner_id', 'blob_hash'])
    .execute();
  // Keyset pagination per sort key: (owner, month, key, id) serves month pages in either direction.
  await db.schema
    .createIndex('photos_timeline')
    .on('photos')
    .columns(['owner_id', 'timeline_year', 'timeline_month', 'timeline_at', 'id'])
    .execute();
  await db.schema
    .createIndex('photos_month_created')
    .on('photos')
    .columns(['owner_id', 'timeline_year', 'timeline_month', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('photos_month_uploaded')
    .on('photos')
    .columns(['owner_id', 'timeline_year', 'timeline_month', 'uploaded_at', 'id'])
    .execute();
  await db.schema
    .createIndex('photos_owner_created')
    .on('photos')
    .columns(['owner_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('photos_owner_timeline')
    .on('photos')
    .columns(['owner_id', 'timeline_at', 'id'])
    .execute();
  await db.schema
    .createIndex('photos_owner_uploaded')
    .on('photos')
    .columns(['owner_id', 'uploaded_at', 'id'])
    .execute();

  await db.schema
    .createTable('albums')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('cover_photo_id', 'text', (column) => column.references('photos.id').onDelete('set null'))
    .addColumn('is_shared', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('albums_owner_created')
    .on('albums')
    .columns(['owner_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('album_photos')
    .addColumn('album_id', 'text', (column) => column.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('photo_id', 'text', (column) => column.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('album_photos_pk', ['album_id', 'photo_id'])
    .execute();
  await db.schema.createIndex('album_photos_photo').on('album_photos').column('photo_id').execute();
  await db.schema
    .createIndex('album_photos_added')
    .on('album_photos')
    .columns(['album_id', 'added_at', 'photo_id'])
    .execute();

  /** Accounts an owner shared an album with; they see it read-only (photo-library §2.6). */
  await db.schema
    .createTable('album_participants')
    .addColumn('album_id', 'text', (column) => column.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('album_participants_pk', ['album_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('album_participants_account')
    .on('album_participants')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('temp_selections')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    /** JSON array of photo ids, in selection order. */
    .addColumn('photo_ids', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('downloads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text')
    /** 'started', 'finished' or 'error'; the archive is streamed from the originals on request. */
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('download_photos')
    .addColumn('download_id', 'text', (column) =>
      column.notNull().references('downloads.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('photo_id', 'text', (column) => column.notNull().references('photos.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('download_photos_pk', ['download_id', 'position'])
    .execute();

  await db.schema
    .createTable('exports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull())
    /** REQUESTED, IN_PROGRESS, FAILED or READY (photo-library §3). */
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('export_chunks')
    .addColumn('export_id', 'text', (column) => column.notNull().references('exports.id').onDelete('cascade'))
    .addColumn('iteration', 'integer', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    /** JSON array of photo ids in archive order. */
    .addColumn('photo_ids', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('export_chunks_pk', ['export_id', 'iteration'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    /** 'uploading', 'processing', 'done', 'duplicate' or 'failed'. */
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('photo_id', 'text', (column) => column.references('photos.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  /** Library activation (import of photos from a legacy store): one row per account that started one. */
  await db.schema
    .createTable('library_activations')
    .addColumn('account_id', 'text', (column) =>
      column.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    /** ACTIVE, NOT_ACTIVE, IMPORTING or DELETING. */
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    /** 'queued', 'running', 'done' or 'failed'. */
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (column) => column.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('jobs_ready').on('jobs').columns(['status', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jobs',
    'library_activations',
    'uploads',
    'export_chunks',
    'exports',
    'download_photos',
    'downloads',
    'temp_selections',
    'album_participants',
    'album_photos',
    'albums',
    'photos',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
