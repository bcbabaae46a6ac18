/**
 * The reference cookie consent (account-portal §3 'Cookie consent', §7 'Cookie consent is loaded
 * from a script'). config.json's `cookieConsentUrl` names the retailer's consent manager; the
 * reference deployment names this script, which stands in for one without showing a banner.
 *
 * The portal reads consent as the spec's two-digit code, analytics first and marketing second, '1'
 * meaning consent (packages/api/src/rules/cookie-consent.ts). This script:
 * - records the code in the first-party cookie `cookie-consent` for a year; the first time, it
 *   records '11' (both), so the tracking consent gates may run on the reference deployment;
 * - publishes `window.portalCookieConsent`: `code` (the recorded code, '00' when cookies are
 *   blocked) and `record(code)` to record another choice;
 * - dispatches `portal-cookie-consent` on `window` (detail `{ code }`) whenever a code is recorded.
 */
(() => {
  const COOKIE = 'cookie-consent';
  const CODES = ['00', '01', '10', '11'];
  const REFERENCE_CONSENT = '11';
  const NO_CONSENT = '00';
  const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

  function recordedCode() {
    const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${COOKIE}=`));
    const code = entry?.slice(COOKIE.length + 1);
    return CODES.includes(code) ? code : undefined;
  }

  function record(code) {
    if (!CODES.includes(code)) throw new TypeError(`A consent code is one of ${CODES.join(', ')}`);
    // biome-ignore lint/suspicious/noDocumentCookie: the asynchronous Cookie Store API cannot back the synchronous `code`, and older browsers lack it.
    document.cookie = `${COOKIE}=${code}; max-age=${ONE_YEAR_IN_SECONDS}; path=/; SameSite=Lax`;
    window.dispatchEvent(new CustomEvent('portal-cookie-consent', { detail: { code } }));
  }

  window.portalCookieConsent = {
    get code() {
      return recordedCode() ?? NO_CONSENT;
    },
    record,
  };
  if (recordedCode() === undefined) record(REFERENCE_CONSENT);
})();
