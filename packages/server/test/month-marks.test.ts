import { describe, expect, it } from 'vitest';
import { MonthMarks } from '../src/services/photo/month-marks.ts';

/*
 * The search of [Note: Month marks]: the last mark at or before a position, in the ascending order
 * of (sort value, id). photo-places.test.ts checks the places the marks give on both engines.
 */

const marks = new MonthMarks(1, 4, [
  ['2021-07-01T09:00:00.000Z', '1f0c0a9e-0000-4000-8000-000000000000'],
  ['2021-07-01T09:00:00.000Z', 'b7e11d02-0000-4000-8000-000000000000'],
  ['2021-07-03T00:00:00.000Z', '04a2c6f1-0000-4000-8000-000000000000'],
  ['2021-07-31T20:00:00.000Z', 'ffffffff-0000-4000-8000-000000000000'],
]);

describe('MonthMarks.markAtOrBefore', () => {
  it('finds the mark itself, the one before a position between two, and the last past them all', () => {
    expect(marks.markAtOrBefore(['2021-07-01T09:00:00.000Z', '1f0c0a9e-0000-4000-8000-000000000000'])).toBe(
      0,
    );
    // The same time as the first two marks: the id decides.
    expect(marks.markAtOrBefore(['2021-07-01T09:00:00.000Z', '5a000000-0000-4000-8000-000000000000'])).toBe(
      0,
    );
    expect(marks.markAtOrBefore(['2021-07-01T09:00:00.000Z', 'b7e11d02-0000-4000-8000-000000000000'])).toBe(
      1,
    );
    expect(marks.markAtOrBefore(['2021-07-02T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])).toBe(
      1,
    );
    expect(marks.markAtOrBefore(['2021-07-03T00:00:00.000Z', '04a2c6f1-0000-4000-8000-000000000001'])).toBe(
      2,
    );
    expect(marks.markAtOrBefore(['2021-07-31T23:59:59.999Z', '00000000-0000-4000-8000-000000000000'])).toBe(
      3,
    );
  });

  it('answers -1 before the first mark, and for a month without marks', () => {
    expect(marks.markAtOrBefore(['2021-07-01T08:59:59.999Z', 'ffffffff-0000-4000-8000-000000000000'])).toBe(
      -1,
    );
    expect(marks.markAtOrBefore(['2021-07-01T09:00:00.000Z', '0f000000-0000-4000-8000-000000000000'])).toBe(
      -1,
    );
    expect(new MonthMarks(1, 4, []).markAtOrBefore(['2021-07-01T09:00:00.000Z', 'a'])).toBe(-1);
  });
});
