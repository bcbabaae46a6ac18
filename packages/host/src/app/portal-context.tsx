import type { SiteLocale } from '@portal/api/rules/brand';
import {
  type LayoutFlags,
  NO_LAYOUT_FLAGS,
  navigationHref,
  type SessionState,
} from '@portal/elements/runtime';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router-dom';
import { documentTitle } from '../head/robots.ts';
import type { Portal } from './load-portal.ts';

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (portal === null) throw new Error('usePortal is used outside the loaded portal');
  return portal;
}

/** The layout flags on for this page (see [Note: Layout flags are carried]). */
export const LayoutContext = createContext<LayoutFlags>(NO_LAYOUT_FLAGS);

export function useLayoutFlags(): LayoutFlags {
  return useContext(LayoutContext);
}

/** The stripped layout is on for this page. */
export function useStripped(): boolean {
  return useLayoutFlags().stripped;
}

/** A path as a link, carrying the layout flags that are on (`stripped=true`, `hide-header-nav=true`). */
export function useLinkTo(): (path: string) => string {
  const layout = useLayoutFlags();
  return useCallback((path: string) => navigationHref(path, layout), [layout]);
}

/** Client-side navigation that carries the layout flags that are on. */
export function usePortalNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  return useCallback(
    (path: string, options?: NavigateOptions) => {
      void navigate(linkTo(path), options);
    },
    [navigate, linkTo],
  );
}

export function useSessionState(): SessionState {
  const { session } = usePortal().platform;
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.state,
  );
}

/** The page's locale, following the visitor's choice of language. */
export function useLocale(): SiteLocale {
  const { platform } = usePortal();
  return useSyncExternalStore(
    (listener) => {
      platform.i18n.on('languageChanged', listener);
      return () => platform.i18n.off('languageChanged', listener);
    },
    () => platform.locale(),
  );
}

/** The document's title: the page's title and the site's name (account-portal §2 'App shell'). */
export function usePageTitle(pageTitle: string | null): void {
  const { site } = usePortal();
  useEffect(() => {
    document.title = documentTitle(pageTitle, site.site.displayName);
  }, [pageTitle, site]);
}
