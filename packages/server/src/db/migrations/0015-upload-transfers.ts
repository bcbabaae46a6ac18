import type { Kysely } from 'kysely';

/**
 * Upload from a phone ([Note: Upload from a phone] in the contract):
 * - `upload_transfers`: one row per QR code shown. The credential itself is never stored, only its
 *   SHA-256 (`token_hash`), so a copy of the database cannot upload to anyone's library.
 * - `uploads.transfer_id`: the transfer an upload came through, so the desktop that shows the code
 *   hears of each photo. Null for uploads made with the customer's own token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_transfers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('upload_transfers_expires')
    .on('upload_transfers')
    .column('expires_at')
    .execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('transfer_id', 'text', (column) =>
      column.references('upload_transfers.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('transfer_id').execute();
  await db.schema.dropTable('upload_transfers').execute();
}
