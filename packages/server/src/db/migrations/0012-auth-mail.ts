import type { Kysely } from 'kysely';

/**
 * What account deletion, email change, the newsletter double opt-in and the mail outbox keep:
 * - `outbox`: every e-mail the server sends, delivered through SMTP when configured and otherwise
 *   kept for the local mail page (src/mail).
 * - `confirmation_tokens`: the single-use links of account deletion and email change, by the
 *   SHA-256 of the token (the token itself is only ever in the e-mail).
 * - `rate_limit_events`: one row per counted request, so limits hold across processes.
 * - `newsletter_subscriptions`: one row per address, pending until its link is followed.
 * - `blob_deletions`: blob hashes whose rows are gone; a job deletes each blob no photo uses any more
 *   (looking originals up by the `photos_blob_hash` index of migration 0005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    /** 'queued', 'sending', 'sent' or 'failed'. */
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('locked_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_created').on('outbox').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('outbox_recipient')
    .on('outbox')
    .columns(['to_address', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('confirmation_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    /** 'delete-account' or 'email-change'. */
    .addColumn('purpose', 'text', (column) => column.notNull())
    /** The address an email change moves to; null for other purposes. */
    .addColumn('new_email', 'text')
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('confirmation_tokens_account')
    .on('confirmation_tokens')
    .columns(['account_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_events_window')
    .on('rate_limit_events')
    .columns(['account_id', 'action', 'created_at'])
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    /** Lower-cased; a subscription belongs to an address, with or without an account. */
    .addColumn('email', 'text', (column) => column.primaryKey())
    /** 'pending' or 'confirmed'. */
    .addColumn('status', 'text', (column) => column.notNull())
    /** The pending link's token hash; null once confirmed, so a link works once. */
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();

  await db.schema
    .createTable('blob_deletions')
    .addColumn('hash', 'text', (column) => column.primaryKey())
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'blob_deletions',
    'newsletter_subscriptions',
    'rate_limit_events',
    'confirmation_tokens',
    'outbox',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
