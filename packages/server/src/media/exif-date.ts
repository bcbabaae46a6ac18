import { readFile } from 'node:fs/promises';
import exifr from 'exifr';
import { readHeifExif } from './heif-boxes.ts';
import type { ImageType } from './image-type.ts';

/** When a photo was taken, as the same moment written two ways. */
export interface DateTaken {
  /** The moment in UTC: '2023-02-21T11:33:08Z'. */
  readonly instant: string;
  /**
   * The camera's wall-clock time with its offset: '2023-02-21T14:33:08+03:00'. The timeline groups
   * photos by the month written here (see [Note: Timeline months] in the contract).
   */
  readonly withOffset: string;
}

/** The EXIF fields a date taken is read from, as the raw strings the file holds. */
export interface ExifDateFields {
  readonly DateTimeOriginal?: unknown;
  readonly OffsetTimeOriginal?: unknown;
  /** DateTimeDigitized (tag 0x9004), which EXIF readers call CreateDate. */
  readonly CreateDate?: unknown;
  readonly OffsetTimeDigitized?: unknown;
  /** The offset of DateTime (the file's last change), written by cameras in their own time zone. */
  readonly OffsetTime?: unknown;
}

const DATE_FIELDS = [
  'DateTimeOriginal',
  'OffsetTimeOriginal',
  'CreateDate',
  'OffsetTimeDigitized',
  'OffsetTime',
] as const satisfies readonly (keyof ExifDateFields)[];

/**
 * The date a photo was taken, from its EXIF, or null when it has none (or none that is a date).
 * `input` is the file's bytes or its path. Damaged EXIF never refuses a photo: the date is
 * optional, so it is then null.
 */
export async function readDateTaken(input: Uint8Array | string, type: ImageType): Promise<DateTaken | null> {
  const exif =
    type === 'image/heic' ? readHeifExif(typeof input === 'string' ? await readFile(input) : input) : input;
  if (exif === null) {
    return null;
  }
  let fields: unknown;
  try {
    // [Note: Raw EXIF dates]
    // Revived, '2023:02:21 14:33:08' becomes a JS Date read in the server's local time zone, with
    // its offset lost; reviveValues: false keeps the string as written.
    fields = await exifr.parse(exif, {
      pick: [...DATE_FIELDS],
      reviveValues: false,
      translateValues: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      gps: false,
      interop: false,
      ifd1: false,
    });
  } catch {
    return null;
  }
  return typeof fields === 'object' && fields !== null ? dateTakenFromExif(fields) : null;
}

/**
 * The date taken from EXIF fields: DateTimeOriginal (when the shutter fired), else DateTimeDigitized
 * (when it was stored, which for a camera is the same moment). Each uses its own offset, else
 * OffsetTime: a camera writes all three offsets in the zone it is set to, and some write only that one.
 *
 * [Note: Date taken without an offset]
 * Many cameras and older phones write no offset (xiaomi.heic: '2023:04:27 19:44:18'). The wall-clock
 * time is then read as UTC: the zone it was taken in is unknown, guessing the server's zone would make
 * the result depend on where the server runs, and UTC keeps the day and month as the camera showed
 * them, which is what the timeline groups by. Such a date may be off by the photographer's offset.
 */
export function dateTakenFromExif(fields: ExifDateFields): DateTaken | null {
  const fallbackOffset = parseOffset(fields.OffsetTime);
  const candidates = [
    { dateTime: fields.DateTimeOriginal, offset: fields.OffsetTimeOriginal },
    { dateTime: fields.CreateDate, offset: fields.OffsetTimeDigitized },
  ];
  for (const { dateTime, offset } of candidates) {
    const wallClock = parseExifDateTime(dateTime);
    if (wallClock !== null) {
      return toDateTaken(wallClock, parseOffset(offset) ?? fallbackOffset);
    }
  }
  return null;
}

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The earliest year a photograph can have been taken in; earlier ones are unset or wrong clocks. */
const EARLIEST_YEAR = 1826;
/** The UTC moment, up to 14 hours later than the wall clock, must still have a four-digit year. */
const LATEST_YEAR = 9998;

/** 'YYYY:MM:DD HH:MM:SS' (EXIF), also with '-' in the date or 'T' before the time, as some writers do. */
const EXIF_DATE_TIME = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

/** A valid calendar date and time, or null for '0000:00:00 00:00:00', blanks and nonsense. */
function parseExifDateTime(value: unknown): WallClock | null {
  if (typeof value !== 'string') {
    return null;
  }
  const match = EXIF_DATE_TIME.exec(value.trim());
  if (match === null) {
    return null;
  }
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined ||
    year < EARLIEST_YEAR ||
    year > LATEST_YEAR
  ) {
    return null;
  }
  // Date.UTC rolls 30 February over to March: a date that does not survive the trip is invalid.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    date.getUTCHours() !== hour ||
    date.getUTCMinutes() !== minute ||
    date.getUTCSeconds() !== second
  ) {
    return null;
  }
  return { year, month, day, hour, minute, second };
}

/** Offsets run from -12:00 to +14:00; the widest accepted is 14 hours either way. */
const MAX_OFFSET_MINUTES = 14 * 60;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** An EXIF offset ('+03:00', '-0500') in minutes east of UTC, or null when absent or invalid. */
function parseOffset(value: unknown): number | null {
  if (typeof value !== 'string') {
    return null;
  }
  const match = OFFSET.exec(value.trim());
  if (match === null) {
    return null;
  }
  const [, sign, hours, minutes] = match;
  const total = Number(hours) * 60 + Number(minutes);
  if (Number(minutes) >= 60 || total > MAX_OFFSET_MINUTES) {
    return null;
  }
  return sign === '-' ? -total : total;
}

function toDateTaken(wallClock: WallClock, offsetMinutes: number | null): DateTaken {
  const { year, month, day, hour, minute, second } = wallClock;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const instant = new Date(asUtc - (offsetMinutes ?? 0) * 60_000);
  const written = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  return {
    instant: `${instant.toISOString().slice(0, 19)}Z`,
    withOffset: `${written}${offsetMinutes === null ? 'Z' : formatOffset(offsetMinutes)}`,
  };
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}
