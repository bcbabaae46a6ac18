import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Kysely } from 'kysely';
import { queueBlobDeletions } from '../account-deletion/index.ts';
import type { BlobSource } from '../blobs/blob-store.ts';
import { nowIso } from '../db/database.ts';
import type { StoredThumbnail, UploadsTable } from '../db/photo-library-tables.ts';
import type { Tables } from '../db/tables.ts';
import { createLimiter, MediaError, type ProcessedImage, processImage } from '../media/index.ts';
import { cleanUploadFileName, photoFileName } from '../media/photo-file-name.ts';
import type { ServiceContext } from '../services/context.ts';
import { timelinePosition } from './timeline-position.ts';

/** What ingesting needs of the process: rows, blobs, and the queue that collects unused blobs. */
export type IngestContext = Pick<ServiceContext, 'database' | 'blobs' | 'jobs'>;

/** The file to ingest: a path on this machine, or its bytes. */
export type IngestSource = { readonly filePath: string } | { readonly bytes: Uint8Array };

export type IngestPhotoInput = IngestSource & {
  /** The account the photo is added to. */
  readonly ownerId: string;
  /** The file's name on the customer's device (the photo's `localFileName`). */
  readonly fileName: string;
  /**
   * The upload record to finish: set to done, duplicate or failed with the photo. Without one, a new
   * photo gets a finished upload record of its own, so every photo's `uploadId` names a real record.
   */
  readonly uploadId?: string;
};

export interface IngestResult {
  /** The new photo, or the photo with the same bytes the account already had. */
  readonly photoId: string;
  readonly duplicate: boolean;
}

/**
 * Said on a failed upload whose reason is not the file's: the customer can only try again.
 */
export const INGEST_FAILED_MESSAGE = 'The photo could not be stored; please upload it again';

/**
 * One limiter for the whole process: every ingest, whatever started it, takes its turn here (see
 * [Note: Image concurrency]).
 */
const imageWork = createLimiter();

/**
 * Turns a file into a photo of `ownerId`'s library; see `ingest.md` for the steps. Resolves the new
 * photo, or the existing one when the account already has these exact bytes; rejects with the
 * pipeline's `MediaError` when the file cannot be a photo, having stored nothing. The caller's file
 * is only read, never removed.
 */
export async function ingestPhotoFile(
  context: IngestContext,
  input: IngestPhotoInput,
): Promise<IngestResult> {
  const { db } = context.database;
  try {
    const { hash, size } = await digest(input);
    const existing = await findOwnPhoto(db, input.ownerId, hash);
    if (existing) {
      if (input.uploadId !== undefined) {
        await recordUpload(
          db,
          { ...input, uploadId: input.uploadId },
          {
            status: 'duplicate',
            photo_id: existing.id,
            file_type: existing.mime_type,
            size,
          },
        );
      }
      return { photoId: existing.id, duplicate: true };
    }
    const image = await imageWork.run(() => processImage(imageInput(input)));
    return await storePhoto(context, input, { hash, size, image });
  } catch (error) {
    // The first error is the one to report. Should recording it fail too, the record stays
    // `processing` and the storage service ingests it again at start-up.
    await markFailed(db, input, error instanceof MediaError ? error.message : INGEST_FAILED_MESSAGE).catch(
      () => {},
    );
    throw error;
  }
}

interface Made {
  readonly hash: string;
  readonly size: number;
  readonly image: ProcessedImage;
}

/**
 * [Note: A photo is visible only when its blobs are durable]
 * The original and the three thumbnails are put first; each put resolves only once its bytes are
 * synced. Only then does one transaction insert the photo row and finish the upload record, so a
 * reader never sees a photo whose files are missing, and an upload is never reported done without
 * its photo. When anything fails after a put, the blobs this ingest wrote are listed for collection
 * (see [Note: Blobs outlive their rows until collected]); a blob another photo uses is kept there.
 * A process that stops between the puts and the commit leaves only such blobs and an upload still
 * `processing`, which the storage service ingests again at start-up (puts of stored bytes write
 * nothing).
 */
async function storePhoto(
  context: IngestContext,
  input: IngestPhotoInput,
  made: Made,
): Promise<IngestResult> {
  const { db } = context.database;
  const written: string[] = [];
  const put = async (source: BlobSource): Promise<string> => {
    const result = await context.blobs.put(source);
    if (!result.existed) written.push(result.hash);
    return result.hash;
  };
  try {
    const [originalHash, ...thumbnailHashes] = await Promise.all([
      put(blobSource(input)),
      ...made.image.thumbnails.map((thumbnail) => put(thumbnail.bytes)),
    ]);
    if (originalHash !== made.hash) {
      throw new Error(`The file changed while it was ingested (${made.hash} became ${originalHash})`);
    }
    const thumbnails: StoredThumbnail[] = made.image.thumbnails.map((thumbnail, index) => ({
      size: thumbnail.size,
      hash: thumbnailHashes[index] ?? '',
      width: thumbnail.width,
      height: thumbnail.height,
    }));
    return await db.transaction().execute((trx) => insertPhoto(trx, input, made, thumbnails));
  } catch (error) {
    await forgetBlobs(context, written);
    throw error;
  }
}

async function insertPhoto(
  trx: Kysely<Tables>,
  input: IngestPhotoInput,
  made: Made,
  thumbnails: readonly StoredThumbnail[],
): Promise<IngestResult> {
  const now = nowIso();
  const photoId = randomUUID();
  const uploadId = input.uploadId ?? randomUUID();
  const { image } = made;
  // The unique (owner_id, blob_hash) decides between two uploads of the same bytes that passed the
  // duplicate check at the same time: the one that commits first made the photo.
  const inserted = await trx
    .insertInto('photos')
    .values({
      id: photoId,
      owner_id: input.ownerId,
      blob_hash: made.hash,
      size: made.size,
      mime_type: image.type,
      // See [Note: A photo's file name is cleaned on the way in].
      local_file_name: photoFileName(input.fileName, image.type),
      upload_id: uploadId,
      width: image.width,
      height: image.height,
      ...timelinePosition(image.dateTaken, image.dateTakenWithOffset),
      thumbnails: JSON.stringify(thumbnails),
      uploaded_at: now,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['owner_id', 'blob_hash']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await recordUpload(
      trx,
      { ...input, uploadId },
      {
        status: 'done',
        photo_id: photoId,
        file_type: image.type,
        size: made.size,
      },
    );
    return { photoId, duplicate: false };
  }
  const existing = await findOwnPhoto(trx, input.ownerId, made.hash);
  if (!existing) throw new Error(`The photo with blob ${made.hash} vanished while it was ingested`);
  // An ingest of this very upload that ran before (resumed at start-up) made the photo already.
  const duplicate = existing.upload_id !== uploadId;
  if (input.uploadId !== undefined) {
    await recordUpload(
      trx,
      { ...input, uploadId },
      {
        status: duplicate ? 'duplicate' : 'done',
        photo_id: existing.id,
        file_type: existing.mime_type,
        size: made.size,
      },
    );
  }
  return { photoId: existing.id, duplicate };
}

async function findOwnPhoto(db: Kysely<Tables>, ownerId: string, hash: string) {
  return db
    .selectFrom('photos')
    .select(['id', 'mime_type', 'upload_id'])
    .where('owner_id', '=', ownerId)
    .where('blob_hash', '=', hash)
    .executeTakeFirst();
}

type Outcome = Pick<UploadsTable, 'status' | 'photo_id' | 'file_type' | 'size'>;

/** Finishes the upload record, or writes one when the photo came without an upload. */
async function recordUpload(
  db: Kysely<Tables>,
  input: Pick<IngestPhotoInput, 'ownerId' | 'fileName'> & { readonly uploadId: string },
  outcome: Outcome,
): Promise<void> {
  const now = nowIso();
  const updated = await db
    .updateTable('uploads')
    .set({ ...outcome, error: null, updated_at: now })
    .where('id', '=', input.uploadId)
    .where('owner_id', '=', input.ownerId)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  await db
    .insertInto('uploads')
    .values({
      id: input.uploadId,
      owner_id: input.ownerId,
      file_name: cleanUploadFileName(input.fileName),
      ...outcome,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function markFailed(db: Kysely<Tables>, input: IngestPhotoInput, message: string): Promise<void> {
  if (input.uploadId === undefined) return;
  await db
    .updateTable('uploads')
    .set({ status: 'failed', photo_id: null, error: message, updated_at: nowIso() })
    .where('id', '=', input.uploadId)
    .where('owner_id', '=', input.ownerId)
    // A record another ingest of the same upload finished stays finished.
    .where('status', '=', 'processing')
    .execute();
}

/** Lists blobs this ingest wrote for collection; a failure here must not hide the first one. */
async function forgetBlobs(context: IngestContext, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  try {
    await context.database.db.transaction().execute((trx) => queueBlobDeletions(trx, context.jobs, hashes));
  } catch {
    // The blobs stay unused on disk: wasted space, never a visible photo.
  }
}

async function digest(source: IngestSource): Promise<{ hash: string; size: number }> {
  const hasher = createHash('sha256');
  let size = 0;
  if ('bytes' in source) {
    hasher.update(source.bytes);
    size = source.bytes.byteLength;
  } else {
    for await (const chunk of createReadStream(source.filePath)) {
      const bytes: Buffer = chunk;
      hasher.update(bytes);
      size += bytes.byteLength;
    }
  }
  return { hash: hasher.digest('hex'), size };
}

function imageInput(source: IngestSource): Uint8Array | string {
  return 'bytes' in source ? source.bytes : source.filePath;
}

/** A path is streamed into the store, so a large original is never held in memory whole. */
function blobSource(source: IngestSource): BlobSource {
  return 'bytes' in source ? source.bytes : createReadStream(source.filePath);
}
