import type { PhotoSort, TimelineLocation } from '@portal/api/schemas/photos';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { CONTRACT_PHOTO_COLUMNS, type ContractPhotoRow } from '../../media-urls/photo-to-contract.ts';
import { after, type KeysetOrder, type KeysetPosition, readAfter, reversed } from './keyset.ts';
import { libraryPhotoOrder } from './photo-order.ts';

/*
 * The reads behind [Note: A month read from anywhere in it] and [Note: A photo opened by its id].
 * Every query here is answered from the month indexes (owner_id, timeline_year, timeline_month,
 * <sort column>, id): a position in a month is found on the index alone (OFFSET within one month, on
 * the index only, never on the rows), and the rows from there are read by keyset as every page is.
 */

/** The customer's photos, as the contract's rows. */
function photosOf(db: Database['db'], ownerId: string) {
  return db.selectFrom('photos as p').select(CONTRACT_PHOTO_COLUMNS).where('p.owner_id', '=', ownerId);
}

type PhotoQuery = ReturnType<typeof photosOf>;

/** Where a read of a month starts: before the first row, after a row, or past the month's end. */
export type MonthStart = KeysetPosition | null | 'past-end';

export class TimelineReads {
  readonly #db: Database['db'];
  readonly #ownerId: string;

  constructor(database: Database, ownerId: string) {
    this.#db = database.db;
    this.#ownerId = ownerId;
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
   * The position just before the `offset`-th photo of a month in `order` (null for the first),
   * found on the month's index alone; 'past-end' when the month has no photo there.
   */
  async startOf(
    location: TimelineLocation,
    order: KeysetOrder<ContractPhotoRow>,
    offset: number,
  ): Promise<MonthStart> {
    if (offset === 0) return null;
    const row = await this.#db
      .selectFrom('photos as p')
      .select([sql<string>`${sql.ref(order.sortColumn)}`.as('sort'), 'p.id'])
      .where('p.owner_id', '=', this.#ownerId)
      .where('p.timeline_year', '=', location.year)
      .where('p.timeline_month', '=', location.month)
      .orderBy(sql.ref(order.sortColumn), order.direction)
      .orderBy('p.id', order.direction)
      .limit(1)
      .offset(offset - 1)
      .executeTakeFirst();
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
    const query = this.#db
      .selectFrom('photos as p')
      .select('p.id')
      .where('p.owner_id', '=', this.#ownerId)
      .where('p.timeline_year', '=', location.year)
      .where('p.timeline_month', '=', location.month);
    const rows = await readAfter(query, order, start, limit);
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
    const [before, next, previous] = await Promise.all([
      after(this.#countOf(location), reversed(order), position).executeTakeFirstOrThrow(),
      around === 0 ? [] : this.#neighbours(location, order, position, around, 'later'),
      around === 0 ? [] : this.#neighbours(location, reversed(order), position, around, 'earlier'),
    ]);
    return { photo, index: Number(before.n), previous: previous.reverse(), next };
  }

  #countOf(location: TimelineLocation) {
    return this.#db
      .selectFrom('photos as p')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('p.owner_id', '=', this.#ownerId)
      .where('p.timeline_year', '=', location.year)
      .where('p.timeline_month', '=', location.month);
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

/** A photo's place as rows: see `TimelineReads.place`. */
export interface PhotoPlaceRows {
  readonly photo: ContractPhotoRow;
  readonly index: number;
  readonly previous: readonly ContractPhotoRow[];
  readonly next: readonly ContractPhotoRow[];
}
