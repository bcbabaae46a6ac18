import type { BlobStore } from '../blobs/blob-store.ts';
import type { ZipEntry } from '../zips/zip-stream.ts';

/** The columns of a photo an archive needs. */
export interface ArchivePhoto {
  readonly id: string;
  readonly blob_hash: string;
  readonly size: number;
  readonly local_file_name: string;
  readonly date_taken: string | null;
  readonly uploaded_at: string;
}

/** The photo columns to select for {@link ArchivePhoto}, prefixed with the photos table's alias. */
export const ARCHIVE_PHOTO_COLUMNS = [
  'p.id',
  'p.blob_hash',
  'p.size',
  'p.local_file_name',
  'p.date_taken',
  'p.uploaded_at',
] as const;

/**
 * A photo the archive cannot hold as recorded: its original is gone or has another size. Building
 * the archive anyway would break the zip half-way (the stream checks every size), so the job fails
 * instead, visibly.
 */
export class ArchiveSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveSourceError';
  }
}

/**
 * The zip entries of `photos`, in order: each the photo's original bytes, read from the blob store
 * only when the archive reaches it. `names` (same order) replaces the photos' own file names when
 * they were chosen earlier, as an export's are; without it the archive names them from
 * `local_file_name`, numbering repeats.
 */
export function photoZipEntries(
  blobs: BlobStore,
  photos: readonly ArchivePhoto[],
  names?: readonly string[],
): ZipEntry[] {
  return photos.map((photo, index) => ({
    name: names?.[index] ?? photo.local_file_name,
    size: photo.size,
    // Extractors show this as the file's date: when it was taken, else when it was uploaded.
    mtime: new Date(photo.date_taken ?? photo.uploaded_at),
    open: () => blobs.get(photo.blob_hash),
  }));
}

/** Throws {@link ArchiveSourceError} unless every photo's original is stored with its recorded size. */
export async function assertOriginalsStored(
  blobs: BlobStore,
  photos: readonly ArchivePhoto[],
): Promise<void> {
  for (const photo of photos) {
    const stat = await blobs.stat(photo.blob_hash);
    if (!stat) throw new ArchiveSourceError(`The original of photo ${photo.id} is missing`);
    if (stat.size !== photo.size) {
      throw new ArchiveSourceError(
        `The original of photo ${photo.id} holds ${stat.size} bytes, ${photo.size} recorded`,
      );
    }
  }
}
