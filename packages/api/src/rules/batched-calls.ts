import { ThrownMessage } from '../errors.ts';
import type { FailedList } from '../schemas/common.ts';
import { splitIntoBatches } from './batch.ts';

/*
 * [Note: Batch constants]
 * The spec names three constants, 500, 500 and 3, "for batching and retries; purposes not shown",
 * and says deletes retry failed batches up to a retry count. They are read as: photos deleted per
 * call, photos copied to an album per call, and the retry count. A retry count of 3 means at most 3
 * rounds after the first attempt, so one id is sent at most 4 times.
 */
export const DELETE_BATCH_SIZE = 500;
export const COPY_TO_ALBUM_BATCH_SIZE = 500;
export const MAX_BATCH_RETRIES = 3;

/** One call for one batch of ids; it may answer with the ids it could not handle. */
export type BatchCall = (batch: string[]) => Promise<FailedList | undefined> | Promise<void>;

export interface BatchRun {
  readonly items: readonly string[];
  readonly batchSize: number;
  readonly maxRetries: number;
  readonly call: BatchCall;
  /** Stops before the next call; an aborted call is not retried. */
  readonly signal?: AbortSignal | undefined;
}

export interface BatchRunResult {
  /** How many calls were made, retries included. */
  readonly calls: number;
  /** How many retry rounds were needed (0 when every batch succeeded at once). */
  readonly retryRounds: number;
}

/** Thrown when ids still fail after the last retry; `failed` lets the UI restore exactly those. */
export class ExceededMaximumRetriesError extends Error {
  override readonly name = 'ExceededMaximumRetriesError';

  constructor(
    readonly failed: readonly string[],
    options?: ErrorOptions,
  ) {
    super(ThrownMessage.exceededMaximumRetries, options);
  }
}

/*
 * [Note: Retrying in rounds]
 * Every batch is tried once before anything is retried, so one failing batch never keeps the others
 * from being handled. The ids that failed in a round (those a `FailedList` answer names, and every id
 * of a batch whose call threw) are batched again for the next round; ids that succeeded are never
 * sent again. Ids an answer names that were not in its batch are ignored. Calls run one after another
 * to keep the load on the service predictable.
 */

/**
 * Runs `call` over `items` in batches of `batchSize`, retrying failed ids up to `maxRetries` rounds,
 * then throws `ExceededMaximumRetriesError` ('Exceeded maximum amount of retries!').
 */
export async function runInBatches({
  items,
  batchSize,
  maxRetries,
  call,
  signal,
}: BatchRun): Promise<BatchRunResult> {
  // splitIntoBatches would quietly skip every item for a bad size; here that would lose work.
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new RangeError(`Invalid batch size: ${batchSize}`);
  }
  if (!Number.isInteger(maxRetries) || maxRetries < 0) {
    throw new RangeError(`Invalid retry count: ${maxRetries}`);
  }

  let pending: readonly string[] = items;
  let calls = 0;
  for (let round = 0; ; round += 1) {
    const failed: string[] = [];
    let lastError: unknown = null;
    for (const batch of splitIntoBatches(pending, batchSize)) {
      signal?.throwIfAborted();
      calls += 1;
      try {
        const answer = await call(batch);
        if (answer) failed.push(...idsOfBatch(batch, answer.failed));
      } catch (error) {
        signal?.throwIfAborted();
        lastError = error;
        failed.push(...batch);
      }
    }
    if (failed.length === 0) return { calls, retryRounds: round };
    if (round >= maxRetries) {
      throw new ExceededMaximumRetriesError(failed, lastError === null ? undefined : { cause: lastError });
    }
    pending = failed;
  }
}

function idsOfBatch(batch: readonly string[], failed: readonly string[]): string[] {
  const named = new Set(failed);
  return batch.filter((id) => named.has(id));
}
