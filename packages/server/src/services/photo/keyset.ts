import type { SortOrder } from '@portal/api/schemas/common';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { decodeCursor, type KeysetPage, keysetPage } from '../cursor.ts';

/** How one keyset list is ordered: a sort column, then the id column as the tie-break. */
export interface KeysetOrder<Row> {
  /** The cursor's order tag; see [Note: Keyset cursors]. */
  readonly tag: string;
  /** Qualified column names, e.g. 'p.timeline_at' and 'p.id'. */
  readonly sortColumn: string;
  readonly idColumn: string;
  readonly direction: SortOrder;
  /** The row's values of the two columns, which the next page's cursor holds. */
  readonly position: (row: Row) => readonly [string, string];
}

export interface PageRequest {
  readonly cursor?: string | undefined;
  readonly limit: number;
}

/**
 * Reads one page of `query` in `order`: the rows after the cursor's position, `limit` of them,
 * and the next cursor. The (sort, id) pair is compared as a row value, which both engines answer
 * from an index on (…, sort, id) in either direction (see [Note: Keyset cursors]).
 */
export async function readKeysetPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: KeysetOrder<Row>,
  request: PageRequest,
): Promise<KeysetPage<Row>> {
  const position = request.cursor === undefined ? null : decodeCursor(request.cursor, order.tag, 2);
  const rows = await readAfter(query, order, position, request.limit + 1);
  return keysetPage(rows, request.limit, order.tag, order.position);
}

/** A row's place in a keyset order: its sort value and its id. */
export type KeysetPosition = readonly string[];

/** Up to `limit` rows of `query` after `position` (from the start when null), in `order`. */
export function readAfter<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: Pick<KeysetOrder<Row>, 'sortColumn' | 'idColumn' | 'direction'>,
  position: KeysetPosition | null,
  limit: number,
): Promise<Row[]> {
  return orderedAfter(query, order, position).limit(limit).execute();
}

/** `query` narrowed to the rows after `position` in `order`, and ordered so. */
export function orderedAfter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: Pick<KeysetOrder<unknown>, 'sortColumn' | 'idColumn' | 'direction'>,
  position: KeysetPosition | null,
): SelectQueryBuilder<DB, TB, O> {
  return after(query, order, position)
    .orderBy(sql.ref(order.sortColumn), order.direction)
    .orderBy(sql.ref(order.idColumn), order.direction);
}

/** `query` narrowed to the rows after `position` in `order` (all of them when null), unordered. */
export function after<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: Pick<KeysetOrder<unknown>, 'sortColumn' | 'idColumn' | 'direction'>,
  position: KeysetPosition | null,
): SelectQueryBuilder<DB, TB, O> {
  if (position === null) return query;
  const [value, id] = position;
  const comparison = order.direction === 'asc' ? sql`>` : sql`<`;
  return query.where(
    sql<SqlBool>`(${sql.ref(order.sortColumn)}, ${sql.ref(order.idColumn)}) ${comparison} (${value}, ${id})`,
  );
}

/** The same order read the other way: the rows before a position, the nearest first. */
export function reversed<Order extends { readonly direction: SortOrder }>(order: Order): Order {
  return { ...order, direction: order.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * `query` narrowed to the rows at or after `position` in the ascending order of `order`'s columns,
 * whatever `order`'s own direction (all of them when null), unordered.
 */
export function atOrAfter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: Pick<KeysetOrder<unknown>, 'sortColumn' | 'idColumn'>,
  position: KeysetPosition | null,
): SelectQueryBuilder<DB, TB, O> {
  if (position === null) return query;
  const [value, id] = position;
  return query.where(
    sql<SqlBool>`(${sql.ref(order.sortColumn)}, ${sql.ref(order.idColumn)}) >= (${value}, ${id})`,
  );
}
