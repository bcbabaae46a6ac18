/** The photo types the library accepts. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/heic';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Brands that name HEVC-coded HEIF: still images (heic, heix) and sequences (hevc, hevx). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx']);
/** Brands that name the generic HEIF structure without saying which codec fills it. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);
/** Brands of AVIF (AV1 in HEIF): avif and avis, and the MIAF AV1 profiles. */
const AV1_BRANDS = new Set(['avif', 'avis', 'avio', 'MA1A', 'MA1B']);

/**
 * The type of a file, read from its content (magic bytes), never from its name or declared type.
 * Returns null for anything that is not a JPEG, PNG or HEIC.
 *
 * [Note: HEIC brands]
 * HEIF files open with an `ftyp` box: a major brand and a list of compatible brands. heic, heix,
 * hevc and hevx say the pictures are HEVC. mif1 and msf1 only say "HEIF" and are shared with AVIF,
 * so they count as HEIC unless an AVIF brand is listed (AVIF files must list `avif`). AVIF is refused:
 * the library stores JPEG, PNG and HEIC. A generic HEIF whose primary picture turns out to be coded
 * otherwise than in HEVC is refused when it is opened for decoding (see `heic-decoder.ts`).
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG_MAGIC)) {
    return 'image/jpeg';
  }
  if (startsWith(bytes, PNG_MAGIC)) {
    return 'image/png';
  }
  const brands = readFileTypeBrands(bytes);
  if (brands === null) {
    return null;
  }
  if (HEVC_BRANDS.has(brands.major)) {
    return 'image/heic';
  }
  if (!GENERIC_HEIF_BRANDS.has(brands.major)) {
    return null;
  }
  if (brands.compatible.some((brand) => HEVC_BRANDS.has(brand))) {
    return 'image/heic';
  }
  return brands.compatible.some((brand) => AV1_BRANDS.has(brand)) ? null : 'image/heic';
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** The brands of an ISO base media file's leading `ftyp` box, or null when it has none. */
function readFileTypeBrands(bytes: Uint8Array): { major: string; compatible: string[] } | null {
  if (bytes.length < 16 || fourcc(bytes, 4) !== 'ftyp') {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxEnd = Math.min(view.getUint32(0), bytes.length);
  if (boxEnd < 16) {
    return null;
  }
  const compatible: string[] = [];
  // 8: major brand, 12: minor version, 16 onwards: compatible brands.
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    compatible.push(fourcc(bytes, offset));
  }
  return { major: fourcc(bytes, 8), compatible };
}

function fourcc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}
