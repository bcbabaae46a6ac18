import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { showPage } from '../runtime/test-page.test-data.ts';
import { PageSkeletonShape } from './page-skeleton.tsx';
import { CardSkeleton, SkeletonRows } from './skeleton.tsx';
import { defineTestPage } from './test-page.test.tsx';

/**
 * The skeletons every area draws while it loads show in the portal's frame alone, whatever sheet
 * the area adds: an area whose sheet did not draw the lines showed an empty card.
 */

const TAG = 'test-skeletons';

function Skeletons(): ReactElement {
  return (
    <>
      <h1>Skeletons</h1>
      <div className="card">
        <CardSkeleton />
      </div>
      <div className="card">
        <SkeletonRows count={2} row="row-skeleton" />
      </div>
      <SkeletonRows count={1} row="picture-row" picture="tinted-picture" />
      <PageSkeletonShape />
    </>
  );
}

defineTestPage(TAG, Skeletons, { basePath: '/' });

describe('skeletons', () => {
  it('draws every line of a card skeleton and the page skeleton with the frame’s sheet alone', async () => {
    const root = await showPage(TAG, 'Skeletons');
    const lines = [...root.querySelectorAll<HTMLElement>('.skeleton:not(.tinted-picture)')];
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) {
      const box = line.getBoundingClientRect();
      expect(box.height, line.className).toBeGreaterThan(8);
      expect(box.width, line.className).toBeGreaterThan(40);
    }
  });

  it('keeps the skeleton’s tone on a row’s picture whose area class has a background', async () => {
    const root = await showPage(TAG, 'Skeletons');
    // An area's sheet, adopted after the frame's as an area's is, whose picture class has a
    // background of its own, as the saved projects' thumbnail has.
    const area = new CSSStyleSheet();
    area.replaceSync('.tinted-picture { width: 96px; height: 72px; background: rgb(1, 2, 3); }');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, area];
    const picture = root.querySelector<HTMLElement>('.tinted-picture');
    expect(picture).not.toBeNull();
    const style = getComputedStyle(picture as HTMLElement);
    expect(style.backgroundImage).toContain('linear-gradient');
    expect(style.backgroundColor).not.toBe('rgb(1, 2, 3)');
  });

  it('gives the page skeleton’s heading a tone that shows on the portal’s sunken page', async () => {
    const root = await showPage(TAG, 'Skeletons');
    const heading = root.querySelector<HTMLElement>('.page-skeleton > .skeleton');
    const probe = document.createElement('div');
    probe.style.background = 'var(--portal-surface-sunken)';
    root.append(probe);
    const page = getComputedStyle(probe).backgroundColor;
    expect(heading).not.toBeNull();
    // Its tone: the gradient's first stop (the shimmer passes through lighter tones).
    const tone = /rgb\([^)]*\)/.exec(getComputedStyle(heading as HTMLElement).backgroundImage)?.[0];
    expect(tone).toBeDefined();
    expect(tone).not.toBe(page);
  });
});
