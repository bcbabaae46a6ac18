import { isStrippedQuery, navigationHref, type PortalNavigateDetail } from '@portal/elements/runtime';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { focusPageHeading } from '../head/focus-heading.ts';
import { robotsContent } from '../head/robots.ts';
import { RouteErrorBoundary } from '../pages/route-error-page.tsx';
import { StrippedContext, useLocale, usePortal } from './portal-context.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';
import { MAIN_ID } from './skip-link.tsx';

/**
 * [Note: Stripped is carried]
 * `?stripped=true` selects the stripped layout (account-portal §2) for the rest of the visit: once an
 * address carried it, every later one does too. Links and navigations add it themselves
 * (`navigationHref`); an address that arrives without it (an element's own link, the browser's
 * history) gets it back in place. Config's StrippedLayout flag selects the layout for every visit.
 */
function useStrippedLayout(): boolean {
  const { platform } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const [carried, setCarried] = useState(() => isStrippedQuery(location.search));
  const inQuery = isStrippedQuery(location.search);
  useEffect(() => {
    if (inQuery) setCarried(true);
    else if (carried) {
      void navigate(navigationHref(`${location.pathname}${location.search}${location.hash}`, true), {
        replace: true,
        state: location.state,
      });
    }
  }, [inQuery, carried, location, navigate]);
  return carried || inQuery || platform.flags.StrippedLayout;
}

/** Elements announce navigations outside themselves; the host makes them client-side. */
function usePortalNavigateEvents(stripped: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onNavigate = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const { href } = (event.detail ?? {}) as Partial<PortalNavigateDetail>;
      if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(navigationHref(href, stripped));
    };
    document.addEventListener('portal-navigate', onNavigate);
    return () => document.removeEventListener('portal-navigate', onNavigate);
  }, [navigate, stripped]);
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

/** Every page of the portal: the document's head, the stripped layout, navigations from elements. */
export function RootLayout(): ReactElement {
  const { pathname } = useLocation();
  const stripped = useStrippedLayout();
  usePortalNavigateEvents(stripped);
  useDocumentHead(pathname);
  useFocusOnNavigation(pathname);
  useScrollRestoration();
  return (
    <StrippedContext.Provider value={stripped}>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </StrippedContext.Provider>
  );
}
