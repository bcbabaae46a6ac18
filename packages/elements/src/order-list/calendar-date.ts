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
