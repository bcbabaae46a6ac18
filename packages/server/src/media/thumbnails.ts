import { open, readFile } from 'node:fs/promises';
import { THUMBNAIL_IDS, type ThumbnailId } from '@portal/api/schemas/photos';
import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { readDateTaken } from './exif-date.ts';
import { HeicFile, NotHevcError } from './heic-decoder.ts';
import { isIncompleteHeif } from './heif-boxes.ts';
import { detectImageType, type ImageType } from './image-type.ts';
import { corruptFile, emptyFile, MediaError, tooManyPixels, unsupportedType } from './media-error.ts';

/**
 * [Note: Thumbnail sizes]
 * A thumbnail of size S fits inside S x S: its longest edge is S, the other edge keeps the aspect
 * ratio, and a photo smaller than S is never enlarged (a 64x64 photo has three 64x64 thumbnails).
 * The photo is decoded once, to the largest size; the smaller ones are made from that, which may
 * round an edge one pixel differently than resizing the original would.
 */
export const THUMBNAIL_SIZES: readonly ThumbnailId[] = [
  THUMBNAIL_IDS.preview,
  THUMBNAIL_IDS.gridLarge,
  THUMBNAIL_IDS.gridSmall,
];

/**
 * [Note: Pixel limit]
 * A photo of more than 250 megapixels is refused, read from the file's header before any pixel is
 * decoded, so a small file claiming huge dimensions (a decompression bomb) costs nothing. Real
 * phones reach 200 megapixels (Samsung Galaxy S24 Ultra: 16320x12240 = 199.7 MP), which must pass.
 * Memory stays bounded below the limit too: libvips decodes JPEG and PNG in strips (JPEG shrunk
 * while loading), and HEIC is decoded a tile at a time into a reduced picture (see
 * [Note: HEIC decoding by tiles]). Peak RSS of a whole process making the thumbnails of one
 * 200-megapixel photo: about 230 MB for 200MP.heic, 240 MB for a JPEG, 200 MB for a PNG (given by
 * path), where the same process with a 2-megapixel JPEG peaks at 130 MB.
 */
export const MAX_PIXELS = 250_000_000;

/**
 * Quality 82 without mozjpeg's defaults (trellis quantisation, progressive): visually clean for
 * thumbnails. Measured on a 1300-pixel thumbnail, mozjpeg makes it 16% smaller but takes 15 times
 * as long to encode (180 ms instead of 12 ms), on every upload.
 */
const JPEG_OPTIONS = { quality: 82, mozjpeg: false } as const;

/** HEIC is reduced while decoding only as far as twice the largest thumbnail, to keep detail. */
const HEIC_REDUCTION_MARGIN = 2;

/** Transparent pixels of a PNG become white, as on the white pages that show them. */
const TRANSPARENT_BACKGROUND = '#ffffff';

/**
 * [Note: How strict decoding is]
 * sharp's strictest level, `failOn: 'warning'` (its default, advised for untrusted input), refuses
 * a JPEG whose compressed data is damaged ('Corrupt JPEG data: premature end of data segment'),
 * which a laxer level would accept and store with grey or garbled bands for good. The price: a rare
 * camera JPEG with a harmless defect that libjpeg warns about is refused too; `'error'` is the
 * setting to turn to if such files turn up.
 */
const FAIL_ON = 'warning';

export interface Thumbnail {
  readonly size: ThumbnailId;
  readonly width: number;
  readonly height: number;
  /** A baseline JPEG in sRGB without metadata. */
  readonly bytes: Buffer;
}

export interface ProcessedImage {
  readonly type: ImageType;
  /** The photo's size as shown: EXIF orientation (HEIF transformations for HEIC) applied. */
  readonly width: number;
  readonly height: number;
  /** When the photo was taken, in UTC ('2023-02-21T11:33:08Z'); null when its EXIF has no date. */
  readonly dateTaken: string | null;
  /** The same moment in the camera's own offset ('2023-02-21T14:33:08+03:00'); see `DateTaken`. */
  readonly dateTakenWithOffset: string | null;
  /** Largest first: 1300, 800, 300. */
  readonly thumbnails: readonly Thumbnail[];
}

export interface ProcessImageOptions {
  /** Refuse photos of more pixels than this; default MAX_PIXELS. */
  readonly maxPixels?: number;
}

/**
 * Checks that a file is a photo, reads its size and date taken, and makes its three thumbnails.
 * Throws a MediaError when the file is refused; see `image-pipeline.md` for the steps.
 *
 * Given a path, JPEG and PNG are read from disk by libvips and exifr as they need, so a large file
 * is never held in memory whole; HEIC is read whole (its decoder reads from memory).
 */
export async function processImage(
  input: Uint8Array | string,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const { head, size } =
    typeof input === 'string' ? await readHead(input) : { head: input, size: input.length };
  if (size === 0) {
    throw emptyFile();
  }
  const type = detectImageType(head);
  if (type === null) {
    throw unsupportedType();
  }
  const maxPixels = options.maxPixels ?? MAX_PIXELS;
  const [thumbnails, dateTaken] =
    type === 'image/heic'
      ? await readWhole(input).then((bytes) =>
          Promise.all([heicThumbnails(bytes, maxPixels), readDateTaken(bytes, type)]),
        )
      : await Promise.all([sharpThumbnails(input, maxPixels), readDateTaken(input, type)]);
  return {
    type,
    width: thumbnails.width,
    height: thumbnails.height,
    dateTaken: dateTaken?.instant ?? null,
    dateTakenWithOffset: dateTaken?.withOffset ?? null,
    thumbnails: thumbnails.thumbnails,
  };
}

/** Enough of a file to tell its type: the signatures, or an ftyp box and its brands. */
const HEAD_BYTES = 4096;

async function readWhole(input: Uint8Array | string): Promise<Uint8Array> {
  return typeof input === 'string' ? readFile(input) : input;
}

async function readHead(path: string): Promise<{ head: Uint8Array; size: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return { head: head.subarray(0, bytesRead), size };
  } finally {
    await file.close();
  }
}

interface Thumbnails {
  readonly width: number;
  readonly height: number;
  readonly thumbnails: readonly Thumbnail[];
}

/** JPEG and PNG: libvips reads the header, then decodes once, oriented and shrunk while loading. */
async function sharpThumbnails(input: Uint8Array | string, maxPixels: number): Promise<Thumbnails> {
  // Reading the header decodes no pixels, so it runs without sharp's own limit, which would refuse
  // a bomb without saying how large it claims to be.
  const metadata = await readOrRefuse(() => sharp(input, { limitInputPixels: false }).metadata());
  const pixels = metadata.width * metadata.height;
  if (pixels > maxPixels) {
    throw tooManyPixels(pixels, maxPixels);
  }
  const image = sharp(input, { limitInputPixels: maxPixels, failOn: FAIL_ON, autoOrient: true });
  return {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    thumbnails: await readOrRefuse(() => makeThumbnails(image)),
  };
}

/** HEIC: the container is checked and read first, then the tiles are decoded into a reduced picture. */
async function heicThumbnails(bytes: Uint8Array, maxPixels: number): Promise<Thumbnails> {
  if (isIncompleteHeif(bytes)) {
    throw corruptFile(new Error('A box of the HEIF file runs past its end'));
  }
  let file: HeicFile;
  try {
    file = await HeicFile.open(bytes);
  } catch (error) {
    throw error instanceof NotHevcError ? unsupportedType() : corruptFile(error);
  }
  try {
    const pixels = file.storedWidth * file.storedHeight;
    if (pixels > maxPixels) {
      throw tooManyPixels(pixels, maxPixels);
    }
    const reduced = await readOrRefuse(() => file.decodeUpright(HEIC_REDUCTION_MARGIN * largestSize()));
    const { data, ...raw } = reduced;
    return {
      width: file.width,
      height: file.height,
      thumbnails: await makeThumbnails(sharp(data, { raw })),
    };
  } finally {
    file.dispose();
  }
}

/**
 * Resizes the upright picture once to the largest size, into raw sRGB pixels, and encodes every
 * size from those pixels.
 */
async function makeThumbnails(upright: Sharp): Promise<Thumbnail[]> {
  const { data, info } = await upright
    .resize(fitInside(largestSize()))
    .flatten({ background: TRANSPARENT_BACKGROUND })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    THUMBNAIL_SIZES.map(async (size) => {
      const encoded = await sharp(data, { raw })
        .resize(fitInside(size))
        .jpeg(JPEG_OPTIONS)
        .toBuffer({ resolveWithObject: true });
      return { size, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data };
    }),
  );
}

function fitInside(size: number): ResizeOptions {
  return { width: size, height: size, fit: 'inside', withoutEnlargement: true };
}

function largestSize(): number {
  return Math.max(...THUMBNAIL_SIZES);
}

/** Runs a decoding step; any failure but a MediaError means the file could not be read. */
async function readOrRefuse<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw error instanceof MediaError ? error : corruptFile(error);
  }
}
