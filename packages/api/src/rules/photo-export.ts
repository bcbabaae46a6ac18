/**
 * The photo export download page (photo-library §2.8): chunk order, names, file names and link expiry.
 */

/** Export requests are processed within this many hours. */
export const EXPORT_PROCESSING_HOURS = 48;
/** A READY export's links stay valid this many days after its last update. */
export const EXPORT_LINK_VALIDITY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExportChunkLike {
  iteration: number;
  size: number;
}

export interface ExportDownload<C extends ExportChunkLike> {
  chunk: C;
  /** The values of 'My Photos export ({iteration} of {total})', as shown to the person. */
  nameParams: { iteration: number; total: number };
  /** The name the zip is saved under. */
  fileName: string;
}

/**
 * The chunks in iteration order, each with what the page shows. [Note: Export chunk numbering] Chunk
 * iterations start at 0, but a person reads "1 of 3": a chunk is shown as its position in iteration order
 * counted from 1, which is iteration + 1 for the contiguous iterations the service produces and still reads
 * sensibly if one were missing. The file name uses the same number, so 'My Photos export (1 of 3)' saves as
 * photo-export-1.zip. The chunk url call still takes the chunk's own iteration.
 */
export function exportDownloads<C extends ExportChunkLike>(chunks: readonly C[]): ExportDownload<C>[] {
  const sorted = [...chunks].sort((a, b) => a.iteration - b.iteration);
  return sorted.map((chunk, index) => ({
    chunk,
    nameParams: { iteration: index + 1, total: sorted.length },
    fileName: exportFileName(index + 1),
  }));
}

/** The zip's file name for the number the chunk is shown with. */
export function exportFileName(shownIteration: number): string {
  return `photo-export-${shownIteration}.zip`;
}

/**
 * When the export's links expire: its updated time plus seven days of 24 hours, or null when updated is
 * not a date (the page then shows no expiry rather than an invalid one).
 */
export function exportExpiryDate(backup: { updated: string }): Date | null {
  const updated = Date.parse(backup.updated);
  return Number.isNaN(updated) ? null : new Date(updated + EXPORT_LINK_VALIDITY_DAYS * DAY_MS);
}
