import type { FeatureFlag } from '@portal/api/rules/feature-flags';
import type { Audience, RouteEntry } from '@portal/api/schemas/config';

/**
 * How the host mounts a route of the table (see [Note: Route matching] in
 * packages/api/src/schemas/config.ts): an exact route matches its path only; any other also matches
 * every path below it, where the area's element routes on its own. react-router ranks the patterns by
 * specificity, so the table's order does not matter.
 */
export function routePattern(entry: Pick<RouteEntry, 'path' | 'exact'>): string {
  const path = entry.path.length > 1 ? entry.path.replace(/\/+$/, '') : entry.path;
  if (entry.exact) return path;
  return path === '/' ? '/*' : `${path}/*`;
}

/** Who is looking: a business customer or not, and the page's feature flags. */
export interface Viewer {
  readonly b2b: boolean;
  readonly flags: Readonly<Record<FeatureFlag, boolean>>;
}

/** B2B-only pages for business customers, consumer-only pages for everyone else (account-portal §6). */
export function audienceAllows(audience: Audience, b2b: boolean): boolean {
  if (audience === 'b2b') return b2b;
  if (audience === 'consumer') return !b2b;
  return true;
}

/** The flag a page or menu entry needs is on (a disabled preview flag redirects to root, §6). */
export function flagAllows(flag: FeatureFlag | null, flags: Readonly<Record<FeatureFlag, boolean>>): boolean {
  return flag === null || flags[flag];
}

/** Whether the viewer may open the route; otherwise the host sends them to the root. */
export function canOpen(entry: Pick<RouteEntry, 'audience' | 'featureFlag'>, viewer: Viewer): boolean {
  return audienceAllows(entry.audience, viewer.b2b) && flagAllows(entry.featureFlag, viewer.flags);
}
