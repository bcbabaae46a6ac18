import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShareEmail, encodeShareEmail } from './widget-share.ts';

/** Any Unicode text: code points, never a lone surrogate (which no e-mail holds and UTF-8 cannot carry). */
const unicodeText = fc.string({
  unit: fc
    .integer({ min: 0, max: 0x10ffff })
    .filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff)
    .map((codePoint) => String.fromCodePoint(codePoint)),
});

describe('widget share recipient e-mail as base64 (account-portal §5)', () => {
  it('encodes an ASCII address as plain base64', () => {
    expect(encodeShareEmail('anna@example.com')).toBe('YW5uYUBleGFtcGxlLmNvbQ==');
  });

  it('encodes the UTF-8 bytes of a non-ASCII address', () => {
    const encoded = encodeShareEmail('jörg@exämple.de');
    expect(encoded).toBe(Buffer.from('jörg@exämple.de', 'utf8').toString('base64'));
    expect(decodeShareEmail(encoded)).toBe('jörg@exämple.de');
  });

  it('survives the query string', () => {
    const email = 'ø~?>@例え.jp';
    const query = new URLSearchParams({ toEmailAddress: encodeShareEmail(email) }).toString();
    expect(decodeShareEmail(new URLSearchParams(query).get('toEmailAddress') ?? '')).toBe(email);
  });

  it('decodes a "+" that arrived as a space, the URL-safe alphabet and missing padding', () => {
    const email = 'a>?b@example.com';
    const encoded = encodeShareEmail(email);
    expect(encoded).toMatch(/[+/]/);
    expect(decodeShareEmail(encoded.replaceAll('+', ' '))).toBe(email);
    expect(decodeShareEmail(encoded.replaceAll('+', '-').replaceAll('/', '_'))).toBe(email);
    expect(decodeShareEmail(encodeShareEmail('ab@c.d').replace(/=+$/, ''))).toBe('ab@c.d');
  });

  it.each(['%%%', 'a', 'YW5u=YQ==', '/w=='])(
    'gives null for %j, which is not base64 of UTF-8 text',
    (value) => {
      expect(decodeShareEmail(value)).toBeNull();
    },
  );

  it('decodes the empty string to the empty string', () => {
    expect(encodeShareEmail('')).toBe('');
    expect(decodeShareEmail('')).toBe('');
  });

  it('gives back any text it encoded', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress({ size: 'xsmall' }), fc.string({ unit: 'grapheme' }), unicodeText),
        (text) => {
          const encoded = encodeShareEmail(text);
          expect(encoded).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
          expect(decodeShareEmail(encoded)).toBe(text);
        },
      ),
    );
  });
});
