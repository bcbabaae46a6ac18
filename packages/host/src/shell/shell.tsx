import { isB2bCustomer } from '@portal/api/rules/customer-type';
import { useTranslation } from '@portal/elements/i18n';
import type { SessionUser } from '@portal/elements/runtime';
import { ErrorBoundary, Icon, PageSkeleton } from '@portal/elements/ui';
import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MessageCard } from '../app/message-card.tsx';
import {
  useLayoutFlags,
  usePageTitle,
  usePortal,
  usePortalNavigate,
  useSessionState,
} from '../app/portal-context.tsx';
import { PublicLayout } from '../app/public-layout.tsx';
import { MAIN_ID, SkipLink } from '../app/skip-link.tsx';
import { areaElementOf } from '../routing/area-elements.ts';
import { useRouteEntry } from '../routing/route-handle.ts';
import { pathOfRoute, ROUTE } from '../routing/route-paths.ts';
import { usePageViews } from '../widgets/page-views.ts';
import { SupportChat } from '../widgets/support-chat.tsx';
import { supportChatShows } from '../widgets/widget-visibility.ts';
import { B2bBanner } from './b2b-banner.tsx';
import { customerCareHref, faqHref, OVERVIEW_PATH, visibleMenuEntries } from './menu-entries.ts';
import { ShellContext, type ShellValue } from './shell-context.ts';
import { SIDE_MENU_ID, SideMenu } from './side-menu.tsx';
import { SiteHeader } from './site-header.tsx';
import { useCustomer } from './use-customer.ts';

/**
 * The signed-in shell (account-portal §2 'App shell'): every non-public route renders inside it.
 * Signed out, it starts the sign-in and comes back to the same address.
 */
export function Shell(): ReactElement {
  const session = useSessionState();
  if (session.status === 'signedIn') return <SignedInShell user={session.user} />;
  return <SignInRedirect signedOut={session.status === 'signedOut'} />;
}

function SignInRedirect({ signedOut }: { readonly signedOut: boolean }): ReactElement {
  const { platform } = usePortal();
  const { t } = useTranslation();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const returnTo = `${location.pathname}${location.search}`;
  const signIn = useCallback(() => {
    setFailed(false);
    platform.session.signIn(returnTo).catch(() => setFailed(true));
  }, [platform, returnTo]);
  // Sign-in starts once; the page then leaves for the identity provider.
  const started = useRef(false);
  useEffect(() => {
    if (!signedOut || started.current) return;
    started.current = true;
    signIn();
  }, [signedOut, signIn]);
  const title = t(failed ? 'shell.signInFailed' : 'shell.signingIn');
  usePageTitle(title);
  return (
    <PublicLayout>
      <MessageCard title={title} busy={!failed}>
        {failed ? (
          <button type="button" className="button button-primary" onClick={signIn}>
            {t('shell.tryAgain')}
          </button>
        ) : undefined}
      </MessageCard>
    </PublicLayout>
  );
}

function SignedInShell({ user }: { readonly user: SessionUser }): ReactElement {
  const { platform, routes, menus } = usePortal();
  const { t } = useTranslation();
  const { stripped, hideHeaderNav } = useLayoutFlags();
  const { pathname } = useLocation();
  const navigate = usePortalNavigate();
  const customerState = useCustomer(user.accountId);
  const customer = customerState.status === 'loaded' ? customerState.customer : null;

  useEffect(() => {
    if (customerState.status === 'deleted') navigate(pathOfRoute(routes, ROUTE.logout), { replace: true });
  }, [customerState.status, navigate, routes]);

  const shell = useMemo<ShellValue>(
    () => ({
      viewer: { b2b: isB2bCustomer(customer?.userType ?? user.userType), flags: platform.flags },
      customer,
    }),
    [customer, user.userType, platform.flags],
  );

  const [menuOpen, setMenuOpen] = useState(false);
  // A page opened from the menu (or anywhere else) closes it on small screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  const menuLabel = t(menuOpen ? 'shell.closeMenu' : 'shell.openMenu');
  const home = !stripped && pathname === OVERVIEW_PATH;
  // The header's menu button and Sign out; the side menu (the home screen on a phone) stays.
  const headerNavigation = !hideHeaderNav;
  const chat = supportChatShows({ pathname, stripped, enabled: platform.flags.SupportChatEnabled });
  const onConsentFailed = useCallback(
    (error: unknown) => platform.report('LOAD_COOKIE_CONSENT_FAILED', error),
    [platform],
  );
  usePageViews({
    enabled: platform.flags.TrackingEnabled,
    consentScriptUrl: new URL(platform.config.cookieConsentUrl, platform.origin).href,
    pathname,
    onConsentFailed,
  });

  // An area that fails shows the generic message until another area is opened.
  const entry = useRouteEntry();
  const boundaryKey = entry === null ? pathname : (areaElementOf(entry.name)?.tag ?? entry.name);
  const ready = customerState.status === 'loaded' || customerState.status === 'failed';

  return (
    <ShellContext.Provider value={shell}>
      <div className="shell" data-home={home} data-stripped={stripped}>
        <SkipLink />
        {stripped ? null : (
          <SiteHeader>
            {headerNavigation ? (
              <>
                <button
                  type="button"
                  className="icon-button menu-toggle"
                  aria-expanded={menuOpen}
                  aria-controls={SIDE_MENU_ID}
                  title={menuLabel}
                  onClick={() => setMenuOpen((open) => !open)}
                >
                  <Icon name={menuOpen ? 'close' : 'menu'} />
                  <span className="visually-hidden">{menuLabel}</span>
                </button>
                <button
                  type="button"
                  className="button button-secondary header-sign-out"
                  onClick={() => navigate(pathOfRoute(routes, ROUTE.logout))}
                >
                  {t('shell.signOut')}
                </button>
              </>
            ) : null}
          </SiteHeader>
        )}
        <div className="shell-frame">
          {customer?.b2bAccountStatus && shell.viewer.b2b ? (
            <B2bBanner status={customer.b2bAccountStatus} />
          ) : null}
          <div className="shell-columns">
            {stripped ? null : (
              <SideMenu
                entries={visibleMenuEntries(menus.side, shell.viewer)}
                open={menuOpen}
                home={home}
                onNavigate={() => setMenuOpen(false)}
              />
            )}
            <main id={MAIN_ID} className="shell-main" tabIndex={-1}>
              <ErrorBoundary key={boundaryKey} onError={(error) => platform.report('RENDER_FAILED', error)}>
                {/* While the customer loads, the skeleton each area shows while its own data does. */}
                {ready ? <Outlet /> : <PageSkeleton />}
              </ErrorBoundary>
            </main>
          </div>
        </div>
        {chat ? <SupportChat faqHref={faqHref(menus)} customerCareHref={customerCareHref(menus)} /> : null}
      </div>
    </ShellContext.Provider>
  );
}
