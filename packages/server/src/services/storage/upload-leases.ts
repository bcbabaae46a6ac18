import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/** How long a lease lasts without being renewed: a holder that died frees its upload after this. */
export const LEASE_TTL_MS = 15_000;
/** How often a holder renews its lease, and looks whether another request asked for it. */
const RENEW_EVERY_MS = 1_000;
/** How long a request waits for a lease before it answers 500 (as @tus/server's own locker). */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries again. */
const RETRY_EVERY_MS = 100;

/**
 * [Note: Upload locks across processes]
 * tus needs one writer per upload: a client that lost its connection sends HEAD and PATCH again,
 * and the request of the lost connection may still be writing (its socket half-open). @tus/server's
 * own locker is a map in memory, enough while an upload's bytes are in one process's folder. When
 * they are in the shared bucket, the next request may reach another process, so the lock is a row
 * of `upload_leases`:
 * - taking it is one upsert that succeeds only when no row exists or the row's lease has expired;
 * - the holder renews the lease every second, so a process that died frees its uploads within
 *   `LEASE_TTL_MS` (15 s) and a client's retry (tus-js-client waits 3 s, then 10 s) gets through;
 * - a request that finds the lease held asks the holder to let go, as @tus/server's locker does: in
 *   the same process at once, in another through `release_requested`, which the holder reads when it
 *   renews; the holder then ends its request (the bytes it had are kept) and frees the row;
 * - a holder that finds its row gone or taken when renewing ends its request the same way, so two
 *   writers never append to one upload.
 * The same leases let one process at a time make the photo of a finished upload
 * (`ingest:<uploadId>`), so a process that starts while another is making one does not make it
 * again (see [Note: Incoming uploads survive a restart]).
 */
export class UploadLeases {
  readonly #db: Kysely<Tables>;
  /** This process's part of every holder name. */
  readonly #process = randomUUID();
  /** The leases this process holds, by name: their holder, and how to ask it to let go. */
  readonly #held = new Map<string, { readonly holder: string; readonly onLost: RequestRelease }>();

  constructor(db: Kysely<Tables>) {
    this.#db = db;
  }

  /**
   * Takes the lease `name` if it is free or expired; resolves a holder name, or undefined when
   * another holds it. `onLost` is called when the lease is asked for or lost while held.
   */
  async tryTake(name: string, onLost: RequestRelease): Promise<Held | undefined> {
    const holder = `${this.#process}/${randomUUID()}`;
    const now = new Date();
    const taken = await this.#db
      .insertInto('upload_leases')
      .values({ name, holder, expires_at: expiry(now), release_requested: 0 })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ holder, expires_at: expiry(now), release_requested: 0 })
          .where('upload_leases.expires_at', '<', now.toISOString()),
      )
      .returning('holder')
      .executeTakeFirst();
    if (taken?.holder !== holder) return undefined;
    this.#held.set(name, { holder, onLost });
    return new Held(this, name, holder);
  }

  /** Asks the holder of `name` to let go: directly when it is in this process, else through its row. */
  async askToRelease(name: string): Promise<void> {
    const local = this.#held.get(name);
    if (local !== undefined) {
      await local.onLost();
      return;
    }
    await this.#db
      .updateTable('upload_leases')
      .set({ release_requested: 1 })
      .where('name', '=', name)
      .execute();
  }

  /** Renews a held lease; resolves whether it is still held and nobody asked for it. */
  async renew(name: string, holder: string): Promise<boolean> {
    const row = await this.#db
      .updateTable('upload_leases')
      .set({ expires_at: expiry(new Date()) })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .returning('release_requested')
      .executeTakeFirst();
    return row !== undefined && row.release_requested === 0;
  }

  async release(name: string, holder: string): Promise<void> {
    if (this.#held.get(name)?.holder === holder) this.#held.delete(name);
    await this.#db
      .deleteFrom('upload_leases')
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  }

  /** Tells the holder in this process that its lease was asked for or lost. */
  async lost(name: string, holder: string): Promise<void> {
    const local = this.#held.get(name);
    if (local?.holder === holder) await local.onLost();
  }

  /** @tus/server's locker on these leases, for uploads whose bytes every process reaches. */
  locker(): Locker {
    return { newLock: (uploadId) => new LeaseLock(this, `tus:${uploadId}`) };
  }
}

/** A lease this process holds, renewed until it is released. */
export class Held {
  readonly #leases: UploadLeases;
  readonly #name: string;
  readonly #holder: string;
  readonly #renewal: NodeJS.Timeout;

  constructor(leases: UploadLeases, name: string, holder: string) {
    this.#leases = leases;
    this.#name = name;
    this.#holder = holder;
    this.#renewal = setInterval(() => {
      void leases.renew(name, holder).then(
        (kept) => (kept ? undefined : leases.lost(name, holder)),
        // A database that does not answer for a moment: the lease lasts 15 s, try again then.
        () => undefined,
      );
    }, RENEW_EVERY_MS);
    this.#renewal.unref();
  }

  async release(): Promise<void> {
    clearInterval(this.#renewal);
    await this.#leases.release(this.#name, this.#holder);
  }
}

class LeaseLock implements Lock {
  readonly #leases: UploadLeases;
  readonly #name: string;
  #held: Held | undefined;

  constructor(leases: UploadLeases, name: string) {
    this.#leases = leases;
    this.#name = name;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    let asked = false;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      this.#held = await this.#leases.tryTake(this.#name, requestRelease);
      if (this.#held !== undefined) return;
      if (!asked) {
        await this.#leases.askToRelease(this.#name);
        asked = true;
      }
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await new Promise((done) => setTimeout(done, RETRY_EVERY_MS));
    }
  }

  async unlock(): Promise<void> {
    const held = this.#held;
    if (held === undefined) throw new Error('Releasing an unlocked lock!');
    this.#held = undefined;
    await held.release();
  }
}

function expiry(now: Date): string {
  return new Date(now.getTime() + LEASE_TTL_MS).toISOString();
}
