import { DEFAULT_ROUTES, type RouteEntry } from '@portal/api/schemas/config';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AREA_ELEMENTS } from './area-elements.ts';
import { ROUTE } from './route-paths.ts';
import { routePattern } from './route-table.ts';

const ROUTES = DEFAULT_ROUTES.map((entry) => ({ path: routePattern(entry), entry }));

function routeFor(pathname: string): string | null {
  const matches = matchRoutes(ROUTES, pathname);
  const match = matches?.at(-1)?.route as { entry: RouteEntry } | undefined;
  return match?.entry.name ?? null;
}

describe('routePattern', () => {
  it('mounts an exact route on its path only and any other route with everything below it', () => {
    expect(routePattern({ path: '/orders', exact: true })).toBe('/orders');
    expect(routePattern({ path: '/orders/:orderCode', exact: false })).toBe('/orders/:orderCode/*');
    expect(routePattern({ path: '/', exact: true })).toBe('/');
  });

  it('reads the trailing slash of the change-address routes as the area below them', () => {
    expect(routePattern({ path: '/settings/address/', exact: false })).toBe('/settings/address/*');
  });
});

describe('the route table of account-portal §2', () => {
  it.each([
    ['/', 'home'],
    ['/orders', 'orders'],
    ['/orders/ORD-1234', 'orderDetails'],
    ['/settings', 'settings'],
    ['/settings/b2b', 'b2bSettings'],
    ['/settings/b2b/email', 'b2bChangeEmail'],
    ['/settings/b2b/new-address', 'b2bNewAddress'],
    ['/settings/b2b/address/42', 'b2bChangeAddress'],
    ['/settings/address/42', 'changeAddress'],
    ['/settings/addresses/all', 'allAddresses'],
    ['/online-products/BOOK-1', 'onlineProduct'],
    ['/online-products/BOOK-1/widget', 'widget'],
    ['/online-products/BOOK-1/widget/share', 'widgetShare'],
    ['/my-photos', 'myPhotos'],
    ['/my-photos/albums/7', 'myPhotos'],
    ['/change-email-confirmation', 'changeEmailConfirmation'],
    ['/subscription-confirmation-error', 'subscriptionConfirmationError'],
  ])('opens %s as %s whatever the order of the table', (pathname, name) => {
    expect(routeFor(pathname)).toBe(name);
  });

  it('matches nothing below an exact route', () => {
    expect(routeFor('/orders/ORD-1/extra')).toBe('orderDetails');
    expect(routeFor('/settings/unknown-page')).toBeNull();
  });

  it('gives every route either an element or a page of the shell', () => {
    const hostPages = new Set<string>(Object.values(ROUTE));
    const missing = DEFAULT_ROUTES.filter(
      (entry) => !(entry.name in AREA_ELEMENTS) && !hostPages.has(entry.name),
    );
    expect(missing.map((entry) => entry.name)).toEqual([]);
  });
});
