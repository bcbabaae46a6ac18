import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES } from '../schemas/config.ts';
import { audienceAllows, flagAllows, type Viewer, viewerMaySee } from './audience.ts';
import { FEATURE_FLAGS, type FeatureFlag } from './feature-flags.ts';

function flags(on: readonly FeatureFlag[] = []): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.includes(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
}

describe('who may see what (account-portal §6)', () => {
  const consumer: Viewer = { b2b: false, flags: flags() };
  const business: Viewer = { b2b: true, flags: flags() };

  it('shows B2B things to business customers only and consumer things to everyone else', () => {
    expect(audienceAllows('b2b', true)).toBe(true);
    expect(audienceAllows('b2b', false)).toBe(false);
    expect(audienceAllows('consumer', true)).toBe(false);
    expect(audienceAllows('consumer', false)).toBe(true);
    expect(audienceAllows('all', true)).toBe(true);
    expect(audienceAllows('all', false)).toBe(true);
    const invoices = DEFAULT_ROUTES.find((entry) => entry.name === 'invoices');
    const widgets = DEFAULT_ROUTES.find((entry) => entry.name === 'onlineProducts');
    if (invoices === undefined || widgets === undefined) throw new Error('the table lacks a route');
    expect(viewerMaySee(invoices, business)).toBe(true);
    expect(viewerMaySee(invoices, consumer)).toBe(false);
    expect(viewerMaySee(widgets, consumer)).toBe(true);
    expect(viewerMaySee(widgets, business)).toBe(false);
  });

  it('hides what needs a flag while the flag is off', () => {
    const albums = { audience: 'all', featureFlag: 'PhotoManagementAlbumViewEnabled' } as const;
    expect(flagAllows(null, flags())).toBe(true);
    expect(viewerMaySee(albums, consumer)).toBe(false);
    expect(viewerMaySee(albums, { b2b: false, flags: flags(['PhotoManagementAlbumViewEnabled']) })).toBe(
      true,
    );
  });
});
