import { describe, expect, it } from 'vitest';
import { dayTaken } from './photo-dates.ts';

describe('dayTaken', () => {
  it('is the day written, whatever the offset and the viewer’s zone', () => {
    for (const written of ['2018-07-31T14:52:00+12:00', '2018-07-31T23:30:00-10:00', '2018-07-31T00:10:00']) {
      const day = dayTaken(written);
      expect([day?.getFullYear(), day?.getMonth(), day?.getDate()], written).toEqual([2018, 6, 31]);
    }
  });

  it('is null without a valid date, January 1970 included', () => {
    expect(dayTaken(undefined)).toBeNull();
    expect(dayTaken('1970-01-01T00:00:00Z')).toBeNull();
    expect(dayTaken('2018-02-30T10:00:00Z')).toBeNull();
  });
});
