import { I18nProvider } from '@portal/elements/i18n';
import { PageDataCache } from '@portal/elements/runtime';
import { type ReactElement, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { EnableCookiesRoutes, PortalRoutes } from '../routing/router.tsx';
import { loadPortal, type Portal } from './load-portal.ts';
import { adoptPageStyles } from './page-styles.ts';
import { PortalContext } from './portal-context.tsx';

/**
 * The portal: a calm full-page spinner until config, the public config (routes and menus), the
 * locale's catalogue, the site (channel) and the session are in (account-portal §2 'App shell'); then
 * the router. A load that fails has been reported and the spinner stays (account-portal §8).
 */
export function App(): ReactElement {
  const [portal, setPortal] = useState<Portal | null>(null);

  useEffect(() => {
    let current = true;
    loadPortal(window.location.origin, window.location.hostname).then(
      (loaded) => {
        if (!current) return;
        adoptPageStyles(loaded.site.site.brand);
        document.documentElement.lang = loaded.platform.locale();
        setPortal(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (portal === null) {
    return (
      <div className="page-loading" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
      </div>
    );
  }
  return (
    <PortalContext.Provider value={portal}>
      <I18nProvider i18n={portal.platform.i18n}>
        <PageDataCache cache={portal.platform.dataCache}>
          <PortalRouter portal={portal} />
        </PageDataCache>
      </I18nProvider>
    </PortalContext.Provider>
  );
}

function PortalRouter({ portal }: { readonly portal: Portal }): ReactElement {
  return (
    <BrowserRouter>
      {portal.platform.siteDataBlocked ? <EnableCookiesRoutes /> : <PortalRoutes routes={portal.routes} />}
    </BrowserRouter>
  );
}
