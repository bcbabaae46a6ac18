/**
 * Cookie consent (account-portal §3, photo-library §3): a two-digit code, analytics first and marketing
 * second, '1' meaning consent. Anything that is not one of the four codes means no consent at all.
 */

export const CONSENT_CODES = ['00', '01', '10', '11'] as const;
export type ConsentCode = (typeof CONSENT_CODES)[number];

export interface CookieConsent {
  readonly analytics: boolean;
  readonly marketing: boolean;
}

export const DEFAULT_COOKIE_CONSENT: CookieConsent = { analytics: false, marketing: false };

export function isConsentCode(code: unknown): code is ConsentCode {
  return (CONSENT_CODES as readonly unknown[]).includes(code);
}

/** '10' -> analytics only; '01' -> marketing only; missing or malformed -> neither. */
export function parseConsentCode(code: string | null | undefined): CookieConsent {
  if (!isConsentCode(code)) return DEFAULT_COOKIE_CONSENT;
  return { analytics: code[0] === '1', marketing: code[1] === '1' };
}

export function toConsentCode(consent: CookieConsent): ConsentCode {
  return `${consent.analytics ? '1' : '0'}${consent.marketing ? '1' : '0'}`;
}
