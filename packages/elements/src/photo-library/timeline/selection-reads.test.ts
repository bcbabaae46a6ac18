import { describe, expect, it } from 'vitest';
import { SelectionReads } from './selection-reads.ts';

/** A read whose answer the test gives when it likes. */
function deferred<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('SelectionReads', () => {
  it('applies an answer that arrives while selecting, and counts the reads under way', async () => {
    const reads = new SelectionReads();
    const read = deferred<string[]>();
    const applied: string[][] = [];
    reads.run(
      () => read.promise,
      (ids) => applied.push(ids),
    );
    expect(reads.pending).toBe(1);
    read.answer(['a', 'b']);
    await expect.poll(() => reads.pending).toBe(0);
    expect(applied).toEqual([['a', 'b']]);
  });

  it("selects nothing with an answer that arrives after Done (a month's Select all, then Done at once)", async () => {
    const reads = new SelectionReads();
    const read = deferred<string[]>();
    const applied: string[][] = [];
    let aborted = false;
    reads.run(
      (signal) => {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        return read.promise;
      },
      (ids) => applied.push(ids),
    );
    const counts: number[] = [];
    reads.subscribe(() => counts.push(reads.pending));
    reads.abort();
    // Nothing stays busy: the count drops at once, not when the answer comes.
    expect(reads.pending).toBe(0);
    expect(counts).toEqual([0]);
    expect(aborted).toBe(true);
    read.answer(['a', 'b']);
    await read.promise;
    await Promise.resolve();
    expect(applied).toEqual([]);
    expect(reads.pending).toBe(0);
    // Abandoned reads take no new ones.
    reads.run(
      () => Promise.resolve(['c']),
      (ids) => applied.push(ids),
    );
    expect(reads.pending).toBe(0);
  });
});
