import type { Photo, PhotoPage } from '@portal/api/schemas/photos';
import { type ReactElement, useMemo } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { defineElement } from '../../runtime/define-element.tsx';
import { configurePortal } from '../../runtime/platform.ts';
import { TimelineGrid } from './timeline-grid.tsx';
import { MAX_SCROLL_HEIGHT, type TimelineMonth } from './timeline-layout.ts';
import { type PageLoader, TimelineSections } from './timeline-sections.ts';

/**
 * The timeline in Chromium with a library of a million photos: the page never holds more than the
 * rows near the viewport, the scroll height stays below the browser's limit, and the last photo is
 * as reachable as the first. The month pages come from a loader that makes them on the spot, as the
 * photo service would answer them (the service itself is tested with large libraries in bench/).
 */

const TAG = 'test-timeline-grid';
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
/** 50 years of 12 months of 1,667 photos: 1,000,200 photos. */
const MONTHS: TimelineMonth[] = Array.from({ length: 600 }, (_, index) => ({
  year: 2026 - Math.floor(index / 12),
  month: 12 - (index % 12),
  count: 1667,
}));
const MOST_ELEMENTS = 1500;

const asked: string[] = [];

const loader: PageLoader = async (location, cursor) => {
  asked.push(`${location.year}/${location.month}`);
  const start = cursor === null ? 0 : Number(cursor);
  const images = Array.from({ length: Math.min(24, 1667 - start) }, (_, index): Photo => {
    const id = `${location.year}-${location.month}-${start + index}`;
    return {
      imageId: id,
      localFileName: `${id}.jpg`,
      uploadId: id,
      url: PIXEL,
      untouchedUrl: PIXEL,
      thumbnails: [300, 800, 1300].map((size) => ({ id: size, url: PIXEL, width: size, height: size })),
      uploadEnd: '2026-01-01T00:00:00Z',
      visibleWidth: 1,
      visibleHeight: 1,
      location,
    };
  });
  const next = start + images.length;
  const page: PhotoPage = { images, cursor: next < 1667 ? String(next) : null };
  return page;
};

function Harness(): ReactElement {
  const sections = useMemo(() => new TimelineSections(MONTHS, loader), []);
  return <TimelineGrid months={MONTHS} sections={sections} />;
}

beforeAll(() => {
  configurePortal({ origin: inject('portalOrigin'), reporter: () => undefined });
  defineElement({ tag: TAG, component: Harness, defaultBasePath: '/' });
});

afterEach(() => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
  asked.length = 0;
});

async function addGrid(): Promise<ShadowRoot> {
  const element = document.createElement(TAG);
  element.setAttribute('locale', 'en-GB');
  element.style.display = 'block';
  element.style.width = '1000px';
  document.body.append(element);
  await expect
    .poll(() => element.shadowRoot?.querySelector('.timeline img') ?? null, { timeout: 10_000 })
    .not.toBeNull();
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
}

function headings(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.month-heading h2')].map((heading) => heading.textContent ?? '');
}

async function settle(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
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
      await settle();
      most = Math.max(most, root.querySelectorAll('*').length);
    }
    expect(most).toBeLessThan(MOST_ELEMENTS);
  });

  it('reaches the last photo at the bottom, and loads only the months it shows', async () => {
    const root = await addGrid();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => headings(root)).toContain('January 1977');
    const last = MONTHS.at(-1);
    await expect
      .poll(() =>
        [...root.querySelectorAll('.timeline img')].some(
          (image) => image.getAttribute('alt') === `${last?.year}-${last?.month}-1666.jpg`,
        ),
      )
      .toBe(true);
    expect(new Set(asked).size).toBeLessThan(10);
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
