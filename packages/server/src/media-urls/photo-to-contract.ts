import { isoDateTime } from '@portal/api/schemas/common';
import type { Photo } from '@portal/api/schemas/photos';
import type { PhotosTable } from '../db/photo-library-tables.ts';
import { type MediaLinkSigner, photoMediaUrl } from './photo-media-links.ts';
import { storedThumbnails } from './stored-thumbnails.ts';

/** The columns of a photo row that {@link photoToContract} and the keyset sort keys read. */
export type ContractPhotoRow = Pick<
  PhotosTable,
  | 'id'
  | 'owner_id'
  | 'local_file_name'
  | 'upload_id'
  | 'width'
  | 'height'
  | 'date_taken'
  | 'timeline_at'
  | 'timeline_year'
  | 'timeline_month'
  | 'thumbnails'
  | 'uploaded_at'
  | 'created_at'
>;

/** The photo columns to select for {@link ContractPhotoRow}, with the photos table aliased `p`. */
export const CONTRACT_PHOTO_COLUMNS = [
  'p.id',
  'p.owner_id',
  'p.local_file_name',
  'p.upload_id',
  'p.width',
  'p.height',
  'p.date_taken',
  'p.timeline_at',
  'p.timeline_year',
  'p.timeline_month',
  'p.thumbnails',
  'p.uploaded_at',
  'p.created_at',
] as const;

export interface PhotoToContractOptions {
  /** Say whose photo it is (photos of shared albums, which may be other people's). */
  readonly withOwner?: boolean;
  /** When the links are made (epoch ms); see [Note: Media links change once a day]. */
  readonly now?: number;
}

/**
 * A photo row as the contract's Photo, with signed media links (see [Note: Photo media links]).
 * A date taken that is not an ISO date-time (a row written by hand) is left out, as a photo
 * without a date is; the photo still sits in its timeline month.
 */
export function photoToContract(
  row: ContractPhotoRow,
  signer: MediaLinkSigner,
  options: PhotoToContractOptions = {},
): Photo {
  const now = options.now ?? Date.now();
  const link = (variant: Parameters<typeof photoMediaUrl>[2]) => photoMediaUrl(signer, row.id, variant, now);
  const photo: Photo = {
    imageId: row.id,
    localFileName: row.local_file_name,
    uploadId: row.upload_id,
    url: link('display'),
    untouchedUrl: link('original'),
    thumbnails: storedThumbnails(row.thumbnails).map((thumbnail) => ({
      id: thumbnail.size,
      url: link(thumbnail.size),
      width: thumbnail.width,
      height: thumbnail.height,
    })),
    uploadEnd: row.uploaded_at,
    visibleWidth: row.width,
    visibleHeight: row.height,
    location: { year: row.timeline_year, month: row.timeline_month },
  };
  if (row.date_taken !== null && isoDateTime.safeParse(row.date_taken).success) {
    photo.dateTaken = row.date_taken;
  }
  if (options.withOwner) photo.ownerId = row.owner_id;
  return photo;
}
