import { isValidDateTaken } from '@portal/api/rules/timeline-dates';

/**
 * The day a photo was taken as the camera recorded it: the calendar day written in `dateTaken`
 * ('2018-07-31T14:52:00+12:00' is 31 July 2018), at local midnight so formatting never moves it to
 * another day, whatever the viewer's time zone. Null for a photo without a valid date (no tooltip,
 * photo-library §2.2).
 */
export function dayTaken(dateTaken: string | undefined): Date | null {
  if (!isValidDateTaken(dateTaken)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTaken ?? '');
  if (match === null) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
