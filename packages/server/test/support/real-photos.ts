import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

/**
 * [Note: Real-device photos are optional]
 * The phone HEICs and EXIF-orientation JPEGs made elsewhere live in `../shared/fixtures`, beside
 * this repository where the project is developed and tested in CI, but not beside a clone made
 * anywhere else. Tests whose inputs can be made (orientations, plain JPEG and PNG, broken and empty
 * files) make them; the ones only a real phone's file can prove (HEVC decoding, real EXIF of
 * cameras, the 200-megapixel photo, real damaged HEICs) run when the folder is there and are
 * skipped, saying why, when it is not. `PORTAL_FIXTURES_DIR` points at another folder of the same
 * layout (an empty one plays a lone clone).
 */
export const REAL_PHOTOS_DIR =
  process.env.PORTAL_FIXTURES_DIR ??
  fileURLToPath(new URL('../../../../../shared/fixtures/', import.meta.url));

export const hasRealPhotos = existsSync(join(REAL_PHOTOS_DIR, 'heic', 'pug.heic'));

/** Appended to the title of a test that needs them, so a skipped run says why. */
export const NEEDS_REAL_PHOTOS = hasRealPhotos
  ? ''
  : ' (skipped: needs the real-device photos of ../shared/fixtures, which are not beside this clone)';

export function realPhotoPath(folder: 'heic' | 'exif-orientation', name: string): string {
  return join(REAL_PHOTOS_DIR, folder, name);
}

export function realPhoto(folder: 'heic' | 'exif-orientation', name: string): Promise<Buffer> {
  return readFile(realPhotoPath(folder, name));
}

export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The picture every generated orientation shows upright: asymmetric, so a wrong turn is visible. */
const UPRIGHT_WIDTH = 480;
const UPRIGHT_HEIGHT = 320;

function uprightPicture(width = UPRIGHT_WIDTH, height = UPRIGHT_HEIGHT): Promise<Buffer> {
  const block = (left: number, top: number, w: number, h: number, colour: string) => ({
    input: { create: { width: w, height: h, channels: 3 as const, background: colour } },
    left,
    top,
  });
  return sharp({ create: { width, height, channels: 3, background: '#f2f2f2' } })
    .composite([
      block(0, 0, Math.round(width * 0.4), Math.round(height * 0.3), '#101010'),
      block(
        Math.round(width * 0.7),
        Math.round(height * 0.55),
        Math.round(width * 0.3),
        Math.round(height * 0.45),
        '#808080',
      ),
    ])
    .png()
    .toBuffer();
}

/** Every way of turning and mirroring a picture: one of them is each orientation's stored form. */
const TRANSFORMS: readonly ((image: Sharp) => Sharp)[] = [
  (image) => image,
  (image) => image.flop(),
  (image) => image.rotate(180),
  (image) => image.flip(),
  (image) => image.rotate(90).flop(),
  (image) => image.rotate(90),
  (image) => image.rotate(270).flop(),
  (image) => image.rotate(270),
];

async function greyscale(image: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(image).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function difference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let index = 0; index < a.length; index++) total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return total / a.length;
}

const generated = new Map<string, Promise<Buffer>>();

/**
 * A JPEG carrying EXIF `orientation` whose pixels are stored turned so that, turned as the EXIF
 * says, it shows the upright picture: what a camera held another way writes. The stored form is
 * found by trying every turn and checking it with sharp's own reading of the orientation, so the
 * fixture does not depend on getting the EXIF table right by hand. `portrait` makes the upright
 * picture taller than wide, as a phone held upright.
 */
export function orientedJpeg(orientation: Orientation, { portrait = false } = {}): Promise<Buffer> {
  const key = `${orientation}:${portrait}`;
  let made = generated.get(key);
  if (made === undefined) {
    made = makeOrientedJpeg(orientation, portrait);
    generated.set(key, made);
  }
  return made;
}

async function makeOrientedJpeg(orientation: Orientation, portrait: boolean): Promise<Buffer> {
  const [width, height] = portrait ? [UPRIGHT_HEIGHT, UPRIGHT_WIDTH] : [UPRIGHT_WIDTH, UPRIGHT_HEIGHT];
  const upright = await uprightPicture(width, height);
  const target = await greyscale(upright, 16, 16);
  for (const transform of TRANSFORMS) {
    const stored = await transform(sharp(upright))
      .jpeg({ quality: 92 })
      .withMetadata({ orientation })
      .toBuffer();
    const shown = await sharp(stored).rotate().toBuffer({ resolveWithObject: true });
    if (shown.info.width !== width || shown.info.height !== height) continue;
    if (difference(await greyscale(shown.data, 16, 16), target) < 4) return stored;
  }
  throw new Error(`No stored form shows orientation ${orientation} upright`);
}
