import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { encodeCursor, type KeysetPage } from '../cursor.ts';
import { albumPhotoRows } from './album-store.ts';
import {
  after,
  type KeysetOrder,
  type KeysetPosition,
  readAfter,
  readKeysetPage,
  reversed,
} from './keyset.ts';
import type { AlbumPhotoRow } from './photo-order.ts';

/*
 * The reads behind [Note: An album read from anywhere in it] (in the contract's `albums.ts`), for an
 * album the caller has already found the customer may read. A position is found by counting rows
 * in the album's order, then the rows from there are read by keyset, as every page is.
 *
 * [Note: Which index an album's order reads]
 * Date added (the default) is `album_photos.added_at`: the album_photos_added index holds
 * (album_id, added_at, photo_id), so a position (OFFSET), a count before a photo and a keyset page
 * are all read on that index alone, on both engines, in time that grows with the position, never
 * with the library. Date taken and date uploaded are columns of `photos`, which no index holds with
 * the album: each of those reads joins every photo of the album and sorts them (by the photo's
 * primary key, one lookup each), so it grows with the album's size. That was so for a cursor page
 * in those sorts already; a position costs no more than the page itself.
 */

/** Where a read of an album starts: before the first photo, after a photo, or past the album's end. */
export type AlbumStart = KeysetPosition | null | 'past-end';

/** Whether an order reads `album_photos` alone (date added), so its positions need no photo row. */
function onAlbumRowsAlone(order: KeysetOrder<AlbumPhotoRow>): boolean {
  return order.sortColumn.startsWith('ap.') && order.idColumn.startsWith('ap.');
}

export class AlbumReads {
  readonly #db: Database['db'];
  readonly #albumId: string;

  constructor(database: Database, albumId: string) {
    this.#db = database.db;
    this.#albumId = albumId;
  }

  /** The album's photos, as the contract's rows with when each was added. */
  photos() {
    return albumPhotoRows(this.#db, this.#albumId);
  }

  /** The album's rows for a position in `order`: `album_photos`, joined to `photos` if the order reads them. */
  #positions(order: KeysetOrder<AlbumPhotoRow>) {
    const rows = this.#db.selectFrom('album_photos as ap').where('ap.album_id', '=', this.#albumId);
    return onAlbumRowsAlone(order) ? rows : rows.innerJoin('photos as p', 'p.id', 'ap.photo_id');
  }

  /**
   * The position just before the `offset`-th photo of the album in `order` (null for the first);
   * 'past-end' when the album has no photo there. See [Note: Which index an album's order reads].
   */
  async startOf(order: KeysetOrder<AlbumPhotoRow>, offset: number): Promise<AlbumStart> {
    if (offset === 0) return null;
    const row = await this.#positions(order)
      .select([
        sql<string>`${sql.ref(order.sortColumn)}`.as('sort'),
        sql<string>`${sql.ref(order.idColumn)}`.as('id'),
      ])
      .orderBy(sql.ref(order.sortColumn), order.direction)
      .orderBy(sql.ref(order.idColumn), order.direction)
      .limit(1)
      .offset(offset - 1)
      .executeTakeFirst();
    return row === undefined ? 'past-end' : [row.sort, row.id];
  }

  /** One page of the album in `order`: after the cursor, or from `offset`, never both. */
  async page(
    order: KeysetOrder<AlbumPhotoRow>,
    query: {
      readonly cursor?: string | undefined;
      readonly offset?: number | undefined;
      readonly limit: number;
    },
  ): Promise<KeysetPage<AlbumPhotoRow>> {
    if (query.offset === undefined) return readKeysetPage(this.photos(), order, query);
    const start = await this.startOf(order, query.offset);
    if (start === 'past-end') return { rows: [], cursor: null };
    return readKeysetPage(this.photos(), order, {
      cursor: start === null ? undefined : encodeCursor(order.tag, start),
      limit: query.limit,
    });
  }

  /** Up to `limit` of the album's photos from `offset` in `order`: their ids and owners. */
  async ids(
    order: KeysetOrder<AlbumPhotoRow>,
    offset: number,
    limit: number,
  ): Promise<{ readonly id: string; readonly ownerId: string }[]> {
    const start = await this.startOf(order, offset);
    if (start === 'past-end') return [];
    const query = this.#db
      .selectFrom('album_photos as ap')
      .innerJoin('photos as p', 'p.id', 'ap.photo_id')
      .select(['p.id', 'p.owner_id'])
      .where('ap.album_id', '=', this.#albumId);
    const rows = await readAfter(query, order, start, limit);
    return rows.map((row) => ({ id: row.id, ownerId: row.owner_id }));
  }

  /**
   * A photo of the album with its place: its position in the album in `order`, and up to `around`
   * photos on each side; null when the photo is not in the album.
   */
  async place(
    photoId: string,
    order: KeysetOrder<AlbumPhotoRow>,
    around: number,
  ): Promise<AlbumPhotoPlaceRows | null> {
    const photo = await this.photos().where('ap.photo_id', '=', photoId).executeTakeFirst();
    if (photo === undefined) return null;
    const position = order.position(photo);
    const counted = this.#positions(order).select((eb) => eb.fn.countAll().as('n'));
    const [before, next, previous] = await Promise.all([
      after(counted, reversed(order), position).executeTakeFirstOrThrow(),
      around === 0 ? [] : readAfter(this.photos(), order, position, around),
      around === 0 ? [] : readAfter(this.photos(), reversed(order), position, around),
    ]);
    return { photo, index: Number(before.n), previous: previous.reverse(), next };
  }
}

/** A photo's place in an album as rows: see `AlbumReads.place`. */
export interface AlbumPhotoPlaceRows {
  readonly photo: AlbumPhotoRow;
  readonly index: number;
  readonly previous: readonly AlbumPhotoRow[];
  readonly next: readonly AlbumPhotoRow[];
}
