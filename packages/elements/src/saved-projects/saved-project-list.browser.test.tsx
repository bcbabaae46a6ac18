import { SAVED_PROJECTS_PAGE_SIZE, type SavedProject } from '@portal/api/schemas/saved-projects';
import type { ReactElement } from 'react';
import type { Middleware } from 'swr';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showPage } from '../runtime/test-page.test-data.ts';
import { defineTestPage } from '../ui/test-page.test.tsx';
import type { LoadedProjectsPage } from './api/saved-projects.ts';
import { SavedProjectList } from './saved-project-list.tsx';

/**
 * The saved projects' paging in Chromium with the real catalogues: 10 a page (account-portal §9),
 * the page kept in the address as ?page=N through the element's own navigation (so Back and a
 * reload keep it), Previous and Next disabled at the ends, and a page past the end replaced by the
 * last. The service's answers come from a stand-in fetcher (an SWR middleware), so each page's
 * projects are known and a failure can be staged.
 */

const TAG = 'test-saved-projects';
const BASE = '/saved-projects';
const ACCOUNT = 'account-1';

let totalCount = 0;
let failing = false;
const asked: number[] = [];

function project(index: number): SavedProject {
  const day = new Date(Date.UTC(2025, 5, 30 - index)).toISOString();
  return {
    id: `project-${index}`,
    name: `Project ${index}`,
    productCode: 'PB-A4-LANDSCAPE',
    productType: index % 2 === 0 ? 'PhotoBook' : 'Calendar',
    thumbnailUrl: null,
    created: day,
    updated: day,
  };
}

/** Answers each page as the service would from `totalCount` projects, or fails while `failing`. */
const standInService: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const page = Array.isArray(key) ? Number(key[2]) : 1;
  const answer = async (): Promise<LoadedProjectsPage> => {
    asked.push(page);
    if (failing) throw new Error('HTTP 503');
    const first = (page - 1) * SAVED_PROJECTS_PAGE_SIZE + 1;
    const last = Math.min(totalCount, page * SAVED_PROJECTS_PAGE_SIZE);
    const projects = [];
    for (let index = first; index <= last; index += 1) projects.push(project(index));
    return { page, projects, totalCount };
  };
  // The hook's own fetcher would call the service; this one answers what the test set up.
  return useSWRNext(key, fetcher === null ? null : (answer as unknown as typeof fetcher), config);
};

function Page(): ReactElement {
  return <SavedProjectList accountId={ACCOUNT} />;
}

defineTestPage(TAG, Page, { basePath: BASE, use: [standInService] });

let start = '';

beforeAll(() => {
  start = window.location.pathname + window.location.search;
});

afterEach(() => {
  window.history.replaceState(null, '', start);
  failing = false;
  asked.length = 0;
});

function show(address: string, options: { stripped?: boolean } = {}): Promise<ShadowRoot> {
  window.history.replaceState(null, '', address);
  return showPage(TAG, 'My saved projects', options.stripped === true ? { stripped: '' } : {});
}

/** The names of the projects shown, once the page on screen is no longer loading. */
function shownNames(root: ShadowRoot): string[] {
  const list = root.querySelector('.project-cards');
  if (list === null || list.getAttribute('aria-busy') === 'true') return [];
  return [...list.querySelectorAll('.project-name')].map((name) => name.textContent ?? '');
}

function pagerLink(root: ShadowRoot, name: string): HTMLAnchorElement {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('nav a')];
  const found = links.find((link) => (link.getAttribute('aria-label') ?? link.textContent?.trim()) === name);
  if (found === undefined) throw new Error(`no pager link ${name}`);
  return found;
}

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Project ${from + index}`);
const here = () => window.location.pathname + window.location.search;

describe('the saved projects pages', () => {
  it('shows the first 10 at the base path, Previous disabled, and goes on page by page in the address', async () => {
    totalCount = 23;
    const root = await show(BASE);
    await expect.poll(() => shownNames(root)).toEqual(names(1, 10));
    expect(root.querySelector('.projects-count')?.textContent).toBe('23 saved projects');
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Pages of saved projects');
    expect(root.querySelector('.pager-position')?.textContent).toBe('Page 1 of 3');

    const previous = pagerLink(root, 'Previous');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('href')).toBe(false);
    expect(pagerLink(root, 'Page 1').getAttribute('aria-current')).toBe('page');
    expect(pagerLink(root, 'Page 2').getAttribute('href')).toBe(`${BASE}?page=2`);
    expect(pagerLink(root, 'Next').getAttribute('href')).toBe(`${BASE}?page=2`);

    pagerLink(root, 'Next').click();
    await expect.poll(here).toBe(`${BASE}?page=2`);
    await expect.poll(() => shownNames(root)).toEqual(names(11, 20));
    expect(pagerLink(root, 'Page 2').getAttribute('aria-current')).toBe('page');
    expect(pagerLink(root, 'Page 1').hasAttribute('aria-current')).toBe(false);
    expect(pagerLink(root, 'Previous').getAttribute('href')).toBe(BASE);
    expect(root.querySelector('.pager-position')?.textContent).toBe('Page 2 of 3');

    pagerLink(root, 'Page 3').click();
    await expect.poll(here).toBe(`${BASE}?page=3`);
    await expect.poll(() => shownNames(root)).toEqual(names(21, 23));
    const next = pagerLink(root, 'Next');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('href')).toBe(false);
    expect(pagerLink(root, 'Previous').getAttribute('href')).toBe(`${BASE}?page=2`);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('follows Back and Forward through the pages it wrote', async () => {
    totalCount = 23;
    const root = await show(BASE);
    await expect.poll(() => shownNames(root)).toEqual(names(1, 10));
    pagerLink(root, 'Next').click();
    await expect.poll(() => shownNames(root)).toEqual(names(11, 20));

    window.history.back();
    await expect.poll(here).toBe(BASE);
    await expect.poll(() => shownNames(root)).toEqual(names(1, 10));
    window.history.forward();
    await expect.poll(here).toBe(`${BASE}?page=2`);
    await expect.poll(() => shownNames(root)).toEqual(names(11, 20));
  });

  it('opens the page the address names, as after a reload', async () => {
    totalCount = 23;
    const root = await show(`${BASE}?page=2`);
    await expect.poll(() => shownNames(root)).toEqual(names(11, 20));
    expect(asked).toEqual([2]);
  });

  it('replaces a page past the end by the last page, and a query that is no page by page 1', async () => {
    totalCount = 23;
    const past = await show(`${BASE}?page=9`);
    await expect.poll(here).toBe(`${BASE}?page=3`);
    await expect.poll(() => shownNames(past)).toEqual(names(21, 23));

    document.body.replaceChildren();
    const invalid = await show(`${BASE}?page=abc`);
    await expect.poll(here).toBe(BASE);
    await expect.poll(() => shownNames(invalid)).toEqual(names(1, 10));
  });

  it('carries the stripped layout on every page link', async () => {
    totalCount = 23;
    const root = await show(`${BASE}?stripped=true`, { stripped: true });
    await expect.poll(() => shownNames(root)).toEqual(names(1, 10));
    expect(pagerLink(root, 'Next').getAttribute('href')).toBe(`${BASE}?page=2&stripped=true`);
    pagerLink(root, 'Next').click();
    await expect.poll(here).toBe(`${BASE}?page=2&stripped=true`);
    await expect.poll(() => shownNames(root)).toEqual(names(11, 20));
    expect(pagerLink(root, 'Previous').getAttribute('href')).toBe(`${BASE}?stripped=true`);
  });

  it('shows no pager while all projects fit on one page', async () => {
    totalCount = 10;
    const root = await show(BASE);
    await expect.poll(() => shownNames(root)).toEqual(names(1, 10));
    expect(root.querySelector('nav')).toBeNull();
  });

  it('says when there are no saved projects', async () => {
    totalCount = 0;
    const root = await show(BASE);
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent)
      .toBe('You have no saved projects yet. Projects you save while creating a product appear here.');
    expect(root.querySelector('nav')).toBeNull();
  });

  it('says when the projects could not be loaded, and loads them on Try again', async () => {
    totalCount = 3;
    failing = true;
    const root = await show(BASE);
    await expect
      .poll(() => root.querySelector('[role="alert"]')?.textContent ?? '')
      .toContain('Your saved projects could not be loaded.');
    failing = false;
    const retry = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    retry?.click();
    await expect.poll(() => shownNames(root)).toEqual(names(1, 3));
  });
});
