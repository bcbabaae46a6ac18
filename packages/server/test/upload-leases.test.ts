import { ERRORS } from '@tus/server';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadLeases } from '../src/services/storage/upload-leases.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

const UPLOAD = '6f1c2a1e-8d4b-4c1a-9e57-0a9b3c2d1e4f';

/** Resolves whether `promise` settled within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((done) => setTimeout(done, ms));
  return settled;
}

/*
 * [Note: Upload locks across processes]: each `UploadLeases` stands for one process (its holder
 * names are its own), and two of them share one database as two server processes do.
 */
describe.each(ENGINES)('upload locks on $name', (engine) => {
  let test: TestDatabase | undefined;

  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  async function twoProcesses() {
    test = await createTestDatabase(engine.name);
    const { db } = test.database;
    return { db, one: new UploadLeases(db).locker(), other: new UploadLeases(db).locker() };
  }

  it.skipIf(engine.skip)('lets one request of an upload in at a time, in any process', async () => {
    const { one, other } = await twoProcesses();
    const first = one.newLock(UPLOAD);
    await first.lock(new AbortController().signal, () => undefined);

    const second = other.newLock(UPLOAD);
    const waiting = second.lock(new AbortController().signal, () => undefined);
    expect(await settlesWithin(waiting, 500)).toBe(false);
    await first.unlock();
    await waiting;
    // Another upload is not held by it.
    const elsewhere = one.newLock('0d6e4b3a-1c2f-4e5d-8a9b-7c6d5e4f3a2b');
    expect(
      await settlesWithin(
        elsewhere.lock(new AbortController().signal, () => undefined),
        500,
      ),
    ).toBe(true);
    await second.unlock();
    await elsewhere.unlock();
  });

  it.skipIf(engine.skip)(
    'asks the holder in another process to let go, as a client resuming after a broken connection does',
    async () => {
      const { one, other } = await twoProcesses();
      const stale = one.newLock(UPLOAD);
      let asked = 0;
      await stale.lock(new AbortController().signal, async () => {
        asked += 1;
        // The request of the broken connection ends, and its lock goes.
        await stale.unlock();
      });

      const resumed = other.newLock(UPLOAD);
      await resumed.lock(new AbortController().signal, () => undefined);
      expect(asked).toBe(1);
      await resumed.unlock();
    },
  );

  it.skipIf(engine.skip)('takes over the lock of a process that died, once its lease ran out', async () => {
    const { db, one, other } = await twoProcesses();
    // A process that stopped renewing: its row stays with a lease that has run out.
    await one.newLock(UPLOAD).lock(new AbortController().signal, () => undefined);
    await db
      .updateTable('upload_leases')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();

    const next = other.newLock(UPLOAD);
    expect(
      await settlesWithin(
        next.lock(new AbortController().signal, () => undefined),
        1000,
      ),
    ).toBe(true);
    const rows = await db.selectFrom('upload_leases').selectAll().execute();
    expect(rows).toHaveLength(1);
    await next.unlock();
    expect(await db.selectFrom('upload_leases').selectAll().execute()).toEqual([]);
  });

  it.skipIf(engine.skip)('ends the request of a holder whose lease was taken from it', async () => {
    const { db, one } = await twoProcesses();
    const held = one.newLock(UPLOAD);
    let ended = false;
    await held.lock(new AbortController().signal, () => {
      ended = true;
    });
    // As after a pause longer than the lease: another process took the row.
    await db.updateTable('upload_leases').set({ holder: 'another process' }).execute();
    await expect.poll(() => ended, { timeout: 5000 }).toBe(true);
  });

  it.skipIf(engine.skip)('gives up waiting when the request is gone', async () => {
    const { one, other } = await twoProcesses();
    await one.newLock(UPLOAD).lock(new AbortController().signal, () => undefined);
    const gone = new AbortController();
    const waiting = other.newLock(UPLOAD).lock(gone.signal, () => undefined);
    gone.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });
});
