import type { TimelineLocation } from '@portal/api/schemas/photos';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { KeysetPosition } from './keyset.ts';

/*
 * [Note: Month marks]
 * A B-tree finds a photo's entry in a month's index in a few page reads, but cannot say how many
 * entries come before it: both engines count them one by one. Counted from the month's nearer end
 * (see `TimelineReads.#indexOf`), the middle of a month of 40,000 photos is still 20,000 entries:
 * 3 to 6 ms on SQLite, 10 to 40 ms on PostgreSQL, where a count reads each entry's tuple header.
 *
 * So for a large month the reads keep marks: the position (sort value, id) of every `spacing`-th
 * photo of the month in one sort column's ascending order, the k-th mark being the photo with
 * k * spacing photos before it. A photo's index is then the index of the last mark at or before
 * it plus the entries from that mark to the photo, at most `spacing` of them; the photo at an
 * index is `index mod spacing` entries from its mark. Either way the walk is bounded by the
 * spacing, not by the month. Descending orders read the same marks from the other end.
 *
 * The marks are worked out in one statement (a numbering of the month's index entries that
 * returns every `spacing`-th; the engine reads the month once) and kept in memory, stamped with
 * the month's revision ([Note: A month's revision]), which moves with any change to the month's
 * photos. They serve while the month's row shows that revision and are worked out again when it
 * does not. Months below `from` photos are cheaper to count through than to mark. The revision is
 * read before the photos, so marks worked out from photos newer than their stamp are only ever
 * thrown away too soon, never kept too long.
 *
 * Kept in memory, not in a table: they are a cache of what the index already holds, a server
 * works out only the marks of the months its customers open deep, and each server of a scaled-out
 * deployment keeps its own with no coordination (the revision is in the database they share). The
 * cache is bounded by the number of marks it holds, oldest used first out.
 *
 * The binary search compares positions as JavaScript strings. The sort columns hold ISO 8601
 * timestamps of one format and the ids lowercase UUIDs: strings of one shape whose differences are
 * digits and lowercase hex letters, which every collation orders as their code units do.
 */

/** How marks are spaced, and from what month size they are kept. */
export interface MarkSpacing {
  /** Photos from one mark to the next. */
  readonly spacing: number;
  /** The smallest month that is marked. */
  readonly from: number;
}

export const DEFAULT_MARK_SPACING: MarkSpacing = { spacing: 256, from: 2048 };

/** At most this many marks are kept, about 100 bytes each: 10 MB, 25 million marked photos. */
const MAX_KEPT_MARKS = 100_000;

/** A month's marks in one sort column's ascending order, as of the month's `revision`. */
export class MonthMarks {
  constructor(
    readonly revision: number,
    readonly spacing: number,
    /** The positions of the photos at index 0, spacing, 2 * spacing, … in ascending order. */
    readonly marks: readonly KeysetPosition[],
  ) {}

  /** The number of the last mark at or before `position` (ascending), or -1 when it is before all. */
  markAtOrBefore(position: KeysetPosition): number {
    let low = 0;
    let high = this.marks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.marks[middle] ?? [], position) <= 0) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  }
}

function compare(a: KeysetPosition, b: KeysetPosition): number {
  const [aValue = '', aId = ''] = a;
  const [bValue = '', bId = ''] = b;
  if (aValue !== bValue) return aValue < bValue ? -1 : 1;
  if (aId !== bId) return aId < bId ? -1 : 1;
  return 0;
}

interface Kept {
  readonly revision: number;
  readonly marks: Promise<MonthMarks>;
  size: number;
}

/** Marks by owner, sort column, month and spacing; a Map's order is its use order, oldest first. */
const kept = new Map<string, Kept>();
let keptMarks = 0;

/** Which marks: of the owner's month, in `sortColumn`'s ascending order, at `revision`, `spacing` apart. */
export interface MarksOf {
  readonly ownerId: string;
  readonly location: TimelineLocation;
  readonly sortColumn: string;
  readonly revision: number;
  readonly spacing: number;
}

/**
 * The marks `of` a month: the kept ones when they are of its revision, else worked out (once,
 * however many ask at the same time).
 */
export function monthMarks(database: Database, of: MarksOf): Promise<MonthMarks> {
  const { ownerId, location, sortColumn, revision, spacing } = of;
  const key = [ownerId, sortColumn, location.year, location.month, spacing].join(' ');
  const found = kept.get(key);
  kept.delete(key);
  if (found !== undefined && found.revision === revision) {
    kept.set(key, found);
    return found.marks;
  }
  if (found !== undefined) keptMarks -= found.size;
  const entry: Kept = {
    revision,
    size: 0,
    marks: workOut(database, of),
  };
  kept.set(key, entry);
  entry.marks.then(
    (marks) => {
      if (kept.get(key) !== entry) return;
      entry.size = marks.marks.length;
      keptMarks += entry.size;
      for (const [oldest, old] of kept) {
        if (keptMarks <= MAX_KEPT_MARKS || old === entry) break;
        kept.delete(oldest);
        keptMarks -= old.size;
      }
    },
    () => {
      if (kept.get(key) === entry) kept.delete(key);
    },
  );
  return entry.marks;
}

async function workOut(
  database: Database,
  { ownerId, location, sortColumn, revision, spacing }: MarksOf,
): Promise<MonthMarks> {
  const column = sql.ref(sortColumn.replace(/^p\./, ''));
  const { rows } = await sql<{ sort: string; id: string }>`
    select sort, id from (
      select ${column} as sort, id, row_number() over (order by ${column}, id) - 1 as n
      from photos
      where owner_id = ${ownerId} and timeline_year = ${location.year} and timeline_month = ${location.month}
    ) numbered
    where n % ${spacing} = 0
    order by n`.execute(database.db);
  return new MonthMarks(
    revision,
    spacing,
    rows.map((row) => [row.sort, row.id]),
  );
}
