import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ThrownMessage } from '../errors.ts';
import {
  type BatchCall,
  COPY_TO_ALBUM_BATCH_SIZE,
  DELETE_BATCH_SIZE,
  ExceededMaximumRetriesError,
  MAX_BATCH_RETRIES,
  runInBatches,
} from './batched-calls.ts';

const ids = (count: number, prefix = 'p') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** A call that records every batch it is given and answers with `answer(batch, callIndex)`. */
function recordingCall(
  answer: (batch: string[], callIndex: number) => { failed: string[] } | undefined | Error,
) {
  const batches: string[][] = [];
  const call: BatchCall = async (batch) => {
    batches.push(batch);
    const result = answer(batch, batches.length - 1);
    if (result instanceof Error) throw result;
    return result;
  };
  return { call, batches };
}

describe('batch constants', () => {
  it('deletes and copies 500 photos per call and retries 3 times', () => {
    expect(DELETE_BATCH_SIZE).toBe(500);
    expect(COPY_TO_ALBUM_BATCH_SIZE).toBe(500);
    expect(MAX_BATCH_RETRIES).toBe(3);
  });
});

describe('runInBatches', () => {
  it('calls once per batch of 500 when everything succeeds', async () => {
    const { call, batches } = recordingCall(() => ({ failed: [] }));
    const result = await runInBatches({
      items: ids(1200),
      batchSize: DELETE_BATCH_SIZE,
      maxRetries: 3,
      call,
    });
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(batches.flat()).toEqual(ids(1200));
    expect(result).toEqual({ calls: 3, retryRounds: 0 });
  });

  it('treats a call that answers nothing as a success', async () => {
    const { call, batches } = recordingCall(() => undefined);
    await expect(runInBatches({ items: ids(3), batchSize: 2, maxRetries: 3, call })).resolves.toEqual({
      calls: 2,
      retryRounds: 0,
    });
    expect(batches).toHaveLength(2);
  });

  it('makes no call for no items', async () => {
    const { call, batches } = recordingCall(() => ({ failed: [] }));
    await expect(runInBatches({ items: [], batchSize: 500, maxRetries: 3, call })).resolves.toEqual({
      calls: 0,
      retryRounds: 0,
    });
    expect(batches).toEqual([]);
  });

  it('retries only the ids a failed list names, after every batch was tried once', async () => {
    const { call, batches } = recordingCall((_, index) => {
      if (index === 0) return { failed: ['p1'] };
      if (index === 1) return { failed: ['p2', 'p3'] };
      return { failed: [] };
    });
    const result = await runInBatches({ items: ids(5), batchSize: 2, maxRetries: 3, call });
    expect(batches).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4'], ['p1', 'p2'], ['p3']]);
    expect(result).toEqual({ calls: 5, retryRounds: 1 });
  });

  it('retries the whole batch when the call throws', async () => {
    const { call, batches } = recordingCall((_, index) => (index === 1 ? new Error('HTTP 503') : undefined));
    await runInBatches({ items: ids(4), batchSize: 2, maxRetries: 3, call });
    expect(batches).toEqual([
      ['p0', 'p1'],
      ['p2', 'p3'],
      ['p2', 'p3'],
    ]);
  });

  it('ignores failed ids that were not in the batch', async () => {
    const { call, batches } = recordingCall((_, index) =>
      index === 0 ? { failed: ['someone-else', 'p0'] } : undefined,
    );
    await runInBatches({ items: ids(2), batchSize: 2, maxRetries: 3, call });
    expect(batches).toEqual([['p0', 'p1'], ['p0']]);
  });

  it("throws 'Exceeded maximum amount of retries!' with the ids that still fail after 3 retries", async () => {
    const cause = new Error('HTTP 500');
    const { call, batches } = recordingCall((batch) => (batch.includes('p0') ? cause : { failed: ['p2'] }));
    const error = await runInBatches({ items: ids(3), batchSize: 2, maxRetries: 3, call }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ExceededMaximumRetriesError);
    expect(error).toMatchObject({
      message: ThrownMessage.exceededMaximumRetries,
      failed: ['p0', 'p1', 'p2'],
      cause,
    });
    expect(batches).toEqual([
      ['p0', 'p1'],
      ['p2'],
      ['p0', 'p1'],
      ['p2'],
      ['p0', 'p1'],
      ['p2'],
      ['p0', 'p1'],
      ['p2'],
    ]);
  });

  it('has no cause when every failure was a failed list', async () => {
    const { call } = recordingCall((batch) => ({ failed: batch }));
    const error = await runInBatches({ items: ids(1), batchSize: 1, maxRetries: 1, call }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ExceededMaximumRetriesError);
    expect((error as Error).cause).toBeUndefined();
  });

  it('does not retry at all with a retry count of 0', async () => {
    const { call, batches } = recordingCall((batch) => ({ failed: batch }));
    await expect(runInBatches({ items: ids(1), batchSize: 1, maxRetries: 0, call })).rejects.toThrow(
      ThrownMessage.exceededMaximumRetries,
    );
    expect(batches).toHaveLength(1);
  });

  it.each([0, -1, 2.5, Number.NaN])(
    'refuses the batch size %d instead of skipping the items',
    async (batchSize) => {
      const { call, batches } = recordingCall(() => undefined);
      await expect(runInBatches({ items: ids(2), batchSize, maxRetries: 3, call })).rejects.toThrow(
        RangeError,
      );
      expect(batches).toEqual([]);
    },
  );

  it.each([-1, 1.5, Number.NaN])('refuses the retry count %d', async (maxRetries) => {
    const { call } = recordingCall(() => undefined);
    await expect(runInBatches({ items: ids(2), batchSize: 1, maxRetries, call })).rejects.toThrow(RangeError);
  });

  it('makes no call once the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('closed'));
    const { call, batches } = recordingCall(() => undefined);
    await expect(
      runInBatches({ items: ids(2), batchSize: 1, maxRetries: 3, call, signal: controller.signal }),
    ).rejects.toThrow('closed');
    expect(batches).toEqual([]);
  });

  it('does not retry a call that failed because the signal was aborted', async () => {
    const controller = new AbortController();
    const { call, batches } = recordingCall(() => {
      controller.abort(new Error('closed'));
      return new Error('aborted fetch');
    });
    await expect(
      runInBatches({ items: ids(2), batchSize: 1, maxRetries: 3, call, signal: controller.signal }),
    ).rejects.toThrow('closed');
    expect(batches).toHaveLength(1);
  });
});

describe('runInBatches laws', () => {
  /** For each call, in order: throw, or fail the ids whose position in the batch is marked. */
  const behaviour = fc.oneof(
    fc.constant<'throw'>('throw'),
    fc.array(fc.boolean(), { maxLength: 6 }).map((mask) => ({ mask })),
  );
  const scenario = fc.record({
    count: fc.integer({ min: 0, max: 30 }),
    batchSize: fc.integer({ min: 1, max: 6 }),
    maxRetries: fc.integer({ min: 0, max: 4 }),
    behaviours: fc.array(behaviour, { maxLength: 40 }),
  });

  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

  async function run({ count, batchSize, maxRetries, behaviours }: Scenario) {
    const items = ids(count);
    const sent: string[][] = [];
    const outcomes: { id: string; ok: boolean }[] = [];
    const call: BatchCall = async (batch) => {
      sent.push(batch);
      const plan = behaviours[sent.length - 1] ?? { mask: [] };
      if (plan === 'throw') {
        for (const id of batch) outcomes.push({ id, ok: false });
        throw new Error('failed call');
      }
      const failed = batch.filter((_, index) => plan.mask[index] === true);
      for (const id of batch) outcomes.push({ id, ok: !failed.includes(id) });
      return { failed };
    };
    const result = await runInBatches({ items, batchSize, maxRetries, call }).catch(
      (error: unknown) => error,
    );
    return { items, sent, outcomes, result };
  }

  it('never sends an id again once it succeeded', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        const { outcomes } = await run(input);
        const succeeded = new Set<string>();
        for (const { id, ok } of outcomes) {
          expect(succeeded.has(id)).toBe(false);
          if (ok) succeeded.add(id);
        }
      }),
    );
  });

  it('sends an id at most 1 + maxRetries times and no batch beyond the size', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        const { sent } = await run(input);
        const times = new Map<string, number>();
        for (const batch of sent) {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(input.batchSize);
          for (const id of batch) times.set(id, (times.get(id) ?? 0) + 1);
        }
        for (const count of times.values()) expect(count).toBeLessThanOrEqual(1 + input.maxRetries);
      }),
    );
  });

  it('succeeds exactly when every id eventually succeeded, else names the ids still failing', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        const { items, outcomes, result, sent } = await run(input);
        const lastOutcome = new Map(outcomes.map(({ id, ok }) => [id, ok]));
        const stillFailing = items.filter((id) => lastOutcome.get(id) === false);
        expect(new Set(sent.flat())).toEqual(new Set(items));
        if (stillFailing.length === 0) {
          expect(result).toMatchObject({ calls: sent.length });
        } else {
          expect(result).toBeInstanceOf(ExceededMaximumRetriesError);
          expect([...(result as ExceededMaximumRetriesError).failed].sort()).toEqual(stillFailing.sort());
        }
      }),
    );
  });
});
