import { afterEach, describe, expect, it } from 'vitest';
import { countPendingJobs, JobQueue } from '../src/jobs/job-queue.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

describe.each(ENGINES)('job queue on $name', (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  async function database() {
    test = await createTestDatabase(engine.name);
    return test.database;
  }

  it.skipIf(engine.skip)('runs each queued job once with its payload, oldest first', async () => {
    const db = await database();
    const queue = new JobQueue(db);
    const seen: string[] = [];
    queue.register<{ name: string }>('greet', { run: async ({ name }) => void seen.push(name) });
    await queue.enqueue('greet', { name: 'first' });
    await queue.enqueue('greet', { name: 'second' });
    expect(await queue.drain()).toBe(2);
    expect(seen).toEqual(['first', 'second']);
    expect(await queue.drain()).toBe(0);
    expect(await countPendingJobs(db)).toBe(0);
  });

  it.skipIf(engine.skip)('retries a failing job after a delay, then gives up and reports it', async () => {
    const db = await database();
    const queue = new JobQueue(db, { maxAttempts: 2, retryBaseDelayMs: 0 });
    const attempts: number[] = [];
    const gaveUp: string[] = [];
    queue.register<{ id: string }>('flaky', {
      run: async (_payload, job) => {
        attempts.push(job.attempts);
        throw new Error('disk full');
      },
      onGiveUp: async ({ id }, error) => void gaveUp.push(`${id}: ${(error as Error).message}`),
    });
    const jobId = await queue.enqueue('flaky', { id: 'x' });
    await queue.drain();
    expect(attempts).toEqual([1, 2]);
    expect(gaveUp).toEqual(['x: disk full']);
    const row = await db.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', error: 'disk full', attempts: 2, locked_by: null });
  });

  it.skipIf(engine.skip)('fails a job of an unknown kind without retrying it', async () => {
    const db = await database();
    const queue = new JobQueue(db);
    await queue.enqueue('unknown', {});
    expect(await queue.drain()).toBe(1);
    const row = await db.db.selectFrom('jobs').select(['status', 'error']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', error: "No handler for job kind 'unknown'" });
  });

  it.skipIf(engine.skip)('takes over a job whose worker died while holding it', async () => {
    const db = await database();
    const dead = new JobQueue(db, { workerId: 'dead' });
    await dead.enqueue('work', {});
    await db.db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'dead', locked_at: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    const alive = new JobQueue(db, { workerId: 'alive', staleAfterMs: 30_000 });
    const ran: string[] = [];
    alive.register('work', { run: async (_payload, job) => void ran.push(job.id) });
    expect(await alive.drain()).toBe(1);
    expect(ran).toHaveLength(1);
  });

  it.skipIf(engine.skip)(
    'keeps a long job its own with a heartbeat, so no one takes it while it runs',
    async () => {
      const db = await database();
      const staleAfterMs = 400;
      const first = new JobQueue(db, { workerId: 'first', staleAfterMs });
      const second = new JobQueue(db, { workerId: 'second', staleAfterMs });
      let release: () => void = () => undefined;
      const runs: string[] = [];
      for (const [name, queue] of [
        ['first', first],
        ['second', second],
      ] as const) {
        queue.register('long', {
          run: async () => {
            runs.push(name);
            if (name === 'first') await new Promise<void>((resolve) => (release = resolve));
          },
        });
      }
      await first.enqueue('long', {});
      const running = first.runNext();
      await expect.poll(() => runs).toEqual(['first']);
      // Three stale times later the job is still the first worker's: its lock was renewed.
      await new Promise((resolve) => setTimeout(resolve, staleAfterMs * 3));
      expect(await second.runNext()).toBe(false);
      release();
      await running;
      expect(runs).toEqual(['first']);
    },
  );

  it.skipIf(engine.skip)(
    'takes back at start-up the jobs a killed process left running, where one process writes (SQLite)',
    async () => {
      const db = await database();
      const killed = new JobQueue(db, { workerId: 'killed' });
      await killed.enqueue('work', {});
      await db.db
        .updateTable('jobs')
        .set({ status: 'running', locked_by: 'killed', locked_at: new Date().toISOString() })
        .execute();
      const next = new JobQueue(db, { workerId: 'next' });
      next.register('work', { run: async () => undefined });
      if (engine.name === 'sqlite') {
        expect(await next.releaseOrphans()).toBe(1);
        expect(await next.drain()).toBe(1);
      } else {
        // Other processes may be working on PostgreSQL: only a stale lock frees the job.
        expect(await next.releaseOrphans()).toBe(0);
        expect(await next.drain()).toBe(0);
      }
    },
  );

  it.skipIf(engine.skip)('never gives one job to two workers running at once', async () => {
    const db = await database();
    const runs = new Map<string, number>();
    const workers = Array.from({ length: 4 }, (_, index) => {
      const queue = new JobQueue(db, { workerId: `w${index}` });
      queue.register<{ n: number }>('count', {
        run: async ({ n }) => {
          runs.set(String(n), (runs.get(String(n)) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      });
      return queue;
    });
    const first = workers[0];
    if (!first) throw new Error('no worker');
    for (let n = 0; n < 40; n += 1) await first.enqueue('count', { n });
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it.skipIf(engine.skip)('runs enqueued work in the background loop and stops cleanly', async () => {
    const queue = new JobQueue(await database(), { pollIntervalMs: 5_000 });
    const done = new Promise<string>((resolve) => {
      queue.register<{ value: string }>('echo', { run: async ({ value }) => resolve(value) });
    });
    queue.start();
    await queue.enqueue('echo', { value: 'woken' });
    expect(await done).toBe('woken');
    await queue.stop();
  });
});
