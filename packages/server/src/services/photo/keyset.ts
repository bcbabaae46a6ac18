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
  const sortColumn = sql.ref(order.sortColumn);
  const idColumn = sql.ref(order.idColumn);
  let page = query;
  if (request.cursor !== undefined) {
    const [value, id] = decodeCursor(request.cursor, order.tag, 2);
    const comparison = order.direction === 'asc' ? sql`>` : sql`<`;
    page = page.where(sql<SqlBool>`(${sortColumn}, ${idColumn}) ${comparison} (${value}, ${id})`);
  }
  const rows = await page
    .orderBy(sortColumn, order.direction)
    .orderBy(idColumn, order.direction)
    .limit(request.limit + 1)
    .execute();
  return keysetPage(rows, request.limit, order.tag, order.position);
}
