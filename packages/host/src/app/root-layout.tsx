import {
  announceLocation,
  type LayoutFlags,
  layoutFlagsOf,
  navigationHref,
  type PortalNavigateDetail,
} from '@portal/elements/runtime';
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { focusPageHeading } from '../head/focus-heading.ts';
import { robotsContent } from '../head/robots.ts';
import { RouteErrorBoundary } from '../pages/route-error-page.tsx';
import { LayoutContext, useLocale, usePortal } from './portal-context.tsx';
import { KEEP_SCROLL_STATE, useScrollRestoration } from './scroll-restoration.ts';
import { MAIN_ID } from './skip-link.tsx';

/**
 * [Note: Layout flags are carried]
 * `?stripped=true` selects the stripped layout and `?hide-header-nav=true` hides the site header's
 * navigation (account-portal §2); each holds for the rest of the visit: once an address carried it,
 * every later one does too. Links and navigations add them themselves (`navigationHref`); an address
 * that arrives without one (an element's own link, the browser's history) gets it back in place.
 * Config's StrippedLayout and HideHeaderNavigation flags select the same for every visit.
 */
function useLayoutFlagsOfVisit(): LayoutFlags {
  const { platform } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const inQuery = layoutFlagsOf(location.search);
  const [carried, setCarried] = useState(inQuery);
  const missing =
    (carried.stripped && !inQuery.stripped) || (carried.hideHeaderNav && !inQuery.hideHeaderNav);
  const gained = (inQuery.stripped && !carried.stripped) || (inQuery.hideHeaderNav && !carried.hideHeaderNav);
  useEffect(() => {
    if (gained) {
      setCarried((before) => ({
        stripped: before.stripped || inQuery.stripped,
        hideHeaderNav: before.hideHeaderNav || inQuery.hideHeaderNav,
      }));
    } else if (missing) {
      void navigate(navigationHref(`${location.pathname}${location.search}${location.hash}`, carried), {
        replace: true,
        state: location.state,
      });
    }
  }, [gained, missing, carried, inQuery.stripped, inQuery.hideHeaderNav, location, navigate]);
  const stripped = carried.stripped || inQuery.stripped || platform.flags.StrippedLayout;
  const hideHeaderNav = carried.hideHeaderNav || inQuery.hideHeaderNav || platform.flags.HideHeaderNavigation;
  return useMemo(() => ({ stripped, hideHeaderNav }), [stripped, hideHeaderNav]);
}

/**
 * Elements announce every navigation, to their own routes and out of them; the host routes each
 * with its router, so the menu, title, focus and scroll follow, and announces every new address back
 * to the elements ([Note: Navigation in three places] in packages/elements).
 */
function usePortalNavigateEvents(layout: LayoutFlags): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const onNavigate = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const { href, replace, keepScroll } = (event.detail ?? {}) as Partial<PortalNavigateDetail>;
      if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(navigationHref(href, layout), {
        replace: replace === true,
        state: keepScroll === true ? KEEP_SCROLL_STATE : undefined,
      });
    };
    document.addEventListener('portal-navigate', onNavigate);
    return () => document.removeEventListener('portal-navigate', onNavigate);
  }, [navigate, layout]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new address is announced.
  useEffect(() => {
    announceLocation();
  }, [location]);
}

/** `<html lang>` follows the locale; the robots meta follows the path (account-portal §1). */
function useDocumentHead(pathname: string): void {
  const { platform } = usePortal();
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (robots === null) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.append(robots);
    }
    robots.content = robotsContent(window.location.hostname, pathname, platform.config.sites);
  }, [pathname, platform]);
}

/**
 * Focus moves to the new page's heading after each page the visitor opens. The first page keeps the
 * browser's focus, and so does a page that replaced another by itself (the way back from sign-in, a
 * confirmation going on to its result): nobody asked to move.
 */
function useFocusOnNavigation(pathname: string): void {
  const navigationType = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves whenever the page changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === NavigationType.Replace) return;
    return focusPageHeading(MAIN_ID);
  }, [pathname]);
}

/** Every page of the portal: the document's head, the layout flags, navigations from elements. */
export function RootLayout(): ReactElement {
  const { pathname } = useLocation();
  const layout = useLayoutFlagsOfVisit();
  usePortalNavigateEvents(layout);
  useDocumentHead(pathname);
  useFocusOnNavigation(pathname);
  useScrollRestoration();
  return (
    <LayoutContext.Provider value={layout}>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </LayoutContext.Provider>
  );
}
