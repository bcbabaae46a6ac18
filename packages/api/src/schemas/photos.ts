import * as z from 'zod/mini';
import { MONTH_IDS_PAGE_SIZE, PHOTOS_PAGE_SIZE, TIMELINE_PAGE_SIZE } from '../clients/limits.ts';
import { DELETE_BATCH_SIZE } from '../rules/batched-calls.ts';
import { PHOTO_SORT_KEYS } from '../rules/sort-settings.ts';
import { count, cursor, id, isoDateTime, SortOrder, url } from './common.ts';

/**
 * Photo service (`services.photo`), photo-library §3 and §7: the photos of the timeline, the library
 * counts and the timeline's month counts. Albums are in `albums.ts`, shared albums in `shared-albums.ts`.
 */

/**
 * The thumbnail sizes the portal uses (§2.2, §2.3, §9): 300 for the grid on small and medium screens,
 * 800 on large and extra large ones, 1300 for the preview. A thumbnail's id is its size.
 */
export const THUMBNAIL_IDS = { gridSmall: 300, gridLarge: 800, preview: 1300 } as const;
export type ThumbnailId = (typeof THUMBNAIL_IDS)[keyof typeof THUMBNAIL_IDS];
const USED_THUMBNAIL_IDS: readonly number[] = Object.values(THUMBNAIL_IDS);

const pixels = z.int().check(z.positive());

export const Thumbnail = z.object({
  /** The thumbnail size; other sizes than the three used are allowed and ignored. */
  id: pixels,
  url,
  width: pixels,
  height: pixels,
});
export type Thumbnail = z.infer<typeof Thumbnail>;

/*
 * [Note: Every photo has the three used thumbnails]
 * A photo is listed only once its thumbnails exist, so the grid and the preview can always pick
 * 300, 800 and 1300 without a fallback. The list must hold each of them, and no id twice.
 */
const Thumbnails = z.array(Thumbnail).check(
  z.refine((thumbnails) => new Set(thumbnails.map((thumbnail) => thumbnail.id)).size === thumbnails.length, {
    message: 'Thumbnail ids must be unique',
  }),
  z.refine((thumbnails) => USED_THUMBNAIL_IDS.every((size) => thumbnails.some((t) => t.id === size)), {
    message: `Thumbnails must include the sizes ${USED_THUMBNAIL_IDS.join(', ')}`,
  }),
);

/** A four-digit year, as ISO 8601 dates write it. */
export const TimelineYear = z.int().check(z.minimum(1), z.maximum(9999));
/** 1 (January) to 12 (December). */
export const TimelineMonth = z.int().check(z.minimum(1), z.maximum(12));

/**
 * Where a photo sits in the timeline (§3 'timeline position'): the month section that lists it.
 *
 * [Note: Timeline months]
 * The timeline groups photos by the calendar month of `dateTaken` as written, with its own offset and
 * never converted to another zone: a photo taken on 31 May at 23:30 in Sydney stays in May. A photo
 * without a date taken is listed in January 1970, the section the UI shows as 'Unknown Date'. The
 * sections are always these months; `sortKey` and `sortOrder` order the photos within a section.
 */
export const TimelineLocation = z.object({ year: TimelineYear, month: TimelineMonth });
export type TimelineLocation = z.infer<typeof TimelineLocation>;

/** The section of photos without a date taken, shown as 'Unknown Date' (§2.2). */
export const UNKNOWN_DATE_LOCATION: TimelineLocation = { year: 1970, month: 1 };

/*
 * [Note: Required photo fields]
 * §3 lists 'optional dateTaken, uploadEnd, visibleHeight, visibleWidth'; only dateTaken is read as
 * optional (a photo may carry no EXIF date). Every listed photo has finished uploading and has pixels,
 * and the grid lays photos out by their visible size, so uploadEnd and both sizes are required.
 */
export const Photo = z.object({
  imageId: id,
  /** The file name on the customer's device; a single download is saved under it. */
  localFileName: z.string().check(z.minLength(1)),
  /** The upload that made the photo (see `uploads.ts`). */
  uploadId: id,
  /** The photo as shown: orientation and edits applied. */
  url,
  /** The original bytes as uploaded. */
  untouchedUrl: url,
  thumbnails: Thumbnails,
  /** Absent when the photo carries no date; see [Note: Timeline months]. */
  dateTaken: z.optional(isoDateTime),
  uploadEnd: isoDateTime,
  /** Size in pixels after the EXIF orientation is applied. */
  visibleWidth: pixels,
  visibleHeight: pixels,
  /** Set on photos of shared albums, which may belong to other people (§2.6). */
  ownerId: z.optional(id),
  location: TimelineLocation,
});
export type Photo = z.infer<typeof Photo>;

/**
 * One page of photos: the timeline's month page (§3 'Timeline page'), the photo list and an album's
 * photos all answer this. `cursor` is null on the last page.
 */
export const PhotoPage = z.object({ images: z.array(Photo), cursor });
export type PhotoPage = z.infer<typeof PhotoPage>;

/** The library counts (§3) that `GET /users` answers: the tab counts of the photo page shell. */
export const LibraryCounts = z.object({ photosCount: count, albumsCount: count });
export type LibraryCounts = z.infer<typeof LibraryCounts>;

const TimelineMonthCount = z.object({ month: TimelineMonth, count: z.int().check(z.positive()) });

function strictlyDescending(values: readonly number[]): boolean {
  return values.every(
    (value, index) => index === 0 || value < (values[index - 1] ?? Number.POSITIVE_INFINITY),
  );
}

/*
 * [Note: Timeline counts are newest first]
 * `GET /users/timeline` answers years newest first, each with its months newest first, so the UI
 * renders the sections in the order given. A month appears only when it holds photos (count >= 1)
 * and a year only with at least one such month; a year or month given twice, or out of order, breaks
 * the contract. An ascending timeline is the same list read backwards.
 */
const TimelineYearCounts = z.object({
  year: TimelineYear,
  months: z.array(TimelineMonthCount).check(
    z.minLength(1),
    z.refine((months) => strictlyDescending(months.map((entry) => entry.month)), {
      message: 'Months must be newest first, each once',
    }),
  ),
});

/** Photos per month of every year (§3 'Timeline counts: year -> month -> count'). */
export const TimelineCounts = z.object({
  years: z.array(TimelineYearCounts).check(
    z.refine((years) => strictlyDescending(years.map((entry) => entry.year)), {
      message: 'Years must be newest first, each once',
    }),
  ),
});
export type TimelineCounts = z.infer<typeof TimelineCounts>;

/** created (date added), dateTaken and uploaded (date uploaded): see [Note: Photo sort keys]. */
export const PhotoSortKey = z.enum(PHOTO_SORT_KEYS);
export type PhotoSortKey = z.infer<typeof PhotoSortKey>;

/** The sort query of every photo list; a list the caller does not sort uses the service's default. */
export const PhotoSort = z.object({ sortKey: z.optional(PhotoSortKey), sortOrder: z.optional(SortOrder) });
export type PhotoSort = z.infer<typeof PhotoSort>;

/*
 * [Note: Query parameters]
 * Path and query values arrive as text; these schemas read them exactly as the services do. An
 * integer is written in decimal, without sign or leading zeros. `cursor` is absent for the first page
 * and never empty. `limit` is an integer from 1 up to the call's page size (`clients/limits.ts`):
 * absent means the page size, a larger one is refused (400). Unset sort values give the list's
 * default order (photos: dateTaken desc; albums and album photos: created desc).
 */

/** An integer path or query value, as the URL carries it, checked by `schema` once read. */
export function integerParam<T extends z.ZodMiniType<number, number>>(schema: T) {
  return z.pipe(z.pipe(z.string().check(z.regex(/^(0|[1-9][0-9]*)$/)), z.transform(Number)), schema);
}

/** The `limit` of a paged call whose page size is `pageSize` (and which takes up to `maxSize`). */
export function pageLimitParam(pageSize: number, maxSize: number = pageSize) {
  return z._default(integerParam(z.int().check(z.minimum(1), z.maximum(maxSize))), pageSize);
}

/** A position in a list, counted from 0: how many photos come before it in the list's order. */
export const OffsetParam = z.optional(integerParam(z.int().check(z.minimum(0))));

export const CursorParam = z.optional(z.string().check(z.minLength(1)));

function photoPageParams(pageSize: number) {
  return z.object({
    cursor: CursorParam,
    limit: pageLimitParam(pageSize),
    sortKey: z.optional(PhotoSortKey),
    sortOrder: z.optional(SortOrder),
  });
}

/** The path of `GET /photos/timeline/{year}/{month}`. */
export const TimelineSectionParams = z.object({
  year: integerParam(TimelineYear),
  month: integerParam(TimelineMonth),
});
export type TimelineSectionParams = z.infer<typeof TimelineSectionParams>;

/*
 * [Note: A month read from anywhere in it]
 * A month section of a million-photo library may hold 20,000 photos (every photo without a date is in
 * 'Unknown Date'). Read only by cursor, its last row costs 834 calls in a row; a jump, a scroll into
 * its middle or a select-all would wait for every page before. So a month page may also start at
 * `offset`, the position in the month in the chosen sort (the layout knows each row's position from
 * the counts alone), and take up to 500 photos at once (the rows of a tall screen after a jump). The
 * server finds that position from the month's index alone and reads the rows from there by keyset,
 * so its cost grows only with the month's size, never with the library's; the page's cursor goes on
 * from there as before. `cursor` and `offset` are two ways to say where the page starts: both at once
 * are refused.
 */

/** The query of `GET /photos/timeline/{year}/{month}`: pages of 24, from a cursor or a position. */
export const TimelineQueryParams = z
  .object({
    cursor: CursorParam,
    offset: OffsetParam,
    limit: pageLimitParam(TIMELINE_PAGE_SIZE, PHOTOS_PAGE_SIZE),
    sortKey: z.optional(PhotoSortKey),
    sortOrder: z.optional(SortOrder),
  })
  .check(
    z.refine((query) => query.cursor === undefined || query.offset === undefined, {
      message: 'cursor and offset cannot be given together',
    }),
  );
export type TimelineQueryParams = z.infer<typeof TimelineQueryParams>;

/**
 * The query of `GET /photos/timeline/{year}/{month}/ids`: the ids of a month's photos from `offset`
 * (0 unless given), up to 500 a call, in the chosen sort. A month's select-all or a shift-click range
 * reads the photos it does not have loaded this way, in ceil(n / 500) calls.
 */
export const MonthIdsQueryParams = z.object({
  offset: OffsetParam,
  limit: pageLimitParam(MONTH_IDS_PAGE_SIZE),
  sortKey: z.optional(PhotoSortKey),
  sortOrder: z.optional(SortOrder),
});
export type MonthIdsQueryParams = z.infer<typeof MonthIdsQueryParams>;

/** The answer of `GET /photos/timeline/{year}/{month}/ids`: ids in the month's order from the offset. */
export const PhotoIdPage = z.object({ ids: z.array(id) });
export type PhotoIdPage = z.infer<typeof PhotoIdPage>;

/** The query of `GET /photos`: pages of 500. Albums read theirs with `AlbumPhotoListQueryParams`. */
export const PhotoListQueryParams = photoPageParams(PHOTOS_PAGE_SIZE);
export type PhotoListQueryParams = z.infer<typeof PhotoListQueryParams>;

/*
 * [Note: A photo opened by its id]
 * The preview opens a photo by its id, from a tile, from its address (a reload, a shared link) and
 * when it steps past the photos it holds. `GET /photos/{photoId}` answers the photo with its place:
 * its position in its month section, and up to `around` photos on each side in the timeline's own
 * order (the months newest first, each in the chosen sort, the order the customer sees). One call
 * shows any photo, whatever its depth; the preview steps through its neighbours and asks again,
 * around the last one it holds, as it nears either end. A photo of another account, or none,
 * answers 404 like any unknown id.
 */

/** Neighbours on each side a photo's place may bring along. */
export const MAX_PHOTO_NEIGHBOURS = 100;

/** The path of `GET /photos/{photoId}`. */
export const PhotoPlaceParams = z.object({ photoId: id });
export type PhotoPlaceParams = z.infer<typeof PhotoPlaceParams>;

/** The query of `GET /photos/{photoId}`: the sort of the timeline, and how many neighbours. */
export const PhotoPlaceQueryParams = z.object({
  sortKey: z.optional(PhotoSortKey),
  sortOrder: z.optional(SortOrder),
  around: z._default(integerParam(z.int().check(z.minimum(0), z.maximum(MAX_PHOTO_NEIGHBOURS))), 0),
});
export type PhotoPlaceQueryParams = z.infer<typeof PhotoPlaceQueryParams>;

/** A photo with its place in the timeline: see [Note: A photo opened by its id]. */
export const PhotoPlace = z.object({
  image: Photo,
  /** The photo's position within its month section (`image.location`), in the chosen sort. */
  index: count,
  /** The photos before it in the timeline's order, the nearest last. */
  previous: z.array(Photo),
  /** The photos after it, the nearest first. */
  next: z.array(Photo),
});
export type PhotoPlace = z.infer<typeof PhotoPlace>;

/** Body of `DELETE /photos`: at most one delete batch; the answer is a `FailedList`. */
export const DeletePhotosBody = z.object({
  photoIds: z.array(id).check(z.minLength(1), z.maxLength(DELETE_BATCH_SIZE)),
});
export type DeletePhotosBody = z.infer<typeof DeletePhotosBody>;
