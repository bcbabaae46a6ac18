import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './batch.ts';

describe('splitIntoBatches', () => {
  it('splits into batches of the size, the last one holding the rest', () => {
    expect(splitIntoBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives one batch when everything fits', () => {
    expect(splitIntoBatches(['a', 'b'], 500)).toEqual([['a', 'b']]);
  });

  it('gives exact batches when the size divides the count', () => {
    expect(splitIntoBatches([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('gives no batches for no items', () => {
    expect(splitIntoBatches([], 3)).toEqual([]);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('gives no batches for the size %d', (size) => {
    expect(splitIntoBatches([1, 2, 3], size)).toEqual([]);
  });

  it('does not change its input', () => {
    const items = [1, 2, 3];
    splitIntoBatches(items, 2)[0]?.push(99);
    expect(items).toEqual([1, 2, 3]);
  });
});

describe('splitIntoBatches laws', () => {
  const items = fc.array(fc.integer(), { maxLength: 200 });
  const size = fc.integer({ min: 1, max: 50 });

  it('concatenates back to the input', () => {
    fc.assert(
      fc.property(items, size, (list, n) => {
        expect(splitIntoBatches(list, n).flat()).toEqual(list);
      }),
    );
  });

  it('fills every batch but the last, and none beyond the size or empty', () => {
    fc.assert(
      fc.property(items, size, (list, n) => {
        const batches = splitIntoBatches(list, n);
        batches.forEach((batch, index) => {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(n);
          if (index < batches.length - 1) expect(batch.length).toBe(n);
        });
        expect(batches.length).toBe(Math.ceil(list.length / n));
      }),
    );
  });

  it('gives no batches for any size that is not an integer of at least 1', () => {
    const badSize = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(items, badSize, (list, n) => {
        expect(splitIntoBatches(list, n)).toEqual([]);
      }),
    );
  });
});
