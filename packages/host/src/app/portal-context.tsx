import type { SiteLocale } from '@portal/api/rules/brand';
import { navigationHref, type SessionState } from '@portal/elements/runtime';
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

/** The stripped layout is on for this page (see [Note: Stripped is carried]). */
export const StrippedContext = createContext(false);

export function useStripped(): boolean {
  return useContext(StrippedContext);
}

/** A path as a link, carrying `stripped=true` while the stripped layout is on. */
export function useLinkTo(): (path: string) => string {
  const stripped = useStripped();
  return useCallback((path: string) => navigationHref(path, stripped), [stripped]);
}

/** Client-side navigation that carries `stripped=true` while the stripped layout is on. */
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
