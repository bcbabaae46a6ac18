import { flagAllows, viewerMaySee } from '@portal/api/rules/audience';
import { type RouteEntry, SIGN_IN_CALLBACK_PATH, SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import { type ComponentType, type ReactElement, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { useLinkTo, usePortal } from '../app/portal-context.tsx';
import { PublicLayout } from '../app/public-layout.tsx';
import { RootLayout } from '../app/root-layout.tsx';
import { AreaPage } from '../pages/area-page.tsx';
import { EnableCookiesPage } from '../pages/enable-cookies-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import {
  AccountDeletedPage,
  ChangeEmailConfirmationPage,
  ChangeEmailErrorPage,
  ChangeEmailSuccessPage,
  DeleteAccountConfirmationPage,
  DeleteAccountErrorPage,
  SubscriptionConfirmationPage,
  SubscriptionErrorPage,
  SubscriptionSuccessPage,
} from '../pages/result-pages.tsx';
import { LogoutPage, SignInCallbackPage, SignOutCallbackPage } from '../pages/session-pages.tsx';
import { OVERVIEW_PATH } from '../shell/menu-entries.ts';
import { Shell } from '../shell/shell.tsx';
import { useShell } from '../shell/shell-context.ts';
import { areaElementOf } from './area-elements.ts';
import { type RouteHandle, RouteObjectsContext } from './route-handle.ts';
import { ROUTE } from './route-paths.ts';
import { routePattern } from './route-table.ts';

/** The shell's own pages by route name; every other name is an area (area-elements.ts). */
const HOST_PAGES: Readonly<Record<string, ComponentType>> = {
  [ROUTE.logout]: LogoutPage,
  [ROUTE.changeEmailConfirmation]: ChangeEmailConfirmationPage,
  [ROUTE.changeEmailSuccess]: ChangeEmailSuccessPage,
  [ROUTE.changeEmailError]: ChangeEmailErrorPage,
  [ROUTE.deleteAccountConfirmation]: DeleteAccountConfirmationPage,
  [ROUTE.deleteAccountError]: DeleteAccountErrorPage,
  [ROUTE.accountDeleted]: AccountDeletedPage,
  [ROUTE.subscriptionConfirmation]: SubscriptionConfirmationPage,
  [ROUTE.subscriptionConfirmationSuccess]: SubscriptionSuccessPage,
  [ROUTE.subscriptionConfirmationError]: SubscriptionErrorPage,
};

/**
 * Sign out is a shell route, but it must not need a session: it runs while the session ends, and a
 * customer already signed out just goes on.
 */
const WITHOUT_SIGN_IN: ReadonlySet<string> = new Set([ROUTE.logout]);

/**
 * One route of the table: a page the viewer may not open (B2B-only, consumer-only, a flag off)
 * sends them to the root (account-portal §6); a name the portal has no page for is not found.
 */
function RoutePage({ entry }: { readonly entry: RouteEntry }): ReactElement {
  const { platform } = usePortal();
  const shell = useShell();
  const linkTo = useLinkTo();
  const allowed =
    shell === null ? flagAllows(entry.featureFlag, platform.flags) : viewerMaySee(entry, shell.viewer);
  if (!allowed) return <Navigate to={linkTo(OVERVIEW_PATH)} replace />;
  const HostPage = HOST_PAGES[entry.name];
  if (HostPage !== undefined) return <HostPage />;
  const area = areaElementOf(entry.name);
  return area === null ? <NotFoundPage /> : <AreaPage entry={entry} area={area} />;
}

function tableRoute(entry: RouteEntry, outsideShell: boolean): RouteObject {
  const handle: RouteHandle = { entry };
  const page = <RoutePage entry={entry} />;
  return {
    path: routePattern(entry),
    handle,
    element: outsideShell ? <PublicLayout>{page}</PublicLayout> : page,
  };
}

/**
 * The portal's routes: the configured table (account-portal §2), public routes outside the signed-in
 * shell and the others inside it, plus the sign-in and sign-out callbacks and a not-found page.
 */
export function portalRoutes(routes: readonly RouteEntry[]): RouteObject[] {
  const outside = routes.filter((entry) => entry.public || WITHOUT_SIGN_IN.has(entry.name));
  const inside = routes.filter((entry) => !outside.includes(entry));
  return [
    {
      element: <RootLayout />,
      children: [
        {
          path: SIGN_IN_CALLBACK_PATH,
          element: (
            <PublicLayout>
              <SignInCallbackPage />
            </PublicLayout>
          ),
        },
        {
          path: SIGN_OUT_CALLBACK_PATH,
          element: (
            <PublicLayout>
              <SignOutCallbackPage />
            </PublicLayout>
          ),
        },
        ...outside.map((entry) => tableRoute(entry, true)),
        { element: <Shell />, children: inside.map((entry) => tableRoute(entry, false)) },
        {
          path: '*',
          element: (
            <PublicLayout>
              <NotFoundPage />
            </PublicLayout>
          ),
        },
      ],
    },
  ];
}

/**
 * [Note: Declarative routes]
 * The portal routes with react-router's declarative API (`<BrowserRouter>` and `useRoutes`), not its
 * data router: the data router costs twice the bytes in every first load and the portal uses none
 * of its loaders or actions. What it did give is done here: the root layout catches a page that
 * fails to render (RouteErrorBoundary) and restores scroll positions (useScrollRestoration), and
 * the shell finds the table entry of the page it shows by matching the same route objects
 * (useRouteEntry).
 */
export function PortalRoutes({ routes }: { readonly routes: readonly RouteEntry[] }): ReactElement | null {
  const objects = useMemo(() => portalRoutes(routes), [routes]);
  const element = useRoutes(objects);
  return <RouteObjectsContext.Provider value={objects}>{element}</RouteObjectsContext.Provider>;
}

/** With site data blocked, every address asks to enable it (account-portal §2 'App shell'). */
export function EnableCookiesRoutes(): ReactElement {
  return (
    <PublicLayout>
      <EnableCookiesPage />
    </PublicLayout>
  );
}
