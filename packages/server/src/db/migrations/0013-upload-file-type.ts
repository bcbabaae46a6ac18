import type { Kysely } from 'kysely';

/**
 * What resumable uploads need beyond migration 0003:
 * - `uploads.file_type`: the type the upload record reports (`Upload.fileType`): the declared type
 *   while bytes arrive, the type read from the content once the photo is made. Null only on rows
 *   written before this migration, which nothing wrote.
 * - `uploads_status_updated`: start-up and the hourly sweep look uploads up by status and age (see
 *   [Note: Incoming uploads survive a restart]).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('file_type', 'text').execute();
  await db.schema
    .createIndex('uploads_status_updated')
    .on('uploads')
    .columns(['status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_status_updated').execute();
  await db.schema.alterTable('uploads').dropColumn('file_type').execute();
}
