import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_DOWNLOAD, PhotoSelection, type SelectablePhoto } from './selection.ts';

function photo(section: number, index: number): SelectablePhoto {
  return { id: `p-${section}-${index}`, position: { section, index } };
}

/** Months 0..2 of 5 photos each, as the timeline holds them. */
const TIMELINE = [0, 1, 2].flatMap((section) => [0, 1, 2, 3, 4].map((index) => photo(section, index)));

describe('PhotoSelection', () => {
  it('selects and unselects one photo', () => {
    const once = PhotoSelection.none.toggle(photo(0, 1));
    expect(once.ids).toEqual(['p-0-1']);
    expect(once.toggle(photo(0, 1)).size).toBe(0);
  });

  it('selects a whole month, and unselects it when all of it was selected', () => {
    const month = TIMELINE.filter((candidate) => candidate.position.section === 1);
    const partly = PhotoSelection.none.toggle(photo(1, 2));
    const all = partly.toggleAll(month);
    expect(all.size).toBe(5);
    expect(all.toggleAll(month).size).toBe(0);
  });

  it('selects a shift-click range across months, in either direction, keeping what was selected', () => {
    const start = PhotoSelection.none.toggle(photo(0, 0)).toggle(photo(0, 3));
    const forward = start.selectRange(photo(2, 1), TIMELINE);
    expect([...forward.ids].sort()).toEqual(
      ['p-0-0', 'p-0-3', 'p-0-4', 'p-1-0', 'p-1-1', 'p-1-2', 'p-1-3', 'p-1-4', 'p-2-0', 'p-2-1'].sort(),
    );
    const backward = PhotoSelection.none.toggle(photo(2, 1)).selectRange(photo(1, 3), TIMELINE);
    expect([...backward.ids].sort()).toEqual(['p-1-3', 'p-1-4', 'p-2-0', 'p-2-1'].sort());
  });

  it('makes a shift-click without a start an ordinary pick', () => {
    expect(PhotoSelection.none.selectRange(photo(1, 1), TIMELINE).ids).toEqual(['p-1-1']);
  });

  it('allows the actions from one photo, and Download up to 100', () => {
    expect(PhotoSelection.none.actionable).toBe(false);
    const many = Array.from({ length: MAX_PHOTOS_PER_DOWNLOAD + 1 }, (_, index) => photo(0, index));
    const hundred = PhotoSelection.none.toggleAll(many.slice(0, MAX_PHOTOS_PER_DOWNLOAD));
    expect([hundred.actionable, hundred.downloadable]).toEqual([true, true]);
    const more = hundred.toggle(many[MAX_PHOTOS_PER_DOWNLOAD] ?? photo(9, 9));
    expect([more.actionable, more.downloadable]).toEqual([true, false]);
  });

  it('forgets deleted photos and keeps the others; deselect all empties it', () => {
    const selection = PhotoSelection.none.toggleAll(TIMELINE.slice(0, 3));
    expect(selection.without(['p-0-1']).ids).toEqual(['p-0-0', 'p-0-2']);
    expect(selection.clear().size).toBe(0);
  });

  it('never changes the selection it was made from', () => {
    const before = PhotoSelection.none.toggle(photo(0, 0));
    before.toggle(photo(0, 1));
    before.toggleAll(TIMELINE);
    expect(before.ids).toEqual(['p-0-0']);
  });
});
