import { FEATURE_FLAGS, type FeatureFlag } from '@portal/api/rules/feature-flags';
import { DEFAULT_ROUTES, type RouteEntry } from '@portal/api/schemas/config';
import { describe, expect, it } from 'vitest';
import { routePath, visibleAreas } from './areas.ts';

function flags(on: readonly FeatureFlag[] = []): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.includes(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
}

const TIMELINE = 'PhotoManagementTimelineViewEnabled';

function ids(b2b: boolean, on: readonly FeatureFlag[] = [], routes: readonly RouteEntry[] = DEFAULT_ROUTES) {
  return visibleAreas({ routes, b2b, flags: flags(on) }).map((area) => area.id);
}

describe('visibleAreas', () => {
  it('shows a consumer their orders, settings, saved projects, online photo books and downloads', () => {
    expect(ids(false)).toEqual(['orders', 'settings', 'savedProjects', 'onlineProducts', 'downloads']);
  });

  it('shows a B2B customer invoices, FTP instructions and the B2B settings instead of settings and photo books', () => {
    expect(ids(true)).toEqual([
      'orders',
      'invoices',
      'ftpInstructions',
      'b2bSettings',
      'savedProjects',
      'downloads',
    ]);
  });

  it('shows photos to everyone only while PhotoManagementTimelineViewEnabled is on', () => {
    expect(ids(false, [TIMELINE])).toContain('photos');
    expect(ids(true, [TIMELINE])).toContain('photos');
    expect(ids(false, ['PhotoManagementAlbumViewEnabled'])).not.toContain('photos');
  });

  it('links each area to the path the route table gives it', () => {
    const areas = visibleAreas({ routes: DEFAULT_ROUTES, b2b: true, flags: flags([TIMELINE]) });
    expect(Object.fromEntries(areas.map((area) => [area.id, area.path]))).toEqual({
      orders: '/orders',
      invoices: '/invoices',
      ftpInstructions: '/integration',
      b2bSettings: '/settings/b2b',
      savedProjects: '/saved-projects',
      photos: '/my-photos',
      downloads: '/downloads',
    });
  });

  it('titles each card with its page title and describes it with its own line', () => {
    const [orders] = visibleAreas({ routes: DEFAULT_ROUTES, b2b: false, flags: flags() });
    expect(orders).toMatchObject({ titleKey: 'pageTitle.orders', descriptionKey: 'overview.areas.orders' });
  });

  it('follows a configured route table: a moved route moves its card, a missing route hides it', () => {
    const routes = DEFAULT_ROUTES.filter((route) => route.name !== 'downloads').map((route) =>
      route.name === 'orders' ? { ...route, path: '/my-orders' } : route,
    );
    const areas = visibleAreas({ routes, b2b: false, flags: flags() });
    expect(areas.find((area) => area.id === 'orders')?.path).toBe('/my-orders');
    expect(areas.map((area) => area.id)).not.toContain('downloads');
  });

  it("honours a route's own audience and flag", () => {
    const routes = DEFAULT_ROUTES.map((route) =>
      route.name === 'savedProjects' ? { ...route, featureFlag: 'OrderPrintsEnabled' as const } : route,
    );
    expect(ids(false, [], routes)).not.toContain('savedProjects');
    expect(ids(false, ['OrderPrintsEnabled'], routes)).toContain('savedProjects');
  });
});

describe('routePath', () => {
  it('finds a route by name, or answers null', () => {
    expect(routePath(DEFAULT_ROUTES, 'orders')).toBe('/orders');
    expect(routePath(DEFAULT_ROUTES, 'nowhere')).toBeNull();
  });
});
