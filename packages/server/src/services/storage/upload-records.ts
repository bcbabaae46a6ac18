import { AcceptedUploadType, type Upload, type UploadStatus } from '@portal/api/schemas/uploads';
import type { Kysely } from 'kysely';
import type { UploadsTable } from '../../db/photo-library-tables.ts';
import type { Tables } from '../../db/tables.ts';
import type { Uploader } from './upload-transfers.ts';

const STATUS: Record<UploadsTable['status'], UploadStatus> = {
  uploading: 'UPLOADING',
  processing: 'PROCESSING',
  done: 'COMPLETED',
  duplicate: 'COMPLETED',
  failed: 'FAILED',
};

/**
 * The uploader's own upload record, or undefined: another account's id reads as unknown, and so
 * does, for a phone's transfer credential, any upload it did not make itself.
 */
export async function findOwnUpload(
  db: Kysely<Tables>,
  { accountId, transferId }: Uploader,
  uploadId: string,
): Promise<UploadsTable | undefined> {
  let query = db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('owner_id', '=', accountId);
  if (transferId !== null) query = query.where('transfer_id', '=', transferId);
  return query.executeTakeFirst();
}

/**
 * The record as the contract reports it, or null when the contract cannot say it.
 *
 * [Note: An upload whose photo is gone]
 * A finished upload names its photo, and the contract requires a COMPLETED upload to carry a
 * `photoId`. Deleting the photo (cancelling the upload dialog does exactly that, §2.10) clears the
 * record's `photo_id`, so the record no longer leads anywhere; it then reads as not found, as the
 * photo does.
 */
export function uploadAnswer(row: UploadsTable): Upload | null {
  const status = STATUS[row.status];
  const photoId = status === 'COMPLETED' ? row.photo_id : null;
  const fileType = AcceptedUploadType.safeParse(row.file_type);
  if ((status === 'COMPLETED' && photoId === null) || !fileType.success) return null;
  return {
    id: row.id,
    accountId: row.owner_id,
    status,
    fileName: row.file_name,
    fileType: fileType.data,
    size: row.size,
    photoId,
    duplicate: row.status === 'duplicate',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
