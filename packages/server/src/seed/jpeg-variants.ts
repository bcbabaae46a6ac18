/**
 * Cheap distinct copies of one JPEG: the same pixels, other bytes. A copy gets its own comment
 * segment (COM, which every decoder skips) and, when the JPEG's EXIF holds date placeholders, its
 * own date written over them, the same length in the same place, so the EXIF stays valid.
 */

const SOI = 0xd8;
const COM = 0xfe;
const APP0 = 0xe0;
const APP15 = 0xef;

/** The date EXIF fields are written with in a template, to be replaced per copy. */
export const PLACEHOLDER_DATE_TIME = '1999:09:09 09:09:09';
export const PLACEHOLDER_OFFSET = '+09:09';

export interface JpegTemplate {
  readonly bytes: Buffer;
  /** Where the comment segment goes: after SOI and the APPn segments (JFIF, EXIF). */
  readonly commentAt: number;
  readonly dateTimeAt: readonly number[];
  readonly offsetAt: readonly number[];
}

/** Reads where a JPEG's copies differ; throws when `bytes` is not a JPEG with its header intact. */
export function jpegTemplate(bytes: Buffer): JpegTemplate {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new Error('Not a JPEG: no SOI marker');
  let position = 2;
  while (bytes[position] === 0xff) {
    const marker = bytes[position + 1] ?? 0;
    if (marker < APP0 || marker > APP15) break;
    position += 2 + bytes.readUInt16BE(position + 2);
  }
  const header = bytes.subarray(0, position);
  return {
    bytes,
    commentAt: position,
    dateTimeAt: occurrences(header, PLACEHOLDER_DATE_TIME),
    offsetAt: occurrences(header, PLACEHOLDER_OFFSET),
  };
}

/**
 * A copy of the template with `comment` in a COM segment and, when the template has date
 * placeholders, `dateTime` ('YYYY:MM:DD HH:MM:SS') and `offset` ('+HH:MM') in their place.
 */
export function jpegVariant(
  template: JpegTemplate,
  comment: string,
  date?: { readonly dateTime: string; readonly offset: string },
): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment[0] = 0xff;
  segment[1] = COM;
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  const { bytes, commentAt } = template;
  const copy = Buffer.concat([bytes.subarray(0, commentAt), segment, bytes.subarray(commentAt)]);
  if (date) {
    if (
      date.dateTime.length !== PLACEHOLDER_DATE_TIME.length ||
      date.offset.length !== PLACEHOLDER_OFFSET.length
    ) {
      throw new Error(`A date must be written as '${PLACEHOLDER_DATE_TIME}' and '${PLACEHOLDER_OFFSET}'`);
    }
    for (const at of template.dateTimeAt) copy.write(date.dateTime, at, 'latin1');
    for (const at of template.offsetAt) copy.write(date.offset, at, 'latin1');
  }
  return copy;
}

function occurrences(bytes: Buffer, text: string): number[] {
  const found: number[] = [];
  for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) found.push(at);
  return found;
}
