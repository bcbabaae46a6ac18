import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { JobsTable } from '../db/photo-library-tables.ts';

/**
 * [Note: Jobs are rows]
 * Work that outlives a request (zip downloads, photo exports, library imports) is a row in `jobs`.
 * Any process may take a queued job: on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so several workers
 * never take the same one; on SQLite, where only one process writes, with a single atomic
 * `UPDATE … RETURNING`. A job whose worker died is taken again: a running job's worker renews its
 * lock every `staleAfterMs / 4` (a heartbeat), so a lock older than `staleAfterMs` belongs to a
 * process that is gone; and on SQLite, where one process is the only writer, a process starting up
 * takes back at once every job a killed predecessor left running (`releaseOrphans`). A failed job
 * is retried with a growing delay until `maxAttempts`, then marked failed and its handler's
 * `onGiveUp` runs so the user hears of it.
 */

export interface JobHandler<Payload> {
  run(payload: Payload, job: ClaimedJob): Promise<void>;
  /** Called once when the job has failed for the last time. */
  onGiveUp?(payload: Payload, error: unknown): Promise<void>;
}

export interface ClaimedJob {
  readonly id: string;
  readonly kind: string;
  readonly attempts: number;
}

export interface JobQueueOptions {
  /** Names this worker in `locked_by`, for operators reading the table. */
  readonly workerId?: string;
  readonly maxAttempts?: number;
  readonly staleAfterMs?: number;
  /** How long an idle worker waits before looking again; `notify()` wakes it at once. */
  readonly pollIntervalMs?: number;
  /** Delay before the first retry; each further retry waits twice as long. */
  readonly retryBaseDelayMs?: number;
  readonly onError?: (error: unknown, job: ClaimedJob) => void;
}

const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_STALE_AFTER_MS = 60 * 1000;
/** How many heartbeats fit in the stale time: one or two may be late without the job being taken. */
const HEARTBEATS_PER_STALE_TIME = 4;
const DEFAULT_POLL_INTERVAL_MS = 1000;
const DEFAULT_RETRY_BASE_DELAY_MS = 2000;

export class JobQueue {
  readonly #database: Database;
  readonly #handlers = new Map<string, JobHandler<never>>();
  readonly #workerId: string;
  readonly #maxAttempts: number;
  readonly #staleAfterMs: number;
  readonly #pollIntervalMs: number;
  readonly #retryBaseDelayMs: number;
  readonly #onError: (error: unknown, job: ClaimedJob) => void;
  #running = false;
  #wake: (() => void) | undefined;
  #loop: Promise<void> | undefined;

  constructor(database: Database, options: JobQueueOptions = {}) {
    this.#database = database;
    this.#workerId = options.workerId ?? `worker-${randomUUID()}`;
    this.#maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.#staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
    this.#pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.#retryBaseDelayMs = options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
    this.#onError = options.onError ?? (() => {});
  }

  register<Payload>(kind: string, handler: JobHandler<Payload>): void {
    this.#handlers.set(kind, handler as JobHandler<never>);
  }

  /**
   * Adds a job; pass a transaction as `db` to enqueue atomically with the row that asked for it,
   * and `runAfter` for a job that must not start before a time.
   */
  async enqueue(
    kind: string,
    payload: unknown,
    db = this.#database.db,
    options: { readonly runAfter?: Date } = {},
  ): Promise<string> {
    const id = randomUUID();
    const now = nowIso();
    await db
      .insertInto('jobs')
      .values({
        id,
        kind,
        payload: JSON.stringify(payload),
        status: 'queued',
        attempts: 0,
        run_after: options.runAfter?.toISOString() ?? now,
        locked_by: null,
        locked_at: null,
        error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    this.notify();
    return id;
  }

  /** Wakes an idle worker loop, e.g. right after an enqueue. */
  notify(): void {
    this.#wake?.();
  }

  /**
   * On SQLite, puts back in the queue every job a previous process left running: one process is the
   * only writer there, so a running job at start-up is one whose worker was killed. On PostgreSQL,
   * where other processes may be working, a stale lock says so instead (see [Note: Jobs are rows]).
   */
  async releaseOrphans(): Promise<number> {
    if (this.#database.dialect !== 'sqlite') return 0;
    const released = await this.#database.db
      .updateTable('jobs')
      .set({ status: 'queued', locked_by: null, locked_at: null, updated_at: nowIso() })
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(released.numUpdatedRows);
  }

  /** Starts the worker loop in this process. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#work();
  }

  /** Stops taking jobs and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.#running = false;
    this.notify();
    await this.#loop;
  }

  /** Runs queued jobs until none is ready; returns how many ran. For tests and one-shot workers. */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.runNext()) ran += 1;
    return ran;
  }

  /** Takes and runs one ready job; false when none was ready. */
  async runNext(): Promise<boolean> {
    const job = await this.#claim();
    if (!job) return false;
    const handler = this.#handlers.get(job.kind);
    const claimed: ClaimedJob = { id: job.id, kind: job.kind, attempts: job.attempts };
    const heartbeat = setInterval(() => {
      void this.#renewLock(job.id).catch((error: unknown) => this.#onError(error, claimed));
    }, this.#staleAfterMs / HEARTBEATS_PER_STALE_TIME);
    try {
      if (!handler) throw new Error(`No handler for job kind '${job.kind}'`);
      await handler.run(JSON.parse(job.payload) as never, claimed);
      clearInterval(heartbeat);
      await this.#finish(job.id, 'done', null);
    } catch (error) {
      clearInterval(heartbeat);
      this.#onError(error, claimed);
      await this.#fail(job, handler, error);
    }
    return true;
  }

  async #work(): Promise<void> {
    while (this.#running) {
      const ran = await this.runNext().catch((error: unknown) => {
        this.#onError(error, { id: '', kind: '', attempts: 0 });
        return false;
      });
      if (!ran && this.#running) await this.#idle();
    }
  }

  #idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#pollIntervalMs);
      const wake = () => done();
      this.#wake = wake;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  async #claim(): Promise<JobsTable | undefined> {
    const now = nowIso();
    const staleBefore = new Date(Date.now() - this.#staleAfterMs).toISOString();
    const { db, dialect } = this.#database;
    const ready = db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('run_after')
      .limit(1);
    const lockedReady = dialect === 'postgres' ? ready.forUpdate().skipLocked() : ready;
    return db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        locked_by: this.#workerId,
        locked_at: now,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', lockedReady)
      .returningAll()
      .executeTakeFirst();
  }

  /** The heartbeat of a running job: its lock is this worker's, and fresh. */
  async #renewLock(id: string): Promise<void> {
    await this.#database.db
      .updateTable('jobs')
      .set({ locked_at: nowIso() })
      .where('id', '=', id)
      .where('locked_by', '=', this.#workerId)
      .execute();
  }

  async #finish(id: string, status: JobsTable['status'], error: string | null): Promise<void> {
    await this.#database.db
      .updateTable('jobs')
      .set({ status, error, locked_by: null, locked_at: null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('locked_by', '=', this.#workerId)
      .execute();
  }

  async #fail(job: JobsTable, handler: JobHandler<never> | undefined, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (handler && job.attempts < this.#maxAttempts) {
      const delay = this.#retryBaseDelayMs * 2 ** (job.attempts - 1);
      await this.#database.db
        .updateTable('jobs')
        .set({
          status: 'queued',
          error: message,
          run_after: new Date(Date.now() + delay).toISOString(),
          locked_by: null,
          locked_at: null,
          updated_at: nowIso(),
        })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    await this.#finish(job.id, 'failed', message);
    await handler?.onGiveUp?.(JSON.parse(job.payload) as never, error);
  }
}

/** How many jobs of a kind are not finished yet; for health checks and tests. */
export async function countPendingJobs({ db }: Database, kind?: string): Promise<number> {
  let query = db
    .selectFrom('jobs')
    .select(sql<number>`count(*)`.as('pending'))
    .where('status', 'in', ['queued', 'running']);
  if (kind) query = query.where('kind', '=', kind);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.pending);
}
