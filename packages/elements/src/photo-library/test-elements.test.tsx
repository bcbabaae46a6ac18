import type { ComponentType } from 'react';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { configurePortal } from '../runtime/platform.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { PHOTO_LIBRARY_STYLES } from './styles.ts';

/*
 * What the photo library's browser tests share: their components in real elements with the library's
 * styles and the reference server's config and catalogues, added to the page as the customer's
 * browser shows them, and what they read of a grid of photos. Named *.test.tsx so that only the tests'
 * type-check reads it, as it reads the tests; it holds no test of its own.
 */

/**
 * Defines an element for each tag of `components` before the file's tests, and empties the page and
 * scrolls it back to the top after each.
 */
export function defineTestElements(components: Readonly<Record<string, ComponentType>>): void {
  beforeAll(() => {
    configurePortal({ origin: inject('portalOrigin'), reporter: () => undefined });
    for (const [tag, component] of Object.entries(components)) {
      defineElement({ tag, component, defaultBasePath: '/', styles: PHOTO_LIBRARY_STYLES });
    }
  });
  afterEach(() => {
    document.body.replaceChildren();
    window.scrollTo(0, 0);
  });
}

/** Adds a `tag` element to the page in British English, as a block `width` wide when given. */
export function addTestElement(tag: string, width?: string): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute('locale', 'en-GB');
  if (width !== undefined) {
    element.style.display = 'block';
    element.style.width = width;
  }
  document.body.append(element);
  return element;
}

/** Adds a `tag` element as `addTestElement` does; its shadow root once `selector` finds something in it. */
export async function showTestElement(tag: string, selector: string, width?: string): Promise<ShadowRoot> {
  const element = addTestElement(tag, width);
  await expect
    .poll(() => element.shadowRoot?.querySelector(selector) ?? null, { timeout: 10_000 })
    .not.toBeNull();
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
}

/** The photos of the grid's row across the viewport's top edge. */
export function rowAtTop(root: ShadowRoot): string[] {
  const row = [...root.querySelectorAll<HTMLElement>('.timeline-row')].find((candidate) => {
    const { top, bottom } = candidate.getBoundingClientRect();
    return top <= 0 && bottom > 0;
  });
  return [...(row?.querySelectorAll('img') ?? [])].map((image) => image.getAttribute('alt') ?? '');
}

/** Waits until the grid has drawn the frames after a scroll: the scroll's and the render it starts. */
export async function nextFrames(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Waits until a row in the view shows its photos, after a scroll or a resize. */
export async function settle(root: ShadowRoot): Promise<void> {
  const shownInView = () =>
    [...root.querySelectorAll<HTMLElement>('.timeline-row')].some((row) => {
      const { top, bottom } = row.getBoundingClientRect();
      return top < window.innerHeight && bottom > 0 && row.querySelector('img') !== null;
    });
  await expect.poll(shownInView).toBe(true);
}

/**
 * Narrows the element to four columns, widens it to seven and brings it back to five, and expects
 * the photo at the top of the view now to be in the row at the top after each, once the grid has
 * laid out anew.
 */
export async function expectTopKeptAcrossWidths(root: ShadowRoot): Promise<void> {
  await expect.poll(() => rowAtTop(root).length).toBeGreaterThan(0);
  const top = rowAtTop(root)[0];
  const element = root.host as HTMLElement;
  const columns = () => root.querySelector('.timeline-row')?.children.length;
  for (const [width, count] of [
    ['620px', 4],
    ['1400px', 7],
    ['1000px', 5],
  ] as const) {
    element.style.width = width;
    await expect.poll(columns).toBe(count);
    await expect.poll(() => rowAtTop(root)).toContain(top);
  }
}
