/** The longest file name common file systems (ext4, APFS, NTFS) accept, counted in UTF-8 bytes. */
const MAX_NAME_BYTES = 255;

/** The name of an entry whose own name has nothing usable left once cleaned. */
const FALLBACK_NAME = 'photo';

/**
 * Characters removed outright: control characters, which terminals and file managers show
 * wrongly or not at all, and the bidirectional controls that can disguise an extension
 * ('gpj.exe' shown backwards reads 'exe.jpg').
 */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Characters replaced by '_': the path separators, which would put an entry in a folder (or
 * outside the extraction folder), and the characters Windows forbids in a file name.
 */
const FORBIDDEN = /[/\\<>:"|?*]/g;

/** An extension: a final dot and up to 16 characters that are neither dots nor spaces. */
const EXTENSION = /\.[^.\s]{1,16}$/;

/**
 * A file name that extracts as itself on Windows, macOS and Linux: one path segment, no control
 * characters, no trailing dots or spaces (Windows drops them), NFC (what macOS and Windows
 * store), at most 255 UTF-8 bytes (the extension kept when the name is shortened), never empty.
 * Cleaning a cleaned name changes nothing.
 */
export function sanitizeEntryName(name: string): string {
  const cleaned = name.normalize('NFC').replace(INVISIBLE, '').replace(FORBIDDEN, '_').trim();
  const { stem, extension } = splitExtension(cleaned);
  const fitted = fitName(stem, '', extension).replace(/[. ]+$/, '');
  return fitted === '' ? FALLBACK_NAME : fitted;
}

/**
 * Cleans every name and makes each unique within one archive, in order: the first entry with a
 * name keeps it, a later one gets ' (2)', ' (3)', ... before its extension, as file managers do
 * ('IMG_0001.JPG', 'IMG_0001 (2).JPG'). A name given outright is never taken by a numbered copy:
 * with 'A.JPG', 'A.JPG', 'A (2).JPG' the second becomes 'A (3).JPG'.
 *
 * [Note: Entry names compare case-insensitively]
 * Names are compared ignoring case because Windows and macOS file systems do: 'IMG_1.JPG' and
 * 'img_1.jpg' in one archive would extract there as one file, the second overwriting the first
 * (or the extractor stopping to ask).
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const cleaned = names.map(sanitizeEntryName);
  const taken = new Set<string>();
  const keepsName = cleaned.map((name) => {
    const key = comparisonKey(name);
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
  // The next number to try per name, so a thousand copies of one name cost a thousand tries.
  const nextNumber = new Map<string, number>();
  return cleaned.map((name, index) => {
    if (keepsName[index]) return name;
    const key = comparisonKey(name);
    const { stem, extension } = splitExtension(name);
    let number = nextNumber.get(key) ?? 2;
    let candidate = fitName(stem, ` (${number})`, extension);
    while (taken.has(comparisonKey(candidate))) {
      number += 1;
      candidate = fitName(stem, ` (${number})`, extension);
    }
    nextNumber.set(key, number + 1);
    taken.add(comparisonKey(candidate));
    return candidate;
  });
}

function comparisonKey(name: string): string {
  return name.toLowerCase();
}

function splitExtension(name: string): { stem: string; extension: string } {
  const match = EXTENSION.exec(name);
  // A name that is only an extension ('.jpg') is a stem: it has nothing before the dot to number.
  if (!match || match.index === 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, match.index), extension: match[0] };
}

/** `stem + suffix + extension`, the stem shortened (by whole characters) to fit the byte limit. */
function fitName(stem: string, suffix: string, extension: string): string {
  const budget = MAX_NAME_BYTES - utf8Length(suffix) - utf8Length(extension);
  if (utf8Length(stem) <= budget) return stem + suffix + extension;
  let kept = '';
  let keptBytes = 0;
  for (const character of stem) {
    const bytes = utf8Length(character);
    if (keptBytes + bytes > budget) break;
    kept += character;
    keptBytes += bytes;
  }
  return kept + suffix + extension;
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
