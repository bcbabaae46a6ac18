import { savedProjectsPageCount } from '@portal/api/schemas/saved-projects';

/*
 * [Note: The page lives in the address]
 * The saved projects list keeps its page in the query of its own address ('/saved-projects?page=2'),
 * written through the element's navigation like any route of an element, so Back, Forward, reload,
 * a copied link and the stripped webview all show the same page. Page 1 is the base path without a
 * query. A page the address names that the service cannot give (past the end after a delete, or
 * never there) is replaced by the last page; a query that is no page at all by page 1.
 */

/** The query parameter that holds the page. */
export const PAGE_PARAM = 'page';

/** What the address says of the page: the number it names, or 'invalid' for anything that is no page. */
export function pageOfQuery(search: string): number | 'invalid' {
  const value = new URLSearchParams(search).get(PAGE_PARAM);
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return 'invalid';
  return Number(value);
}

/** The element route of a page, for its links and navigation: '/' for page 1, '/?page=2' after it. */
export function pageRoute(page: number): string {
  return page <= 1 ? '/' : `/?${PAGE_PARAM}=${page}`;
}

/**
 * The page to show instead of `page` once the service said how many projects there are, or null
 * when `page` exists: the last page when it is past the end (page 1 when there are none).
 */
export function pageInRange(page: number, totalCount: number): number | null {
  const last = savedProjectsPageCount(totalCount);
  return page > last ? last : null;
}

/** A numbered page of the pager, or a gap standing for the pages it leaves out. */
export type PagerItem =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'gap'; readonly after: number };

/** How many pages on each side of the current one the pager names. */
const NEIGHBOURS = 1;

/**
 * The pager's numbered pages: all of them while there are at most 7, else the first, the last, the
 * current one and its neighbours, with a gap where pages are left out (a gap of one page shows that
 * page instead).
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  const shown = new Set<number>([1, pageCount]);
  if (pageCount <= 7) {
    for (let page = 1; page <= pageCount; page += 1) shown.add(page);
  } else {
    for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page += 1) {
      if (page >= 1 && page <= pageCount) shown.add(page);
    }
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
