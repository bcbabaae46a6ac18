import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { isIncompleteHeif, readHeifExif } from '../src/media/heif-boxes.ts';

const HEIC = fileURLToPath(new URL('../../../../shared/fixtures/heic/', import.meta.url));
const fixture = (name: string): Promise<Buffer> => readFile(`${HEIC}${name}`);

describe('HEIF boxes', () => {
  it('finds the real photos whole, and the cut-off and damaged ones not', async () => {
    for (const name of ['pug.heic', 'xiaomi.heic', 'L_exif_xmp_iptc.heic', '200MP.heic']) {
      expect(isIncompleteHeif(await fixture(name)), name).toBe(false);
    }
    expect(isIncompleteHeif(await fixture('truncated.heic'))).toBe(true);
    expect(isIncompleteHeif(await fixture('corrupted.heic'))).toBe(true);
  });

  it('finds a photo cut off at any point incomplete', async () => {
    const bytes = await fixture('xiaomi.heic');
    for (const length of [4, 30, 1000, bytes.length - 1]) {
      expect(isIncompleteHeif(bytes.subarray(0, length)), `${length} bytes`).toBe(true);
    }
  });

  it('reads the EXIF item past its TIFF header offset, which plain EXIF readers miss', async () => {
    const bytes = await fixture('L_exif_xmp_iptc.heic');
    const exif = readHeifExif(bytes);
    expect(
      Buffer.from(exif ?? [])
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('II*\0');
    expect(
      await exifr.parse(exif ?? new Uint8Array(), { pick: ['DateTimeOriginal'], reviveValues: false }),
    ).toEqual({
      DateTimeOriginal: '2020:09:14 11:09:34',
    });
  });

  it('reads the EXIF item of a photo whose metadata follows its pixels', async () => {
    const exif = readHeifExif(await fixture('200MP.heic'));
    expect(
      Buffer.from(exif ?? [])
        .subarray(0, 2)
        .toString('latin1'),
    ).toMatch(/II|MM/);
  });

  it('finds no EXIF in a file without a meta box', () => {
    expect(readHeifExif(Buffer.from('not a HEIF file at all'))).toBeNull();
  });
});
