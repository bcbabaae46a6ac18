import type { RouteEntry } from '@portal/api/schemas/config';

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
