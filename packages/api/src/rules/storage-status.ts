/**
 * Storage status (photo-library §2.10, §3, §9; account-portal §9): photos are kept 18 months from the
 * last order, or from registration when there was none, and every order resets the period. The status
 * derived here drives the storage button and its modal; the UI translates the codes.
 */

/** Photos are kept this long after the last order (or registration). */
export const STORAGE_PERIOD_MONTHS = 18;
/** At least this many whole months remaining is safe. */
export const SAFE_MIN_MONTHS = 3;
/** At least this many whole months remaining (and fewer than SAFE_MIN_MONTHS) is a warning. */
export const WARNING_MIN_MONTHS = 1;

/** The fields of the deletion service's account information (photo-library §3). */
export interface StorageAccountInformation {
  /** ISO date or date-time; when present it overrides the projected date. */
  readonly delayedDeletionDate: string | null;
  readonly lastOrderDate: string | null;
  readonly projectCount: number;
  readonly projectedDeletionDate: string;
  readonly registrationDate: string;
}

export type StorageStatusLevel = 'safe' | 'warning' | 'critical';

/** What the critical modal says: 'deletes today', 'tomorrow' or 'in N days'. */
export type CriticalWording =
  | { readonly kind: 'today' }
  | { readonly kind: 'tomorrow' }
  | { readonly kind: 'inDays'; readonly days: number };

export interface StorageStatus {
  /** The delayed deletion date when present, else the projected one, as the service wrote it. */
  readonly deletionDate: string;
  /** An order placed by this date restarts the 18 months: it is the deletion date itself. */
  readonly orderByDate: string;
  /** Whole calendar days from today to the deletion day; 0 on or after it. */
  readonly daysRemaining: number;
  /** Whole calendar months from today to the deletion day; 0 on or after it. */
  readonly monthsRemaining: number;
  readonly status: StorageStatusLevel;
  /** Set only when the status is critical. */
  readonly criticalWording: CriticalWording | null;
}

/*
 * [Note: Storage time is counted in calendar days]
 * The modal speaks of days and months, so remaining time is counted between calendar dates, not
 * instants: today is `now`'s UTC date, and the deletion day is the date as the service wrote it
 * (the 'YYYY-MM-DD' that starts the ISO string, before any time or offset). A deletion date that is
 * today gives 0 days ('deletes today'), tomorrow gives 1, and a date already past also gives 0.
 * Months are whole calendar months: one month after 31 January is the last day of February, so
 * 31 January -> 28 February counts as one month (warning, not critical). The thresholds compare these
 * whole months: 3 or more is safe, 1 or 2 is warning, 0 is critical.
 */

export function deriveStorageStatus(account: StorageAccountInformation, now: Date): StorageStatus {
  const deletionDate = account.delayedDeletionDate ?? account.projectedDeletionDate;
  const deletionDay = readCalendarDate(deletionDate);
  const today = utcCalendarDate(now);
  const daysRemaining = Math.max(0, dayNumber(deletionDay) - dayNumber(today));
  const monthsRemaining = wholeMonthsBetween(today, deletionDay);
  const status = storageStatusLevel(monthsRemaining);
  return {
    deletionDate,
    orderByDate: deletionDate,
    daysRemaining,
    monthsRemaining,
    status,
    criticalWording: status === 'critical' ? criticalWording(daysRemaining) : null,
  };
}

export function storageStatusLevel(monthsRemaining: number): StorageStatusLevel {
  if (monthsRemaining >= SAFE_MIN_MONTHS) return 'safe';
  if (monthsRemaining >= WARNING_MIN_MONTHS) return 'warning';
  return 'critical';
}

export function criticalWording(daysRemaining: number): CriticalWording {
  if (daysRemaining <= 0) return { kind: 'today' };
  if (daysRemaining === 1) return { kind: 'tomorrow' };
  return { kind: 'inDays', days: daysRemaining };
}

/**
 * The deletion date the service projects: 18 months after the last order, or after registration when
 * there was none. The result keeps the input's form: a date stays a date; a date-time keeps its time
 * and offset as written, so the calendar day never shifts with a time zone.
 */
export function projectDeletionDate(
  account: Pick<StorageAccountInformation, 'lastOrderDate' | 'registrationDate'>,
): string {
  return addCalendarMonths(account.lastOrderDate ?? account.registrationDate, STORAGE_PERIOD_MONTHS);
}

/*
 * [Note: Sample storage dates outside production]
 * When the account information cannot be loaded outside production, the spec falls back to invented
 * dates: "deletion projected 2 units ahead, registration 16 units back", leaving the unit unclear.
 * Months are chosen because 16 + 2 = 18, the storage period: the sample reads as an account that
 * registered 16 months ago, never ordered, and is in the warning state. Both dates are counted from
 * `now` as the spec says, so at month ends they can be a few days off a strict 18 months apart.
 */
const SAMPLE_DELETION_MONTHS_AHEAD = 2;
const SAMPLE_REGISTRATION_MONTHS_AGO = 16;

export function sampleAccountInformation(now: Date): StorageAccountInformation {
  const today = now.toISOString();
  return {
    delayedDeletionDate: null,
    lastOrderDate: null,
    projectCount: 0,
    projectedDeletionDate: addCalendarMonths(today, SAMPLE_DELETION_MONTHS_AHEAD),
    registrationDate: addCalendarMonths(today, -SAMPLE_REGISTRATION_MONTHS_AGO),
  };
}

interface CalendarDate {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(.*)$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function readIsoDate(iso: string): { date: CalendarDate; rest: string } {
  const match = ISO_DATE.exec(iso);
  if (match) {
    const [, year = '', month = '', day = '', rest = ''] = match;
    const date = { year: Number(year), month: Number(month), day: Number(day) };
    if (date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date)) {
      return { date, rest };
    }
  }
  throw new RangeError(`Not an ISO date: '${iso}'`);
}

function readCalendarDate(iso: string): CalendarDate {
  return readIsoDate(iso).date;
}

function addCalendarMonths(iso: string, months: number): string {
  const { date, rest } = readIsoDate(iso);
  const { year, month, day } = addMonths(date, months);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}${rest}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function utcCalendarDate(now: Date): CalendarDate {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date: now');
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

function utcMidnight({ year, month, day }: CalendarDate): number {
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

function dayNumber(date: CalendarDate): number {
  return Math.round(utcMidnight(date) / DAY_MS);
}

function daysInMonth({ year, month }: Pick<CalendarDate, 'year' | 'month'>): number {
  return new Date(utcMidnight({ year, month: month + 1, day: 0 })).getUTCDate();
}

/** Same day of the month `months` later, clamped to the last day of a shorter month. */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth({ year, month })) };
}

function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  if (months <= 0) return 0;
  return dayNumber(addMonths(from, months)) > dayNumber(to) ? months - 1 : months;
}
