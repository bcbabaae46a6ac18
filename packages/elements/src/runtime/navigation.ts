/** `detail` of the `portal-navigate` event. */
export interface PortalNavigateDetail {
  /** A root-relative path with its query ('/orders/1234?stripped=true'). */
  readonly href: string;
  /** True when the new address replaces the current history entry instead of adding one. */
  readonly replace: boolean;
  /**
   * True when the page stays where it is scrolled instead of starting at the top: the element shows
   * the next step of an overlay (the photo preview), or puts its list back in place itself.
   */
  readonly keepScroll?: boolean;
}

/**
 * Announced on `window` by whoever changed the address without a page load (the host's router, an
 * element going to one of its own routes): every element on the page then reads it again. The
 * browser's own `popstate` needs no announcement. See [Note: Navigation in three places].
 */
export const PORTAL_LOCATION_EVENT = 'portal-location';

export function announceLocation(): void {
  window.dispatchEvent(new Event(PORTAL_LOCATION_EVENT));
}

/** Calls `listener` whenever the address may have changed without a page load. */
export function subscribeToLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(PORTAL_LOCATION_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(PORTAL_LOCATION_EVENT, listener);
  };
}

/**
 * `pathname` relative to `basePath` ('/orders', '/orders/AB12' -> '/AB12'; '/orders' -> '/'), or
 * null when it is not under it. Segments compare exactly: '/orders-old' is not under '/orders'.
 */
export function pathWithin(basePath: string, pathname: string): string | null {
  const base = basePath.replace(/\/+$/, '');
  if (base === '') return pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

export const STRIPPED_PARAM = 'stripped';
export const HIDE_HEADER_NAV_PARAM = 'hide-header-nav';

/**
 * The layout flags a page's query may carry (account-portal §2 'App shell'): `stripped=true`, the
 * stripped-down layout of the in-app webviews, and `hide-header-nav=true`, the full layout without
 * the site header's navigation (an app that draws its own). Each, once on, is carried on every
 * navigation of the visit.
 */
export interface LayoutFlags {
  readonly stripped: boolean;
  readonly hideHeaderNav: boolean;
}

export const NO_LAYOUT_FLAGS: LayoutFlags = { stripped: false, hideHeaderNav: false };

export function layoutFlagsOf(search: string): LayoutFlags {
  const query = new URLSearchParams(search);
  return {
    stripped: query.get(STRIPPED_PARAM) === 'true',
    hideHeaderNav: query.get(HIDE_HEADER_NAV_PARAM) === 'true',
  };
}

/** The stripped layout is on when the page's query says `stripped=true` (account-portal §2). */
export function isStrippedQuery(search: string): boolean {
  return layoutFlagsOf(search).stripped;
}

/**
 * `path` as a link, with the layout flags that are on added to its query, so an in-app webview
 * never falls back to the full layout by following a link. Absolute URLs (another site) are left
 * alone.
 */
export function navigationHref(path: string, flags: LayoutFlags): string {
  if ((!flags.stripped && !flags.hideHeaderNav) || !path.startsWith('/') || path.startsWith('//'))
    return path;
  const url = new URL(path, 'http://portal.invalid');
  if (flags.stripped) url.searchParams.set(STRIPPED_PARAM, 'true');
  if (flags.hideHeaderNav) url.searchParams.set(HIDE_HEADER_NAV_PARAM, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `base` and `path` joined with one slash: ('/orders', '/123') -> '/orders/123'; ('/', '/') -> '/'. */
export function joinPath(base: string, path: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : '/';
}
