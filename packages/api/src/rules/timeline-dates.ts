/**
 * Dates and sizes of the photos timeline (photo-library §2.2, §9): the 'Unknown Date' month, whether a
 * date taken is worth a tooltip, month section keys, and the grid thumbnail size for the viewport.
 */

/**
 * [Note: Unknown Date] A photo without a usable date taken lands at the Unix epoch, so the timeline's
 * January 1970 section holds photos of unknown date: it is titled 'Unknown Date' and such a date gets
 * no tooltip. Months are numbered 1-12 here, as in the timeline calls.
 */
const UNKNOWN_DATE_YEAR = 1970;
const UNKNOWN_DATE_MONTH = 1;

/** True for the January 1970 section, which the UI titles 'Unknown Date'. */
export function isUnknownDateMonth(year: number, month: number): boolean {
  return year === UNKNOWN_DATE_YEAR && month === UNKNOWN_DATE_MONTH;
}

/** A month section's key, 'YYYY-MM'; keys sort in calendar order for years 0-9999. */
export function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

export function parseMonthKey(key: string): { year: number; month: number } | null {
  const match = MONTH_KEY.exec(key);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * True when the date taken is an ISO date or date-time of a real calendar day and time, outside the
 * January 1970 of unknown dates. The month is read as written, the camera's own calendar, which is the
 * one the timeline groups by.
 */
export function isValidDateTaken(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const match = ISO_DATE_TIME.exec(value);
  if (match === null) return false;
  const part = (index: number) => Number(match[index] ?? 0);
  const year = part(1);
  const month = part(2);
  const validDay = month >= 1 && month <= 12 && part(3) >= 1 && part(3) <= daysInMonth(year, month);
  const validTime = part(4) < 24 && part(5) < 60 && part(6) < 60 && part(7) < 24 && part(8) < 60;
  return validDay && validTime && !isUnknownDateMonth(year, month);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Upper bounds (exclusive) of the viewport widths, in CSS pixels (photo-library §9). */
export const BREAKPOINTS = { small: 575, medium: 1024, large: 1280 } as const;

export const SCREEN_SIZES = ['small', 'medium', 'large', 'extraLarge'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];

/** Small below 575 px, medium below 1024, large below 1280, extra large beyond; an unknown width is small. */
export function screenSize(width: number): ScreenSize {
  if (Number.isNaN(width) || width < BREAKPOINTS.small) return 'small';
  if (width < BREAKPOINTS.medium) return 'medium';
  if (width < BREAKPOINTS.large) return 'large';
  return 'extraLarge';
}

/** The thumbnail sizes the photo service renders. */
export const THUMBNAIL_SIZES = [300, 800, 1300] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

export const GRID_THUMBNAIL_SIZES = {
  small: 300,
  medium: 300,
  large: 800,
  extraLarge: 800,
} as const satisfies Record<ScreenSize, ThumbnailSize>;

export const PREVIEW_THUMBNAIL_SIZE = 1300 satisfies ThumbnailSize;

export function gridThumbnailSize(viewportWidth: number): (typeof GRID_THUMBNAIL_SIZES)[ScreenSize] {
  return GRID_THUMBNAIL_SIZES[screenSize(viewportWidth)];
}
