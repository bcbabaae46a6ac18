import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './paths.ts';

/**
 * The texts a person sees in each locale, found by their English. The suites name every text in
 * en-GB, exactly as the spec writes it; in any locale the text is whatever that locale's catalogue
 * holds under the key whose en-GB text it is, so the suites do not depend on key names, and an
 * English text missing from the en-GB catalogue fails with that as the reason.
 */

const SOURCE_LOCALE = 'en-GB';
const CATALOGUES = join(REPOSITORY_ROOT, 'packages/elements/src/i18n/locales');

type Catalogue = ReadonlyMap<string, string>;
const loaded = new Map<string, Catalogue>();

/** Values for the `{{name}}` placeholders of a text. */
export type TextValues = Readonly<Record<string, string | number>>;

/**
 * `localized('nl-NL', 'My account overview')`: that text in nl-NL; `localized('en-GB', 'Hello,
 * {{name}}', { name: 'Alex' })` fills the placeholders. When several keys carry the same English
 * with different translations, any of them matches (a RegExp of the alternatives).
 */
export function localized(locale: string, english: string, values: TextValues = {}): string | RegExp {
  const source = catalogue(SOURCE_LOCALE);
  const target = catalogue(locale);
  const keys = [...source].filter(([, text]) => text === english).map(([key]) => key);
  if (keys.length === 0) {
    throw new Error(`No ${SOURCE_LOCALE} text '${english}' in ${relativeCatalogue(SOURCE_LOCALE)}`);
  }
  const missing = keys.filter((key) => target.get(key) === undefined);
  if (missing.length > 0) {
    throw new Error(`${relativeCatalogue(locale)} has no text for ${missing.join(', ')} ('${english}')`);
  }
  const texts = [...new Set(keys.map((key) => interpolate(target.get(key) ?? '', values)))];
  const [only] = texts;
  if (texts.length === 1 && only !== undefined) return only;
  return new RegExp(`^(?:${texts.map(escapeRegExp).join('|')})$`);
}

function interpolate(text: string, values: TextValues): string {
  return text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

function catalogue(locale: string): Catalogue {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const file = join(CATALOGUES, `${locale}.json`);
  if (!existsSync(file))
    throw new Error(`No catalogue for ${locale}: ${relativeCatalogue(locale)} is missing`);
  const entries = new Map<string, string>();
  flatten(JSON.parse(readFileSync(file, 'utf8')), '', entries);
  loaded.set(locale, entries);
  return entries;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
}

function relativeCatalogue(locale: string): string {
  return `packages/elements/src/i18n/locales/${locale}.json`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
