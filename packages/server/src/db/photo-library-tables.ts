import type { Generated } from 'kysely';
/** Row types of the photo-library tables (migration 0003); see [Note: One schema, two engines]. */

export interface PhotosTable {
  id: string;
  owner_id: string;
  /** sha256 of the original bytes; with owner_id unique, so one user's same bytes are stored once. */
  blob_hash: string;
  size: number;
  mime_type: string;
  local_file_name: string;
  upload_id: string;
  /** Upright size in pixels (EXIF orientation applied). */
  width: number;
  height: number;
  /** ISO date-time with the camera's offset when the EXIF gave one; null without a date. */
  date_taken: string | null;
  /** See [Note: Timeline position]. */
  timeline_at: string;
  timeline_year: number;
  timeline_month: number;
  /** JSON `StoredThumbnail[]`. */
  thumbnails: string;
  uploaded_at: string;
  created_at: string;
}

/** A month's photo count, kept by triggers on `photos` (migration 0018; [Note: Photo counts per month]). */
export interface PhotoMonthsTable {
  owner_id: string;
  timeline_year: number;
  timeline_month: number;
  /** At least 1: a month's row is deleted with its last photo. */
  photo_count: number;
  /** Moves on with every change to the month's photos (migration 0020); see [Note: A month's revision]. */
  revision: Generated<number>;
}

export interface StoredThumbnail {
  readonly size: number;
  readonly hash: string;
  readonly width: number;
  readonly height: number;
}

export interface AlbumsTable {
  id: string;
  owner_id: string;
  name: string;
  cover_photo_id: string | null;
  is_shared: number;
  created_at: string;
  updated_at: string;
}

export interface AlbumPhotosTable {
  album_id: string;
  photo_id: string;
  added_at: string;
  /** Who added the photo (migration 0005); null on older rows, which the album's owner added. */
  added_by: string | null;
}

export interface AlbumParticipantsTable {
  album_id: string;
  account_id: string;
  joined_at: string;
}

export interface TempSelectionsTable {
  id: string;
  owner_id: string;
  /** JSON string[]. */
  photo_ids: string;
  created_at: string;
}

export interface DownloadsTable {
  id: string;
  owner_id: string;
  name: string | null;
  status: 'started' | 'finished' | 'error';
  size: number | null;
  /** The shared album a download of other people's photos was made from (migration 0004). */
  album_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface DownloadPhotosTable {
  download_id: string;
  position: number;
  photo_id: string;
}

export interface ExportsTable {
  id: string;
  owner_id: string;
  channel: string;
  status: 'REQUESTED' | 'IN_PROGRESS' | 'FAILED' | 'READY';
  created_at: string;
  updated_at: string;
}

export interface ExportChunksTable {
  export_id: string;
  iteration: number;
  size: number;
  /** JSON string[]. */
  photo_ids: string;
  /** JSON string[]: each photo's file name in the chunk, unique across the export (migration 0004). */
  entry_names: string | null;
}

export interface UploadsTable {
  id: string;
  owner_id: string;
  file_name: string;
  size: number;
  status: 'uploading' | 'processing' | 'done' | 'duplicate' | 'failed';
  photo_id: string | null;
  error: string | null;
  /** 'image/jpeg', 'image/png' or 'image/heic' (migration 0013): declared, then read from the content. */
  file_type: string | null;
  /** The QR transfer the upload came through (migration 0015), null for the customer's own token. */
  transfer_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A QR code for uploading from a phone (migration 0015, [Note: Upload from a phone]). */
export interface UploadTransfersTable {
  id: string;
  owner_id: string;
  /** SHA-256 of the credential, hex; the credential itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface LibraryActivationsTable {
  account_id: string;
  status: 'ACTIVE' | 'NOT_ACTIVE' | 'IMPORTING' | 'DELETING';
  updated_at: string;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  run_after: string;
  locked_by: string | null;
  locked_at: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A postponed photo deletion (migration 0004): overrides the projected date of the storage notice. */
export interface DeletionDelaysTable {
  account_id: string;
  /** 'YYYY-MM-DD'. */
  delayed_deletion_date: string;
  updated_at: string;
}

/** A lock on an incoming upload held by one process (migration 0016); see [Note: Upload locks across processes]. */
export interface UploadLeasesTable {
  /** `tus:<uploadId>` or `ingest:<uploadId>`. */
  name: string;
  /** The process and request holding it. */
  holder: string;
  expires_at: string;
  /** 1 once another request asked the holder to let go. */
  release_requested: number;
}

export interface PhotoLibraryTables {
  photos: PhotosTable;
  photo_months: PhotoMonthsTable;
  albums: AlbumsTable;
  album_photos: AlbumPhotosTable;
  album_participants: AlbumParticipantsTable;
  temp_selections: TempSelectionsTable;
  downloads: DownloadsTable;
  download_photos: DownloadPhotosTable;
  exports: ExportsTable;
  export_chunks: ExportChunksTable;
  uploads: UploadsTable;
  upload_transfers: UploadTransfersTable;
  upload_leases: UploadLeasesTable;
  library_activations: LibraryActivationsTable;
  jobs: JobsTable;
  deletion_delays: DeletionDelaysTable;
}
