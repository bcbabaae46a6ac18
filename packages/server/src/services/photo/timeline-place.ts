import type { PhotoSort, TimelineLocation } from '@portal/api/schemas/photos';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { CONTRACT_PHOTO_COLUMNS, type ContractPhotoRow } from '../../media-urls/photo-to-contract.ts';
import {
  atOrAfter,
  type KeysetOrder,
  type KeysetPosition,
  orderedAfter,
  readAfter,
  reversed,
} from './keyset.ts';
import { DEFAULT_MARK_SPACING, type MarkSpacing, type MonthMarks, monthMarks } from './month-marks.ts';
import { libraryPhotoOrder } from './photo-order.ts';

/*
 * The reads behind [Note: A month read from anywhere in it] and [Note: A photo opened by its id].
 * Every query here is answered from the month indexes (owner_id, timeline_year, timeline_month,
 * <sort column>, id): a position in a month is found on the index alone (OFFSET within one month, on
 * the index only, never on the rows), and the rows from there are read by keyset as every page is.
 * A month's size is read from `photo_months` ([Note: Photo counts per month]), so that a position is
 * found, and a photo's index counted, from the month's nearer end; in a large month, from the
 * nearest of its marks ([Note: Month marks]).
 */

/** The customer's photos, as the contract's rows. */
function photosOf(db: Database['db'], ownerId: string) {
  return db.selectFrom('photos as p').select(CONTRACT_PHOTO_COLUMNS).where('p.owner_id', '=', ownerId);
}

type PhotoQuery = ReturnType<typeof photosOf>;

/** Where a read of a month starts: before the first row, after a row, or past the month's end. */
export type MonthStart = KeysetPosition | null | 'past-end';

export class TimelineReads {
  readonly #database: Database;
  readonly #db: Database['db'];
  readonly #ownerId: string;
  readonly #marks: MarkSpacing;

  constructor(database: Database, ownerId: string, marks: MarkSpacing = DEFAULT_MARK_SPACING) {
    this.#database = database;
    this.#db = database.db;
    this.#ownerId = ownerId;
    this.#marks = marks;
  }

  /** The customer's photos, as the contract's rows. */
  photos(): PhotoQuery {
    return photosOf(this.#db, this.#ownerId);
  }

  /** The customer's photos of one month. */
  month(location: TimelineLocation): PhotoQuery {
    return this.photos()
      .where('p.timeline_year', '=', location.year)
      .where('p.timeline_month', '=', location.month);
  }

  /**
   * The customer's months with their photo counts, newest first (see [Note: Timeline counts are
   * newest first]), from `photo_months` ([Note: Photo counts per month]).
   */
  monthCounts(): Promise<MonthCount[]> {
    return this.#db
      .selectFrom('photo_months as m')
      .select(['m.timeline_year as year', 'm.timeline_month as month', 'm.photo_count as count'])
      .where('m.owner_id', '=', this.#ownerId)
      .orderBy('m.timeline_year', 'desc')
      .orderBy('m.timeline_month', 'desc')
      .execute();
  }

  /** How many photos the customer has: their months' counts added up ([Note: Photo counts per month]). */
  async photoCount(): Promise<number> {
    const row = await this.#db
      .selectFrom('photo_months as m')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('m.photo_count'), eb.lit(0)).as('n'))
      .where('m.owner_id', '=', this.#ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The position just before the `offset`-th photo of a month in `order` (null for the first),
   * found on the month's index alone; 'past-end' when the month has no photo there. That is the
   * position of the photo at `offset - 1`, sought from the month's nearer end: `offset - 1` entries
   * into the month in `order`, or `count - offset` into it the other way.
   */
  async startOf(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    offset: number,
  ): Promise<MonthStart> {
    if (offset === 0) return null;
    const { count, revision } = await this.#monthCount(location);
    if (offset >= count) return 'past-end';
    // Marks only where they save a walk: within a mark's spacing of either end, the walk from that
    // end is as short, and needs no marks worked out anew after the month changed (the newest
    // month, where uploads land, is also the one read most).
    const nearEnd = Math.min(offset - 1, count - offset) < this.#marks.spacing;
    if (count >= this.#marks.from && !nearEnd) {
      // The photo at `offset - 1` in `order` is at `ascending` in the month's ascending order.
      const ascending = order.direction === 'asc' ? offset - 1 : count - offset;
      const marks = await this.#monthMarks(location, order, revision);
      const mark = Math.floor(ascending / marks.spacing);
      const fromMark = atOrAfter(this.#monthIndex(location), order, marks.marks[mark] ?? null);
      const row = await orderedAfter(
        fromMark.select([sql<string>`${sql.ref(order.sortColumn)}`.as('sort'), 'p.id']),
        { ...order, direction: 'asc' },
        null,
      )
        .limit(1)
        .offset(ascending - mark * marks.spacing)
        .executeTakeFirst();
      return row === undefined ? 'past-end' : [row.sort, row.id];
    }
    const fromEnd = count - offset < offset - 1;
    const seek = fromEnd ? reversed(order) : order;
    const row = await this.#monthIndex(location)
      .select([sql<string>`${sql.ref(order.sortColumn)}`.as('sort'), 'p.id'])
      .orderBy(sql.ref(seek.sortColumn), seek.direction)
      .orderBy('p.id', seek.direction)
      .limit(1)
      .offset(fromEnd ? count - offset : offset - 1)
      .executeTakeFirst();
    // None only when photos of the month were deleted after its count was read.
    return row === undefined ? 'past-end' : [row.sort, row.id];
  }

  /** Up to `limit` ids of a month's photos from `offset`, in `order`. */
  async monthIds(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    offset: number,
    limit: number,
  ): Promise<string[]> {
    const start = await this.startOf(location, order, offset);
    if (start === 'past-end') return [];
    const rows = await readAfter(this.#monthIndex(location).select('p.id'), order, start, limit);
    return rows.map((row) => row.id);
  }

  /**
   * A photo with its place ([Note: A photo opened by its id]): its position in its month, and up to
   * `around` photos on each side in the timeline's order, across months; null when it is not the
   * customer's.
   */
  async place(photoId: string, sort: PhotoSort, around: number): Promise<PhotoPlaceRows | null> {
    const photo = await this.photos().where('p.id', '=', photoId).executeTakeFirst();
    if (photo === undefined) return null;
    const order = libraryPhotoOrder(sort);
    const location = { year: photo.timeline_year, month: photo.timeline_month };
    const position = order.position(photo);
    const [index, next, previous] = await Promise.all([
      this.#indexOf(location, order, position),
      around === 0 ? [] : this.#neighbours(location, order, position, around, 'later'),
      around === 0 ? [] : this.#neighbours(location, reversed(order), position, around, 'earlier'),
    ]);
    return { photo, index, previous: previous.reverse(), next };
  }

  /**
   * The index of the photo at `position` in its month in `order`: in a large month from its marks
   * ([Note: Month marks]), in a smaller one counted from the month's nearer end, so that the count
   * walks about as far as the photo is from that end, not from the month's start. Which end is
   * nearer is guessed without a scan, from where the photo lies between the month's first and last
   * photo (`estimatedShare`); the count on the guessed side stops a little past half the month,
   * and when it gets there the guess was wrong and the other side is counted instead, which is
   * then the shorter (a wrong guess walks the month once in all, as a count from the month's start
   * does for its last photo). The eighth of a month past the half is for the photos near the
   * middle, where a guess is as often wrong as right and either side holds about half the month:
   * counted on, they cost half a month, not a whole one. A count from the end is read in one
   * statement with the month's size, so that a photo added or deleted meanwhile cannot make of it
   * an index that never was.
   */
  async #indexOf(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    position: KeysetPosition,
  ): Promise<number> {
    const estimate = await this.#estimate(location, order, position);
    // No count: the photo's month lost its last photo after the photo was read.
    if (estimate === undefined) return this.#countBefore(location, order, position, null);
    if (estimate.count >= this.#marks.from) {
      const ascending = await this.#ascendingIndex(location, order, position, estimate.revision);
      return order.direction === 'asc' ? ascending : Math.max(0, estimate.count - 1 - ascending);
    }
    const bound = Math.ceil(estimate.count / 2) + Math.ceil(estimate.count / 8);
    if ((estimate.share ?? 0) < 0.5) {
      const before = await this.#countBefore(location, order, position, bound);
      if (before < bound) return before;
      return (await this.#countFromEnd(location, order, position, null)) ?? before;
    }
    return (
      (await this.#countFromEnd(location, order, position, bound)) ??
      this.#countBefore(location, order, position, null)
    );
  }

  /** The month's entries in a month index (the one of the query's sort column). */
  #monthIndex(location: TimelineLocation) {
    return this.#db
      .selectFrom('photos as p')
      .where('p.owner_id', '=', this.#ownerId)
      .where('p.timeline_year', '=', location.year)
      .where('p.timeline_month', '=', location.month);
  }

  /** The month's photo count ([Note: Photo counts per month]): one primary key lookup. */
  #monthCountQuery(location: TimelineLocation) {
    return this.#db
      .selectFrom('photo_months as m')
      .select('m.photo_count')
      .where('m.owner_id', '=', this.#ownerId)
      .where('m.timeline_year', '=', location.year)
      .where('m.timeline_month', '=', location.month);
  }

  async #monthCount(location: TimelineLocation): Promise<{ count: number; revision: number }> {
    const row = await this.#monthCountQuery(location).select('m.revision').executeTakeFirst();
    return { count: row?.photo_count ?? 0, revision: row?.revision ?? 0 };
  }

  #monthMarks(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    revision: number,
  ): Promise<MonthMarks> {
    return monthMarks(this.#database, {
      ownerId: this.#ownerId,
      location,
      sortColumn: order.sortColumn,
      revision,
      spacing: this.#marks.spacing,
    });
  }

  /**
   * The index of the photo at `position` in its month in `order`'s ascending order, from the
   * month's marks ([Note: Month marks]): the index of the last mark at or before it, and the
   * entries from that mark up to it, at most a mark's spacing of them.
   */
  async #ascendingIndex(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    position: KeysetPosition,
    revision: number,
  ): Promise<number> {
    const marks = await this.#monthMarks(location, order, revision);
    const mark = marks.markAtOrBefore(position);
    const descending: KeysetOrder<ContractPhotoRow> = { ...order, direction: 'desc' };
    const row = await this.#db
      .selectFrom(
        orderedAfter(
          atOrAfter(this.#monthIndex(location), order, marks.marks[mark] ?? null).select(
            sql<number>`1`.as('one'),
          ),
          descending,
          position,
        )
          .limit(marks.spacing)
          .as('s'),
      )
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Math.max(0, mark) * marks.spacing + Number(row.n);
  }

  /**
   * The month's count, and where the photo at `position` lies between the month's first and last
   * photo in `order` (`estimatedShare`). The count comes with the first and last sort values in one
   * statement (a primary key lookup and two one-row seeks); only when those are equal, and the ids
   * alone order the month, are its first and last ids read too. Undefined when the month has no photo.
   */
  async #estimate(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    position: KeysetPosition,
  ): Promise<{ count: number; revision: number; share: number | null } | undefined> {
    const end = (seek: KeysetOrder<ContractPhotoRow>, column: 'sort' | 'id') =>
      this.#monthIndex(location)
        .select(column === 'sort' ? sql<string>`${sql.ref(order.sortColumn)}`.as('v') : 'p.id as v')
        .orderBy(sql.ref(seek.sortColumn), seek.direction)
        .orderBy('p.id', seek.direction)
        .limit(1);
    const values = await this.#monthCountQuery(location)
      .select(['m.revision', end(order, 'sort').as('first'), end(reversed(order), 'sort').as('last')])
      .executeTakeFirst();
    if (values === undefined || values.first === null || values.last === null) return undefined;
    const { photo_count: count, revision } = values;
    if (count >= this.#marks.from) return { count, revision, share: null };
    if (values.first !== values.last) {
      return { count, revision, share: estimatedShare(position, [values.first, ''], [values.last, '']) };
    }
    const ids = await this.#db
      .selectNoFrom([end(order, 'id').as('first'), end(reversed(order), 'id').as('last')])
      .executeTakeFirstOrThrow();
    if (ids.first === null || ids.last === null) return undefined;
    return {
      count,
      revision,
      share: estimatedShare(position, [values.first, ids.first], [values.last, ids.last]),
    };
  }

  /** How many of the month's photos are before `position` in `order`, up to `limit` (all when null). */
  async #countBefore(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    position: KeysetPosition,
    limit: number | null,
  ): Promise<number> {
    const row = await this.#db
      .selectFrom(this.#entriesAfter(location, reversed(order), position, limit).as('s'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The index of the photo at `position` counted from the month's end: the month's count less one
   * less the photos after it, both read in one statement. Null when the photos after it reach
   * `limit`, or when the month has no count any more (its photos were deleted meanwhile).
   */
  async #countFromEnd(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    position: KeysetPosition,
    limit: number | null,
  ): Promise<number | null> {
    const row = await this.#db
      .selectNoFrom((eb) => [
        this.#monthCountQuery(location).as('total'),
        eb
          .selectFrom(this.#entriesAfter(location, order, position, limit).as('s'))
          .select(eb.fn.countAll().as('n'))
          .as('after'),
      ])
      .executeTakeFirstOrThrow();
    const after = Number(row.after);
    if (row.total === null || (limit !== null && after >= limit)) return null;
    return Math.max(0, row.total - 1 - after);
  }

  /**
   * The month's index entries after `position` in `order`, up to `limit` (all when null), read
   * from `position` on. So ordered, the scan starts at the position and stops at the limit: read
   * from the month's other end, PostgreSQL stops a scan bounded above by a row value only past the
   * entries that share its sort value, which are all of 'Unknown Date' in the dateTaken sort.
   */
  #entriesAfter(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    position: KeysetPosition,
    limit: number | null,
  ) {
    const entries = orderedAfter(
      this.#monthIndex(location).select(sql<number>`1`.as('one')),
      order,
      position,
    );
    return limit === null ? entries : entries.limit(limit);
  }

  /**
   * Up to `limit` photos after `position` in `order` within its month, then on in the months that
   * follow it in the timeline (`later`: the older ones, as the months are newest first), each from
   * its start in `order`. The nearest first.
   */
  async #neighbours(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    position: KeysetPosition,
    limit: number,
    towards: 'later' | 'earlier',
  ): Promise<ContractPhotoRow[]> {
    const rows = await readAfter(this.month(location), order, position, limit);
    let month = location;
    while (rows.length < limit) {
      const following = await this.#monthBeside(month, towards);
      if (following === undefined) break;
      rows.push(...(await readAfter(this.month(following), order, null, limit - rows.length)));
      month = following;
    }
    return rows;
  }

  /**
   * The month with photos next to `location` in the timeline (newest first), on the month index:
   * first in the same year, then in the years beside it. Each is one seek. SQLite seeks a row value
   * `(year, month) < (?, ?)` by the year alone and reads every photo of the year up to the month,
   * which made each step across a month's edge cost a year of a large library.
   */
  async #monthBeside(
    location: TimelineLocation,
    towards: 'later' | 'earlier',
  ): Promise<TimelineLocation | undefined> {
    const direction = towards === 'later' ? 'desc' : 'asc';
    const comparison = towards === 'later' ? '<' : '>';
    const months = this.#db
      .selectFrom('photos as p')
      .select(['p.timeline_year', 'p.timeline_month'])
      .where('p.owner_id', '=', this.#ownerId)
      .orderBy('p.timeline_year', direction)
      .orderBy('p.timeline_month', direction)
      .limit(1);
    const row =
      (await months
        .where('p.timeline_year', '=', location.year)
        .where('p.timeline_month', comparison, location.month)
        .executeTakeFirst()) ??
      (await months.where('p.timeline_year', comparison, location.year).executeTakeFirst());
    return row === undefined ? undefined : { year: row.timeline_year, month: row.timeline_month };
  }
}

/** A month with photos, and how many: a row of `photo_months`. */
export interface MonthCount extends TimelineLocation {
  readonly count: number;
}

/**
 * Where the photo at `position` lies between its month's first and last photo in the month's
 * order, from 0 (the first) to 1 (the last), estimated from the sort values alone: from the
 * timestamps, or when the month's photos all share one (as in 'Unknown Date', where only the id
 * orders them) from the ids read as numbers (random UUIDs, spread evenly). Null when the values say
 * nothing (a month of one photo). Only a guess at which end is nearer: see `TimelineReads.#indexOf`.
 */
export function estimatedShare(
  position: KeysetPosition,
  first: KeysetPosition,
  last: KeysetPosition,
): number | null {
  const [value = '', id = ''] = position;
  const [firstValue = '', firstId = ''] = first;
  const [lastValue = '', lastId = ''] = last;
  if (firstValue !== lastValue) {
    return share(Date.parse(value), Date.parse(firstValue), Date.parse(lastValue));
  }
  return share(idNumber(id), idNumber(firstId), idNumber(lastId));
}

function share(value: number, first: number, last: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(first) || !Number.isFinite(last) || first === last) {
    return null;
  }
  return (value - first) / (last - first);
}

/** An id's first 48 bits as a number: a UUID's first twelve hex digits. */
function idNumber(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}

/** A photo's place as rows: see `TimelineReads.place`. */
export interface PhotoPlaceRows {
  readonly photo: ContractPhotoRow;
  readonly index: number;
  readonly previous: readonly ContractPhotoRow[];
  readonly next: readonly ContractPhotoRow[];
}
