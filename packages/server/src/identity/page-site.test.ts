import { DEFAULT_SITES, type Site } from '@portal/api/rules/brand';
import { describe, expect, it } from 'vitest';
import { pageLocale, pageRequestOf, pageSite } from './page-site.ts';

const PUBLIC_URL = 'http://localhost:8080';

function site(channel: string): Site {
  return DEFAULT_SITES.find((candidate) => candidate.channel === channel) ?? expect.fail(`no ${channel}`);
}

describe('pageSite', () => {
  it("is the redirect URI's site, in its first locale, with its origin as home", () => {
    expect(pageSite({ returnTo: 'http://lumora.nl.localhost:8080/auth/callback' }, PUBLIC_URL)).toEqual({
      site: site('LUMORA_NL'),
      locale: 'nl-NL',
      home: 'http://lumora.nl.localhost:8080/',
    });
    expect(pageSite({ returnTo: 'https://www.t.snapbook.it/auth/callback?x=1' }, PUBLIC_URL)).toEqual({
      site: site('SNAPBOOK_IT'),
      locale: 'it-IT',
      home: 'https://www.t.snapbook.it/',
    });
  });

  it("falls back to the issuer's own site, and to the default site, linking home to the issuer", () => {
    for (const returnTo of [
      undefined,
      'http://evil.example/auth/callback',
      'javascript://lumora.nl/%0Aalert(1)',
      'not a url',
    ]) {
      expect(pageSite({ returnTo }, PUBLIC_URL), String(returnTo)).toEqual({
        site: site('PRINTWELL_GB'),
        locale: 'en-GB',
        home: 'http://localhost:8080/',
      });
    }
    expect(pageSite({}, 'https://www.fjordfoto.no').site).toBe(site('FJORDFOTO_NO'));
    expect(pageSite({}, 'https://account.example').site).toBe(site('PRINTWELL_GB'));
  });
});

describe('pageLocale', () => {
  const belgium = site('LUMORA_BE');

  it('takes the first requested locale the site offers, by tag and then by language', () => {
    expect(pageLocale(belgium, 'fr-BE')).toBe('fr-BE');
    expect(pageLocale(belgium, 'FR-be')).toBe('fr-BE');
    expect(pageLocale(belgium, 'de-DE  fr nl-BE')).toBe('fr-BE');
    expect(pageLocale(belgium, 'fr-FR')).toBe('fr-BE');
    expect(pageLocale(belgium, 'en-GB nl-NL')).toBe('nl-BE');
  });

  it("is the site's first locale when nothing it offers is asked for", () => {
    expect(pageLocale(belgium, undefined)).toBe('nl-BE');
    expect(pageLocale(belgium, '')).toBe('nl-BE');
    expect(pageLocale(belgium, 'de-DE en')).toBe('nl-BE');
  });
});

describe('pageRequestOf', () => {
  it('reads the redirect URI, else the post-logout redirect URI, and ui_locales', () => {
    expect(pageRequestOf({ redirect_uri: 'a', post_logout_redirect_uri: 'b', ui_locales: 'fr' })).toEqual({
      returnTo: 'a',
      uiLocales: 'fr',
    });
    expect(pageRequestOf({ post_logout_redirect_uri: 'b' })).toEqual({ returnTo: 'b', uiLocales: undefined });
    expect(pageRequestOf({ redirect_uri: ['a', 'b'], ui_locales: '' })).toEqual({
      returnTo: undefined,
      uiLocales: undefined,
    });
  });
});
