import type { Kysely } from 'kysely';

/**
 * What albums and photo deletion need beyond migration 0003:
 * - `album_photos.added_by`: who put the photo in the album. A participant who leaves a shared album
 *   takes the photos they added out of it (photo-library §6), so each row must say whose addition
 *   it was. Null on rows from before this column, which the album's owner added (nobody else could).
 * - An index on `photos.blob_hash`: a blob is deleted only when no photo uses it any more (see
 *   [Note: Blobs outlive their rows until collected]), and that check looks photos up by hash
 *   across every library; the (owner, hash) unique key cannot serve it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('album_photos')
    .addColumn('added_by', 'text', (column) => column.references('accounts.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('photos_blob_hash').on('photos').column('blob_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photos_blob_hash').execute();
  await db.schema.alterTable('album_photos').dropColumn('added_by').execute();
}
