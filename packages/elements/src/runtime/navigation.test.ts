import { describe, expect, it } from 'vitest';
import {
  isStrippedQuery,
  joinPath,
  layoutFlagsOf,
  NO_LAYOUT_FLAGS,
  navigationHref,
  pathWithin,
} from './navigation.ts';

const STRIPPED = { stripped: true, hideHeaderNav: false };
const HIDDEN_NAV = { stripped: false, hideHeaderNav: true };

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
});
