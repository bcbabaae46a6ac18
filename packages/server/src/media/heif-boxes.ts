/**
 * Just enough of the ISO base media file format (ISO/IEC 14496-12) to check that a HEIF file is
 * whole and to find its EXIF block, without decoding anything.
 */

interface Box {
  readonly type: string;
  /** Where the box's payload starts (after its header). */
  readonly start: number;
  /** Where the box ends: the next box starts here. */
  readonly end: number;
}

/**
 * True when the top-level boxes do not tile the file exactly: a box runs past the end of the file
 * (the file was cut off) or a box header is impossible (the file is damaged). A decoder may still
 * make a picture of such a file from what is left, so this is checked before decoding.
 */
export function isIncompleteHeif(bytes: Uint8Array): boolean {
  let offset = 0;
  while (offset < bytes.length) {
    const box = readBox(bytes, offset, bytes.length);
    if (box === null) {
      return true;
    }
    offset = box.end;
  }
  return false;
}

/**
 * The TIFF-structured EXIF data of a HEIF file (its `Exif` item), or null when there is none. The
 * item starts with a 4-byte offset to the TIFF header, which many writers follow with 'Exif\0\0':
 * EXIF readers that expect the TIFF header at the start of the item get this wrong, hence this.
 */
export function readHeifExif(bytes: Uint8Array): Uint8Array | null {
  const meta = topLevelBoxes(bytes).find((box) => box.type === 'meta');
  if (meta === undefined) {
    return null;
  }
  // meta is a full box: 4 bytes of version and flags before its children.
  const children = childBoxes(bytes, meta.start + 4, meta.end);
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  if (iinf === undefined || iloc === undefined) {
    return null;
  }
  const exifItemId = findItemOfType(bytes, iinf, 'Exif');
  if (exifItemId === null) {
    return null;
  }
  const location = readItemLocation(bytes, iloc, exifItemId);
  if (location === null) {
    return null;
  }
  const idat = children.find((box) => box.type === 'idat');
  const item = readItemData(bytes, location, idat);
  if (item === null || item.length < 4) {
    return null;
  }
  const tiffStart = 4 + new DataView(item.buffer, item.byteOffset, item.byteLength).getUint32(0);
  return tiffStart < item.length ? item.subarray(tiffStart) : null;
}

function topLevelBoxes(bytes: Uint8Array): Box[] {
  return childBoxes(bytes, 0, bytes.length);
}

/** The boxes laid end to end from `start` to `end`, stopping at the first that does not fit. */
function childBoxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    const box = readBox(bytes, offset, end);
    if (box === null) {
      break;
    }
    boxes.push(box);
    offset = box.end;
  }
  return boxes;
}

/** The box at `offset`, or null when its header is cut off, impossible, or it runs past `limit`. */
function readBox(bytes: Uint8Array, offset: number, limit: number): Box | null {
  if (offset + 8 > limit) {
    return null;
  }
  const view = dataView(bytes);
  const size32 = view.getUint32(offset);
  const type = fourcc(bytes, offset + 4);
  let headerSize = 8;
  let size: number;
  if (size32 === 1) {
    // A 64-bit size follows the type.
    if (offset + 16 > limit) {
      return null;
    }
    size = Number(view.getBigUint64(offset + 8));
    headerSize = 16;
  } else if (size32 === 0) {
    // The box extends to the end of its container.
    size = limit - offset;
  } else {
    size = size32;
  }
  if (size < headerSize || offset + size > limit) {
    return null;
  }
  return { type, start: offset + headerSize, end: offset + size };
}

/** The id of the first item of `itemType` listed in `iinf`, or null. */
function findItemOfType(bytes: Uint8Array, iinf: Box, itemType: string): number | null {
  const version = bytes[iinf.start] ?? 0;
  const entriesStart = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of childBoxes(bytes, entriesStart, iinf.end)) {
    if (infe.type !== 'infe') {
      continue;
    }
    const infeVersion = bytes[infe.start] ?? 0;
    // Versions 0 and 1 predate item types; 2 has a 16-bit item id, 3 a 32-bit one.
    if (infeVersion < 2) {
      continue;
    }
    const view = dataView(bytes);
    const idSize = infeVersion === 2 ? 2 : 4;
    const fields = infe.start + 4;
    if (fields + idSize + 2 + 4 > infe.end) {
      continue;
    }
    const id = idSize === 2 ? view.getUint16(fields) : view.getUint32(fields);
    // After the id: a 16-bit protection index, then the item type.
    if (fourcc(bytes, fields + idSize + 2) === itemType) {
      return id;
    }
  }
  return null;
}

interface ItemLocation {
  /** 0: extents are offsets into the file; 1: offsets into the `idat` box. */
  readonly constructionMethod: number;
  readonly extents: readonly { readonly offset: number; readonly length: number }[];
}

/** Where `iloc` says an item's data lies. */
function readItemLocation(bytes: Uint8Array, iloc: Box, itemId: number): ItemLocation | null {
  const reader = new FieldReader(bytes, iloc.start, iloc.end);
  const version = reader.uint(1);
  reader.skip(3);
  const sizes = reader.uint(1);
  const moreSizes = reader.uint(1);
  if (version === null || sizes === null || moreSizes === null || version > 2) {
    return null;
  }
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0x0f;
  const baseOffsetSize = moreSizes >> 4;
  const indexSize = version === 0 ? 0 : moreSizes & 0x0f;
  const itemCount = reader.uint(version < 2 ? 2 : 4);
  if (itemCount === null) {
    return null;
  }
  for (let index = 0; index < itemCount; index++) {
    const id = reader.uint(version < 2 ? 2 : 4);
    const constructionMethod = version === 0 ? 0 : (reader.uint(2) ?? 0) & 0x0f;
    reader.skip(2); // data reference index
    const baseOffset = reader.uint(baseOffsetSize);
    const extentCount = reader.uint(2);
    if (id === null || baseOffset === null || extentCount === null) {
      return null;
    }
    const extents: { offset: number; length: number }[] = [];
    for (let extent = 0; extent < extentCount; extent++) {
      reader.skip(indexSize);
      const offset = reader.uint(offsetSize);
      const length = reader.uint(lengthSize);
      if (offset === null || length === null) {
        return null;
      }
      extents.push({ offset: baseOffset + offset, length });
    }
    if (id === itemId) {
      return { constructionMethod, extents };
    }
  }
  return null;
}

/** An item's bytes, joined from its extents; null when they lie outside the file or `idat`. */
function readItemData(bytes: Uint8Array, location: ItemLocation, idat: Box | undefined): Uint8Array | null {
  let source: Uint8Array;
  if (location.constructionMethod === 0) {
    source = bytes;
  } else if (location.constructionMethod === 1 && idat !== undefined) {
    source = bytes.subarray(idat.start, idat.end);
  } else {
    return null;
  }
  const parts: Uint8Array[] = [];
  for (const { offset, length } of location.extents) {
    // A length of 0 means "to the end of the source".
    const end = length === 0 ? source.length : offset + length;
    if (offset > source.length || end > source.length) {
      return null;
    }
    parts.push(source.subarray(offset, end));
  }
  if (parts.length === 1 && parts[0] !== undefined) {
    return parts[0];
  }
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let position = 0;
  for (const part of parts) {
    joined.set(part, position);
    position += part.length;
  }
  return joined;
}

/** Reads big-endian unsigned fields of 0, 1, 2, 4 or 8 bytes; null once past the end. */
class FieldReader {
  private offset: number;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
  ) {
    this.offset = start;
  }

  skip(size: number): void {
    this.offset += size;
  }

  uint(size: number): number | null {
    if (this.offset + size > this.end) {
      return null;
    }
    const view = dataView(this.bytes);
    const at = this.offset;
    this.offset += size;
    switch (size) {
      case 0:
        return 0;
      case 1:
        return view.getUint8(at);
      case 2:
        return view.getUint16(at);
      case 4:
        return view.getUint32(at);
      case 8:
        return Number(view.getBigUint64(at));
      default:
        return null;
    }
  }
}

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function fourcc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}
