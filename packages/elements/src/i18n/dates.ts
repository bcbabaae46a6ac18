import type { SiteLocale } from '@portal/api/rules/brand';

/**
 * [Note: Dates through Intl]
 * The portal writes business dates as dd MMM yyyy (account-portal §9) in the site's language. The
 * browser's Intl already knows every site locale's month names, so dates cost no code to download
 * (a date library with its locale data would weigh more in the first load than anything but React).
 * The day is two digits and the year four; the month is the locale's short name
 * as it stands in a date ('März' in German, 'janv.' in French). Where a locale writes a short-month
 * date with a numeric month (Portuguese), the month's own short name is used instead.
 */
const formatters = new Map<
  SiteLocale,
  { readonly date: Intl.DateTimeFormat; readonly month: Intl.DateTimeFormat }
>();

function formattersOf(locale: SiteLocale) {
  let found = formatters.get(locale);
  if (found === undefined) {
    found = {
      date: new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' }),
      month: new Intl.DateTimeFormat(locale, { month: 'short' }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/**
 * Days already written, by locale and local day. A grid writes a date for each tile it draws (its
 * tooltip) and a large library draws thousands of tiles while it scrolls, mostly of the same few
 * days; `formatToParts` is the costliest part of a tile's render on a slow phone. Cleared when full,
 * as a screen's worth of days fits many times over.
 */
const writtenDays = new Map<string, string>();
const WRITTEN_DAYS_KEPT = 2000;

/** A date as the portal shows it: dd MMM yyyy in the locale's month names, in the viewer's time zone. */
export function formatDate(date: Date, locale: SiteLocale): string {
  const key = `${locale} ${date.getFullYear()} ${date.getMonth()} ${date.getDate()}`;
  let text = writtenDays.get(key);
  if (text === undefined) {
    if (writtenDays.size >= WRITTEN_DAYS_KEPT) writtenDays.clear();
    text = writeDate(date, locale);
    writtenDays.set(key, text);
  }
  return text;
}

function writeDate(date: Date, locale: SiteLocale): string {
  const { date: dateFormat, month: monthFormat } = formattersOf(locale);
  const monthInDate = dateFormat.formatToParts(date).find((part) => part.type === 'month')?.value ?? '';
  const month = /^\d+$/.test(monthInDate) ? monthFormat.format(date) : monthInDate;
  const day = String(date.getDate()).padStart(2, '0');
  const text = `${day} ${month} ${date.getFullYear()}`;
  // Spanish writes month abbreviations in lower case ('05 ene 2026'); its sites capitalise them.
  return locale === 'es-ES' ? capitaliseWords(text) : text;
}

const monthYearFormatters = new Map<SiteLocale, Intl.DateTimeFormat>();

/**
 * A timeline month's heading: the month's full name and the year in the locale ('November 2026',
 * 'noviembre de 2026'), the month capitalised on Spanish sites (photo-library §2.2). `month` is 1-12;
 * the month is named as written, whatever the viewer's time zone.
 */
export function formatMonthYear(year: number, month: number, locale: SiteLocale): string {
  const key = `${locale} ${year} ${month}`;
  let text = writtenMonths.get(key);
  if (text === undefined) {
    if (writtenMonths.size >= WRITTEN_DAYS_KEPT) writtenMonths.clear();
    text = writeMonthYear(year, month, locale);
    writtenMonths.set(key, text);
  }
  return text;
}

/** Months already written, by locale: a timeline names the months on screen at every scroll. */
const writtenMonths = new Map<string, string>();

function writeMonthYear(year: number, month: number, locale: SiteLocale): string {
  let format = monthYearFormatters.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthYearFormatters.set(locale, format);
  }
  const text = format.format(Date.UTC(year, month - 1, 1));
  return locale === 'es-ES' ? text.replace(/\p{Ll}/u, (letter) => letter.toUpperCase()) : text;
}

/**
 * A calendar date of the services ('2026-11-30') as a Date at local midnight of that day, so it is
 * shown as the same day in every time zone (`new Date('2026-11-30')` is UTC midnight, the 29th in
 * Los Angeles). Null when it is not a real date.
 */
export function calendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function capitaliseWords(text: string): string {
  return text.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
