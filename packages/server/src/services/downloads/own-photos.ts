import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { HttpProblem } from '../../http/validation.ts';

/** Ids per `IN (…)` list: far below both engines' limits on bound parameters. */
const LOOKUP_BATCH = 500;

/** The ids among `photoIds` that are not photos of `ownerId`, in the order given. */
export async function idsNotOwned(
  db: Kysely<Tables>,
  ownerId: string,
  photoIds: readonly string[],
): Promise<string[]> {
  const owned = new Set<string>();
  for (let start = 0; start < photoIds.length; start += LOOKUP_BATCH) {
    const batch = photoIds.slice(start, start + LOOKUP_BATCH);
    const rows = await db
      .selectFrom('photos')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('id', 'in', batch)
      .execute();
    for (const row of rows) owned.add(row.id);
  }
  return photoIds.filter((id) => !owned.has(id));
}

/**
 * [Note: Photo ids a request may name]
 * A download or a temp selection names photos by id, and every one of them must be the person's own
 * (or, for a shared-album download, in that album under the owner given). One that is not answers
 * 400 for the whole request, naming the ids: nothing is left out silently, so the archive or the
 * prints editor never holds fewer photos than the person selected without their knowing. The
 * message is the same for an id that does not exist and for another person's photo, and only
 * repeats ids the caller sent, so it reveals nothing of anyone else's library. An id listed twice is
 * refused as well: a selection is a set, and a repeat is a client bug worth seeing.
 */
export function refusePhotoIds(field: string, ids: readonly string[], reason: string): HttpProblem {
  const shown = ids.slice(0, 10).join(', ');
  const more = ids.length > 10 ? ` and ${ids.length - 10} more` : '';
  return new HttpProblem(400, `Invalid request body.${field}: ${reason}: ${shown}${more}`);
}

/** The ids listed more than once, each once, in order of first repeat. */
export function repeatedIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}
