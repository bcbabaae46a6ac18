import type { Selectable } from 'kysely';
import type { OutboxTable } from '../db/auth-mail-tables.ts';
import { type Database, nowIso } from '../db/database.ts';

/*
 * [Note: The outbox]
 * Every e-mail is first a row in `outbox`, written in the same transaction as the change it
 * announces (a confirmation token, an email change), so a mail is never sent for a change that was
 * rolled back and never lost for one that was committed. With SMTP configured, a delivery loop in
 * every process takes due messages one at a time, as the job queue takes jobs (see [Note: Jobs are
 * rows]): on PostgreSQL with `FOR UPDATE SKIP LOCKED`, on SQLite with one atomic UPDATE, so two
 * processes never send the same message. A failed send is retried with a growing delay up to
 * MAX_ATTEMPTS; a process that dies mid-send leaves the message 'sending', and it is taken again
 * after STALE_SENDING_MS, so delivery is at least once. Messages older than MAX_DELIVERY_AGE_MS are
 * not sent: their links have expired, and switching SMTP on later must not mail a backlog of
 * stale confirmations to real addresses. Without SMTP nothing is sent and the messages stay
 * 'queued', readable on the local mail page.
 */

/** What the loop needs of a nodemailer transporter. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

export interface MailDeliveryOptions {
  readonly from: string;
  readonly pollIntervalMs?: number;
  readonly retryBaseDelayMs?: number;
  readonly onError?: (error: unknown, messageId: string) => void;
}

export const MAX_ATTEMPTS = 5;
export const MAX_DELIVERY_AGE_MS = 48 * 60 * 60 * 1000;
const STALE_SENDING_MS = 5 * 60 * 1000;
const DEFAULT_POLL_INTERVAL_MS = 2000;
const DEFAULT_RETRY_BASE_DELAY_MS = 60 * 1000;

/** Sends the outbox through a transport; see [Note: The outbox]. */
export class MailDelivery {
  readonly #database: Database;
  readonly #transport: MailTransport;
  readonly #from: string;
  readonly #pollIntervalMs: number;
  readonly #retryBaseDelayMs: number;
  readonly #onError: (error: unknown, messageId: string) => void;
  #running = false;
  #wake: (() => void) | undefined;
  #loop: Promise<void> | undefined;

  constructor(database: Database, transport: MailTransport, options: MailDeliveryOptions) {
    this.#database = database;
    this.#transport = transport;
    this.#from = options.from;
    this.#pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.#retryBaseDelayMs = options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
    this.#onError = options.onError ?? (() => {});
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#work();
  }

  /** Stops taking messages and waits for the one in hand. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#loop;
  }

  /** Sends every due message; returns how many were taken. For tests and one-shot runs. */
  async drain(): Promise<number> {
    let taken = 0;
    while (await this.sendNext()) taken += 1;
    return taken;
  }

  /** Takes one due message and tries to send it; false when none was due. */
  async sendNext(): Promise<boolean> {
    const message = await this.#claim();
    if (!message) return false;
    try {
      await this.#transport.sendMail({
        from: this.#from,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
      });
      await this.#database.db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: nowIso(), locked_at: null, last_error: null })
        .where('id', '=', message.id)
        .execute();
    } catch (error) {
      this.#onError(error, message.id);
      await this.#fail(message, error);
    }
    return true;
  }

  async #work(): Promise<void> {
    while (this.#running) {
      const sent = await this.sendNext().catch((error: unknown) => {
        this.#onError(error, '');
        return false;
      });
      if (!sent && this.#running) await this.#idle();
    }
  }

  #idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#pollIntervalMs);
      this.#wake = done;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  async #claim(): Promise<Selectable<OutboxTable> | undefined> {
    const now = nowIso();
    const staleBefore = new Date(Date.now() - STALE_SENDING_MS).toISOString();
    const oldest = new Date(Date.now() - MAX_DELIVERY_AGE_MS).toISOString();
    const { db, dialect } = this.#database;
    const due = db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_at', '<', staleBefore)]),
        ]),
      )
      .where('created_at', '>=', oldest)
      .orderBy('next_attempt_at')
      .limit(1);
    const lockedDue = dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    return db
      .updateTable('outbox')
      .set((eb) => ({ status: 'sending', locked_at: now, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', lockedDue)
      .returningAll()
      .executeTakeFirst();
  }

  async #fail(message: Selectable<OutboxTable>, error: unknown): Promise<void> {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const retry = message.attempts < MAX_ATTEMPTS;
    const delay = this.#retryBaseDelayMs * 2 ** (message.attempts - 1);
    await this.#database.db
      .updateTable('outbox')
      .set({
        status: retry ? 'queued' : 'failed',
        next_attempt_at: retry ? new Date(Date.now() + delay).toISOString() : message.next_attempt_at,
        locked_at: null,
        last_error: lastError,
      })
      .where('id', '=', message.id)
      .execute();
  }
}
