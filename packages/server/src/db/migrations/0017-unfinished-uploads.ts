import type { Kysely } from 'kysely';

/**
 * An index for the uploads still receiving bytes, by account: the caps of [Note: Unfinished
 * uploads are bounded] count them at every creation, and the sweep looks for them hourly, in a
 * table that keeps a record of every upload ever made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('uploads_status_owner').on('uploads').columns(['status', 'owner_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_status_owner').execute();
}
