import type { RouteEntry } from '@portal/api/schemas/config';

/** What each route of the table carries in react-router's `handle`: its row of the table. */
export interface RouteHandle {
  readonly entry: RouteEntry;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/** The row of the deepest matched route that has one, or null (callbacks, not found). */
export function routeEntryOf(matches: readonly { readonly handle: unknown }[]): RouteEntry | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.entry;
  }
  return null;
}
