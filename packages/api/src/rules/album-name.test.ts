import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserMessage } from '../errors.ts';
import { ALBUM_NAME_FORBIDDEN_CHARACTERS, ALBUM_NAME_MAX_LENGTH, validateAlbumName } from './album-name.ts';

const required = { ok: false, error: 'required', message: 'Please give your album a name' };
const invalid = { ok: false, error: 'invalid', message: 'Name not valid' };

const allowedCharacter = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
  .filter((c) => !/[<>;]/.test(c));
const forbiddenCharacter = fc.constantFrom(...ALBUM_NAME_FORBIDDEN_CHARACTERS);

describe('album name (photo-library §5)', () => {
  it('uses the catalogue messages', () => {
    expect(required.message).toBe(UserMessage.albumNameRequired);
    expect(invalid.message).toBe(UserMessage.albumNameInvalid);
  });

  it.each([
    'Holiday',
    'a',
    'Zomer 2024 🌞',
    'Ünïcödé',
    "Mum & Dad's 50th",
    'x'.repeat(ALBUM_NAME_MAX_LENGTH),
  ])('accepts %j', (name) => {
    expect(validateAlbumName(name)).toEqual({ ok: true, name });
  });

  it('gives the name without surrounding spaces', () => {
    expect(validateAlbumName('  Holiday \n')).toEqual({ ok: true, name: 'Holiday' });
  });

  it('asks for a name when it is empty', () => {
    expect(validateAlbumName('')).toEqual(required);
  });

  it.each([' ', '   ', '\t\n', '\u00a0', '\u3000'])('asks for a name when it is blank-only (%j)', (name) => {
    expect(validateAlbumName(name)).toEqual(required);
  });

  it.each(['<script>', 'a<b', 'a>b', 'a;b', ';', '<', '>', 'Holiday;', ' <Holiday'])(
    'refuses %j, which holds or starts with <, > or ;',
    (name) => {
      expect(validateAlbumName(name)).toEqual(invalid);
    },
  );

  it(`refuses a name longer than ${ALBUM_NAME_MAX_LENGTH} characters once trimmed`, () => {
    expect(validateAlbumName('x'.repeat(ALBUM_NAME_MAX_LENGTH + 1))).toEqual(invalid);
    expect(validateAlbumName(` ${'x'.repeat(ALBUM_NAME_MAX_LENGTH)} `)).toEqual({
      ok: true,
      name: 'x'.repeat(ALBUM_NAME_MAX_LENGTH),
    });
  });

  it('refuses any name holding a forbidden character wherever it stands', () => {
    fc.assert(
      fc.property(fc.string(), forbiddenCharacter, fc.string(), (before, forbidden, after) => {
        const result = validateAlbumName(`${before}${forbidden}${after}`);
        expect(result.ok).toBe(false);
      }),
    );
  });

  it('accepts any short name of allowed characters that is not blank, and gives it trimmed', () => {
    fc.assert(
      fc.property(
        fc.array(allowedCharacter, { minLength: 1, maxLength: 40 }).map((chars) => chars.join('')),
        (name) => {
          fc.pre(name.trim() !== '');
          expect(validateAlbumName(name)).toEqual({ ok: true, name: name.trim() });
        },
      ),
    );
  });

  it('gives the same answer for a name with extra surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n', '  '), (name, padding) => {
        expect(validateAlbumName(`${padding}${name}${padding}`)).toEqual(validateAlbumName(name));
      }),
    );
  });

  it('accepts a name it has accepted before, unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const first = validateAlbumName(value);
        if (first.ok) expect(validateAlbumName(first.name)).toEqual(first);
      }),
    );
  });
});
