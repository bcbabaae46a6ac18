import type { RouteEntry } from '@portal/api/schemas/config';
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router-dom';

/** The route objects the portal routes with, for finding the current page's table entry. */
export const RouteObjectsContext = createContext<readonly RouteObject[]>([]);

/** The table entry of the page the address shows, or null (callbacks, not found). */
export function useRouteEntry(): RouteEntry | null {
  const objects = useContext(RouteObjectsContext);
  const location = useLocation();
  return useMemo(
    () => routeEntryOf((matchRoutes([...objects], location) ?? []).map((match) => match.route)),
    [objects, location],
  );
}

/** What each route of the table carries in its `handle`: its row of the table. */
export interface RouteHandle {
  readonly entry: RouteEntry;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/** The row of the deepest matched route that has one, or null (callbacks, not found). */
export function routeEntryOf(matches: readonly { readonly handle?: unknown }[]): RouteEntry | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.entry;
  }
  return null;
}
