import type { Kysely } from 'kysely';

/**
 * `sign_in_failures`: one row per wrong password typed on the sign-in page, counted per account
 * (the typed e-mail address) and per client address, so the limits of src/identity/sign-in-limits.ts
 * hold across processes. Neither the address nor the e-mail is stored: `subject` is a keyed hash of
 * it. Rows older than the limits' window are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    /** 'account' or 'address'. */
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_failures_window')
    .on('sign_in_failures')
    .columns(['scope', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_failures_created')
    .on('sign_in_failures')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
