import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_PAYLOADS } from './attribute-payloads.test-data.ts';
import {
  isSameOriginPath,
  isSameOriginTarget,
  isStrippedQuery,
  joinPath,
  layoutFlagsOf,
  NO_LAYOUT_FLAGS,
  navigationHref,
  pathWithin,
} from './navigation.ts';

const STRIPPED = { stripped: true, hideHeaderNav: false };
const HIDDEN_NAV = { stripped: false, hideHeaderNav: true };

/** Addresses on the page's origin that are still no base path: relative, empty, with a query, hidden characters. */
const NOT_PATHS = [
  'orders',
  '',
  '/orders?next=//evil.example',
  '/orders#top',
  '/orders\u0000',
  '/orders\u007f',
  '/my orders',
];

describe('navigation', () => {
  it('carries stripped=true on every portal link while stripped', () => {
    expect(navigationHref('/orders/123', STRIPPED)).toBe('/orders/123?stripped=true');
    expect(navigationHref('/orders?x=1#top', STRIPPED)).toBe('/orders?x=1&stripped=true#top');
    expect(navigationHref('/orders', NO_LAYOUT_FLAGS)).toBe('/orders');
    expect(navigationHref('https://shop.example/faq', STRIPPED)).toBe('https://shop.example/faq');
    expect(navigationHref('//evil.example/x', STRIPPED)).toBe('//evil.example/x');
  });

  it('carries hide-header-nav=true the same way, alone or with stripped=true', () => {
    expect(navigationHref('/orders', HIDDEN_NAV)).toBe('/orders?hide-header-nav=true');
    expect(navigationHref('/orders?x=1', { stripped: true, hideHeaderNav: true })).toBe(
      '/orders?x=1&stripped=true&hide-header-nav=true',
    );
    expect(navigationHref('https://shop.example/faq', HIDDEN_NAV)).toBe('https://shop.example/faq');
  });

  it('reads the layout flags of the query exactly', () => {
    expect(isStrippedQuery('?stripped=true')).toBe(true);
    expect(isStrippedQuery('?stripped=1')).toBe(false);
    expect(isStrippedQuery('')).toBe(false);
    expect(layoutFlagsOf('?hide-header-nav=true')).toEqual(HIDDEN_NAV);
    expect(layoutFlagsOf('?hide-header-nav=yes&stripped=true')).toEqual(STRIPPED);
  });

  it('joins a base path and a path with one slash', () => {
    expect(joinPath('/', '/orders')).toBe('/orders');
    expect(joinPath('/account/', 'orders/')).toBe('/account/orders');
    expect(joinPath('/', '/')).toBe('/');
  });

  it('reads a path relative to a base path, segment by segment', () => {
    expect(pathWithin('/orders', '/orders')).toBe('/');
    expect(pathWithin('/orders/', '/orders/AB12')).toBe('/AB12');
    expect(pathWithin('/orders', '/orders/AB12/')).toBe('/AB12/');
    expect(pathWithin('/orders', '/orders-old/AB12')).toBeNull();
    expect(pathWithin('/orders', '/settings')).toBeNull();
    expect(pathWithin('/', '/orders/AB12')).toBe('/orders/AB12');
    expect(pathWithin('', '/')).toBe('/');
  });

  it("takes as a base path only a path on the page's own origin beginning with one slash", () => {
    for (const path of ['/', '/orders', '/account/orders/', '/demo/my-photos', '/a%2F%2Fb', '/été']) {
      expect(isSameOriginPath(path), path).toBe(true);
    }
  });

  it('refuses a base path that is script, another site, or hides either', () => {
    for (const payload of [...ATTRIBUTE_PAYLOADS, ...NOT_PATHS]) {
      expect(isSameOriginPath(payload), JSON.stringify(payload)).toBe(false);
    }
    expect(isSameOriginPath(undefined)).toBe(false);
    expect(isSameOriginPath(42)).toBe(false);
  });

  it('lets the page go only to http(s) addresses on its own origin', () => {
    const page = new URL('https://www.printwell.co.uk/spring-sale?stripped=true');
    for (const href of [
      '/orders/AB12',
      '/orders?stripped=true',
      'https://www.printwell.co.uk/x',
      ...NOT_PATHS,
    ]) {
      expect(isSameOriginTarget(href, page), href).toBe(true);
    }
    for (const href of [
      ...ATTRIBUTE_PAYLOADS,
      'http://www.printwell.co.uk/orders',
      'https://printwell.co.uk/orders',
      'https://www.printwell.co.uk:8443/orders',
      'blob:https://www.printwell.co.uk/1',
      'http://[',
    ]) {
      expect(isSameOriginTarget(href, page), JSON.stringify(href)).toBe(false);
    }
  });
});
