import { type Kysely, sql } from 'kysely';

/*
 * [Note: Foreign keys lead an index]
 * Deleting a row makes the database look for the rows that reference it, in every table with a
 * foreign key to it, to cascade, set null or refuse. That is a lookup on the referencing column:
 * without an index whose first column it is (a primary key or an index that starts with it serves
 * as well), it is a scan of the whole referencing table, once for every row deleted: deleting
 * 5,000 photos of a library of 200,000 took six minutes on SQLite, nearly all of it in such scans,
 * and takes two seconds with these indexes. This migration adds the ones that were missing:
 * - `uploads.photo_id` and `albums.cover_photo_id` (set null when the photo goes): every deleted
 *   photo scanned `uploads`, which keeps a record of every upload ever made, and every album;
 * - `uploads.transfer_id` (set null when the transfer goes): the sweep that forgets expired
 *   transfers scanned `uploads` once per transfer;
 * - `downloads.album_id` (set null when the album goes): every deleted album scanned `downloads`,
 *   and account deletion deletes all of an account's albums.
 * Most uploads come without a transfer and most downloads without an album, so those two indexes
 * hold only the rows that name one; both engines use such an index for the lookup, whose
 * `column = ?` rules out null.
 *
 * Rows of `accounts` are never deleted (see [Note: A deleted account is a tombstone]), so no such
 * lookup runs for a key to `accounts`; the few of them without an index cost account deletion one
 * statement each. foreign-key-indexes.test.ts fails for any other foreign key without an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('uploads_photo').on('uploads').column('photo_id').execute();
  await db.schema.createIndex('albums_cover_photo').on('albums').column('cover_photo_id').execute();
  await db.schema
    .createIndex('uploads_transfer')
    .on('uploads')
    .column('transfer_id')
    .where(sql<boolean>`transfer_id is not null`)
    .execute();
  await db.schema
    .createIndex('downloads_album')
    .on('downloads')
    .column('album_id')
    .where(sql<boolean>`album_id is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('downloads_album').execute();
  await db.schema.dropIndex('uploads_transfer').execute();
  await db.schema.dropIndex('albums_cover_photo').execute();
  await db.schema.dropIndex('uploads_photo').execute();
}
