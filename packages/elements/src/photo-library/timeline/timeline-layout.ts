/**
 * [Note: A timeline of any size]
 * The timeline is laid out from the month counts alone (GET /users/timeline), before any photo has
 * loaded, so nothing moves when photos arrive: a month's section is its heading plus one row per
 * `columns` photos, every row the same height. Section tops are prefix sums, found by binary search,
 * so finding what is on screen costs O(log months) however many photos there are, and only the rows
 * near the viewport are ever rendered.
 *
 * A library can be taller than the browser lets an element be (Chromium stops near 16.7 million
 * pixels, a 900,000-photo library on a phone is far taller). The scroll container's content is then
 * capped at MAX_SCROLL_HEIGHT and a scroll position maps to the timeline proportionally
 * (`ScrollMapping`): every photo stays reachable, a pixel of scrolling moves more than a pixel of
 * timeline, and rows are placed at their timeline position relative to the viewport's.
 */

/** One month of the timeline counts. */
export interface TimelineMonth {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly count: number;
}

export interface GridMetrics {
  readonly columns: number;
  /** A square tile's side, in CSS pixels. */
  readonly tileSize: number;
  /** The gap between tiles and between rows. */
  readonly gap: number;
  /** A month heading's height, its margin included. */
  readonly headingHeight: number;
}

/** Gaps between tiles, and the heading of a month, in CSS pixels. */
const TILE_GAP = 4;
const PHONE_TILE_GAP = 2;
const HEADING_HEIGHT = 40;
/** On a phone the headings are smaller, to keep the first screen for photos. */
const PHONE_HEADING_HEIGHT = 44;

/** Columns by container width: about 3 on a phone, 4-5 on a tablet, 6-8 on a desktop. */
const COLUMN_STEPS: readonly (readonly [minWidth: number, columns: number])[] = [
  [1440, 8],
  [1280, 7],
  [1024, 6],
  [800, 5],
  [575, 4],
  [0, 3],
];

/** The grid for a container `width` px wide. */
export function gridMetrics(width: number): GridMetrics {
  const columns = COLUMN_STEPS.find(([minWidth]) => width >= minWidth)?.[1] ?? 3;
  const gap = width < 575 ? PHONE_TILE_GAP : TILE_GAP;
  const tileSize = Math.max(1, (width - gap * (columns - 1)) / columns);
  const headingHeight = width < 575 ? PHONE_HEADING_HEIGHT : HEADING_HEIGHT;
  return { columns, tileSize, gap, headingHeight };
}

/** A row of tiles to render: the month it belongs to, its row within the month, its top. */
export interface TimelineRow {
  readonly section: number;
  readonly row: number;
  /** The row's top in timeline pixels. */
  readonly top: number;
  /** The index within the month of the row's first photo, and how many photos it holds. */
  readonly first: number;
  readonly count: number;
}

/** Where the reader is, in terms that survive a relayout: a month, a photo in it, and a fraction. */
export interface TimelineAnchor {
  readonly section: number;
  readonly photo: number;
  /** How far into the anchored row (0 to 1) the top of the viewport was. */
  readonly within: number;
}

export class TimelineLayout {
  readonly months: readonly TimelineMonth[];
  readonly metrics: GridMetrics;
  /** The total height of the timeline in pixels. */
  readonly height: number;
  readonly #tops: Float64Array;

  constructor(months: readonly TimelineMonth[], metrics: GridMetrics) {
    this.months = months;
    this.metrics = metrics;
    this.#tops = new Float64Array(months.length + 1);
    for (let index = 0; index < months.length; index += 1) {
      this.#tops[index + 1] = (this.#tops[index] ?? 0) + this.sectionHeight(index);
    }
    this.height = this.#tops[months.length] ?? 0;
  }

  get rowHeight(): number {
    return this.metrics.tileSize + this.metrics.gap;
  }

  rowsOf(section: number): number {
    return Math.ceil((this.months[section]?.count ?? 0) / this.metrics.columns);
  }

  sectionHeight(section: number): number {
    return this.metrics.headingHeight + this.rowsOf(section) * this.rowHeight;
  }

  sectionTop(section: number): number {
    return this.#tops[Math.max(0, Math.min(section, this.months.length))] ?? 0;
  }

  /** The month whose section holds timeline position `top` (the last one past the end). */
  sectionAt(top: number): number {
    let low = 0;
    let high = this.months.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.sectionTop(middle) <= top) low = middle;
      else high = middle - 1;
    }
    return Math.max(0, low);
  }

  /** The sections that intersect [top, top + height). */
  sectionsIn(top: number, height: number): number[] {
    if (this.months.length === 0) return [];
    const sections: number[] = [];
    for (let section = this.sectionAt(top); section < this.months.length; section += 1) {
      if (this.sectionTop(section) >= top + height) break;
      sections.push(section);
    }
    return sections;
  }

  /** The rows that intersect [top, top + height): all the timeline ever renders of its photos. */
  rowsIn(top: number, height: number): TimelineRow[] {
    const rows: TimelineRow[] = [];
    const { columns, headingHeight } = this.metrics;
    for (const section of this.sectionsIn(top, height)) {
      const rowsTop = this.sectionTop(section) + headingHeight;
      const count = this.months[section]?.count ?? 0;
      const first = Math.max(0, Math.floor((top - rowsTop) / this.rowHeight));
      // The window's bottom edge is exclusive: a row starting exactly there is not on screen.
      const last = Math.min(
        this.rowsOf(section) - 1,
        Math.ceil((top + height - rowsTop) / this.rowHeight) - 1,
      );
      for (let row = first; row <= last; row += 1) {
        const firstPhoto = row * columns;
        rows.push({
          section,
          row,
          top: rowsTop + row * this.rowHeight,
          first: firstPhoto,
          count: Math.min(columns, count - firstPhoto),
        });
      }
    }
    return rows;
  }

  /** What is at timeline position `top`, to find it again after the grid changes (a resize). */
  anchorAt(top: number): TimelineAnchor {
    const section = this.sectionAt(top);
    const rowsTop = this.sectionTop(section) + this.metrics.headingHeight;
    if (top < rowsTop || this.rowsOf(section) === 0) return { section, photo: 0, within: 0 };
    const row = Math.min(this.rowsOf(section) - 1, Math.floor((top - rowsTop) / this.rowHeight));
    const within = (top - rowsTop - row * this.rowHeight) / this.rowHeight;
    return { section, photo: row * this.metrics.columns, within: Math.min(1, Math.max(0, within)) };
  }

  /** The timeline position of an anchor taken from this or another layout of the same months. */
  topOf(anchor: TimelineAnchor): number {
    const section = Math.min(anchor.section, Math.max(0, this.months.length - 1));
    const row = Math.floor(anchor.photo / this.metrics.columns);
    const rows = this.rowsOf(section);
    if (rows === 0) return this.sectionTop(section);
    return (
      this.sectionTop(section) +
      this.metrics.headingHeight +
      (Math.min(row, rows - 1) + anchor.within) * this.rowHeight
    );
  }

  /** The top of a month's section, for the year/month scrubber. */
  topOfMonth(year: number, month: number): number | null {
    const section = this.months.findIndex((entry) => entry.year === year && entry.month === month);
    return section < 0 ? null : this.sectionTop(section);
  }
}

/** The tallest scroll content the timeline uses, below every browser's limit. */
export const MAX_SCROLL_HEIGHT = 15_000_000;

/**
 * Maps the scroll container's position to the timeline's and back. Below MAX_SCROLL_HEIGHT they are
 * the same; above it the scrollable range is shared out proportionally, so the top and the bottom
 * of the timeline are both reachable and every photo in between.
 */
export class ScrollMapping {
  readonly scrollHeight: number;
  readonly #timelineRange: number;
  readonly #scrollRange: number;

  constructor(timelineHeight: number, viewportHeight: number, maxScrollHeight: number = MAX_SCROLL_HEIGHT) {
    this.scrollHeight = Math.min(timelineHeight, maxScrollHeight);
    this.#timelineRange = Math.max(0, timelineHeight - viewportHeight);
    this.#scrollRange = Math.max(0, this.scrollHeight - viewportHeight);
  }

  get scaled(): boolean {
    return this.#timelineRange !== this.#scrollRange;
  }

  /** The timeline position shown at the top of the viewport for a scroll position. */
  toTimeline(scrollTop: number): number {
    if (this.#scrollRange === 0) return 0;
    const clamped = Math.min(Math.max(scrollTop, 0), this.#scrollRange);
    return (clamped / this.#scrollRange) * this.#timelineRange;
  }

  /**
   * How far from its own place in the grid the timeline is drawn at a scroll position, so that the
   * position the scroll maps to is drawn at the top of the viewport: zero while the timeline fits
   * the browser, negative above that. Past the grid's range (a grid shorter than the viewport, or
   * the page going on below it) it stays as at the range's end, so the timeline's end stays at the
   * grid's end rather than following the page down.
   */
  shift(scrollTop: number): number {
    return Math.min(Math.max(scrollTop, 0), this.#scrollRange) - this.toTimeline(scrollTop);
  }

  /** The scroll position that shows timeline position `top` at the top of the viewport. */
  toScroll(top: number): number {
    if (this.#timelineRange === 0) return 0;
    const clamped = Math.min(Math.max(top, 0), this.#timelineRange);
    return (clamped / this.#timelineRange) * this.#scrollRange;
  }
}

/** The rows of both lists, each once, in timeline order. */
export function mergeRows(first: readonly TimelineRow[], second: readonly TimelineRow[]): TimelineRow[] {
  const byKey = new Map<string, TimelineRow>();
  for (const row of [...first, ...second]) byKey.set(`${row.section}:${row.row}`, row);
  return [...byKey.values()].sort((a, b) => a.top - b.top);
}
