import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserMessage } from '@portal/api/errors';
import { SITE_LOCALES } from '@portal/api/rules/brand';
import { DEFAULT_LABELS_EN_GB, LocaleCatalogue } from '@portal/api/schemas/config';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, 'locales');

function load(locale: string): LocaleCatalogue {
  return LocaleCatalogue.parse(JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')));
}

/** Every key path to a string: 'pageTitle.orders'. */
function flatten(catalogue: LocaleCatalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** `{{name}}` placeholders of one string, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const source = flatten(load('en-GB'));

describe('locale catalogues', () => {
  it('has one catalogue per site locale and nothing else', () => {
    const files = readdirSync(LOCALES_DIR).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...SITE_LOCALES].sort());
  });

  it('holds the spec exact English strings in en-GB', () => {
    for (const [key, text] of Object.entries(DEFAULT_LABELS_EN_GB)) expect(source.get(key)).toBe(text);
    for (const [key, text] of Object.entries(UserMessage))
      expect(source.get(`userMessage.${key}`)).toBe(text);
  });

  it.each(SITE_LOCALES.filter((locale) => locale !== 'en-GB'))(
    '%s has exactly the keys and placeholders of en-GB, each translated',
    (locale) => {
      const catalogue = flatten(load(locale));
      expect([...catalogue.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of catalogue) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(source.get(key) ?? ''));
      }
    },
  );
});
