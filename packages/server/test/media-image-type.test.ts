import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../src/media/image-type.ts';
import { hasRealPhotos, NEEDS_REAL_PHOTOS, realPhoto } from './support/real-photos.ts';

/** The start of an ISO base media file: an ftyp box with these brands. */
function fileTypeBox(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  for (const [index, brand] of compatible.entries()) {
    box.write(brand, 16 + 4 * index, 'latin1');
  }
  return box;
}

describe('detectImageType', () => {
  it('knows JPEG and PNG by their signatures', async () => {
    const pixel = sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } });
    expect(detectImageType(await pixel.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await pixel.clone().png().toBuffer())).toBe('image/png');
  });

  it.skipIf(!hasRealPhotos)(
    `knows the real HEIC photos by their ftyp brands${NEEDS_REAL_PHOTOS}`,
    async () => {
      for (const name of ['pug.heic', 'xiaomi.heic', 'L_exif_xmp_iptc.heic', '200MP.heic']) {
        expect(detectImageType(await realPhoto('heic', name))).toBe('image/heic');
      }
    },
  );

  it.each(['heic', 'heix', 'hevc', 'hevx'])('takes the HEVC major brand %s as HEIC', (brand) => {
    expect(detectImageType(fileTypeBox(brand, 'mif1'))).toBe('image/heic');
  });

  it('takes mif1 and msf1 as HEIC when an HEVC brand is listed, or no AVIF brand', () => {
    expect(detectImageType(fileTypeBox('mif1', 'mif1', 'heic'))).toBe('image/heic');
    expect(detectImageType(fileTypeBox('msf1', 'msf1', 'hevc'))).toBe('image/heic');
    expect(detectImageType(fileTypeBox('mif1', 'mif1', 'miaf'))).toBe('image/heic');
  });

  it('refuses AVIF, whether by its major brand or a listed brand next to mif1', async () => {
    expect(detectImageType(fileTypeBox('avif', 'mif1', 'miaf'))).toBeNull();
    expect(detectImageType(fileTypeBox('mif1', 'mif1', 'avif', 'miaf'))).toBeNull();
    expect(detectImageType(fileTypeBox('mif1', 'MA1B'))).toBeNull();
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    expect(detectImageType(avif)).toBeNull();
  });

  it('refuses other ISO media files, text and files too short to tell', () => {
    expect(detectImageType(fileTypeBox('isom', 'isom', 'mp41'))).toBeNull();
    expect(detectImageType(fileTypeBox('qt  '))).toBeNull();
    expect(detectImageType(Buffer.from('Just some text that is long enough'))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array(0))).toBeNull();
  });
});
