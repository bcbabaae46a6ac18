import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date.ts';

describe('calendarDate', () => {
  it('is local midnight of the day written, whatever the time zone', () => {
    const date = calendarDate('2026-11-30');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 10, 30, 0,
    ]);
  });

  it('refuses what is not a real date', () => {
    expect(calendarDate('2026-02-30')).toBeNull();
    expect(calendarDate('2026-11-30T10:00:00Z')).toBeNull();
    expect(calendarDate('30-11-2026')).toBeNull();
  });
});
