import { randomUUID } from 'node:crypto';
import { Kysely, type Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { OutboxStatus, OutboxTable } from '../db/auth-mail-tables.ts';
import { type Database, nowIso } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';

/** One e-mail to send: one recipient, a subject, and the same content as plain text and HTML. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A message as the outbox holds it. */
export interface OutboxMessage extends MailMessage {
  readonly id: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** The database, or a transaction to enqueue a message atomically with the rows it speaks of. */
export type MailWriter = Database | Kysely<Tables>;

const Message = z.object({
  to: z.email(),
  // A line break in a subject would start a new header line.
  subject: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^\r\n]*$/)),
  text: z.string().check(z.minLength(1)),
  html: z.string().check(z.minLength(1)),
});

/**
 * Puts a message in the outbox and returns its id. Delivery is up to the outbox (see
 * [Note: The outbox]): nothing is sent inside the caller's request or transaction, so a message
 * exists exactly when the change it announces was committed. Throws a TypeError for a message
 * that could not be sent (no valid address, an empty or multi-line subject).
 */
export async function enqueueMail(writer: MailWriter, message: MailMessage): Promise<string> {
  const parsed = Message.safeParse(message);
  if (!parsed.success)
    throw new TypeError(`Not a message that can be sent: ${z.prettifyError(parsed.error)}`);
  const id = randomUUID();
  const now = nowIso();
  await executor(writer)
    .insertInto('outbox')
    .values({
      id,
      to_address: parsed.data.to.trim().toLowerCase(),
      subject: parsed.data.subject,
      text_body: parsed.data.text,
      html_body: parsed.data.html,
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      locked_at: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
  return id;
}

export interface ListMessagesOptions {
  /** Only messages to this address (compared lower-cased). */
  readonly to?: string | undefined;
  readonly limit: number;
}

/** The newest messages first. */
export async function listMessages(
  { db }: Database,
  { to, limit }: ListMessagesOptions,
): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (to !== undefined) query = query.where('to_address', '=', to.trim().toLowerCase());
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toMessage);
}

export async function findMessage({ db }: Database, id: string): Promise<OutboxMessage | undefined> {
  const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMessage(row);
}

/** How long the outbox keeps a message, sent or not; see `registerMail`. */
export const MAIL_RETENTION_DAYS = 30;

/** Deletes messages created before `before` (ISO); returns how many. */
export async function deleteMessagesCreatedBefore({ db }: Database, before: string): Promise<number> {
  const result = await db.deleteFrom('outbox').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function toMessage(row: Selectable<OutboxTable>): OutboxMessage {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

function executor(writer: MailWriter): Kysely<Tables> {
  return writer instanceof Kysely ? writer : writer.db;
}
