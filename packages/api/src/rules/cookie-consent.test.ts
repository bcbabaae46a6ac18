import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_CODES,
  type CookieConsent,
  DEFAULT_COOKIE_CONSENT,
  isConsentCode,
  parseConsentCode,
  toConsentCode,
} from './cookie-consent.ts';

describe('parseConsentCode', () => {
  it.each([
    ['00', { analytics: false, marketing: false }],
    ['01', { analytics: false, marketing: true }],
    ['10', { analytics: true, marketing: false }],
    ['11', { analytics: true, marketing: true }],
  ] as const)('reads %s with analytics first and marketing second', (code, consent) => {
    expect(parseConsentCode(code)).toEqual(consent);
  });

  it.each([null, undefined, '', '1', '111', '2', '12', ' 11', '11 ', 'ab', 'true'])(
    'gives no consent for %j',
    (code) => {
      expect(parseConsentCode(code)).toEqual({ analytics: false, marketing: false });
    },
  );

  it('defaults to no analytics and no marketing', () => {
    expect(DEFAULT_COOKIE_CONSENT).toEqual({ analytics: false, marketing: false });
  });
});

describe('toConsentCode', () => {
  it.each([
    [{ analytics: false, marketing: false }, '00'],
    [{ analytics: false, marketing: true }, '01'],
    [{ analytics: true, marketing: false }, '10'],
    [{ analytics: true, marketing: true }, '11'],
  ] as const)('writes %j as %s', (consent, code) => {
    expect(toConsentCode(consent)).toBe(code);
  });
});

describe('cookie consent laws', () => {
  const consent = fc.record({ analytics: fc.boolean(), marketing: fc.boolean() });

  it('reads back the consent it wrote', () => {
    fc.assert(
      fc.property(consent, (value: CookieConsent) => {
        expect(parseConsentCode(toConsentCode(value))).toEqual(value);
      }),
    );
  });

  it('writes back the code it read', () => {
    for (const code of CONSENT_CODES) expect(toConsentCode(parseConsentCode(code))).toBe(code);
  });

  it('gives no consent for any other text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !isConsentCode(text)),
        (text) => {
          expect(parseConsentCode(text)).toEqual(DEFAULT_COOKIE_CONSENT);
        },
      ),
    );
  });
});
