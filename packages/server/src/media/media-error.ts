/** Why a file was refused as a photo; each code has one message a person can read. */
export type MediaErrorCode = 'unsupported-type' | 'empty' | 'corrupt' | 'too-many-pixels';

/**
 * A file that cannot become a photo. `message` is shown to the person who uploaded it, so it says
 * what is wrong with the file in plain English; the technical reason, if any, is kept as `cause`.
 */
export class MediaError extends Error {
  override readonly name = 'MediaError';

  constructor(
    readonly code: MediaErrorCode,
    message: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options);
  }
}

export function unsupportedType(): MediaError {
  return new MediaError('unsupported-type', 'The file is not a JPEG, PNG or HEIC photo');
}

export function emptyFile(): MediaError {
  return new MediaError('empty', 'The file is empty');
}

export function corruptFile(cause?: unknown): MediaError {
  return new MediaError('corrupt', 'The photo could not be read: the file is damaged or incomplete', {
    cause,
  });
}

export function tooManyPixels(pixels: number, limit: number): MediaError {
  return new MediaError(
    'too-many-pixels',
    `The photo is too large (${formatMegapixels(pixels)} megapixels; the limit is ${formatMegapixels(limit)})`,
  );
}

/**
 * Megapixels with at most one decimal, rounded up: a photo just over the limit must never read as
 * exactly the limit ('250 megapixels; the limit is 250').
 */
function formatMegapixels(pixels: number): string {
  return String(Math.ceil(pixels / 100_000) / 10);
}
