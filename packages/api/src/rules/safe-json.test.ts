import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { ThrownMessage } from '../errors.ts';
import { parseJson, parseJsonOr } from './safe-json.ts';

const SortSetting = z.object({
  sortKey: z.enum(['created', 'dateTaken']),
  sortOrder: z.enum(['asc', 'desc']),
});

describe('parseJson', () => {
  it('parses JSON text', () => {
    expect(parseJson('{"a":[1,true,null]}')).toEqual({ a: [1, true, null] });
  });

  it.each(['', '{', 'undefined', "{'a':1}", '{"a":1} trailing', 'NaN'])(
    "throws 'Unable to parse JSON' for %j",
    (text) => {
      expect(() => parseJson(text)).toThrow(ThrownMessage.unableToParseJson);
    },
  );

  it('keeps the syntax error as the cause', () => {
    const error = (() => {
      try {
        return parseJson('{');
      } catch (caught) {
        return caught;
      }
    })();
    expect((error as Error).message).toBe('Unable to parse JSON');
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('validates the parsed value with a schema', () => {
    const setting = parseJson('{"sortKey":"created","sortOrder":"asc","extra":1}', SortSetting);
    expect(setting).toEqual({ sortKey: 'created', sortOrder: 'asc' });
    expectTypeOf(setting).toEqualTypeOf<z.infer<typeof SortSetting>>();
  });

  it("throws 'Unable to parse JSON' when the value does not match the schema", () => {
    expect(() => parseJson('{"sortKey":"size","sortOrder":"asc"}', SortSetting)).toThrow(
      ThrownMessage.unableToParseJson,
    );
  });
});

describe('parseJsonOr', () => {
  it('parses JSON text', () => {
    expect(parseJsonOr('[1,2]', [])).toEqual([1, 2]);
  });

  it('gives the fallback for no stored text', () => {
    expect(parseJsonOr(null, 'fallback')).toBe('fallback');
    expect(parseJsonOr(undefined, 'fallback')).toBe('fallback');
  });

  it('gives the fallback for text that is not JSON', () => {
    expect(parseJsonOr('{', 'fallback')).toBe('fallback');
  });

  it('gives the validated value, or the fallback when it does not match the schema', () => {
    const fallback = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
    expect(parseJsonOr('{"sortKey":"created","sortOrder":"asc"}', fallback, SortSetting)).toEqual({
      sortKey: 'created',
      sortOrder: 'asc',
    });
    expect(parseJsonOr('"created/asc"', fallback, SortSetting)).toBe(fallback);
    expect(parseJsonOr('oops', fallback, SortSetting)).toBe(fallback);
  });
});

describe('safe JSON laws', () => {
  it('reads back whatever JSON.stringify wrote', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseJson(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('never throws from parseJsonOr', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const fallback = Symbol('fallback');
        const result = parseJsonOr(text, fallback);
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        if (!valid) expect(result).toBe(fallback);
      }),
    );
  });
});
