import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError, type MediaErrorCode, type ProcessedImage, processImage } from '../src/media/index.ts';
import { pngHeaderClaiming } from './support/photo-fixtures.ts';
import {
  hasRealPhotos,
  NEEDS_REAL_PHOTOS,
  type Orientation,
  orientedJpeg,
  realPhotoPath,
} from './support/real-photos.ts';

const heic = (name: string): string => realPhotoPath('heic', name);

/**
 * Decoding 200MP.heic in one go blocks the event loop for most of the photo's processing; tile by
 * tile, for about 2% of it at a time. A busy machine slows the whole and its parts alike, so the
 * longest block is measured as a share of the whole, not in milliseconds.
 */
const MOST_STALL_SHARE = 0.2;
/** Mean absolute difference of two 8x8 greyscale images, 0 to 255. */
const SAME_LAYOUT_THRESHOLD = 4;

async function refusal(input: Uint8Array | string): Promise<{ code: MediaErrorCode; message: string }> {
  const error = await processImage(input).then(
    () => new Error('the file was accepted'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof MediaError)) {
    throw error;
  }
  return { code: error.code, message: error.message };
}

function thumbnail(image: ProcessedImage, size: number): Buffer {
  const found = image.thumbnails.find((candidate) => candidate.size === size);
  if (found === undefined) {
    throw new Error(`No ${size} thumbnail`);
  }
  return found.bytes;
}

async function greyscale8x8(
  jpeg: Buffer,
  transform: (image: Sharp) => Sharp = (image) => image,
): Promise<Buffer> {
  const flattened = await transform(sharp(jpeg)).toBuffer();
  return sharp(flattened).resize(8, 8, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let index = 0; index < a.length; index++) {
    total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  }
  return total / a.length;
}

/** Every thumbnail is a JPEG of the size it claims, fitting inside size x size. */
async function expectThumbnails(image: ProcessedImage): Promise<void> {
  expect(image.thumbnails.map((entry) => entry.size)).toEqual([1300, 800, 300]);
  for (const entry of image.thumbnails) {
    const metadata = await sharp(entry.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect([metadata.width, metadata.height]).toEqual([entry.width, entry.height]);
    expect(Math.max(entry.width, entry.height)).toBe(
      Math.min(entry.size, Math.max(image.width, image.height)),
    );
  }
}

function expectAspect(image: ProcessedImage): void {
  for (const entry of image.thumbnails) {
    expect(entry.width / entry.height).toBeCloseTo(image.width / image.height, 1);
  }
}

/** A JPEG with much compressed data (random pixels), whose middle a damage lands in. */
async function noisyJpeg(): Promise<Buffer> {
  const width = 480;
  const height = 320;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe.skipIf(!hasRealPhotos)(`real HEIC photos${NEEDS_REAL_PHOTOS}`, () => {
  it('accepts pug.heic (iPhone, +03:00) with its size, date taken in UTC and upright thumbnails', async () => {
    const image = await processImage(heic('pug.heic'));
    expect(image).toMatchObject({
      type: 'image/heic',
      width: 4032,
      height: 3024,
      dateTaken: '2023-02-21T11:33:08Z',
      dateTakenWithOffset: '2023-02-21T14:33:08+03:00',
    });
    await expectThumbnails(image);
    expectAspect(image);
  });

  it('accepts xiaomi.heic, whose date has no offset, on 2023-04-27 (the wall clock read as UTC)', async () => {
    const image = await processImage(heic('xiaomi.heic'));
    expect(image).toMatchObject({ type: 'image/heic', width: 2592, height: 1944 });
    expect(image.dateTaken).toBe('2023-04-27T19:44:18Z');
    expect(image.dateTakenWithOffset).toBe('2023-04-27T19:44:18Z');
    await expectThumbnails(image);
    expectAspect(image);
  });

  it('accepts L_exif_xmp_iptc.heic (Sony, -05:00) and never enlarges its 64x64 picture', async () => {
    const image = await processImage(heic('L_exif_xmp_iptc.heic'));
    expect(image).toMatchObject({
      type: 'image/heic',
      width: 64,
      height: 64,
      dateTaken: '2020-09-14T16:09:34Z',
      dateTakenWithOffset: '2020-09-14T11:09:34-05:00',
    });
    expect(image.thumbnails.map(({ width, height }) => [width, height])).toEqual([
      [64, 64],
      [64, 64],
      [64, 64],
    ]);
  });

  it('accepts the 200-megapixel Samsung photo, upright (portrait), with thumbnails of its aspect', async () => {
    // The decoder yields between tiles: other requests keep being served while it works. The
    // one-time loading of the decoder is done first, as a running server has done it long before.
    await processImage(heic('L_exif_xmp_iptc.heic'));
    const started = performance.now();
    let longestStall = 0;
    let lastTick = started;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - lastTick);
      lastTick = now;
    }, 5);
    const image = await processImage(heic('200MP.heic')).finally(() => clearInterval(ticker));
    const whole = performance.now() - started;
    expect(longestStall / whole).toBeLessThan(MOST_STALL_SHARE);
    expect(image).toMatchObject({
      type: 'image/heic',
      width: 12240,
      height: 16320,
      dateTaken: '2025-01-19T11:53:27Z',
    });
    expect(image.thumbnails.map(({ width, height }) => [width, height])).toEqual([
      [975, 1300],
      [600, 800],
      [225, 300],
    ]);
    await expectThumbnails(image);
  }, 120_000);

  it.each([
    ['truncated.heic', 'corrupt', 'The photo could not be read: the file is damaged or incomplete'],
    ['corrupted.heic', 'corrupt', 'The photo could not be read: the file is damaged or incomplete'],
    ['empty.heic', 'empty', 'The file is empty'],
  ])('refuses %s with a clear message', async (name, code, message) => {
    expect(await refusal(heic(name))).toEqual({ code, message });
  });

  it('refuses a HEIC above the pixel limit from its header, before decoding', async () => {
    const error = await processImage(heic('pug.heic'), { maxPixels: 10_000_000 }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({
      code: 'too-many-pixels',
      message: 'The photo is too large (12.2 megapixels; the limit is 10)',
    });
  });
});

/** Photos carrying each EXIF orientation: made here, and the real camera files where they are. */
interface OrientationSource {
  readonly name: string;
  readonly skip: boolean;
  /** Landscape pictures: the upright one shows orientation 1's layout. */
  landscape(orientation: Orientation): Promise<Buffer | string>;
  /** A phone portrait: stored landscape, orientation 6. */
  portrait(): Promise<Buffer | string>;
  readonly size: readonly [number, number];
}

const ORIENTATION_SOURCES: readonly OrientationSource[] = [
  {
    name: 'generated',
    skip: false,
    landscape: (orientation) => orientedJpeg(orientation),
    portrait: () => orientedJpeg(6, { portrait: true }),
    size: [480, 320],
  },
  {
    name: `real camera files${NEEDS_REAL_PHOTOS}`,
    skip: !hasRealPhotos,
    landscape: async (orientation) => realPhotoPath('exif-orientation', `Landscape_${orientation}.jpg`),
    portrait: async () => realPhotoPath('exif-orientation', 'Portrait_6.jpg'),
    size: [1800, 1200],
  },
];

describe.each(ORIENTATION_SOURCES)('EXIF orientation, $name', (source) => {
  let upright: ProcessedImage;
  beforeAll(async () => {
    if (!source.skip) upright = await processImage(await source.landscape(1));
  });

  it.skipIf(source.skip).each([1, 2, 3, 4, 5, 6, 7, 8] as const)(
    'makes orientation %i into the same upright thumbnails as orientation 1',
    async (value) => {
      const image = await processImage(await source.landscape(value));
      expect([image.width, image.height]).toEqual(source.size);
      for (const expected of upright.thumbnails) {
        const actual = image.thumbnails.find((entry) => entry.size === expected.size);
        expect([actual?.width, actual?.height]).toEqual([expected.width, expected.height]);
        const difference = meanAbsoluteDifference(
          await greyscale8x8(expected.bytes),
          await greyscale8x8(thumbnail(image, expected.size)),
        );
        expect(difference).toBeLessThan(SAME_LAYOUT_THRESHOLD);
      }
    },
  );

  it.skipIf(source.skip)('would notice a thumbnail rotated or mirrored by mistake', async () => {
    const reference = await greyscale8x8(thumbnail(upright, 300));
    for (const mistake of [
      (image: Sharp) => image.rotate(180),
      (image: Sharp) => image.flop(),
      (image: Sharp) => image.flip(),
    ]) {
      const wrong = await greyscale8x8(thumbnail(upright, 300), mistake);
      expect(meanAbsoluteDifference(reference, wrong)).toBeGreaterThan(SAME_LAYOUT_THRESHOLD * 5);
    }
  });

  it.skipIf(source.skip)(
    'makes a phone portrait (stored landscape, orientation 6) upright and portrait',
    async () => {
      const image = await processImage(await source.portrait());
      const [width, height] = source.size;
      expect([image.width, image.height]).toEqual([height, width]);
      for (const entry of image.thumbnails) expect(entry.height).toBeGreaterThan(entry.width);
      expect(thumbnail(image, 300).length).toBeGreaterThan(0);
    },
  );
});

describe('generated JPEG and PNG files', () => {
  const red = { create: { width: 2000, height: 1000, channels: 3, background: '#c00000' } } as const;

  it('reads a JPEG, from bytes or a path, with its date, offset and EXIF orientation', async () => {
    const jpeg = await sharp(red)
      .withExif({ IFD2: { DateTimeOriginal: '2021:06:30 23:15:00', OffsetTimeOriginal: '+02:00' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await processImage(jpeg);
    expect(image).toMatchObject({
      type: 'image/jpeg',
      width: 1000,
      height: 2000,
      dateTaken: '2021-06-30T21:15:00Z',
      dateTakenWithOffset: '2021-06-30T23:15:00+02:00',
    });
    expect(image.thumbnails.map(({ width, height }) => [width, height])).toEqual([
      [650, 1300],
      [400, 800],
      [150, 300],
    ]);

    const directory = await mkdtemp(join(tmpdir(), 'media-test-'));
    try {
      const path = join(directory, 'upload');
      await writeFile(path, jpeg);
      expect(await processImage(path)).toMatchObject({
        width: 1000,
        height: 2000,
        dateTaken: '2021-06-30T21:15:00Z',
      });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('gives a JPEG without EXIF no date taken', async () => {
    const image = await processImage(await sharp(red).jpeg().toBuffer());
    expect(image.dateTaken).toBeNull();
    expect(image.dateTakenWithOffset).toBeNull();
    await expectThumbnails(image);
  });

  it('reads a PNG, flattening transparency onto white', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await processImage(png);
    expect(image).toMatchObject({ type: 'image/png', width: 900, height: 600, dateTaken: null });
    await expectThumbnails(image);
    const { data } = await sharp(thumbnail(image, 300)).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 3))).toBeGreaterThan(250);
  });

  it('reads a 16-bit PNG into 8-bit thumbnails', async () => {
    const png = await sharp(red).png().toColourspace('rgb16').toBuffer();
    expect((await sharp(png).metadata()).depth).toBe('ushort');
    const image = await processImage(png);
    const { info } = await sharp(thumbnail(image, 800)).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 800, height: 400, channels: 3 });
  });
});

describe('refused files', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'media-test-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('refuses a text file named .jpg: the type is read from the content, not the name', async () => {
    const path = join(directory, 'holiday.jpg');
    await writeFile(path, 'These are my holiday notes, not a photo.\n');
    expect(await refusal(path)).toEqual({
      code: 'unsupported-type',
      message: 'The file is not a JPEG, PNG or HEIC photo',
    });
  });

  it('refuses an AVIF, although it is HEIF inside', async () => {
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#08f' } })
      .avif()
      .toBuffer();
    expect((await refusal(avif)).code).toBe('unsupported-type');
  });

  it('refuses a decompression bomb from its header without decoding it', async () => {
    const started = performance.now();
    expect(await refusal(pngHeaderClaiming(100_000, 100_000))).toEqual({
      code: 'too-many-pixels',
      message: 'The photo is too large (10000 megapixels; the limit is 250)',
    });
    // Decoding 10 gigapixels would take minutes and 30 GB; reading a header takes milliseconds, and
    // no more than seconds on a machine busy many times over.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a JPEG that is cut off', async () => {
    const jpeg = await orientedJpeg(1);
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toEqual({
      code: 'corrupt',
      message: 'The photo could not be read: the file is damaged or incomplete',
    });
  });

  it('refuses a JPEG whose compressed data is damaged', async () => {
    const jpeg = Buffer.from(await noisyJpeg());
    // A stray restart marker and garbage in the middle of the picture's data.
    jpeg.set([0xff, 0xd3, 0x00, 0x7f, 0x12], Math.floor(jpeg.length / 2));
    expect((await refusal(jpeg)).code).toBe('corrupt');
  });

  it('refuses a file that is only a JPEG signature', async () => {
    expect((await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).code).toBe('corrupt');
  });

  it('refuses zero bytes as empty', async () => {
    expect(await refusal(new Uint8Array(0))).toEqual({ code: 'empty', message: 'The file is empty' });
  });
});
