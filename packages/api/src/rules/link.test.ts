import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { httpUrl } from '../schemas/common.ts';
import { isAllowedLink, toSafeHref } from './link.ts';

/** Web URLs with any-case http(s) schemes; built here because fast-check's webUrl is slow to set up. */
const webUrl = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTP', 'Https'),
    fc.domain(),
    fc.stringMatching(/^(\/[A-Za-z0-9._~%!$&'()*+,;=:@-]{0,12}){0,4}$/),
    fc.stringMatching(/^(\?[A-Za-z0-9=&]{0,12})?(#[A-Za-z0-9]{0,8})?$/),
  )
  .map(([scheme, domain, path, rest]) => `${scheme}://${domain}${path}${rest}`);

describe('links: only http and https (photo-library §5, account-portal §5)', () => {
  it.each([
    ['https://www.lumora.nl/faq', 'https://www.lumora.nl/faq'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/Path?Q=1#Top', 'https://example.com/Path?Q=1#Top'],
    [' https://x', 'https://x/'],
    ['https://x \n', 'https://x/'],
    ['https://fotoklöver.se/', 'https://xn--fotoklver-57a.se/'],
    ['https://user:secret@example.com:8443/a b', 'https://user:secret@example.com:8443/a%20b'],
  ])('accepts %j as %j', (value, href) => {
    expect(isAllowedLink(value)).toBe(true);
    expect(toSafeHref(value)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:someone@example.com',
    '//example.com',
    '/orders',
    'orders',
    '../../etc',
    '#top',
    'http:example.com',
    'https:/example.com',
    'https://',
    'https://exa mple.com',
    'https://[not-ipv6]/',
    'ht tps://example.com',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(isAllowedLink(value)).toBe(false);
    expect(toSafeHref(value)).toBeUndefined();
  });

  it('gives no href for a missing value', () => {
    expect(toSafeHref(null)).toBeUndefined();
    expect(toSafeHref(undefined)).toBeUndefined();
  });

  it('accepts every web URL and keeps its protocol http or https', () => {
    fc.assert(
      fc.property(webUrl, (value) => {
        const href = toSafeHref(value);
        expect(href).toBeDefined();
        expect(new URL(href ?? '').protocol).toMatch(/^https?:$/);
      }),
    );
  });

  it('gives an href that is itself an allowed link and maps to itself', () => {
    fc.assert(
      fc.property(fc.oneof(webUrl, fc.string()), (value) => {
        const href = toSafeHref(value);
        if (href !== undefined) expect(toSafeHref(href)).toBe(href);
      }),
    );
  });

  it('agrees with the contract’s httpUrl schema', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          webUrl,
          fc.string(),
          fc.string().map((rest) => `https://${rest}`),
          fc
            .constantFrom('javascript:', 'data:', 'http:', 'HTTP://', ' https://')
            .chain((prefix) => fc.string().map((rest) => `${prefix}${rest}`)),
        ),
        (value) => {
          expect(isAllowedLink(value)).toBe(httpUrl.safeParse(value).success);
        },
      ),
    );
  });
});
