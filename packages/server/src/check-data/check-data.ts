import { sql } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Database } from '../db/database.ts';
import { storedThumbnails } from '../media-urls/stored-thumbnails.ts';
import type { IncomingStore } from '../services/storage/incoming-store.ts';

/*
 * [Note: What the data check proves]
 * After a crash (a process killed mid-upload, mid-zip, mid-export) and a restart, the rows and the
 * stored files must still tell one story. `npm run check-data` reads both and reports:
 * - photos whose original or a thumbnail is missing from the blob store (a row visible before its
 *   blobs were durable);
 * - blobs no photo uses and no pending collection names (bytes left behind by a put whose row was
 *   never written, or a deletion that forgot them);
 * - incoming uploads (files, or objects in the bucket) without an upload that is still receiving,
 *   and receiving uploads with nothing stored;
 * - jobs running under a lock older than `staleAfterMs` (a worker that died and no one took over);
 * - `photo_months` against a GROUP BY over `photos` (see [Note: Photo counts per month]): months
 *   whose count differs from their photos, months with photos and no row, and rows for months
 *   with no photo. Both are read in one statement, so a write in between cannot pass for a drift.
 * Blobs queued for collection (`blob_deletions`) are listed apart: a process that stopped before
 * collecting them leaves them for the next collection, which is expected.
 */

export interface DataReport {
  readonly photos: number;
  readonly blobs: number;
  readonly photosMissingBlobs: readonly string[];
  readonly orphanedBlobs: readonly string[];
  readonly blobsAwaitingCollection: number;
  readonly incomingWithoutUpload: readonly string[];
  readonly uploadsWithNothingStored: readonly string[];
  readonly stuckJobs: readonly string[];
  /** Months of `photo_months` whose count is not their photos': `owner year-month: count N, photos M`. */
  readonly monthsCountedWrong: readonly string[];
  /** Months with photos and no row in `photo_months`. */
  readonly monthsNotCounted: readonly string[];
  /** Rows of `photo_months` for months with no photo. */
  readonly monthsCountedWithoutPhotos: readonly string[];
}

/** True when the report finds nothing wrong. */
export function isConsistent(report: DataReport): boolean {
  return (
    report.photosMissingBlobs.length === 0 &&
    report.orphanedBlobs.length === 0 &&
    report.incomingWithoutUpload.length === 0 &&
    report.uploadsWithNothingStored.length === 0 &&
    report.stuckJobs.length === 0 &&
    report.monthsCountedWrong.length === 0 &&
    report.monthsNotCounted.length === 0 &&
    report.monthsCountedWithoutPhotos.length === 0
  );
}

export interface CheckDataOptions {
  readonly database: Database;
  readonly blobs: BlobStore;
  /** Where incoming uploads are kept: the data folder's or the bucket's (`incomingStoreFor`). */
  readonly incoming: Pick<IncomingStore, 'listIds'>;
  /** A running job's lock older than this belongs to a dead worker. */
  readonly staleAfterMs?: number;
}

export async function checkData(options: CheckDataOptions): Promise<DataReport> {
  const { db } = options.database;
  const photos = await db.selectFrom('photos').select(['id', 'blob_hash', 'thumbnails']).execute();
  const used = new Set<string>();
  const photosMissingBlobs: string[] = [];
  for (const photo of photos) {
    const hashes = [
      photo.blob_hash,
      ...storedThumbnails(photo.thumbnails).map((thumbnail) => thumbnail.hash),
    ];
    for (const hash of hashes) used.add(hash);
    for (const hash of new Set(hashes)) {
      if (!(await options.blobs.has(hash))) {
        photosMissingBlobs.push(photo.id);
        break;
      }
    }
  }
  const queued = new Set(
    (await db.selectFrom('blob_deletions').select('hash').execute()).map((row) => row.hash),
  );
  const orphanedBlobs: string[] = [];
  let blobs = 0;
  let blobsAwaitingCollection = 0;
  for await (const hash of options.blobs.list()) {
    blobs += 1;
    if (used.has(hash)) continue;
    if (queued.has(hash)) blobsAwaitingCollection += 1;
    else orphanedBlobs.push(hash);
  }

  const receiving = new Set(
    (
      await db.selectFrom('uploads').select('id').where('status', 'in', ['uploading', 'processing']).execute()
    ).map((row) => row.id),
  );
  const stored = new Set(await options.incoming.listIds());
  const incomingWithoutUpload = [...stored].filter((id) => !receiving.has(id));
  const uploadsWithNothingStored = [...receiving].filter((id) => !stored.has(id));

  const staleBefore = new Date(Date.now() - (options.staleAfterMs ?? 60_000)).toISOString();
  const stuckJobs = (
    await db
      .selectFrom('jobs')
      .select(['id', 'kind'])
      .where('status', '=', 'running')
      .where(sql<boolean>`locked_at < ${staleBefore}`)
      .execute()
  ).map((job) => `${job.kind} ${job.id}`);

  const months = await compareMonthCounts(options.database);

  return {
    photos: photos.length,
    blobs,
    photosMissingBlobs,
    orphanedBlobs,
    blobsAwaitingCollection,
    incomingWithoutUpload,
    uploadsWithNothingStored,
    stuckJobs,
    ...months,
  };
}

type MonthFindings = Pick<
  DataReport,
  'monthsCountedWrong' | 'monthsNotCounted' | 'monthsCountedWithoutPhotos'
>;

/** `photo_months` against the months counted from `photos`, in one statement. */
async function compareMonthCounts({ db }: Database): Promise<MonthFindings> {
  const rows = await db
    .with('counted', (qb) =>
      qb
        .selectFrom('photos')
        .select([
          'owner_id',
          'timeline_year',
          'timeline_month',
          (eb) => eb.fn.countAll<number>().as('photos'),
        ])
        .groupBy(['owner_id', 'timeline_year', 'timeline_month']),
    )
    .selectFrom('photo_months as m')
    .fullJoin('counted as c', (join) =>
      join
        .onRef('c.owner_id', '=', 'm.owner_id')
        .onRef('c.timeline_year', '=', 'm.timeline_year')
        .onRef('c.timeline_month', '=', 'm.timeline_month'),
    )
    .select((eb) => [
      eb.fn.coalesce('m.owner_id', 'c.owner_id').as('owner_id'),
      eb.fn.coalesce('m.timeline_year', 'c.timeline_year').as('timeline_year'),
      eb.fn.coalesce('m.timeline_month', 'c.timeline_month').as('timeline_month'),
      'm.photo_count',
      'c.photos',
    ])
    .where((eb) =>
      eb.or([
        eb('m.photo_count', 'is', null),
        eb('c.photos', 'is', null),
        eb('m.photo_count', '<>', eb.ref('c.photos')),
      ]),
    )
    .orderBy('owner_id')
    .orderBy('timeline_year')
    .orderBy('timeline_month')
    .execute();

  const monthsCountedWrong: string[] = [];
  const monthsNotCounted: string[] = [];
  const monthsCountedWithoutPhotos: string[] = [];
  for (const row of rows) {
    const month = `${row.owner_id} ${row.timeline_year}-${String(row.timeline_month).padStart(2, '0')}`;
    if (row.photo_count === null) monthsNotCounted.push(`${month}: photos ${row.photos}`);
    else if (row.photos === null) monthsCountedWithoutPhotos.push(`${month}: count ${row.photo_count}`);
    else monthsCountedWrong.push(`${month}: count ${row.photo_count}, photos ${row.photos}`);
  }
  return { monthsCountedWrong, monthsNotCounted, monthsCountedWithoutPhotos };
}

/** The report as a person reads it: one line a finding, the problems named. */
export function describeReport(report: DataReport): string {
  const list = (items: readonly string[]) =>
    items.length === 0 ? '' : `: ${items.slice(0, 10).join(', ')}${items.length > 10 ? ', …' : ''}`;
  return [
    `${report.photos} photos, ${report.blobs} blobs`,
    `photos missing a blob: ${report.photosMissingBlobs.length}${list(report.photosMissingBlobs)}`,
    `blobs nothing uses: ${report.orphanedBlobs.length}${list(report.orphanedBlobs)}`,
    `blobs awaiting collection: ${report.blobsAwaitingCollection}`,
    `incoming uploads nobody is receiving: ${report.incomingWithoutUpload.length}${list(report.incomingWithoutUpload)}`,
    `uploads receiving with nothing stored: ${report.uploadsWithNothingStored.length}${list(report.uploadsWithNothingStored)}`,
    `jobs stuck running: ${report.stuckJobs.length}${list(report.stuckJobs)}`,
    `months whose photo count is wrong: ${report.monthsCountedWrong.length}${list(report.monthsCountedWrong)}`,
    `months with photos and no count: ${report.monthsNotCounted.length}${list(report.monthsNotCounted)}`,
    `counts of months with no photo: ${report.monthsCountedWithoutPhotos.length}${list(report.monthsCountedWithoutPhotos)}`,
    isConsistent(report) ? 'The data is consistent.' : 'The data is NOT consistent.',
  ].join('\n');
}
