import { describe, expect, it } from 'vitest';
import { isStrippedQuery, joinPath, navigationHref } from './navigation.ts';

describe('navigation', () => {
  it('carries stripped=true on every portal link while stripped', () => {
    expect(navigationHref('/orders/123', true)).toBe('/orders/123?stripped=true');
    expect(navigationHref('/orders?x=1#top', true)).toBe('/orders?x=1&stripped=true#top');
    expect(navigationHref('/orders', false)).toBe('/orders');
    expect(navigationHref('https://shop.example/faq', true)).toBe('https://shop.example/faq');
    expect(navigationHref('//evil.example/x', true)).toBe('//evil.example/x');
  });

  it('reads the stripped query flag exactly', () => {
    expect(isStrippedQuery('?stripped=true')).toBe(true);
    expect(isStrippedQuery('?stripped=1')).toBe(false);
    expect(isStrippedQuery('')).toBe(false);
  });

  it('joins a base path and a path with one slash', () => {
    expect(joinPath('/', '/orders')).toBe('/orders');
    expect(joinPath('/account/', 'orders/')).toBe('/account/orders');
    expect(joinPath('/', '/')).toBe('/');
  });
});
