import { FEATURE_FLAGS, type FeatureFlag } from '@portal/api/rules/feature-flags';
import { DEFAULT_ROUTES, type RouteEntry } from '@portal/api/schemas/config';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AREA_ELEMENTS } from './area-elements.ts';
import { ROUTE } from './route-paths.ts';
import { audienceAllows, canOpen, routePattern, type Viewer } from './route-table.ts';

function flags(on: readonly FeatureFlag[] = []): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.includes(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
}

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

describe('who may open a route (account-portal §6)', () => {
  const consumer: Viewer = { b2b: false, flags: flags() };
  const business: Viewer = { b2b: true, flags: flags() };

  it('shows B2B pages to business customers only and consumer pages to everyone else', () => {
    expect(audienceAllows('b2b', true)).toBe(true);
    expect(audienceAllows('b2b', false)).toBe(false);
    expect(audienceAllows('consumer', true)).toBe(false);
    expect(audienceAllows('all', true)).toBe(true);
    const invoices = DEFAULT_ROUTES.find((entry) => entry.name === 'invoices');
    const widgets = DEFAULT_ROUTES.find((entry) => entry.name === 'onlineProducts');
    if (invoices === undefined || widgets === undefined) throw new Error('the table lacks a route');
    expect(canOpen(invoices, business)).toBe(true);
    expect(canOpen(invoices, consumer)).toBe(false);
    expect(canOpen(widgets, consumer)).toBe(true);
    expect(canOpen(widgets, business)).toBe(false);
  });

  it('sends a page whose flag is off back to the root', () => {
    const preview = { audience: 'all', featureFlag: 'PhotoManagementAlbumViewEnabled' } as const;
    expect(canOpen(preview, consumer)).toBe(false);
    expect(canOpen(preview, { b2b: false, flags: flags(['PhotoManagementAlbumViewEnabled']) })).toBe(true);
  });
});
