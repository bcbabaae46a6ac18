import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Database } from '../db/database.ts';
import type { PhotosTable, StoredThumbnail, UploadsTable } from '../db/photo-library-tables.ts';
import { timelinePosition } from '../ingest/index.ts';
import { createLimiter, dateTakenFromExif, processImage } from '../media/index.ts';
import { jpegTemplate, jpegVariant, PLACEHOLDER_DATE_TIME, PLACEHOLDER_OFFSET } from './jpeg-variants.ts';
import { type ExifTaken, type PhotoArt, renderPhoto, type Scene } from './photo-art.ts';
import { createRandom, type Random } from './random.ts';

/**
 * [Note: A large library's blobs]
 * A benchmark library of 100,000 photos must be made in minutes, so it cannot run 100,000 pictures
 * through the image pipeline; but its rows must be real, down to the unique (owner_id, blob_hash)
 * that finds duplicate uploads, and a blob hash is the SHA-256 of the bytes it names, never a made-up
 * number. So: a few pictures (PICTURES) are drawn and run through the pipeline once, and every row's
 * original is a copy of one of them with its own JPEG comment and its own EXIF date (see
 * `jpeg-variants.ts`): distinct bytes, hence a distinct real hash, at the cost of a copy and a hash.
 * The pixels are the picture's, so the pipeline would make exactly the picture's thumbnails of every
 * copy, byte for byte: the rows share those thumbnail blobs as content addressing shares any equal
 * bytes, and each row's size, dimensions and date are what ingesting its original gives. Only the
 * originals cost disk (about 40 kB each); for benchmarks of queries alone they can be left unstored.
 */
const PICTURES = 20;
const SCENES: readonly Scene[] = [
  'beach',
  'city',
  'mountains',
  'party',
  'christmas',
  'fireworks',
  'park',
  'snow',
];

/** The largest thumbnail's size: the originals are drawn that large, so each size is a real reduction. */
const DEFAULT_LONG_EDGE = 1300;
const ORIGINAL_QUALITY = 70;

/** Rows per transaction, and at most this many per INSERT (SQLite allows 32,766 parameters). */
const DEFAULT_BATCH_SIZE = 1000;
const STATEMENT_ROWS = 1000;

/** Originals written at once: each put waits on a sync of the disk, so many run side by side. */
const PUT_CONCURRENCY = 64;

export interface LargeLibraryOptions {
  readonly ownerId: string;
  readonly count: number;
  /** Rows per transaction. */
  readonly batchSize?: number;
  /** The same seed gives the same dates. */
  readonly seed?: number;
  /** Share of the photos in the library's busiest month (a wedding and a holiday), default 3%. */
  readonly largestMonthShare?: number;
  /** Share of photos without a date taken, default 2%. */
  readonly undatedShare?: number;
  /**
   * False: each photo's original is hashed but not written, for benchmarks that never download one
   * (queries, the timeline in a browser); the photos' thumbnails, shared by every copy of a picture,
   * are written all the same. Default true.
   */
  readonly storeBlobs?: boolean;
  /** The pictures' longer edge in pixels; smaller makes copies cheaper. */
  readonly longEdge?: number;
  /** Called after each committed batch with the number of rows inserted so far. */
  readonly onProgress?: (inserted: number) => void;
}

export interface LargeLibraryResult {
  readonly inserted: number;
  /** The month that holds `largestMonthShare` of the photos. */
  readonly largestMonth: { readonly year: number; readonly month: number };
}

/** The months the library spans, and the busiest of them. */
const FIRST_YEAR = 2006;
const LAST_YEAR = 2025;
const LARGEST_MONTH = { year: 2019, month: 8 } as const;

/**
 * Inserts `count` photos into `ownerId`'s library, with upload records, in transactions of
 * `batchSize`; see [Note: A large library's blobs]. Dates spread over twenty years, more in recent
 * years and in summer and December, one month much busier than the rest, some without a date.
 */
export async function seedLargeLibrary(
  context: { readonly database: Database; readonly blobs: BlobStore },
  options: LargeLibraryOptions,
): Promise<LargeLibraryResult> {
  const { ownerId, count } = options;
  const storeBlobs = options.storeBlobs ?? true;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const store = async (bytes: Buffer): Promise<string> =>
    storeBlobs ? (await context.blobs.put(bytes)).hash : createHash('sha256').update(bytes).digest('hex');
  const pictures = await preparePictures(
    async (bytes) => (await context.blobs.put(bytes)).hash,
    options.longEdge ?? DEFAULT_LONG_EDGE,
  );
  const dates = libraryDates(createRandom(options.seed ?? 1), {
    largestMonthShare: options.largestMonthShare ?? 0.03,
    undatedShare: options.undatedShare ?? 0.02,
  });
  // Copies of one run differ from those of every other run into the same library.
  const run = randomBytes(8).toString('hex');
  const puts = createLimiter(PUT_CONCURRENCY);
  const uploadedFrom = Date.now() - count * 1000;
  const { db } = context.database;
  let inserted = 0;
  while (inserted < count) {
    const size = Math.min(batchSize, count - inserted);
    const rows = await Promise.all(
      Array.from({ length: size }, (_, offset) => {
        const index = inserted + offset;
        const picture = pictures[index % pictures.length];
        if (!picture) throw new Error('No pictures to copy');
        const taken = dates();
        const uploadedAt = new Date(uploadedFrom + index * 1000).toISOString();
        return puts.run(async () => {
          const original = taken
            ? jpegVariant(picture.dated, `${run}-${index}`, taken)
            : jpegVariant(picture.undated, `${run}-${index}`);
          return photoRow(
            ownerId,
            index,
            picture,
            taken,
            original.byteLength,
            await store(original),
            uploadedAt,
          );
        });
      }),
    );
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += STATEMENT_ROWS) {
        const chunk = rows.slice(start, start + STATEMENT_ROWS);
        await trx
          .insertInto('photos')
          .values(chunk.map((row) => row.photo))
          .execute();
        // After the photos: an upload record names its photo.
        await trx
          .insertInto('uploads')
          .values(chunk.map((row) => row.upload))
          .execute();
      }
    });
    inserted += size;
    options.onProgress?.(inserted);
  }
  return { inserted, largestMonth: LARGEST_MONTH };
}

interface Picture {
  /** With placeholder dates to write each copy's date over. */
  readonly dated: ReturnType<typeof jpegTemplate>;
  readonly undated: ReturnType<typeof jpegTemplate>;
  readonly width: number;
  readonly height: number;
  /** The photos' `thumbnails` column: the picture's, shared by every copy. */
  readonly thumbnails: string;
}

/** Draws the pictures and runs each through the image pipeline once, storing its thumbnails. */
async function preparePictures(
  store: (bytes: Buffer) => Promise<string>,
  longEdge: number,
): Promise<Picture[]> {
  const limiter = createLimiter();
  const placeholder: ExifTaken = { dateTime: PLACEHOLDER_DATE_TIME, offset: PLACEHOLDER_OFFSET };
  return Promise.all(
    Array.from({ length: PICTURES }, (_, index) =>
      limiter.run(async () => {
        const art: PhotoArt = {
          scene: SCENES[index % SCENES.length] ?? 'park',
          title: 'Benchmark library',
          caption: `Picture ${index + 1} of ${PICTURES}`,
          portrait: index % 7 === 3,
          seed: 7919 * (index + 1),
        };
        const render = { longEdge, quality: ORIGINAL_QUALITY };
        const [dated, undated] = await Promise.all([
          renderPhoto(art, placeholder, render),
          renderPhoto(art, null, render),
        ]);
        const image = await processImage(dated);
        const thumbnails: StoredThumbnail[] = await Promise.all(
          image.thumbnails.map(async (thumbnail) => ({
            size: thumbnail.size,
            hash: await store(thumbnail.bytes),
            width: thumbnail.width,
            height: thumbnail.height,
          })),
        );
        return {
          dated: jpegTemplate(dated),
          undated: jpegTemplate(undated),
          width: image.width,
          height: image.height,
          thumbnails: JSON.stringify(thumbnails),
        };
      }),
    ),
  );
}

interface LibraryRow {
  readonly photo: Insertable<PhotosTable>;
  readonly upload: Insertable<UploadsTable>;
}

/** The rows ingesting the copy would write: the date read back from its EXIF fields as the pipeline reads it. */
function photoRow(
  ownerId: string,
  index: number,
  picture: Picture,
  taken: ExifTaken | null,
  size: number,
  hash: string,
  uploadedAt: string,
): LibraryRow {
  const date = taken
    ? dateTakenFromExif({ DateTimeOriginal: taken.dateTime, OffsetTimeOriginal: taken.offset })
    : null;
  const id = randomUUID();
  const uploadId = randomUUID();
  const fileName = `IMG_${String(index + 1).padStart(7, '0')}.jpg`;
  return {
    photo: {
      id,
      owner_id: ownerId,
      blob_hash: hash,
      size,
      mime_type: 'image/jpeg',
      local_file_name: fileName,
      upload_id: uploadId,
      width: picture.width,
      height: picture.height,
      ...timelinePosition(date?.instant ?? null, date?.withOffset ?? null),
      thumbnails: picture.thumbnails,
      uploaded_at: uploadedAt,
      created_at: uploadedAt,
    },
    upload: {
      id: uploadId,
      owner_id: ownerId,
      file_name: fileName,
      size,
      status: 'done',
      photo_id: id,
      error: null,
      file_type: 'image/jpeg',
      created_at: uploadedAt,
      updated_at: uploadedAt,
    },
  };
}

/** A date as the copies' EXIF holds it: always with an offset, as phones write it. */
interface LibraryDate extends ExifTaken {
  readonly offset: string;
}

interface DateShares {
  readonly largestMonthShare: number;
  readonly undatedShare: number;
}

/**
 * Draws dates taken as a camera writes them: none for `undatedShare` of the photos, the busiest
 * month for `largestMonthShare`, else a month weighted by how much people photograph (more in
 * recent years, in summer and in December), a day and a daytime hour in it.
 */
function libraryDates(random: Random, shares: DateShares): () => LibraryDate | null {
  const months: { year: number; month: number }[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const season = month === 7 || month === 8 ? 2 : month === 12 ? 1.6 : month === 6 ? 1.3 : 1;
      total += (0.2 + random.next() * 1.6) * season * (1 + (year - FIRST_YEAR) / 8);
      months.push({ year, month });
      cumulative.push(total);
    }
  }
  return () => {
    const draw = random.next();
    if (draw < shares.undatedShare) return null;
    const { year, month } =
      draw < shares.undatedShare + shares.largestMonthShare
        ? LARGEST_MONTH
        : (months[firstAtLeast(cumulative, random.next() * total)] ?? LARGEST_MONTH);
    const day = random.integer(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
    const seconds = random.integer(8 * 3600, 22 * 3600 - 1);
    const summer = month >= 4 && month <= 10;
    const offset = random.chance(0.1)
      ? random.pick(['-05:00', '+00:00', '+03:00', '+09:00'])
      : summer
        ? '+02:00'
        : '+01:00';
    return { dateTime: exifDateTime(year, month, day, seconds), offset };
  };
}

/** The index of the first value of the ascending `values` that is at least `target`. */
function firstAtLeast(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

function exifDateTime(year: number, month: number, day: number, seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return `${year}:${pad(month)}:${pad(day)} ${time}`;
}
