import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { isIncompleteHeif, readHeifExif } from '../src/media/heif-boxes.ts';
import { hasRealPhotos, NEEDS_REAL_PHOTOS, realPhoto } from './support/real-photos.ts';

const fixture = (name: string): Promise<Buffer> => realPhoto('heic', name);
/** The tests that read the real HEIC files of phones and cameras. */
const withRealPhotos = it.skipIf(!hasRealPhotos);

describe('HEIF boxes', () => {
  withRealPhotos(
    `finds the real photos whole, and the cut-off and damaged ones not${NEEDS_REAL_PHOTOS}`,
    async () => {
      for (const name of ['pug.heic', 'xiaomi.heic', 'L_exif_xmp_iptc.heic', '200MP.heic']) {
        expect(isIncompleteHeif(await fixture(name)), name).toBe(false);
      }
      expect(isIncompleteHeif(await fixture('truncated.heic'))).toBe(true);
      expect(isIncompleteHeif(await fixture('corrupted.heic'))).toBe(true);
    },
  );

  withRealPhotos(`finds a photo cut off at any point incomplete${NEEDS_REAL_PHOTOS}`, async () => {
    const bytes = await fixture('xiaomi.heic');
    for (const length of [4, 30, 1000, bytes.length - 1]) {
      expect(isIncompleteHeif(bytes.subarray(0, length)), `${length} bytes`).toBe(true);
    }
  });

  withRealPhotos(
    `reads the EXIF item past its TIFF header offset, which plain EXIF readers miss${NEEDS_REAL_PHOTOS}`,
    async () => {
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
    },
  );

  withRealPhotos(
    `reads the EXIF item of a photo whose metadata follows its pixels${NEEDS_REAL_PHOTOS}`,
    async () => {
      const exif = readHeifExif(await fixture('200MP.heic'));
      expect(
        Buffer.from(exif ?? [])
          .subarray(0, 2)
          .toString('latin1'),
      ).toMatch(/II|MM/);
    },
  );

  it('finds no EXIF in a file without a meta box', () => {
    expect(readHeifExif(Buffer.from('not a HEIF file at all'))).toBeNull();
  });
});
