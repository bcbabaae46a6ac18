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

/*
 * [Note: An attribute that becomes an address]
 * A CMS page is edited by people who are not developers, and its markup may be pasted from
 * anywhere, so an element treats every attribute that ends up in a link, a history entry or a page
 * load as untrusted: `base-path`, and any attribute its table types 'path'. It accepts only a path
 * on the page's own origin: one '/' followed by anything but another '/' or a '\' (browsers read
 * '//host' and '/\host' as another site), no scheme, no query or fragment, no whitespace and no
 * control characters (the URL parser drops tabs and newlines anywhere, so '/<tab>/evil.example'
 * would become '//evil.example'). Any other value is as if the attribute were absent: the element
 * falls back to its default and reports the refusal once, as `READ_ATTRIBUTE_FAILED` through the
 * page's reporter and a `portal-error`, like every failure of an element, so a page that set its
 * own reporter hears of it as well as the console.
 * Behind that check, the runtime's navigation goes nowhere but the page's own origin over http(s)
 * (`isSameOriginTarget`): it neither announces another site or a `javascript:` URL in a
 * `portal-navigate` nor loads one as that event's default action; it reports `NAVIGATE_FAILED`.
 * The `brand` and `locale` attributes, which pick a theme and a catalogue's address, count only
 * when they name a known brand and site locale.
 */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\\?#\s\p{Cc}]*$/u;

/** Whether `value` is a path on the page's own origin, as an attribute that becomes an address must be. */
export function isSameOriginPath(value: unknown): value is string {
  return typeof value === 'string' && SAME_ORIGIN_PATH.test(value);
}

/**
 * Whether the page may go to `href`, resolved against the page's address: only to an http(s)
 * address on the page's own origin ([Note: An attribute that becomes an address]).
 */
export function isSameOriginTarget(href: string, page: Pick<URL, 'href' | 'origin'>): boolean {
  let target: URL;
  try {
    target = new URL(href, page.href);
  } catch {
    return false;
  }
  return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === page.origin;
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
