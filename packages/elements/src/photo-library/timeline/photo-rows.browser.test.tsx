import type { Photo } from '@portal/api/schemas/photos';
import { type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defineTestElements, nextFrames, showTestElement } from '../test-elements.test.tsx';
import { testPhoto } from '../test-photos.test-data.ts';
import { PhotoRows, useRowTiles } from './photo-rows.tsx';
import { TileTurns } from './tile-turns.ts';
import { gridMetrics, type TimelineRow } from './timeline-layout.ts';
import type { MonthPhotos } from './timeline-manager.ts';

/**
 * The rows of a grid make their tiles in turns ([Note: A few tiles a task]), in Chromium: the rows
 * on screen at once, the others a task at a time, nearest first. The turns' tasks run when the test
 * says so.
 */

const TAG = 'test-photo-rows';
const SMALL_TAG = 'test-photo-rows-small-turns';
const COLUMNS = 4;
const ROW_HEIGHT = 100;
/** Six rows of four photos; the first two are on screen. */
const ROWS: TimelineRow[] = Array.from({ length: 6 }, (_, row) => ({
  section: 0,
  row,
  first: row * COLUMNS,
  count: COLUMNS,
  top: row * ROW_HEIGHT,
}));
const ON_SCREEN = 2 * ROW_HEIGHT;
const distance = (top: number) => (top < ON_SCREEN ? 0 : top - ON_SCREEN + 1);

const queued: (() => void)[] = [];
/** Two rows' worth of tiles a task. */
const turns = new TileTurns(2 * COLUMNS, (run) => {
  queued.push(run);
});

const photosNamed = (prefix: string): MonthPhotos => ({
  at: (index) => (index < ROWS.length * COLUMNS ? testPhoto(`${prefix}-${index}`) : undefined),
  failed: false,
});

let showPhotos: (photos: MonthPhotos) => void = () => undefined;

function Harness(): ReactElement {
  return <Rows turns={turns} />;
}

const queuedSmall: (() => void)[] = [];
/** Fewer tiles a task than a row has: rows make their tiles in parts. */
const smallTurns = new TileTurns(3, (run) => {
  queuedSmall.push(run);
});

function SmallTurnsHarness(): ReactElement {
  return <Rows turns={smallTurns} />;
}

function Rows({ turns }: { readonly turns: TileTurns }): ReactElement {
  const [photos, setPhotos] = useState(() => photosNamed('a'));
  showPhotos = setPhotos;
  const tiles = useRowTiles((id) => `/photos/${id}`, 300, undefined, undefined);
  return (
    <div className="timeline" style={{ height: ROWS.length * ROW_HEIGHT }}>
      <PhotoRows
        rows={ROWS}
        photosOf={() => photos}
        metrics={{ ...gridMetrics(4 * ROW_HEIGHT), columns: COLUMNS, tileSize: ROW_HEIGHT - 4 }}
        tiles={tiles}
        origin={0}
        distance={distance}
        turns={turns}
      />
    </div>
  );
}

defineTestElements({ [TAG]: Harness, [SMALL_TAG]: SmallTurnsHarness });

/** The photos each row shows, by its first photo's number; a row without tiles shows as '-'. */
function drawn(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.timeline-row')].map(
    (row) =>
      row
        .querySelector('img')
        ?.getAttribute('alt')
        ?.replace(/\.jpg$/, '') ?? '-',
  );
}

/**
 * Every place of every row: its photo's number, '-' for a place without a tile yet. A tile must be
 * in the column of its index ([Note: Places without elements]).
 */
function tiles(root: ShadowRoot): string[] {
  return [...root.querySelectorAll<HTMLElement>('.timeline-row')].flatMap((row) => {
    const first = Number(row.dataset.first);
    const places = Array.from({ length: Number(row.dataset.count) }, () => '-');
    for (const tile of row.querySelectorAll<HTMLElement>(':scope > .tile')) {
      const index = Number(tile.dataset.index);
      expect(getComputedStyle(tile).gridColumnStart, `tile ${index}`).toBe(String(index - first + 1));
      places[index - first] =
        tile
          .querySelector('img')
          ?.getAttribute('alt')
          ?.replace(/\.jpg$/, '') ?? '?';
    }
    return places;
  });
}

/** The browser runs the next of the turns' tasks. */
const nextTask = () => queued.shift()?.();

describe('PhotoRows', () => {
  it('makes the tiles on screen at once and the rest a task at a time, nearest first', async () => {
    const root = await showTestElement(TAG, '.timeline-row img', '400px');
    expect(drawn(root)).toEqual(['a-0', 'a-4', '-', '-', '-', '-']);
    nextTask();
    await expect.poll(() => drawn(root)).toEqual(['a-0', 'a-4', 'a-8', 'a-12', '-', '-']);
    nextTask();
    await expect.poll(() => drawn(root)).toEqual(['a-0', 'a-4', 'a-8', 'a-12', 'a-16', 'a-20']);
    while (queued.length > 0) nextTask();

    // Another page arrives with the same photos: once the rows have rendered it, none waits.
    showPhotos({ ...photosNamed('a') });
    await nextFrames();
    expect(queued.length).toBe(0);
    expect(drawn(root)).toEqual(['a-0', 'a-4', 'a-8', 'a-12', 'a-16', 'a-20']);

    // Other photos (a delete moved them up): rows off screen keep what they drew until their turn.
    const firstImage = root.querySelector('img');
    expect(firstImage?.getAttribute('src')).toBeTruthy();
    showPhotos(photosNamed('b'));
    await expect.poll(() => drawn(root)).toEqual(['b-0', 'b-4', 'a-8', 'a-12', 'a-16', 'a-20']);
    // The tile that went let go of its image ([Note: A tile that goes lets go of its image]).
    expect(firstImage?.isConnected).toBe(false);
    expect(firstImage?.hasAttribute('src')).toBe(false);
    while (queued.length > 0) nextTask();
    await expect.poll(() => drawn(root)).toEqual(['b-0', 'b-4', 'b-8', 'b-12', 'b-16', 'b-20']);

    // Rows on the page before their month's page arrives (after a jump). The manager's photos read
    // its loaded photos as they are when asked: the page arriving must not look drawn already.
    const loaded = new Map<number, Photo>();
    const live = (): MonthPhotos => ({ at: (index) => loaded.get(index), failed: false });
    showPhotos(live());
    await expect.poll(() => drawn(root)).toEqual(['-', '-', '-', '-', '-', '-']);
    while (queued.length > 0) nextTask();
    for (let index = 0; index < ROWS.length * COLUMNS; index += 1) loaded.set(index, testPhoto(`c-${index}`));
    showPhotos(live());
    await expect.poll(() => drawn(root)).toEqual(['c-0', 'c-4', '-', '-', '-', '-']);
    while (queued.length > 0) nextTask();
    await expect.poll(() => drawn(root)).toEqual(['c-0', 'c-4', 'c-8', 'c-12', 'c-16', 'c-20']);
  });

  it('makes a row in parts when a task has room for fewer tiles than the row has', async () => {
    const root = await showTestElement(SMALL_TAG, '.timeline-row img', '400px');
    const shown = () => tiles(root).filter((tile) => tile !== '-');
    // The first new tiles of the first row on screen, as many as the task has room for.
    expect(tiles(root).slice(0, COLUMNS)).toEqual(['a-0', 'a-1', 'a-2', '-']);
    expect(shown()).toHaveLength(3);
    let before = shown().length;
    while (queuedSmall.length > 0) {
      queuedSmall.shift()?.();
      await nextFrames();
      // Never more than the task's three.
      expect(shown().length - before).toBeLessThanOrEqual(3);
      before = shown().length;
    }
    expect(tiles(root)).toEqual(Array.from({ length: ROWS.length * COLUMNS }, (_, index) => `a-${index}`));
  });
});
