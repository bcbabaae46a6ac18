import { describe, expect, it } from 'vitest';
import {
  assertRedirectUris,
  isLocalAddress,
  isRedirectPattern,
  matchesRedirectPattern,
  originMatchesRedirectUris,
} from './redirect-uris.ts';

const CALLBACK = 'http://*.localhost:8080/auth/callback';
const SIGNED_OUT = 'http://*.localhost:8080/';

describe('matchesRedirectPattern', () => {
  it.each([
    'http://printwell.localhost:8080/auth/callback',
    'http://printwell.co.uk.localhost:8080/auth/callback',
    'http://t.snapbook.it.localhost:8080/auth/callback',
    'http://business.posterhaus.de.localhost:8080/auth/callback',
    'http://PRINTWELL.CO.UK.LOCALHOST:8080/auth/callback',
    'http://x-1.y2.localhost:8080/auth/callback',
  ])('accepts %s for `*.localhost`', (uri) => {
    expect(matchesRedirectPattern(CALLBACK, uri)).toBe(true);
  });

  it('accepts brand hosts as post-logout targets', () => {
    expect(matchesRedirectPattern(SIGNED_OUT, 'http://lumora.nl.localhost:8080/')).toBe(true);
    expect(matchesRedirectPattern(SIGNED_OUT, 'http://lumora.nl.localhost:8080/orders')).toBe(false);
  });

  it.each([
    ['no label before localhost', 'http://localhost:8080/auth/callback'],
    ['another domain', 'http://printwell.co.uk:8080/auth/callback'],
    ['localhost inside another domain', 'http://a.localhost.evil.example:8080/auth/callback'],
    ['a name merely ending in localhost', 'http://evillocalhost:8080/auth/callback'],
    ['an empty label', 'http://a..b.localhost:8080/auth/callback'],
    ['a label starting with a hyphen', 'http://-a.b.localhost:8080/auth/callback'],
    ['a label ending with a hyphen', 'http://a.b-.localhost:8080/auth/callback'],
    ['a label with an underscore', 'http://a_b.c.localhost:8080/auth/callback'],
    ['a label of 64 characters', `http://${'a'.repeat(64)}.b.localhost:8080/auth/callback`],
    [
      'a host name over 253 characters',
      `http://${`${'a'.repeat(60)}.`.repeat(5)}localhost:8080/auth/callback`,
    ],
    ['another scheme', 'https://printwell.co.uk.localhost:8080/auth/callback'],
    ['another port', 'http://printwell.co.uk.localhost:8081/auth/callback'],
    ['no port', 'http://printwell.co.uk.localhost/auth/callback'],
    ['another path', 'http://printwell.co.uk.localhost:8080/auth/callback/x'],
    ['a query', 'http://printwell.co.uk.localhost:8080/auth/callback?next=/'],
    ['a fragment', 'http://printwell.co.uk.localhost:8080/auth/callback#x'],
    ['user information', 'http://me@printwell.co.uk.localhost:8080/auth/callback'],
    ['no URL at all', 'printwell.co.uk.localhost'],
  ])('refuses %s', (_case, uri) => {
    expect(matchesRedirectPattern(CALLBACK, uri)).toBe(false);
  });

  it('matches nothing for a pattern without a wildcard', () => {
    const exact = 'http://localhost:8080/auth/callback';
    expect(isRedirectPattern(exact)).toBe(false);
    expect(matchesRedirectPattern(exact, exact)).toBe(false);
  });
});

describe('assertRedirectUris', () => {
  const LOCAL = 'http://localhost:8080';

  it('allows exact URIs and the `*.localhost` wildcard while the public address is local', () => {
    expect(() =>
      assertRedirectUris(['http://localhost:8080/auth/callback', CALLBACK, SIGNED_OUT], LOCAL),
    ).not.toThrow();
  });

  it.each([
    'http://*.example.com/auth/callback',
    'http://*.co.uk.localhost/auth/callback',
    'http://a.*.localhost/auth/callback',
    'not a url',
  ])('refuses %s', (uri) => {
    expect(() => assertRedirectUris([uri], LOCAL)).toThrow(/Redirect URI/);
  });

  it.each(['https://photos.example.com', 'http://192.168.1.20:8080', 'https://localhost.example.com'])(
    'refuses the `*.localhost` wildcard while the public address is %s',
    (publicUrl) => {
      expect(() => assertRedirectUris([`${publicUrl}/auth/callback`], publicUrl)).not.toThrow();
      expect(() => assertRedirectUris(['http://*.localhost/auth/callback'], publicUrl)).toThrow(
        /only allowed while the public address is local/,
      );
    },
  );
});

describe('isLocalAddress', () => {
  it.each([
    'http://localhost:8080',
    'http://printwell.co.uk.localhost:8080/oidc',
    'http://127.0.0.1:4000',
    'http://127.1.2.3',
    'http://[::1]:8080',
  ])('counts %s as this machine', (address) => {
    expect(isLocalAddress(address)).toBe(true);
  });

  it.each([
    'https://photos.example.com',
    'https://localhost.example.com',
    'http://evillocalhost',
    'http://10.0.0.1',
    'http://[::2]',
    'not a url',
  ])('does not count %s', (address) => {
    expect(isLocalAddress(address)).toBe(false);
  });
});

describe('originMatchesRedirectUris', () => {
  const uris = ['http://localhost:8080/auth/callback', CALLBACK];

  it('lets the portal host and every brand host under localhost call the token endpoint', () => {
    expect(originMatchesRedirectUris(uris, 'http://localhost:8080')).toBe(true);
    expect(originMatchesRedirectUris(uris, 'http://printwell.co.uk.localhost:8080')).toBe(true);
    expect(originMatchesRedirectUris(uris, 'http://t.snapbook.it.localhost:8080')).toBe(true);
  });

  it('refuses other origins', () => {
    expect(originMatchesRedirectUris(uris, 'http://evil.example')).toBe(false);
    expect(originMatchesRedirectUris(uris, 'http://printwell.co.uk.localhost:9090')).toBe(false);
  });
});
