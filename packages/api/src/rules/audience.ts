import type { Audience } from '../schemas/config.ts';
import type { FeatureFlag } from './feature-flags.ts';

/**
 * Who may see a page, a menu entry or an area of the account (account-portal §6): B2B users see
 * invoices, FTP instructions and the B2B settings, everyone else sees widgets and their settings;
 * a page or entry with a feature flag shows only while the flag is on (a disabled flag's page
 * redirects to the root).
 */

/** Who is looking: a business customer or not, and the page's feature flags. */
export interface Viewer {
  readonly b2b: boolean;
  readonly flags: Readonly<Record<FeatureFlag, boolean>>;
}

/** What is shown to some viewers only: a route of the table, a menu entry, an area. */
export interface Restricted {
  readonly audience: Audience;
  readonly featureFlag: FeatureFlag | null;
}

/** B2B-only things for business customers, consumer-only things for everyone else. */
export function audienceAllows(audience: Audience, b2b: boolean): boolean {
  if (audience === 'b2b') return b2b;
  if (audience === 'consumer') return !b2b;
  return true;
}

/** The flag a thing needs is on, or it needs none. */
export function flagAllows(flag: FeatureFlag | null, flags: Readonly<Record<FeatureFlag, boolean>>): boolean {
  return flag === null || flags[flag];
}

/** Whether the viewer may see it: their audience, and its flag on. */
export function viewerMaySee(restricted: Restricted, viewer: Viewer): boolean {
  return audienceAllows(restricted.audience, viewer.b2b) && flagAllows(restricted.featureFlag, viewer.flags);
}
