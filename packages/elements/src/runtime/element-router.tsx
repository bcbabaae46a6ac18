import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { parse, type RouteParams } from 'regexparam';
import { announceNavigation, refusedNavigation, reportElementFailure, useElement } from './context.tsx';
import { announceLocation, joinPath, pathWithin, subscribeToLocation } from './navigation.ts';

/*
 * [Note: Navigation in three places]
 * An element owns the routes under its `base-path` (`<order-list base-path="/orders">` owns
 * /orders and /orders/AB12). It reads where it is from the page's address, always, and changes it
 * the same way wherever it lives; what differs is who writes the history entry.
 *
 * 1. An element navigates (a link to one of its routes is followed, a form finishes): it raises
 *    `portal-navigate` with the full href (base path, route, the layout flags) and whether the entry
 *    is replaced.
 * 2. In the host portal, the host cancels the event and routes it with its own router: its menu
 *    highlight, page title, focus on the new heading, scroll position and `stripped` flag follow
 *    as for any page (unless the element asks to keep the scroll: an overlay's next step, a list it
 *    puts back in place itself). The host then announces `portal-location` on window, and the element reads
 *    the address again and shows the route. Both keep their state: the element is the same
 *    instance as long as the host keeps showing the same area.
 * 3. On a CMS page nobody cancels the event, so the element writes the entry itself
 *    (`history.pushState`, or `replaceState`), announces `portal-location` for any other element
 *    on the page, and moves focus to its new heading as the host would. A navigation to a path
 *    outside its base path loads that page instead.
 * 4. In a webview the same holds as on a CMS page (or in the host, when the webview shows the
 *    host), with the stripped flag carried on every href so the app never falls back to the full
 *    layout.
 * Back and forward fire `popstate`, which every element reads; a reload or a deep link is just an
 * address the element reads on its first render. A CMS page must therefore answer every address
 * under the base path with the same page (the demo site's server does, for /demo/orders/...).
 */

/** Where the element is: the path below its base path ('/' for the base itself) and the query. */
export interface ElementLocation {
  /** '/AB12' under base path '/orders'; '/' on the base path itself or outside it. */
  readonly path: string;
  /** '?sort=date', or ''. */
  readonly search: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
  /**
   * Leave the page where it is scrolled (in the host, which otherwise starts a new address at the
   * top): for an overlay's next step, or a list the element puts back in place itself.
   */
  readonly keepScroll?: boolean;
}

/** Goes to one of the element's routes: '/AB12' (below the base path), '/' (the base itself). */
export type ElementNavigate = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  readonly navigate: ElementNavigate;
}

const RouterContext = createContext<RouterValue | null>(null);

const readHref = (): string => `${window.location.pathname}${window.location.search}`;

/** The element's place in its routes, read from the page's address and followed as it changes. */
export function useElementLocation(): ElementLocation {
  const { basePath } = useElement();
  const href = useSyncExternalStore(subscribeToLocation, readHref);
  return useMemo(() => {
    const url = new URL(href, 'http://element.invalid');
    return { path: pathWithin(basePath, url.pathname) ?? '/', search: url.search };
  }, [href, basePath]);
}

export function useElementNavigate(): ElementNavigate {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('useElementNavigate is used outside an element router');
  return router.navigate;
}

/**
 * The route `pattern` ('/:orderCode') matched against the element's path: its parameters, decoded,
 * or null when it does not match. Patterns are regexparam's ('/', '/:id', '/albums/:id?', '/*').
 */
export function useRoute<Pattern extends string>(pattern: Pattern): RouteParams<Pattern> | null {
  const { path } = useElementLocation();
  const matcher = useMemo(() => parse(pattern), [pattern]);
  return useMemo(() => matchRoute(matcher, path) as RouteParams<Pattern> | null, [matcher, path]);
}

/** A route of a table: its pattern and the name the area shows it by. */
export type RouteTable<Name extends string> = readonly (readonly [pattern: string, name: Name])[];

/** The first route of `table` matching the element's path, with its decoded parameters; null if none. */
export function useRouteTable<Name extends string>(
  table: RouteTable<Name>,
): { readonly name: Name; readonly params: Readonly<Record<string, string>> } | null {
  const { path } = useElementLocation();
  const matchers = useMemo(
    () => table.map(([pattern, name]) => ({ name, matcher: parse(pattern) })),
    [table],
  );
  return useMemo(() => {
    for (const { name, matcher } of matchers) {
      const params = matchRoute(matcher, path);
      if (params !== null) return { name, params };
    }
    return null;
  }, [matchers, path]);
}

/** `path` against a parsed pattern: the decoded parameters, or null (no match, or bad escapes). */
export function matchRoute(
  matcher: { readonly keys: readonly string[]; readonly pattern: RegExp },
  path: string,
): Readonly<Record<string, string>> | null {
  const match = matcher.pattern.exec(path);
  if (match === null) return null;
  const params: Record<string, string> = {};
  try {
    matcher.keys.forEach((key, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
  } catch {
    return null;
  }
  return params;
}

/** The root-relative href of one of the element's routes ('/AB12' -> '/orders/AB12'). */
export function useRouteHref(): (to: string) => string {
  const { basePath } = useElement();
  return useCallback((to) => routeHref(basePath, to), [basePath]);
}

function routeHref(basePath: string, to: string): string {
  const queryAt = to.search(/[?#]/);
  const path = queryAt === -1 ? to : to.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : to.slice(queryAt);
  return `${joinPath(basePath, path)}${rest}`;
}

/** How long a route may take to show its heading before focus stays where it is. */
const HEADING_WAIT_MS = 3000;
const POLL_MS = 50;

/** Focuses the first visible h1 of `root` once one shows; answers a function that stops waiting. */
function focusHeadingOf(root: ShadowRoot, preventScroll: boolean): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const heading = [...root.querySelectorAll<HTMLElement>('h1')].find((h1) => h1.checkVisibility());
    if (heading !== undefined) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll });
    } else if (Date.now() - started < HEADING_WAIT_MS) {
      timer = setTimeout(attempt, POLL_MS);
    }
  };
  timer = setTimeout(attempt, 0);
  return () => clearTimeout(timer);
}

/**
 * The element's router: its navigate, and, while the element writes its own history (no page took
 * its last navigation over), focus on the new route's heading after each change of route, as a
 * page load would give: the element's own navigation scrolls the heading into view, Back and
 * Forward leave the scroll to the browser's restoration, and a route that replaced another by
 * itself keeps the focus where it is.
 */
export function ElementRouter({ children }: { readonly children: ReactNode }): ReactElement {
  const { platform, host, basePath, layout } = useElement();
  const { path } = useElementLocation();
  const pageRoutes = useRef(false);
  /** How the element itself last changed the address, until the route shows it. */
  const ownChange = useRef<'push' | 'replace' | null>(null);

  const navigate = useCallback<ElementNavigate>(
    (to, options = {}) => {
      const replace = options.replace === true;
      const { href, handled, refused } = announceNavigation(
        host,
        routeHref(basePath, to),
        layout,
        replace,
        options.keepScroll === true,
      );
      if (refused) {
        reportElementFailure(platform, host, 'NAVIGATE_FAILED', refusedNavigation(href));
        return;
      }
      pageRoutes.current = handled;
      if (handled) return;
      if (pathWithin(basePath, new URL(href, window.location.href).pathname) === null) {
        if (replace) window.location.replace(href);
        else window.location.assign(href);
        return;
      }
      ownChange.current = replace ? 'replace' : 'push';
      if (replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      announceLocation();
    },
    [platform, host, basePath, layout],
  );

  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves whenever the route changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const change = ownChange.current;
    ownChange.current = null;
    const root = host.shadowRoot;
    // A route that replaced another by itself (a redirect) keeps the focus: nobody asked to move.
    if (pageRoutes.current || root === null || change === 'replace') return;
    return focusHeadingOf(root, change === null);
  }, [path]);

  const value = useMemo(() => ({ navigate }), [navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
