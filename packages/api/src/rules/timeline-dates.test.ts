import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  GRID_THUMBNAIL_SIZES,
  gridThumbnailSize,
  isUnknownDateMonth,
  isValidDateTaken,
  monthKey,
  PREVIEW_THUMBNAIL_SIZE,
  parseMonthKey,
  SCREEN_SIZES,
  screenSize,
  THUMBNAIL_SIZES,
} from './timeline-dates.ts';

describe("'Unknown Date' (photo-library §2.2)", () => {
  it('titles the January 1970 section Unknown Date', () => {
    expect(isUnknownDateMonth(1970, 1)).toBe(true);
  });

  it.each([
    [1970, 2],
    [1969, 12],
    [1971, 1],
    [2024, 1],
  ])('titles %i-%i by its month', (year, month) => {
    expect(isUnknownDateMonth(year, month)).toBe(false);
  });
});

describe('date-taken tooltip: only for a valid date', () => {
  it.each([
    '2024-05-01',
    '2024-05-01T10:00',
    '2024-05-01T10:00:59',
    '2024-05-01T10:00:00.123Z',
    '2024-05-01T10:00:00+02:00',
    '2024-05-01T10:00:00-0530',
    '2024-02-29T00:00:00Z',
    '2000-02-29',
    '1970-02-01T00:00:00Z',
    '1969-12-31T23:59:59Z',
    '1969-12-31T23:00:00-01:00',
  ])('shows a tooltip for %j', (value) => {
    expect(isValidDateTaken(value)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    '1970-01-01T00:00:00Z',
    '1970-01-01',
    '1970-01-31T23:59:59+05:00',
    'not a date',
    '2024-5-1',
    '2024/05/01',
    '01-05-2024',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2023-02-29',
    '1900-02-29',
    '2024-05-00',
    '2024-05-01T24:00:00Z',
    '2024-05-01T10:60:00Z',
    '2024-05-01T10:00:60Z',
    '2024-05-01T10:00:00+24:00',
    '2024-05-01T10:00:00+02:60',
    '2024-05-01 10:00:00',
    '2024-05-01T10',
    ' 2024-05-01',
    '1714557600000',
  ])('shows no tooltip for %j', (value) => {
    expect(isValidDateTaken(value)).toBe(false);
  });

  it('accepts every real date-time outside January 1970', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString();
          expect(isValidDateTaken(iso)).toBe(!iso.startsWith('1970-01'));
          expect(isValidDateTaken(iso.slice(0, 10))).toBe(!iso.startsWith('1970-01'));
        },
      ),
    );
  });

  it('never accepts a date in January 1970', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 23 }), (day, hour) => {
        const value = `1970-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
        expect(isValidDateTaken(value)).toBe(false);
      }),
    );
  });
});

describe('month section keys', () => {
  it.each([
    [2024, 5, '2024-05'],
    [1970, 1, '1970-01'],
    [2024, 12, '2024-12'],
    [999, 3, '0999-03'],
  ])('keys %i-%i as %s', (year, month, key) => {
    expect(monthKey(year, month)).toBe(key);
  });

  it.each(['2024-13', '2024-00', '2024-5', '24-05', '2024-05-01', '', 'yyyy-mm'])(
    'reads no month from %j',
    (key) => {
      expect(parseMonthKey(key)).toBeNull();
    },
  );

  it('reads back every month it keyed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(parseMonthKey(monthKey(year, month))).toEqual({ year, month });
      }),
    );
  });

  it('orders keys as the calendar orders months', () => {
    const month = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }));
    fc.assert(
      fc.property(month, month, ([yearA, monthA], [yearB, monthB]) => {
        const calendar = Math.sign(yearA * 12 + monthA - (yearB * 12 + monthB));
        const keys = Math.sign(monthKey(yearA, monthA).localeCompare(monthKey(yearB, monthB), 'en'));
        expect(keys).toBe(calendar);
      }),
    );
  });
});

describe('grid thumbnails by viewport width (photo-library §2.2, §9)', () => {
  it('breaks at 575, 1024 and 1280 px', () => {
    expect(BREAKPOINTS).toEqual({ small: 575, medium: 1024, large: 1280 });
  });

  it.each([
    [0, 'small', 300],
    [320, 'small', 300],
    [574, 'small', 300],
    [574.5, 'small', 300],
    [575, 'medium', 300],
    [1023, 'medium', 300],
    [1024, 'large', 800],
    [1279, 'large', 800],
    [1280, 'extraLarge', 800],
    [2560, 'extraLarge', 800],
    [Number.POSITIVE_INFINITY, 'extraLarge', 800],
    [-1, 'small', 300],
    [Number.NaN, 'small', 300],
  ] as const)('at %d px the screen is %s with thumbnail %d', (width, size, thumbnail) => {
    expect(screenSize(width)).toBe(size);
    expect(gridThumbnailSize(width)).toBe(thumbnail);
  });

  it('uses 300 on small and medium screens, 800 on large and extra large, 1300 for the preview', () => {
    expect(GRID_THUMBNAIL_SIZES).toEqual({ small: 300, medium: 300, large: 800, extraLarge: 800 });
    expect(PREVIEW_THUMBNAIL_SIZE).toBe(1300);
    expect(THUMBNAIL_SIZES).toEqual([300, 800, 1300]);
  });

  it('never picks a smaller thumbnail for a wider viewport', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        (a, b) => {
          const [narrow, wide] = a <= b ? [a, b] : [b, a];
          expect(gridThumbnailSize(narrow)).toBeLessThanOrEqual(gridThumbnailSize(wide));
          expect(SCREEN_SIZES.indexOf(screenSize(narrow))).toBeLessThanOrEqual(
            SCREEN_SIZES.indexOf(screenSize(wide)),
          );
        },
      ),
    );
  });
});
