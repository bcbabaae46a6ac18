import { HttpProblem } from '../http/validation.ts';

/**
 * [Note: Keyset cursors]
 * Every paged list is read by keyset, never by OFFSET: a page is "the next `limit` rows after this
 * position in this order", so a page costs the same at the start and at the end of a library of
 * 100k photos, and a row added or deleted between two pages never shifts one into a repeat or a
 * gap. The cursor is that position, opaque to the client: the list's order (say 'dateTaken/desc')
 * and the last row's sort values, id last as the tie-break, as base64url JSON. The order travels
 * along so a cursor read under another order is refused (400) instead of silently starting the
 * new order somewhere in the middle. A cursor says nothing about whose list it is: every query
 * that reads one is scoped to the token's account anyway, so a cursor made up or taken from
 * another person can only ever page through the caller's own rows.
 */

/** The longest cursor accepted: far above any real one, so a huge query value is refused unread. */
const MAX_CURSOR_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The cursor of the position `values` (sort values, id last) in the list ordered by `order`. */
export function encodeCursor(order: string, values: readonly string[]): string {
  return Buffer.from(JSON.stringify([order, ...values]), 'utf8').toString('base64url');
}

/**
 * The position a cursor holds: exactly `arity` values, for the list ordered by `order`. Anything
 * else answers 400, worded like the contract's own query checks.
 */
export function decodeCursor(cursor: string, order: string, arity: number): string[] {
  const refuse = (reason: string) => new HttpProblem(400, `Invalid request query.cursor: ${reason}`);
  if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) throw refuse('not a cursor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse('not a cursor');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== arity + 1 ||
    !parsed.every((value): value is string => typeof value === 'string')
  ) {
    throw refuse('not a cursor');
  }
  const [cursorOrder, ...values] = parsed;
  if (cursorOrder !== order) throw refuse(`the cursor belongs to another sort order than ${order}`);
  return values;
}

/** One page of a keyset list: its rows and the cursor of the next page, null on the last. */
export interface KeysetPage<Row> {
  readonly rows: Row[];
  readonly cursor: string | null;
}

/**
 * Cuts `rows`, read with a limit of `limit + 1`, into the page and its next cursor: the extra row
 * only tells that another page exists, so the last page never answers a cursor to an empty one.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  order: string,
  position: (row: Row) => readonly string[],
): KeysetPage<Row> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const cursor = rows.length > limit && last !== undefined ? encodeCursor(order, position(last)) : null;
  return { rows: page, cursor };
}
