/**
 * The most photo bytes one export chunk holds: 2 GiB.
 *
 * [Note: Export chunk size]
 * A chunk is one zip the person downloads. 2 GiB keeps every chunk's archive far below 4 GiB, so
 * it needs no zip64 records, which the macOS Archive Utility does not understand, and fits a
 * FAT32 memory card or USB stick (4 GiB per file). A download that fails also costs at most
 * 2 GiB to repeat. The limit counts the files' bytes; the archive adds about 100 bytes plus
 * twice the name per file (headers and central directory), well inside the margin. Only a single
 * file larger than the limit makes a larger chunk, on its own.
 */
export const EXPORT_CHUNK_MAX_BYTES = 2 * 1024 ** 3;

export interface ExportChunk<Entry> {
  /** 0-based position among the export's chunks (photo-library §3: iteration >= 0). */
  readonly iteration: number;
  /** The chunk's files, in the export's order. */
  readonly entries: readonly Entry[];
  /** The sum of the entries' sizes. */
  readonly bytes: number;
}

/**
 * Splits an export's files into consecutive chunks of at most `maxBytes` each, keeping their
 * order and never splitting a file: a chunk is closed when the next file would not fit, and a
 * file larger than `maxBytes` gets a chunk to itself. No files, no chunks.
 */
export function splitIntoChunks<Entry extends { readonly size: number }>(
  entries: readonly Entry[],
  maxBytes: number = EXPORT_CHUNK_MAX_BYTES,
): ExportChunk<Entry>[] {
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new RangeError(`The chunk limit must be a positive integer, got ${maxBytes}`);
  }
  const chunks: ExportChunk<Entry>[] = [];
  let current: Entry[] = [];
  let bytes = 0;
  const close = () => {
    chunks.push({ iteration: chunks.length, entries: current, bytes });
    current = [];
    bytes = 0;
  };
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.size) || entry.size < 0) {
      throw new RangeError(`A file size must be a non-negative integer, got ${entry.size}`);
    }
    if (current.length > 0 && bytes + entry.size > maxBytes) close();
    current.push(entry);
    bytes += entry.size;
  }
  if (current.length > 0) close();
  return chunks;
}
