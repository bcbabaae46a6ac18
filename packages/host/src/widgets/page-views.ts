import { useEffect, useState } from 'react';
import { analyticsConsented, CONSENT_EVENT, loadConsentScript } from './cookie-consent.ts';

/** `detail` of the `portal-page-view` event. */
export interface PortalPageViewDetail {
  /** The path only: a query may hold a confirmation token or an e-mail address. */
  readonly path: string;
  readonly title: string;
}

export const PAGE_VIEW_EVENT = 'portal-page-view';

interface PageViewOptions {
  /** TrackingEnabled: settings may disable tracking. */
  readonly enabled: boolean;
  readonly consentScriptUrl: string;
  readonly pathname: string;
  readonly onConsentFailed: (error: unknown) => void;
}

/**
 * Analytics tracking (account-portal §2: tracking can be disabled by settings), only with the
 * visitor's analytics consent: one `portal-page-view` event on `window` per page, which a brand's tag
 * manager listens to. The portal sends nothing anywhere itself. Sent after the page has set its title.
 */
export function usePageViews({
  enabled,
  consentScriptUrl,
  pathname,
  onConsentFailed,
}: PageViewOptions): void {
  const [consented, setConsented] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const readConsent = () => {
      if (current) setConsented(analyticsConsented());
    };
    loadConsentScript(consentScriptUrl).then(readConsent, (error: unknown) => {
      if (current) onConsentFailed(error);
    });
    window.addEventListener(CONSENT_EVENT, readConsent);
    return () => {
      current = false;
      window.removeEventListener(CONSENT_EVENT, readConsent);
    };
  }, [enabled, consentScriptUrl, onConsentFailed]);

  useEffect(() => {
    if (!enabled || !consented) return;
    window.dispatchEvent(
      new CustomEvent<PortalPageViewDetail>(PAGE_VIEW_EVENT, {
        detail: { path: pathname, title: document.title },
      }),
    );
  }, [enabled, consented, pathname]);
}
