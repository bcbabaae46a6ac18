import { SITE_LOCALES } from '@portal/api/rules/brand';
import { describe, expect, it } from 'vitest';
import { calendarDate, formatDate, formatMonthYear } from './dates.ts';

const JAN_5 = new Date(2026, 0, 5);

describe('formatDate', () => {
  it('writes dd MMM yyyy in the locale (account-portal §9)', () => {
    expect(formatDate(JAN_5, 'en-GB')).toBe('05 Jan 2026');
    expect(formatDate(new Date(2026, 2, 5), 'de-DE')).toBe('05 März 2026');
    expect(formatDate(new Date(2026, 4, 5), 'nl-NL')).toBe('05 mei 2026');
    expect(formatDate(new Date(2026, 0, 5), 'fr-FR')).toBe('05 janv. 2026');
  });

  it('capitalises Spanish months', () => {
    expect(formatDate(JAN_5, 'es-ES')).toBe('05 Ene 2026');
  });

  it('names the month in words in every site locale, Portuguese included', () => {
    for (const locale of SITE_LOCALES) {
      expect(formatDate(new Date(2026, 11, 24), locale), locale).toMatch(/^24 \p{L}[\p{L}.]* 2026$/u);
    }
  });
});

describe('formatMonthYear', () => {
  it('names the month in full with its year, the Spanish month capitalised', () => {
    expect(formatMonthYear(2026, 11, 'en-GB')).toBe('November 2026');
    expect(formatMonthYear(2026, 1, 'es-ES')).toBe('Enero de 2026');
    expect(formatMonthYear(2026, 3, 'de-DE')).toBe('März 2026');
  });
});

describe('calendarDate', () => {
  it('is local midnight of the day written, whatever the time zone', () => {
    for (const [written, month, day] of [
      ['2026-11-30', 10, 30],
      ['2026-03-01', 2, 1],
    ] as const) {
      const date = calendarDate(written);
      expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
        2026,
        month,
        day,
        0,
      ]);
    }
  });

  it('refuses what is not a real date', () => {
    expect(calendarDate('2026-02-30')).toBeNull();
    expect(calendarDate('2026-11-30T10:00:00Z')).toBeNull();
    expect(calendarDate('30-11-2026')).toBeNull();
    expect(calendarDate('1 March 2026')).toBeNull();
  });
});
