import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gridMetrics,
  MAX_SCROLL_HEIGHT,
  ScrollMapping,
  TimelineLayout,
  type TimelineMonth,
} from './timeline-layout.ts';

const PHONE = gridMetrics(375);
const DESKTOP = gridMetrics(1440);

/** `years` years of months, newest first, each holding `perMonth` photos. */
function library(years: number, perMonth: number): TimelineMonth[] {
  const months: TimelineMonth[] = [];
  for (let year = 2026; year > 2026 - years; year -= 1) {
    for (let month = 12; month >= 1; month -= 1) months.push({ year, month, count: perMonth });
  }
  return months;
}

describe('gridMetrics', () => {
  it('puts about 3 photos in a phone row, 4-5 on a tablet and 6-8 on a desktop', () => {
    expect([375, 600, 900, 1100, 1300, 1440].map((width) => gridMetrics(width).columns)).toEqual([
      3, 4, 5, 6, 7, 8,
    ]);
  });

  it('fills the width exactly with square tiles and their gaps', () => {
    for (const width of [320, 375, 768, 1440]) {
      const { columns, tileSize, gap } = gridMetrics(width);
      expect(columns * tileSize + (columns - 1) * gap).toBeCloseTo(width, 6);
    }
  });
});

describe('TimelineLayout', () => {
  it('sizes each month from its count alone: a heading and one row per started row of photos', () => {
    const layout = new TimelineLayout(
      [
        { year: 2026, month: 11, count: 7 },
        { year: 2026, month: 10, count: 3 },
      ],
      PHONE,
    );
    expect(layout.rowsOf(0)).toBe(3);
    expect(layout.rowsOf(1)).toBe(1);
    expect(layout.sectionTop(1)).toBe(PHONE.headingHeight + 3 * layout.rowHeight);
    expect(layout.height).toBe(2 * PHONE.headingHeight + 4 * layout.rowHeight);
  });

  it('renders only the rows that meet the viewport, the last row of a month holding the rest', () => {
    const layout = new TimelineLayout([{ year: 2026, month: 11, count: 10 }], PHONE);
    const rows = layout.rowsIn(0, PHONE.headingHeight + layout.rowHeight * 1.5);
    expect(rows.map((row) => [row.row, row.first, row.count])).toEqual([
      [0, 0, 3],
      [1, 3, 3],
    ]);
    expect(layout.rowsIn(layout.height - 1, 100).map((row) => [row.row, row.first, row.count])).toEqual([
      [3, 9, 1],
    ]);
  });

  it('finds what is on screen in a million photos without visiting them', () => {
    const layout = new TimelineLayout(library(10, 8334), DESKTOP);
    const viewport = 900;
    const rows = layout.rowsIn(layout.height / 2, viewport);
    expect(rows.length).toBeLessThanOrEqual(Math.ceil(viewport / layout.rowHeight) + 2);
    expect(rows.length * DESKTOP.columns).toBeLessThan(100);
    const middle = layout.sectionAt(layout.height / 2);
    expect(layout.sectionTop(middle)).toBeLessThanOrEqual(layout.height / 2);
    expect(layout.sectionTop(middle + 1)).toBeGreaterThan(layout.height / 2);
  });

  it('lists exactly the rows that intersect any window of the timeline', () => {
    // Whole-pixel metrics, so the expected rows are computed without rounding noise.
    const metrics = { columns: 3, tileSize: 120, gap: 2, headingHeight: 56 };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 2000 }),
        (counts, at, height) => {
          const months = counts.map((count, index) => ({
            year: 2026 - Math.floor(index / 12),
            month: 12 - (index % 12),
            count,
          }));
          const layout = new TimelineLayout(months, metrics);
          const top = at % Math.max(1, layout.height);
          const expected: string[] = [];
          counts.forEach((_count, section) => {
            for (let row = 0; row < layout.rowsOf(section); row += 1) {
              const rowTop = layout.sectionTop(section) + metrics.headingHeight + row * layout.rowHeight;
              if (rowTop < top + height && rowTop + layout.rowHeight > top)
                expected.push(`${section}:${row}`);
            }
          });
          const listed = layout.rowsIn(top, height).map((row) => `${row.section}:${row.row}`);
          expect(listed).toEqual(expected);
        },
      ),
    );
  });

  it('keeps the photo at the top of the screen there when the grid changes width', () => {
    const months = library(3, 50);
    const phone = new TimelineLayout(months, PHONE);
    const desktop = new TimelineLayout(months, DESKTOP);
    const top = phone.sectionTop(5) + PHONE.headingHeight + 4.5 * phone.rowHeight;
    const anchor = phone.anchorAt(top);
    expect(anchor).toMatchObject({ section: 5, photo: 12 });
    expect(anchor.within).toBeCloseTo(0.5, 9);
    const restored = desktop.topOf(anchor);
    expect(desktop.anchorAt(restored).section).toBe(5);
    expect(Math.floor(desktop.anchorAt(restored).photo / DESKTOP.columns)).toBe(
      Math.floor(12 / DESKTOP.columns),
    );
  });

  it('gives the scrubber the top of any month, and none for a month without photos', () => {
    const layout = new TimelineLayout(library(2, 10), PHONE);
    expect(layout.topOfMonth(2026, 12)).toBe(0);
    expect(layout.topOfMonth(2025, 1)).toBe(layout.sectionTop(23));
    expect(layout.topOfMonth(1999, 1)).toBeNull();
  });
});

describe('ScrollMapping', () => {
  it('is the identity while the timeline fits the browser', () => {
    const mapping = new ScrollMapping(10_000, 800);
    expect(mapping.scaled).toBe(false);
    expect(mapping.scrollHeight).toBe(10_000);
    expect(mapping.toTimeline(1234)).toBe(1234);
    expect(mapping.toScroll(1234)).toBe(1234);
    for (const scrollTop of [0, 1234, 9_200, 9_500, 20_000]) expect(mapping.shift(scrollTop)).toBe(0);
  });

  it('draws a timeline shorter than the viewport where it is, however far the page scrolls', () => {
    const mapping = new ScrollMapping(500, 800);
    for (const scrollTop of [0, 61, 400, 5_000]) {
      expect(mapping.toTimeline(scrollTop)).toBe(0);
      expect(mapping.shift(scrollTop)).toBe(0);
    }
  });

  it('keeps every photo of a library taller than the browser allows reachable, both ends included', () => {
    const layout = new TimelineLayout(library(50, 1500), PHONE);
    expect(layout.height).toBeGreaterThan(MAX_SCROLL_HEIGHT);
    const viewport = 800;
    const mapping = new ScrollMapping(layout.height, viewport);
    expect(mapping.scaled).toBe(true);
    expect(mapping.scrollHeight).toBe(MAX_SCROLL_HEIGHT);
    expect(mapping.toTimeline(0)).toBe(0);
    expect(mapping.toTimeline(MAX_SCROLL_HEIGHT - viewport)).toBeCloseTo(layout.height - viewport, 3);
    const last = layout.months.length - 1;
    const lastTop = layout.sectionTop(last);
    expect(mapping.toTimeline(mapping.toScroll(lastTop))).toBeCloseTo(lastTop, 3);
    // The timeline is drawn where the scroll maps to, and its end stays at the grid's end past it.
    const middle = (MAX_SCROLL_HEIGHT - viewport) / 2;
    expect(middle - mapping.shift(middle)).toBeCloseTo(mapping.toTimeline(middle), 3);
    const end = MAX_SCROLL_HEIGHT - viewport;
    expect(mapping.shift(end + 5_000)).toBeCloseTo(mapping.shift(end), 3);
    expect(end - mapping.shift(end)).toBeCloseTo(layout.height - viewport, 3);
  });
});
