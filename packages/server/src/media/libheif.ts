import { createRequire } from 'node:module';

/**
 * The part of libheif's C API (compiled to WebAssembly by libheif-js) that the HEIC decoder calls.
 * Arguments and results are numbers: pointers into the module's memory, item ids and enum values.
 * Functions that return a `heif_error` struct take a pointer to 12 bytes for it as first argument
 * (code, subcode, message pointer), as the WebAssembly C ABI returns structs.
 */
export interface Libheif {
  readonly ready?: Promise<unknown>;
  /** Views of the module's memory; replaced when the memory grows, so read them after every call. */
  readonly HEAPU8: Uint8Array;
  readonly HEAP32: Int32Array;
  readonly HEAPU32: Uint32Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
  _heif_context_alloc(): number;
  _heif_context_free(context: number): void;
  _heif_context_read_from_memory_without_copy(
    error: number,
    context: number,
    data: number,
    size: number,
    options: number,
  ): void;
  _heif_context_get_primary_image_handle(error: number, context: number, handleOut: number): void;
  _heif_image_handle_release(handle: number): void;
  _heif_image_handle_get_width(handle: number): number;
  _heif_image_handle_get_height(handle: number): number;
  _heif_image_handle_get_item_id(handle: number): number;
  _heif_item_get_item_type(context: number, itemId: number): number;
  _heif_image_handle_get_image_tiling(
    error: number,
    handle: number,
    processTransformations: number,
    tilingOut: number,
  ): void;
  _heif_image_handle_get_grid_image_tile_id(
    error: number,
    handle: number,
    processTransformations: number,
    tileX: number,
    tileY: number,
    itemIdOut: number,
  ): void;
  _heif_image_handle_decode_image_tile(
    error: number,
    handle: number,
    imageOut: number,
    colorspace: number,
    chroma: number,
    options: number,
    tileX: number,
    tileY: number,
  ): void;
  _heif_image_get_width(image: number, channel: number): number;
  _heif_image_get_height(image: number, channel: number): number;
  _heif_image_get_plane_readonly2(image: number, channel: number, strideOut: number): number;
  _heif_image_release(image: number): void;
  _heif_decoding_options_alloc(): number;
  _heif_decoding_options_free(options: number): void;
  _heif_item_get_transformation_properties(
    context: number,
    itemId: number,
    propertyIdsOut: number,
    count: number,
  ): number;
  _heif_item_get_property_type(context: number, itemId: number, propertyId: number): number;
  _heif_item_get_property_transform_rotation_ccw(context: number, itemId: number, propertyId: number): number;
  _heif_item_get_property_transform_mirror(context: number, itemId: number, propertyId: number): number;
  _heif_item_get_property_transform_crop_borders(
    context: number,
    itemId: number,
    propertyId: number,
    imageWidth: number,
    imageHeight: number,
    leftOut: number,
    topOut: number,
    rightOut: number,
    bottomOut: number,
  ): void;
}

/** libheif enum values (heif_image.h, heif_library.h). */
export const HEIF_COLORSPACE_RGB = 1;
export const HEIF_CHROMA_INTERLEAVED_RGB = 10;
export const HEIF_CHANNEL_INTERLEAVED = 10;
export const HEIF_MIRROR_VERTICAL = 0;
/** Byte offset of `ignore_transformations` in `heif_decoding_options` (after the version byte). */
export const DECODING_OPTIONS_IGNORE_TRANSFORMATIONS = 1;

/** A libheif call that reported an error. */
export class LibheifError extends Error {
  override readonly name = 'LibheifError';

  constructor(
    readonly code: number,
    readonly subcode: number,
    message: string,
  ) {
    super(message);
  }
}

let loading: Promise<Libheif> | undefined;

/**
 * The one libheif module of the process, loaded on first use.
 *
 * [Note: libheif through heic-decode]
 * heic-decode decodes a whole HEIC into one RGBA array: 800 MB for a 200-megapixel photo, about
 * 2.2 GB of peak memory in all, and WebAssembly memory never shrinks, so the process keeps it. It
 * wraps libheif-js, whose C API also decodes a grid image one tile at a time. The decoder uses that
 * API, from the very libheif-js copy heic-decode depends on (resolved from heic-decode's own
 * location), so the version is the one heic-decode pins and no second copy is loaded.
 */
export function loadLibheif(): Promise<Libheif> {
  loading ??= (async () => {
    const requireHere = createRequire(import.meta.url);
    const requireFromHeicDecode = createRequire(requireHere.resolve('heic-decode'));
    const module: Libheif = requireFromHeicDecode('libheif-js/wasm-bundle');
    await module.ready;
    if (
      typeof module._heif_image_handle_decode_image_tile !== 'function' ||
      !(module.HEAPU8 instanceof Uint8Array)
    ) {
      throw new Error('The installed libheif-js does not offer the tile decoding API');
    }
    return module;
  })();
  return loading;
}

/** Throws the `heif_error` written at `errorPointer` unless it is a success. */
export function checkHeifError(libheif: Libheif, errorPointer: number, action: string): void {
  const code = libheif.HEAP32[errorPointer >> 2] ?? 0;
  if (code === 0) {
    return;
  }
  const subcode = libheif.HEAP32[(errorPointer >> 2) + 1] ?? 0;
  const message = readCString(libheif, libheif.HEAPU32[(errorPointer >> 2) + 2] ?? 0);
  throw new LibheifError(code, subcode, `${action}: ${message} (libheif error ${code}.${subcode})`);
}

function readCString(libheif: Libheif, pointer: number): string {
  if (pointer === 0) {
    return 'no message';
  }
  const heap = libheif.HEAPU8;
  let end = pointer;
  while (end < heap.length && heap[end] !== 0) {
    end++;
  }
  return new TextDecoder().decode(heap.subarray(pointer, end));
}

/** A four-character code as libheif numbers it: the four bytes big-endian. */
export function fourccNumber(code: string): number {
  return (
    ((code.charCodeAt(0) << 24) |
      (code.charCodeAt(1) << 16) |
      (code.charCodeAt(2) << 8) |
      code.charCodeAt(3)) >>>
    0
  );
}
