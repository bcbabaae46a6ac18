import type { Kysely } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.ts';
import { isBlobHash } from '../blobs/blob-store.ts';
import { type Database, nowIso } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import type { JobHandler, JobQueue } from '../jobs/job-queue.ts';

/*
 * [Note: Blobs outlive their rows until collected]
 * Blobs are shared by content: two accounts that upload the same bytes share one original (and
 * thumbnails of equal bytes are shared too, whichever originals they came from). So deleting rows
 * never deletes a blob directly. The transaction that deletes the rows writes their hashes to
 * `blob_deletions` and queues the BLOB_COLLECTION_JOB; the job, after the commit, deletes each
 * listed blob that no photo uses any more (as original or as thumbnail) and clears the list. A
 * crash between commit and collection loses nothing: the list and the job are rows. The check and
 * the delete are not atomic with uploads: an upload of the very same bytes by someone else in the
 * instant between them would find its blob gone; the upload pipeline's own `put` after a
 * duplicate check is where that would have to be caught, and this is accepted here.
 */
export const BLOB_COLLECTION_JOB = 'blob-collection';

/** Hashes per collection round: one scan of the photo thumbnails checks this many at once. */
const ROUND_SIZE = 20_000;
const PAGE_SIZE = 5_000;
const IN_LIST_SIZE = 500;

/** Lists blobs for collection, inside the transaction that deletes the rows using them. */
export async function queueBlobDeletions(
  trx: Kysely<Tables>,
  jobs: JobQueue,
  hashes: Iterable<string>,
): Promise<void> {
  const unique = [...new Set(hashes)].filter(isBlobHash);
  if (unique.length === 0) return;
  const requestedAt = nowIso();
  for (let start = 0; start < unique.length; start += IN_LIST_SIZE) {
    await trx
      .insertInto('blob_deletions')
      .values(unique.slice(start, start + IN_LIST_SIZE).map((hash) => ({ hash, requested_at: requestedAt })))
      .onConflict((conflict) => conflict.column('hash').doUpdateSet({ requested_at: requestedAt }))
      .execute();
  }
  await jobs.enqueue(BLOB_COLLECTION_JOB, {}, trx);
}

export interface BlobCollection {
  /** Blobs deleted from the store. */
  readonly deleted: number;
  /** Listed blobs still used by a photo, left in place. */
  readonly kept: number;
}

/** Deletes every listed blob no photo uses any more; see [Note: Blobs outlive their rows until collected]. */
export async function collectUnreferencedBlobs({
  database,
  blobs,
}: {
  database: Database;
  blobs: BlobStore;
}): Promise<BlobCollection> {
  const { db } = database;
  let deleted = 0;
  let kept = 0;
  let after = '';
  for (;;) {
    const round = await db
      .selectFrom('blob_deletions')
      .select(['hash', 'requested_at'])
      .where('hash', '>', after)
      .orderBy('hash')
      .limit(ROUND_SIZE)
      .execute();
    const last = round.at(-1);
    if (!last) break;
    after = last.hash;
    const inUse = await hashesInUse(
      db,
      round.map((row) => row.hash),
    );
    for (const { hash } of round) {
      if (inUse.has(hash)) kept += 1;
      else if (await blobs.delete(hash)) deleted += 1;
    }
    await forgetCollected(db, round);
  }
  return { deleted, kept };
}

/**
 * Clears the rounds' rows, unless a deletion listed the hash again since they were read (its
 * `requested_at` changed): its rows may not have been committed when the round checked, so its own
 * job checks again.
 */
async function forgetCollected(
  db: Kysely<Tables>,
  round: readonly { hash: string; requested_at: string }[],
): Promise<void> {
  const byRequest = new Map<string, { hash: string }[]>();
  for (const row of round) {
    const rows = byRequest.get(row.requested_at);
    if (rows) rows.push(row);
    else byRequest.set(row.requested_at, [row]);
  }
  for (const [requestedAt, rows] of byRequest) {
    for (let start = 0; start < rows.length; start += IN_LIST_SIZE) {
      await db
        .deleteFrom('blob_deletions')
        .where('requested_at', '=', requestedAt)
        .where(
          'hash',
          'in',
          rows.slice(start, start + IN_LIST_SIZE).map((row) => row.hash),
        )
        .execute();
    }
  }
}

export function blobCollectionJob(context: { database: Database; blobs: BlobStore }): JobHandler<unknown> {
  return {
    async run() {
      await collectUnreferencedBlobs(context);
    },
  };
}

/** The hashes of `candidates` some photo still uses as its original or as a thumbnail. */
async function hashesInUse(db: Kysely<Tables>, candidates: readonly string[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (let start = 0; start < candidates.length; start += IN_LIST_SIZE) {
    const rows = await db
      .selectFrom('photos')
      .select('blob_hash')
      .distinct()
      .where('blob_hash', 'in', candidates.slice(start, start + IN_LIST_SIZE))
      .execute();
    for (const row of rows) inUse.add(row.blob_hash);
  }
  const unresolved = new Set(candidates.filter((hash) => !inUse.has(hash)));
  // Thumbnail hashes live in a JSON column no index reaches: one keyset scan per round.
  let after = '';
  while (unresolved.size > 0) {
    const page = await db
      .selectFrom('photos')
      .select(['id', 'thumbnails'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE_SIZE)
      .execute();
    const last = page.at(-1);
    if (!last) break;
    after = last.id;
    for (const photo of page) {
      for (const hash of thumbnailHashes(photo.thumbnails)) {
        if (unresolved.delete(hash)) inUse.add(hash);
      }
    }
  }
  return inUse;
}

/** The blob hashes of a photo's `thumbnails` column (JSON `StoredThumbnail[]`). */
export function thumbnailHashes(thumbnails: string): string[] {
  const parsed: unknown = JSON.parse(thumbnails);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((thumbnail: unknown) =>
    typeof thumbnail === 'object' &&
    thumbnail !== null &&
    'hash' in thumbnail &&
    typeof thumbnail.hash === 'string'
      ? [thumbnail.hash]
      : [],
  );
}
