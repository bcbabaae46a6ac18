import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp from 'sharp';
import {
  checkHeifError,
  DECODING_OPTIONS_IGNORE_TRANSFORMATIONS,
  fourccNumber,
  HEIF_CHANNEL_INTERLEAVED,
  HEIF_CHROMA_INTERLEAVED_RGB,
  HEIF_COLORSPACE_RGB,
  HEIF_MIRROR_VERTICAL,
  type Libheif,
  loadLibheif,
} from './libheif.ts';

/** Interleaved 8-bit RGB pixels, as sharp takes them with `{ raw }`. */
export interface RawImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3;
}

/** An image transformation of the HEIF item, in the order it applies. */
type Transformation =
  | { readonly kind: 'rotate'; readonly counterClockwise: number }
  | { readonly kind: 'mirror'; readonly vertical: boolean }
  | { readonly kind: 'crop'; readonly propertyId: number };

interface Tiling {
  readonly columns: number;
  readonly rows: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly width: number;
  readonly height: number;
}

/** The HEIF item types the decoder takes: an HEVC picture, or a grid of HEVC tiles. */
const HVC1 = fourccNumber('hvc1');
const GRID = fourccNumber('grid');
const PROPERTY_ROTATION = fourccNumber('irot');
const PROPERTY_MIRROR = fourccNumber('imir');
const PROPERTY_CROP = fourccNumber('clap');
/** HEIF allows one clap, one irot and one imir per item; a few more is room for writers' repeats. */
const MAX_TRANSFORMATIONS = 8;
const RGB_CHANNELS = 3;
/**
 * HEVC level 6.2, the highest, caps one picture at 35,651,584 luma samples. A picture decoded at
 * once (a tile, or a whole picture that is not a grid) declaring more is no valid HEVC, and
 * decoding it would take memory in proportion, so it is refused as damaged.
 */
const MAX_HEVC_PICTURE_PIXELS = 35_651_584;

/** Thrown when the file is HEIF but its pictures are not HEVC (AVIF, JPEG or others in HEIF). */
export class NotHevcError extends Error {
  override readonly name = 'NotHevcError';
}

/**
 * An opened HEIC file: its container is parsed, nothing is decoded yet. `dispose` must be called.
 *
 * [Note: HEIC decoding by tiles]
 * Phones store large HEIC photos as a grid of 512x512 HEVC tiles (the 200-megapixel Samsung photo:
 * 32x24 tiles). The decoder decodes one tile at a time and folds it at once into a box-filtered
 * reduction (each output pixel is the mean of a k x k block), so memory holds one tile and the
 * reduced picture, never the full one: 200MP.heic makes its thumbnails in about 5 s with a peak RSS
 * of about 230 MB, where heic-decode's whole-picture decode alone takes 12 s and 2.2 GB. The
 * reduction keeps at least twice the largest thumbnail's edge, so the final resize (sharp, Lanczos)
 * still has detail to work with.
 * Tiles are decoded as stored (transformations ignored), and the HEIF transformations (irot, imir,
 * clap, in their listed order, as libheif reads each) are applied afterwards to the small picture:
 * for a rotated grid, libheif's transformed tiling reports the offset of the partial tiles as the
 * part shown (464 pixels for 200MP.heic) rather than the part hidden (48), which cannot be laid
 * out without guessing. Between tiles the decoder yields to the event loop: the WebAssembly decoder
 * runs on the main thread, and a 200-megapixel photo must not stall every other request for seconds.
 *
 * [Note: HEIC orientation]
 * In HEIF the transformation properties (irot, imir) orient the picture; the EXIF Orientation tag
 * of a HEIC only repeats them for readers that ignore HEIF properties (pug.heic: irot and EXIF
 * Orientation 1; 200MP.heic: irot 270 and EXIF Orientation 6). It is therefore never applied again.
 */
export class HeicFile {
  private disposed = false;

  private constructor(
    private readonly libheif: Libheif,
    private readonly pointers: {
      readonly data: number;
      readonly context: number;
      readonly handle: number;
      readonly scratch: number;
    },
    /** The picture as coded, before any transformation: what decoding produces. */
    readonly storedWidth: number,
    readonly storedHeight: number,
    /** The picture as shown, after the transformations. */
    readonly width: number,
    readonly height: number,
  ) {}

  /**
   * Parses the container of `bytes` (no decoding). Throws NotHevcError when the primary picture is
   * not HEVC, a LibheifError when the container is unreadable.
   */
  static async open(bytes: Uint8Array): Promise<HeicFile> {
    const libheif = await loadLibheif();
    // The scratch area holds out-parameters: a heif_error (12 bytes), pointers and ints, a tiling.
    const scratch = libheif._malloc(SCRATCH_SIZE);
    const data = libheif._malloc(bytes.length);
    const context = libheif._heif_context_alloc();
    let handle = 0;
    try {
      if (scratch === 0 || data === 0 || context === 0) {
        throw new Error(`The HEIF decoder has no memory left for a file of ${bytes.length} bytes`);
      }
      libheif.HEAPU8.set(bytes, data);
      libheif._heif_context_read_from_memory_without_copy(scratch, context, data, bytes.length, 0);
      checkHeifError(libheif, scratch, 'Reading the HEIF container');
      libheif._heif_context_get_primary_image_handle(scratch, context, scratch + OUT_VALUE);
      checkHeifError(libheif, scratch, 'Finding the primary picture');
      handle = libheif.HEAPU32[(scratch + OUT_VALUE) >> 2] ?? 0;
      assertHevc(libheif, context, handle, scratch);
      const stored = readTiling(libheif, handle, scratch);
      if (stored.tileWidth * stored.tileHeight > MAX_HEVC_PICTURE_PIXELS) {
        throw new Error(
          `An HEVC picture of ${stored.tileWidth}x${stored.tileHeight} exceeds HEVC's largest level`,
        );
      }
      return new HeicFile(
        libheif,
        { data, context, handle, scratch },
        stored.width,
        stored.height,
        libheif._heif_image_handle_get_width(handle),
        libheif._heif_image_handle_get_height(handle),
      );
    } catch (error) {
      if (handle !== 0) {
        libheif._heif_image_handle_release(handle);
      }
      if (context !== 0) {
        libheif._heif_context_free(context);
      }
      libheif._free(data);
      libheif._free(scratch);
      throw error;
    }
  }

  /**
   * The upright picture, reduced by a whole factor as far as its longest edge stays at least
   * `minimumLongestEdge` (never enlarged). Throws a LibheifError when a tile cannot be decoded.
   */
  async decodeUpright(minimumLongestEdge: number): Promise<RawImage> {
    const factor = Math.max(1, Math.floor(Math.max(this.width, this.height) / minimumLongestEdge));
    const reduced = await this.decodeReduced(factor);
    return applyTransformations(
      reduced,
      this.transformations(),
      { width: this.storedWidth, height: this.storedHeight, factor },
      (propertyId, width, height) => this.cropBorders(propertyId, width, height),
    );
  }

  dispose(): void {
    if (this.disposed) {
      return;
    }
    this.disposed = true;
    const { libheif, pointers } = this;
    libheif._heif_image_handle_release(pointers.handle);
    libheif._heif_context_free(pointers.context);
    libheif._free(pointers.data);
    libheif._free(pointers.scratch);
  }

  /** Decodes every visible tile, as stored, into a box-filtered reduction by `factor`. */
  private async decodeReduced(factor: number): Promise<RawImage> {
    const { libheif, pointers } = this;
    const tiling = readTiling(libheif, pointers.handle, pointers.scratch);
    const reduction = new BoxReduction(tiling.width, tiling.height, factor);
    const options = libheif._heif_decoding_options_alloc();
    try {
      libheif.HEAPU8[options + DECODING_OPTIONS_IGNORE_TRANSFORMATIONS] = 1;
      for (let row = 0; row < tiling.rows; row++) {
        for (let column = 0; column < tiling.columns; column++) {
          const left = column * tiling.tileWidth;
          const top = row * tiling.tileHeight;
          // A grid may be larger than the picture it is cropped to; such tiles are never shown.
          if (left >= tiling.width || top >= tiling.height) {
            continue;
          }
          this.decodeTile(options, column, row, (pixels, stride, width, height) =>
            reduction.add(pixels, stride, left, top, width, height),
          );
          await nextTurn();
        }
      }
    } finally {
      libheif._heif_decoding_options_free(options);
    }
    return reduction.result();
  }

  private decodeTile(
    options: number,
    column: number,
    row: number,
    use: (pixels: Uint8Array, stride: number, width: number, height: number) => void,
  ): void {
    const { libheif, pointers } = this;
    const { scratch } = pointers;
    libheif._heif_image_handle_decode_image_tile(
      scratch,
      pointers.handle,
      scratch + OUT_VALUE,
      HEIF_COLORSPACE_RGB,
      HEIF_CHROMA_INTERLEAVED_RGB,
      options,
      column,
      row,
    );
    checkHeifError(libheif, scratch, `Decoding tile ${column},${row}`);
    const image = libheif.HEAPU32[(scratch + OUT_VALUE) >> 2] ?? 0;
    try {
      const plane = libheif._heif_image_get_plane_readonly2(
        image,
        HEIF_CHANNEL_INTERLEAVED,
        scratch + OUT_STRIDE,
      );
      const stride = libheif.HEAPU32[(scratch + OUT_STRIDE) >> 2] ?? 0;
      const width = libheif._heif_image_get_width(image, HEIF_CHANNEL_INTERLEAVED);
      const height = libheif._heif_image_get_height(image, HEIF_CHANNEL_INTERLEAVED);
      if (plane === 0 || width <= 0 || height <= 0) {
        throw new Error(`Tile ${column},${row} decoded without pixels`);
      }
      use(libheif.HEAPU8.subarray(plane, plane + stride * height), stride, width, height);
    } finally {
      libheif._heif_image_release(image);
    }
  }

  private transformations(): Transformation[] {
    const { libheif, pointers } = this;
    const itemId = libheif._heif_image_handle_get_item_id(pointers.handle);
    const ids = pointers.scratch + OUT_PROPERTY_IDS;
    const count = libheif._heif_item_get_transformation_properties(
      pointers.context,
      itemId,
      ids,
      MAX_TRANSFORMATIONS,
    );
    const transformations: Transformation[] = [];
    for (let index = 0; index < count; index++) {
      const propertyId = libheif.HEAPU32[(ids >> 2) + index] ?? 0;
      const type = libheif._heif_item_get_property_type(pointers.context, itemId, propertyId) >>> 0;
      if (type === PROPERTY_ROTATION) {
        const counterClockwise = libheif._heif_item_get_property_transform_rotation_ccw(
          pointers.context,
          itemId,
          propertyId,
        );
        transformations.push({ kind: 'rotate', counterClockwise });
      } else if (type === PROPERTY_MIRROR) {
        const direction = libheif._heif_item_get_property_transform_mirror(
          pointers.context,
          itemId,
          propertyId,
        );
        transformations.push({ kind: 'mirror', vertical: direction === HEIF_MIRROR_VERTICAL });
      } else if (type === PROPERTY_CROP) {
        transformations.push({ kind: 'crop', propertyId });
      }
    }
    return transformations;
  }

  /** The pixels a clean-aperture crop removes from each edge of a `width` x `height` picture. */
  private cropBorders(propertyId: number, width: number, height: number): Borders {
    const { libheif, pointers } = this;
    const itemId = libheif._heif_image_handle_get_item_id(pointers.handle);
    const out = pointers.scratch + OUT_BORDERS;
    libheif._heif_item_get_property_transform_crop_borders(
      pointers.context,
      itemId,
      propertyId,
      width,
      height,
      out,
      out + 4,
      out + 8,
      out + 12,
    );
    const [left = 0, top = 0, right = 0, bottom = 0] = libheif.HEAP32.subarray(out >> 2, (out >> 2) + 4);
    return { left, top, right, bottom };
  }
}

/**
 * Scratch layout: the heif_error at 0, a pointer or id at 16, a stride at 20, four ints at 24,
 * property ids at 40, the tiling at 80.
 */
const OUT_VALUE = 16;
const OUT_STRIDE = 20;
const OUT_BORDERS = 24;
const OUT_PROPERTY_IDS = 40;
const OUT_TILING = 80;
/** heif_image_tiling is 72 bytes (nine 32-bit fields, a byte, eight 32-bit extra dimensions). */
const SCRATCH_SIZE = OUT_TILING + 128;

function readTiling(libheif: Libheif, handle: number, scratch: number): Tiling {
  const tiling = scratch + OUT_TILING;
  // 0: the tiling as stored, transformations not applied.
  libheif._heif_image_handle_get_image_tiling(scratch, handle, 0, tiling);
  checkHeifError(libheif, scratch, 'Reading the tiling');
  const [, columns = 0, rows = 0, tileWidth = 0, tileHeight = 0, width = 0, height = 0] =
    libheif.HEAPU32.subarray(tiling >> 2, (tiling >> 2) + 7);
  if (columns === 0 || rows === 0 || tileWidth === 0 || tileHeight === 0 || width === 0 || height === 0) {
    throw new Error(
      `Impossible tiling: ${columns}x${rows} tiles of ${tileWidth}x${tileHeight} for ${width}x${height}`,
    );
  }
  return { columns, rows, tileWidth, tileHeight, width, height };
}

/** Refuses a primary picture that is not HEVC: only HEVC makes a HEIC. */
function assertHevc(libheif: Libheif, context: number, handle: number, scratch: number): void {
  const itemId = libheif._heif_image_handle_get_item_id(handle);
  let codedType = libheif._heif_item_get_item_type(context, itemId) >>> 0;
  if (codedType === GRID) {
    libheif._heif_image_handle_get_grid_image_tile_id(scratch, handle, 0, 0, 0, scratch + OUT_VALUE);
    checkHeifError(libheif, scratch, 'Finding the first tile');
    codedType =
      libheif._heif_item_get_item_type(context, libheif.HEAPU32[(scratch + OUT_VALUE) >> 2] ?? 0) >>> 0;
  }
  if (codedType !== HVC1) {
    throw new NotHevcError('The primary picture of the HEIF file is not HEVC');
  }
}

/**
 * Sums of k x k pixel blocks, turned into their means at the end: a box filter, exact at tile
 * edges because every source pixel lands in exactly one block whatever tile it comes from.
 */
class BoxReduction {
  private readonly width: number;
  private readonly height: number;
  private readonly sums: Uint8Array | Uint16Array | Uint32Array;

  constructor(
    private readonly sourceWidth: number,
    private readonly sourceHeight: number,
    private readonly factor: number,
  ) {
    this.width = Math.ceil(sourceWidth / factor);
    this.height = Math.ceil(sourceHeight / factor);
    const length = this.width * this.height * RGB_CHANNELS;
    const largestSum = factor * factor * 255;
    // With no reduction the pixels are copied as they are; otherwise the narrowest sums that cannot overflow.
    this.sums =
      factor === 1
        ? Buffer.alloc(length)
        : largestSum <= 0xffff
          ? new Uint16Array(length)
          : new Uint32Array(length);
  }

  add(
    pixels: Uint8Array,
    stride: number,
    left: number,
    top: number,
    tileWidth: number,
    tileHeight: number,
  ): void {
    const width = Math.min(tileWidth, this.sourceWidth - left);
    const height = Math.min(tileHeight, this.sourceHeight - top);
    const { sums, factor } = this;
    if (factor === 1) {
      for (let y = 0; y < height; y++) {
        const from = y * stride;
        sums.set(
          pixels.subarray(from, from + width * RGB_CHANNELS),
          ((top + y) * this.width + left) * RGB_CHANNELS,
        );
      }
      return;
    }
    for (let y = 0; y < height; y++) {
      const rowStart = Math.floor((top + y) / factor) * this.width * RGB_CHANNELS;
      let source = y * stride;
      let x = 0;
      // Sums each run of pixels that falls in one block first, then adds it to the block once.
      while (x < width) {
        const block = Math.floor((left + x) / factor);
        const runEnd = Math.min(width, (block + 1) * factor - left);
        let red = 0;
        let green = 0;
        let blue = 0;
        for (; x < runEnd; x++) {
          red += pixels[source] ?? 0;
          green += pixels[source + 1] ?? 0;
          blue += pixels[source + 2] ?? 0;
          source += RGB_CHANNELS;
        }
        const target = rowStart + block * RGB_CHANNELS;
        sums[target] = (sums[target] ?? 0) + red;
        sums[target + 1] = (sums[target + 1] ?? 0) + green;
        sums[target + 2] = (sums[target + 2] ?? 0) + blue;
      }
    }
  }

  result(): RawImage {
    const { sums, factor, width, height } = this;
    if (sums instanceof Buffer) {
      return { data: sums, width, height, channels: RGB_CHANNELS };
    }
    const data = Buffer.alloc(sums.length);
    for (let y = 0; y < height; y++) {
      // The last row and column of blocks may be cut short by the picture's edge.
      const blockHeight = Math.min(factor, this.sourceHeight - y * factor);
      for (let x = 0; x < width; x++) {
        const count = blockHeight * Math.min(factor, this.sourceWidth - x * factor);
        const at = (y * width + x) * RGB_CHANNELS;
        for (let channel = 0; channel < RGB_CHANNELS; channel++) {
          data[at + channel] = Math.round((sums[at + channel] ?? 0) / count);
        }
      }
    }
    return { data, width, height, channels: RGB_CHANNELS };
  }
}

interface Borders {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * Applies the HEIF transformations, in order, to a picture reduced by `full.factor` from
 * `full.width` x `full.height`. libheif measures a crop on the full-size picture as it is at that
 * step; the borders are scaled down to the reduced one.
 */
async function applyTransformations(
  image: RawImage,
  transformations: readonly Transformation[],
  full: { readonly width: number; readonly height: number; readonly factor: number },
  cropBorders: (propertyId: number, fullWidth: number, fullHeight: number) => Borders,
): Promise<RawImage> {
  const { factor } = full;
  let current = image;
  let fullWidth = full.width;
  let fullHeight = full.height;
  for (const transformation of transformations) {
    let pipeline = sharp(current.data, {
      raw: { width: current.width, height: current.height, channels: current.channels },
    });
    if (transformation.kind === 'rotate') {
      // libheif counts counter-clockwise, sharp clockwise.
      pipeline = pipeline.rotate((360 - transformation.counterClockwise) % 360);
      if (transformation.counterClockwise % 180 !== 0) {
        [fullWidth, fullHeight] = [fullHeight, fullWidth];
      }
    } else if (transformation.kind === 'mirror') {
      pipeline = transformation.vertical ? pipeline.flip() : pipeline.flop();
    } else {
      const borders = cropBorders(transformation.propertyId, fullWidth, fullHeight);
      const left = Math.min(current.width - 1, Math.round(borders.left / factor));
      const top = Math.min(current.height - 1, Math.round(borders.top / factor));
      const width = Math.max(1, current.width - left - Math.round(borders.right / factor));
      const height = Math.max(1, current.height - top - Math.round(borders.bottom / factor));
      pipeline = pipeline.extract({ left, top, width, height });
      fullWidth -= borders.left + borders.right;
      fullHeight -= borders.top + borders.bottom;
    }
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    current = { data, width: info.width, height: info.height, channels: RGB_CHANNELS };
  }
  return current;
}
