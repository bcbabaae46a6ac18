/** `detail` of the `portal-navigate` event. */
export interface PortalNavigateDetail {
  /** A root-relative path with its query ('/orders/1234?stripped=true'). */
  readonly href: string;
}

export const STRIPPED_PARAM = 'stripped';

/** The stripped layout is on when the page's query says `stripped=true` (account-portal §2). */
export function isStrippedQuery(search: string): boolean {
  return new URLSearchParams(search).get(STRIPPED_PARAM) === 'true';
}

/**
 * `path` as a link, with `stripped=true` added while the stripped layout is on, so an in-app
 * webview never falls back to the full layout by following a link. Absolute URLs (another site)
 * are left alone.
 */
export function navigationHref(path: string, stripped: boolean): string {
  if (!stripped || !path.startsWith('/') || path.startsWith('//')) return path;
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.set(STRIPPED_PARAM, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `base` and `path` joined with one slash: ('/orders', '/123') -> '/orders/123'; ('/', '/') -> '/'. */
export function joinPath(base: string, path: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : '/';
}
