import { type ReactElement, useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defineTestElements,
  expectTopKeptAcrossWidths,
  settle,
  showTestElement,
} from '../test-elements.test.tsx';
import { testPhoto } from '../test-photos.test-data.ts';
import { TimelineManager } from '../timeline/timeline-manager.ts';
import { albumSections } from './album-photo-list.ts';
import { AlbumPhotos } from './album-photos.tsx';

/**
 * An album of 50,000 photos in Chromium, as its page shows it: the page never holds more than the
 * rows near the viewport, the album's last photo is reached at the bottom, the place is kept when
 * the width changes, and Select all selects every photo, loaded or not. The pages and ids come from
 * loaders that make them on the spot, as the photo service answers them (the service's own reads are
 * tested in packages/server/test/album-places.test.ts).
 */

const TAG = 'test-album-photos';
const COUNT = 50_000;
const MOST_ELEMENTS = 1500;

/** Every read the album made: `page offset+limit` or `ids offset`. */
const asked: string[] = [];

const nameOf = (position: number) => `album-${position}.jpg`;

/** Whether the next page read fails, as a service that is down for a moment answers. */
let failNextPage = false;
/** While set, id reads wait for it, as a slow service's do. */
let idsHeld: Promise<void> | null = null;

function Harness(): ReactElement {
  const list = useMemo(
    () => ({
      albumId: 'album',
      pathOf: (photoId: string) => `/albums/album/preview/${photoId}`,
      manager: new TimelineManager(albumSections(COUNT), {
        range: async (_section, offset, limit) => {
          asked.push(`page ${offset}+${limit}`);
          if (failNextPage) {
            failNextPage = false;
            throw new Error('Service unavailable');
          }
          const images = Array.from({ length: Math.max(0, Math.min(limit, COUNT - offset)) }, (_, index) =>
            testPhoto(`album-${offset + index}`),
          );
          return { images, cursor: null };
        },
        ids: async (_section, offset) => {
          asked.push(`ids ${offset}`);
          await idsHeld;
          return Array.from(
            { length: Math.max(0, Math.min(500, COUNT - offset)) },
            (_, index) => `album-${offset + index}`,
          );
        },
      }),
    }),
    [],
  );
  return (
    <AlbumPhotos
      accountId="account"
      list={list}
      count={COUNT}
      sortSelect={null}
      empty="Empty"
      onOpen={() => undefined}
    />
  );
}

defineTestElements({ [TAG]: Harness });

afterEach(() => {
  failNextPage = false;
  idsHeld = null;
  asked.length = 0;
});

const addAlbum = (shown = '.album-photos img') => showTestElement(TAG, shown, '1000px');

const shownNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('.album-photos img')].map((image) => image.getAttribute('alt') ?? '');

describe('an album of 50,000 photos', () => {
  it('holds only the rows near the viewport while scrolled through, as items of a list of all 50,000', async () => {
    const root = await addAlbum();
    const list = root.querySelector('[role="list"]');
    expect(list?.getAttribute('aria-label')).toBe('Photos');
    expect(list?.querySelector('[role="listitem"]')?.getAttribute('aria-setsize')).toBe(String(COUNT));
    let most = root.querySelectorAll('*').length;
    for (const fraction of [0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
      window.scrollTo(0, document.documentElement.scrollHeight * fraction);
      await settle(root);
      await expect.poll(() => shownNames(root).length).toBeGreaterThan(0);
      most = Math.max(most, root.querySelectorAll('*').length);
    }
    expect(most).toBeLessThan(MOST_ELEMENTS);
  });

  it("reaches the album's last photo at the bottom, reading only the rows near it", async () => {
    const root = await addAlbum();
    asked.length = 0;
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => shownNames(root)).toContain(nameOf(COUNT - 1));
    const items = root.querySelectorAll('[role="listitem"]');
    expect(items[items.length - 1]?.getAttribute('aria-posinset')).toBe(String(COUNT));
    // The rows at the end, read where they are: not the 49,000 photos before them.
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(asked.every((read) => Number(read.split(/[ +]/)[1]) >= COUNT - 500)).toBe(true);
  });

  it('keeps the photo at the top of the view at the top when the width changes', async () => {
    const root = await addAlbum();
    window.scrollTo(0, Math.round(document.documentElement.scrollHeight * 0.4));
    await settle(root);
    await expectTopKeptAcrossWidths(root);
  });

  it('selects every photo of the album with Select all, reading its ids 500 a call', async () => {
    const root = await addAlbum();
    const button = (name: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find((each) => each.textContent === name);
    button('Select')?.click();
    await expect.poll(() => button('Select all')).toBeDefined();
    asked.length = 0;
    button('Select all')?.click();
    await expect
      .poll(() => root.querySelector('.selection-count')?.textContent, { timeout: 10_000 })
      .toBe('50,000 selected');
    expect(asked.filter((read) => read.startsWith('ids'))).toHaveLength(COUNT / 500);
    // All selected: Select all is gone, and the photos in view show it.
    expect(button('Select all')).toBeUndefined();
    expect(root.querySelector('.tile-button')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the actions waiting while the ids of a Select all are read, so none acts on part of it', async () => {
    const root = await addAlbum();
    const button = (name: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find((each) => each.textContent === name);
    const count = () => root.querySelector('.selection-count')?.textContent;
    button('Select')?.click();
    await expect.poll(() => button('Select all')).toBeDefined();
    root.querySelector<HTMLButtonElement>('.tile-button')?.click();
    await expect.poll(count).toBe('1 selected');
    expect(button('Remove from album')?.disabled).toBe(false);

    let release: () => void = () => {};
    idsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    button('Select all')?.click();
    await expect.poll(count).toBe('Selecting your photos...');
    expect(button('Remove from album')?.disabled).toBe(true);
    expect(button('Download')?.disabled).toBe(true);

    release();
    await expect.poll(count, { timeout: 10_000 }).toBe('50,000 selected');
    expect(button('Remove from album')?.disabled).toBe(false);
  });

  it('selects with a finger: a long press selects a photo and the finger moved on the photos it passes', async () => {
    const root = await addAlbum();
    await settle(root);
    const tiles = [...root.querySelectorAll<HTMLElement>('.timeline-row .tile')];
    const centre = (tile: HTMLElement | undefined) => {
      const box = tile?.getBoundingClientRect();
      if (box === undefined) throw new Error('too few tiles');
      return { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    };
    const finger = (type: string, target: Element, at: { clientX: number; clientY: number }) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          ...at,
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          bubbles: true,
          composed: true,
        }),
      );
    const first = tiles[0];
    if (first === undefined) throw new Error('no tiles');
    finger('pointerdown', first, centre(first));
    // Held still, the finger marks the photo; moved on, every photo from it to the one under it.
    await expect.poll(() => root.querySelectorAll('.tile-pressed').length).toBe(1);
    // The first photo of the next row, in view on a narrow screen: the whole first row comes too.
    const below = centre(tiles[5]);
    finger('pointermove', first, below);
    await expect.poll(() => root.querySelectorAll('.tile-pressed').length).toBe(6);
    finger('pointerup', first, below);
    await expect.poll(() => root.querySelector('.selection-count')?.textContent).toBe('6 selected');
    expect(root.querySelectorAll('.tile-button[aria-pressed="true"]')).toHaveLength(6);
  });

  it("says the album's photos could not be displayed when a read fails, and reads them again on Retry", async () => {
    failNextPage = true;
    const root = await addAlbum('[role="alert"]');
    const alert = () => root.querySelector('[role="alert"]');
    await expect
      .poll(() => alert()?.textContent ?? '')
      .toContain('Unable to display album photos. Please refresh the page or try again later.');
    expect(root.querySelector('.album-photos img')).toBeNull();
    alert()?.querySelector('button')?.click();
    await expect.poll(() => root.querySelector('.album-photos img')).not.toBeNull();
    expect(alert()).toBeNull();
  });
});
