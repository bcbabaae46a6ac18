import type { Kysely } from 'kysely';
import { thumbnailHashes } from '../../account-deletion/blob-collection.ts';
import { queueBlobDeletions } from '../../account-deletion/index.ts';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import type { ServiceContext } from '../context.ts';

type DeletionContext = Pick<ServiceContext, 'database' | 'jobs'>;

/**
 * Deletes those of `photoIds` that are `ownerId`'s photos and answers the rest as failed, each once,
 * in the order given: another person's photo and an unknown id alike, so the answer tells nothing
 * of other libraries, and nothing of theirs changes. One transaction removes the rows, takes them
 * out of every album (the rows cascade; an album whose chosen cover went falls back to its latest
 * photo, see [Note: Album cover]), marks those albums updated and lists their blobs for collection
 * (see [Note: Blobs outlive their rows until collected]).
 */
export async function deleteOwnPhotos(
  context: DeletionContext,
  ownerId: string,
  photoIds: readonly string[],
): Promise<string[]> {
  const requested = [...new Set(photoIds)];
  return context.database.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('photos')
      .select(['id', 'blob_hash', 'thumbnails'])
      .where('owner_id', '=', ownerId)
      .where('id', 'in', requested)
      .execute();
    const owned = new Set(rows.map((row) => row.id));
    if (owned.size > 0) {
      const ids = [...owned];
      await touchAlbumsHolding(trx, { ids });
      await trx.deleteFrom('photos').where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
      await queueBlobDeletions(trx, context.jobs, rows.flatMap(photoBlobs));
    }
    return requested.filter((id) => !owned.has(id));
  });
}

/** Deletes every photo of `ownerId`, as {@link deleteOwnPhotos} does, in one transaction. */
export async function deleteAllOwnPhotos(context: DeletionContext, ownerId: string): Promise<void> {
  await context.database.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('photos')
      .select(['blob_hash', 'thumbnails'])
      .where('owner_id', '=', ownerId)
      .execute();
    if (rows.length === 0) return;
    await touchAlbumsHolding(trx, { ownerId });
    await trx.deleteFrom('photos').where('owner_id', '=', ownerId).execute();
    await queueBlobDeletions(trx, context.jobs, rows.flatMap(photoBlobs));
  });
}

/**
 * Marks updated every album holding one of the photos (anyone's album: shared albums hold several
 * people's photos), before the rows go.
 */
async function touchAlbumsHolding(
  trx: Kysely<Tables>,
  photos: { readonly ids: readonly string[] } | { readonly ownerId: string },
): Promise<void> {
  const holding =
    'ids' in photos
      ? trx.selectFrom('album_photos as ap').select('ap.album_id').where('ap.photo_id', 'in', photos.ids)
      : trx
          .selectFrom('album_photos as ap')
          .innerJoin('photos as p', 'p.id', 'ap.photo_id')
          .select('ap.album_id')
          .where('p.owner_id', '=', photos.ownerId);
  await trx.updateTable('albums').set({ updated_at: nowIso() }).where('id', 'in', holding).execute();
}

/** Every blob a photo row names: its original and its thumbnails. */
function photoBlobs(row: { readonly blob_hash: string; readonly thumbnails: string }): string[] {
  // Read leniently: a row with a damaged thumbnails column must still be deletable.
  return [row.blob_hash, ...thumbnailHashes(row.thumbnails)];
}
