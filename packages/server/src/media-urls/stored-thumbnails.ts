import type { StoredThumbnail } from '../db/photo-library-tables.ts';

/**
 * The thumbnails a photo row lists (its `thumbnails` JSON), each with the blob that holds it. A
 * row that does not hold such a list is a broken row, and reading it throws rather than showing a
 * photo without thumbnails (see [Note: Every photo has the three used thumbnails]).
 */
export function storedThumbnails(json: string): StoredThumbnail[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every(isStoredThumbnail)) {
    throw new TypeError(`Not a list of stored thumbnails: ${json.slice(0, 200)}`);
  }
  return parsed;
}

function isStoredThumbnail(value: unknown): value is StoredThumbnail {
  if (typeof value !== 'object' || value === null) return false;
  const { size, hash, width, height } = value as Record<string, unknown>;
  return typeof hash === 'string' && [size, width, height].every((n) => Number.isInteger(n) && Number(n) > 0);
}

/**
 * The thumbnail that stands for the photo as displayed: the largest one (1300). See [Note: Photo
 * media links].
 */
export function displayThumbnail(thumbnails: readonly StoredThumbnail[]): StoredThumbnail | undefined {
  return thumbnails.reduce<StoredThumbnail | undefined>(
    (largest, thumbnail) => (largest === undefined || thumbnail.size > largest.size ? thumbnail : largest),
    undefined,
  );
}
