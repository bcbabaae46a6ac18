import { type ReactElement, useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  defineTestElements,
  expectTopKeptAcrossWidths,
  nextFrames,
  rowAtTop,
  showTestElement,
} from '../test-elements.test.tsx';
import { testPhoto } from '../test-photos.test-data.ts';
import { TimelineGrid } from './timeline-grid.tsx';
import { MAX_SCROLL_HEIGHT, type TimelineMonth } from './timeline-layout.ts';
import { type RangeLoader, TimelineManager } from './timeline-manager.ts';

/**
 * The timeline in Chromium with a library of a million photos: the page never holds more than the
 * rows near the viewport, the scroll height stays below the browser's limit, and the last photo is
 * as reachable as the first. The month pages come from a loader that makes them on the spot, as the
 * photo service would answer them (the service itself is tested with large libraries in bench/).
 */

const TAG = 'test-timeline-grid';
/** 50 years of 12 months of 1,667 photos: 1,000,200 photos. */
const MONTHS: TimelineMonth[] = Array.from({ length: 600 }, (_, index) => ({
  year: 2026 - Math.floor(index / 12),
  month: 12 - (index % 12),
  count: 1667,
}));
const MOST_ELEMENTS = 1500;
/** Two years of 100 photos a month: short enough that a pixel of scrolling is a pixel of timeline. */
const SMALL_MONTHS: TimelineMonth[] = MONTHS.slice(0, 24).map((month) => ({ ...month, count: 100 }));
const SMALL_TAG = 'test-timeline-grid-small';
/** Five months of one photo: shorter than the viewport. */
const TINY_MONTHS: TimelineMonth[] = MONTHS.slice(0, 5).map((month) => ({ ...month, count: 1 }));
const TINY_TAG = 'test-timeline-grid-tiny';

const asked: string[] = [];

const loaderOf =
  (months: readonly TimelineMonth[]): RangeLoader =>
  async (location, start, limit) => {
    asked.push(`${location.year}/${location.month}`);
    const count =
      months.find((month) => month.year === location.year && month.month === location.month)?.count ?? 0;
    const images = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, index) =>
      testPhoto(`${location.year}-${location.month}-${start + index}`, location),
    );
    return { images, cursor: null };
  };

function harnessOf(months: readonly TimelineMonth[]) {
  return function Harness(): ReactElement {
    const manager = useMemo(
      () => new TimelineManager(months, { range: loaderOf(months), ids: async () => [] }),
      [],
    );
    return <TimelineGrid months={months} manager={manager} />;
  };
}

defineTestElements({
  [TAG]: harnessOf(MONTHS),
  [SMALL_TAG]: harnessOf(SMALL_MONTHS),
  [TINY_TAG]: harnessOf(TINY_MONTHS),
});

afterEach(() => {
  asked.length = 0;
});

const addGrid = (tag = TAG) => showTestElement(tag, '.timeline img', '1000px');

function headings(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.month-heading h2')].map((heading) => heading.textContent ?? '');
}

/** The photo of the first row whose top is at or below the viewport's top. */
function topTile(root: ShadowRoot): string | null {
  const rows = [...root.querySelectorAll<HTMLElement>('.timeline-row')]
    .map((row) => ({ row, top: row.getBoundingClientRect().top }))
    .filter(({ top }) => top >= -1)
    .sort((a, b) => a.top - b.top);
  return rows[0]?.row.querySelector('img')?.getAttribute('alt') ?? null;
}

/** The date scrubber's `selector`, once its code has loaded (after the first screen). */
async function scrubber(root: ShadowRoot, selector: string): Promise<HTMLElement> {
  await expect.poll(() => root.querySelector(selector), { timeout: 10_000 }).not.toBeNull();
  const found = root.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error('no date scrubber');
  return found;
}

function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });
}

describe('a timeline of a million photos', () => {
  it('stays below the browser height limit and holds only the rows near the viewport', async () => {
    const root = await addGrid();
    const timeline = root.querySelector<HTMLElement>('.timeline');
    expect(timeline?.offsetHeight).toBeLessThanOrEqual(MAX_SCROLL_HEIGHT);
    expect(headings(root)[0]).toBe('December 2026');
    let most = root.querySelectorAll('*').length;
    for (const fraction of [0.1, 0.37, 0.5, 0.83, 0.99]) {
      window.scrollTo(0, document.documentElement.scrollHeight * fraction);
      await nextFrames();
      most = Math.max(most, root.querySelectorAll('*').length);
    }
    expect(most).toBeLessThan(MOST_ELEMENTS);
  });

  it('reaches the last photo at the bottom, and loads only the months it shows', async () => {
    const root = await addGrid();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => headings(root)).toContain('January 1977');
    const last = MONTHS.at(-1);
    // On screen, not only in the page: at the end of 40 million pixels of timeline.
    const onScreen = (image: Element) => {
      const { top, bottom } = image.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    };
    await expect
      .poll(() =>
        [...root.querySelectorAll('.timeline img')].some(
          (image) => image.getAttribute('alt') === `${last?.year}-${last?.month}-1666.jpg` && onScreen(image),
        ),
      )
      .toBe(true);
    expect(new Set(asked).size).toBeLessThan(10);
  });

  it('keeps the photo at the top of the view at the top when the width changes', async () => {
    const root = await addGrid(SMALL_TAG);
    const jump = root.querySelector<HTMLSelectElement>('.month-jump select');
    if (jump === null) throw new Error('no scrubber');
    jump.value = '2025/7';
    jump.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.poll(() => topTile(root)).toBe('2025-7-0.jpg');
    window.scrollBy(0, 2010);
    // The grid reads the scroll position in the frame after the scroll.
    await frames(2);
    await expect.poll(() => rowAtTop(root)[0]?.startsWith('2025-7-')).toBe(true);
    await expectTopKeptAcrossWidths(root);
  });

  it('draws the rows in view first after a long jump, and the rows around them in a task after', async () => {
    const root = await addGrid();
    const timeline = root.querySelector('.timeline');
    if (timeline === null) throw new Error('no timeline');
    /** The rows on the screen, and those within a screen of it, at each change of the page. */
    const drawn: { inView: number; near: number }[] = [];
    const observer = new MutationObserver(() => {
      const tops = [...root.querySelectorAll('.timeline-row')].map((row) => row.getBoundingClientRect());
      drawn.push({
        inView: tops.filter(({ top, bottom }) => bottom > 0 && top < window.innerHeight).length,
        near: tops.filter(({ top, bottom }) => bottom > -window.innerHeight && top < 2 * window.innerHeight)
          .length,
      });
    });
    observer.observe(timeline, { childList: true, subtree: true });
    try {
      window.scrollTo(0, document.documentElement.scrollHeight / 2);
      await expect.poll(() => drawn.at(-1)?.near ?? 0).toBeGreaterThan(drawn[0]?.inView ?? 0);
      // The first change draws the screen's rows and no more; the rows around it come after.
      expect(drawn[0]?.inView).toBeGreaterThan(0);
      expect(drawn[0]?.near).toBe(drawn[0]?.inView);
    } finally {
      observer.disconnect();
    }
  });

  it('loads only where a smooth scroll lands, not the months it passes', async () => {
    const root = await addGrid();
    document.documentElement.style.scrollBehavior = 'smooth';
    try {
      asked.length = 0;
      const target = Math.round(document.documentElement.scrollHeight / 2);
      window.scrollTo({ top: target });
      await expect.poll(() => Math.abs(window.scrollY - target), { timeout: 10_000 }).toBeLessThan(2);
      await expect
        .poll(() => root.querySelectorAll('.timeline img').length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      // The months around where it slowed down and stopped, not the 300 it passed on the way.
      expect(new Set(asked).size).toBeLessThanOrEqual(15);
    } finally {
      document.documentElement.style.scrollBehavior = '';
    }
  });

  it("steps through months and years with the date scrubber's keys, to both ends of a million photos", async () => {
    const root = await addGrid();
    const slider = await scrubber(root, '[role="slider"]');
    expect(slider.getAttribute('aria-label')).toBe('Photos by date');
    expect(slider.getAttribute('aria-valuetext')).toBe('December 2026');
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect.poll(() => headings(root)).toContain('January 1977');
    await userEvent.keyboard('{Home}');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('December 2026');
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('December 2025');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('November 2025');
    await userEvent.keyboard('{PageUp}');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('December 2025');
    await userEvent.keyboard('{PageUp}');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('December 2026');
    // Far jumps load where they land, not the months between.
    expect(new Set(asked).size).toBeLessThan(30);
  });

  it('names the month under a dragged date scrubber and lands there at once', async () => {
    const root = await addGrid();
    const rail = await scrubber(root, '.scrubber-rail');
    const box = rail.getBoundingClientRect();
    const pointer = (type: string, share: number) =>
      rail.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          pointerId: 7,
          pointerType: 'touch',
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height * share,
        }),
      );
    const bubble = () => root.querySelector('.scrubber-bubble')?.textContent ?? null;
    // Half-way down a library of 600 even months is its 301st month (December 2001), and 444.5 of 600 is in the 445th.
    pointer('pointerdown', 300.5 / 600);
    await expect.poll(bubble).toBe('December 2001');
    await expect.poll(() => headings(root)).toContain('December 2001');
    pointer('pointermove', 444.5 / 600);
    await expect.poll(bubble).toBe('December 1989');
    await expect.poll(() => headings(root)).toContain('December 1989');
    pointer('pointerup', 444.5 / 600);
    await expect.poll(bubble).toBeNull();
    expect(rail.getAttribute('aria-valuetext')).toBe('December 1989');
  });

  it('jumps to any month in one step with the scrubber', async () => {
    const root = await addGrid();
    const jump = root.querySelector<HTMLSelectElement>('.month-jump select');
    if (jump === null) throw new Error('no scrubber');
    jump.value = '2000/6';
    jump.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.poll(() => headings(root)).toContain('June 2000');
    await expect.poll(() => jump.value).toBe('2000/6');
  });
});

describe('a timeline on a page that goes on below it', () => {
  it.each([
    ['shorter than the view', TINY_TAG],
    ['taller than the view', SMALL_TAG],
    ['of a million photos', TAG],
  ])('%s keeps its rows in place as the page scrolls past its end', async (_, tag) => {
    const root = await addGrid(tag);
    const below = document.createElement('div');
    below.style.height = '3000px';
    document.body.append(below);
    const grid = root.querySelector<HTMLElement>('.timeline');
    if (grid === null) throw new Error('no grid');
    // Scrolled to the page's end, then back to where the grid's end is at the top of the view.
    const drawn = () => [...root.querySelectorAll('.timeline-row')].map((row) => row.getBoundingClientRect());
    // Scrolled to where the grid's end is in the middle of the view, to the page's end and back
    // to where the grid's end is near the top of the view.
    for (const top of [
      below.offsetTop - window.innerHeight / 2,
      document.documentElement.scrollHeight,
      below.offsetTop - 200,
    ]) {
      window.scrollTo(0, top);
      await frames(3);
      // Where the grid is in view, its last row is drawn, ending where the grid does (the grid
      // keeps a gap's room below it).
      if (grid.getBoundingClientRect().bottom > 0) {
        await expect
          .poll(() => grid.getBoundingClientRect().bottom - Math.max(...drawn().map((row) => row.bottom)))
          .toBeLessThan(10);
      }
      const { top: gridTop, bottom: gridBottom } = grid.getBoundingClientRect();
      for (const row of drawn()) {
        expect(row.top).toBeGreaterThanOrEqual(gridTop - 0.5);
        expect(row.bottom).toBeLessThanOrEqual(gridBottom + 0.5);
      }
    }
  });
});
