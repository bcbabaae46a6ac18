import { describe, expect, it } from 'vitest';
import { type PagerItem, pageInRange, pageOfQuery, pageRoute, pagerItems } from './project-pages.ts';

const numbers = (items: PagerItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('the page in the address', () => {
  it('is page 1 without a page parameter, and the number it names otherwise', () => {
    expect(pageOfQuery('')).toBe(1);
    expect(pageOfQuery('?stripped=true')).toBe(1);
    expect(pageOfQuery('?page=2')).toBe(2);
    expect(pageOfQuery('?stripped=true&page=12')).toBe(12);
  });

  it('is invalid for anything that is no page number', () => {
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=abc',
      '?page=',
      '?page=02',
      '?page=9999999',
    ]) {
      expect(pageOfQuery(query), query).toBe('invalid');
    }
  });

  it('is written as the base path for page 1 and as ?page=N after it', () => {
    expect(pageRoute(1)).toBe('/');
    expect(pageRoute(2)).toBe('/?page=2');
    expect(pageOfQuery(pageRoute(7).slice(1))).toBe(7);
  });
});

describe('a page past the end', () => {
  it('becomes the last page, or page 1 when nothing is left', () => {
    expect(pageInRange(3, 21)).toBeNull();
    expect(pageInRange(3, 20)).toBe(2);
    expect(pageInRange(5, 11)).toBe(2);
    expect(pageInRange(2, 0)).toBe(1);
    expect(pageInRange(1, 0)).toBeNull();
  });
});

describe('the pager', () => {
  it('names every page while there are at most seven', () => {
    expect(numbers(pagerItems(1, 1))).toEqual([1]);
    expect(numbers(pagerItems(2, 3))).toEqual([1, 2, 3]);
    expect(numbers(pagerItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('names the ends and the current page with its neighbours among many, with gaps between', () => {
    expect(numbers(pagerItems(1, 20))).toEqual([1, 2, '…', 20]);
    expect(numbers(pagerItems(10, 20))).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(numbers(pagerItems(20, 20))).toEqual([1, '…', 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(numbers(pagerItems(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(numbers(pagerItems(17, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('names each page once and in order, wherever the current page is', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const pages = pagerItems(current, count).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});
