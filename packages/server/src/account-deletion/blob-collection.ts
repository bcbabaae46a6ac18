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
 * crash between commit and collection loses nothing: the list and the job are rows.
 *
 * [Note: A blob put again is fresh again]
 * Whoever puts bytes that are stored already (another account's same photo, the same picture's
 * thumbnail) writes nothing and names the blob in its own row a moment later, after the rest of
 * its work: a collection that checked for rows in between would delete a blob about to be used.
 * So a put of stored bytes marks the blob as stored now (`BlobStat.storedAt`: the file's time, the
 * object's `LastModified`), and collection deletes only blobs stored longer ago than its grace
 * (BLOB_COLLECTION_GRACE_MS, far longer than any upload takes from its put to its row). A younger
 * blob stays listed, and a collection job is queued for when the grace has passed, which checks the
 * rows again. What is left is a put of the same bytes landing between collection's `stat` and its
 * `delete`, two calls in a row, and that put's row committed before the `delete` as well.
 */
export const BLOB_COLLECTION_JOB = 'blob-collection';

/** How long after its last put a blob is safe from collection ([Note: A blob put again is fresh again]). */
export const BLOB_COLLECTION_GRACE_MS = 60 * 60 * 1000;

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
  /** Listed blobs no photo uses that were put within the grace: still listed, for a later round. */
  readonly waiting: number;
  /** When the youngest of those is past the grace; null when none waits. */
  readonly retryAt: Date | null;
}

/** Deletes every listed blob no photo uses any more; see [Note: Blobs outlive their rows until collected]. */
export async function collectUnreferencedBlobs({
  database,
  blobs,
  graceMs = BLOB_COLLECTION_GRACE_MS,
  now = new Date(),
}: {
  database: Database;
  blobs: BlobStore;
  /** [Note: A blob put again is fresh again] */
  graceMs?: number;
  now?: Date;
}): Promise<BlobCollection> {
  const { db } = database;
  let deleted = 0;
  let kept = 0;
  let waiting = 0;
  let retryAt: Date | null = null;
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
    const young = new Set<string>();
    for (const { hash } of round) {
      if (inUse.has(hash)) {
        kept += 1;
        continue;
      }
      const storedAt = (await blobs.stat(hash))?.storedAt;
      if (storedAt !== undefined && now.getTime() - storedAt.getTime() < graceMs) {
        young.add(hash);
        const due = new Date(storedAt.getTime() + graceMs);
        if (retryAt === null || due > retryAt) retryAt = due;
      } else if (storedAt !== undefined && (await blobs.delete(hash))) {
        deleted += 1;
      }
    }
    waiting += young.size;
    await forgetCollected(
      db,
      round.filter((row) => !young.has(row.hash)),
    );
  }
  return { deleted, kept, waiting, retryAt };
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

/**
 * The collection job: collects, and queues itself again for when the blobs put within the grace
 * are past it.
 */
export function blobCollectionJob(
  context: { database: Database; blobs: BlobStore; jobs: JobQueue },
  options: { readonly graceMs?: number } = {},
): JobHandler<unknown> {
  return {
    async run() {
      const { retryAt } = await collectUnreferencedBlobs({ ...context, ...options });
      if (retryAt !== null)
        await context.jobs.enqueue(BLOB_COLLECTION_JOB, {}, undefined, { runAfter: retryAt });
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
