import { formatSortSetting, type SortSetting } from '@portal/api/rules/sort-settings';
import { readStored, writeStored } from '../../runtime/web-storage.ts';

/**
 * [Note: The list's place, kept for the preview]
 * Closing the preview returns to the photos list where it was left (photo-library §2.3: 'restores
 * the saved list state; scroll position is kept in local storage'). Opening a photo keeps the
 * list's place in local storage, as a month, a photo in it and how far into that photo's row the
 * viewport's top was: terms that survive a reload, another window width or another device's
 * columns, which a pixel offset would not. The place holds for the sort it was taken in only.
 *
 * When the preview was opened from the list, the list is still underneath and the history's entry
 * before the preview is the list's, so closing is a Back and nothing needs restoring. The kept place
 * is used when the preview was opened by its address (a reload, a shared link, the app's webview
 * coming back): closing then puts the list back at that place.
 */

const LIST_POSITION_KEY = 'listState:photos';

export interface ListPosition {
  readonly year: number;
  readonly month: number;
  /** The index within the month of the first photo of the row at the viewport's top. */
  readonly photo: number;
  /** How far into that row (0 to 1) the viewport's top was. */
  readonly within: number;
}

/** Keeps the list's place; null (the list's top in view) forgets any place kept before. */
export function storeListPosition(sort: SortSetting<'photos'>, position: ListPosition | null): void {
  // Site data blocked: the list starts at the top after a reload.
  writeStored(
    'local',
    LIST_POSITION_KEY,
    position === null ? null : JSON.stringify({ sort: formatSortSetting(sort), ...position }),
  );
}

/** The kept place for this sort, or null (none kept, kept for another sort, or unreadable). */
export function readListPosition(sort: SortSetting<'photos'>): ListPosition | null {
  let stored: unknown;
  try {
    stored = JSON.parse(readStored('local', LIST_POSITION_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isStoredPosition(stored) || stored.sort !== formatSortSetting(sort)) return null;
  const { year, month, photo, within } = stored;
  return { year, month, photo, within };
}

/**
 * What local storage may hold under the key, anything else being ignored. Checked by hand: the
 * schema library is not part of the timeline's first load, and this is the only thing it would read.
 */
function isStoredPosition(value: unknown): value is ListPosition & { readonly sort: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { sort, year, month, photo, within } = value as Record<string, unknown>;
  return (
    typeof sort === 'string' &&
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(photo) &&
    (photo as number) >= 0 &&
    typeof within === 'number' &&
    within >= 0 &&
    within <= 1
  );
}
