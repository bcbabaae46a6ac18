import { parseConsentCode } from '@portal/api/rules/cookie-consent';

/** What the consent script publishes (packages/server/src/web/cookie-consent.js stands in for one). */
interface ConsentApi {
  readonly code: string;
}

declare global {
  interface Window {
    portalCookieConsent?: ConsentApi;
  }
}

/** Dispatched on `window` by the consent script whenever the visitor records a choice. */
export const CONSENT_EVENT = 'portal-cookie-consent';

/**
 * [Note: The consent script loads once]
 * Cookie consent comes from the retailer's script at config's `cookieConsentUrl` (account-portal §7).
 * It is page-wide, like the platform: the first caller adds its script tag and everyone after waits
 * for the same load. A load that fails may be tried again by the next caller.
 */
let consentScript: Promise<void> | null = null;

export function loadConsentScript(src: string): Promise<void> {
  consentScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      consentScript = null;
      reject(new Error(`The cookie consent script ${src} did not load`));
    });
    document.head.append(script);
  });
  return consentScript;
}

/** The visitor consented to analytics: the first digit of the consent code (anything else is no). */
export function analyticsConsented(): boolean {
  return parseConsentCode(window.portalCookieConsent?.code).analytics;
}
