import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { test } from './fixtures.ts';

/**
 * A folder of the spec's own for the photos a journey chooses, made before its tests and removed
 * after them. Call at the top of a spec; the function gives a file's path in the folder.
 */
export function useTempFolder(prefix: string): (name: string) => string {
  let folder = '';
  test.beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  test.afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  return (name) => join(folder, name);
}

export interface NoisyJpeg {
  readonly width: number;
  readonly height: number;
  /** The EXIF date taken, 'YYYY:MM:DD HH:MM:SS'. */
  readonly taken: string;
  /** The EXIF offset of the date taken, e.g. '+02:00'; none when omitted. */
  readonly offset?: string;
}

/** A JPEG of random pixels (its own bytes every time, so never a duplicate) taken at `taken`. */
export async function writeNoisyJpeg(
  file: string,
  { width, height, taken, offset }: NoisyJpeg,
): Promise<string> {
  await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .withExif({
      IFD2: { DateTimeOriginal: taken, ...(offset === undefined ? {} : { OffsetTimeOriginal: offset }) },
    })
    .toFile(file);
  return file;
}
