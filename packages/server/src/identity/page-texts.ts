import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from '@portal/api/rules/brand';
import { LocaleCatalogue } from '@portal/api/schemas/config';
import { createTranslate, type TranslateFunction } from '@portal/elements/i18n/translate';
import { defaultWebRoots } from '../web/web-roots.ts';

/** The texts of the provider's pages in one of the sites' locales. */
export type PageTexts = (locale: SiteLocale) => TranslateFunction;

/**
 * The provider's pages speak through the very catalogues the elements use (their `signIn` group),
 * read once when the provider starts, and with the elements' own reading of them (nested keys,
 * `{{placeholders}}`, plural forms); a key a catalogue lacks falls back to en-GB. The folder is the
 * elements' sources, never a configured web root, so the pages have their texts whatever is built.
 */
export async function loadPageTexts(folder: string = defaultWebRoots().locales): Promise<PageTexts> {
  const catalogues = new Map(
    await Promise.all(
      SITE_LOCALES.map(
        async (locale) => [locale, await readCatalogue(join(folder, `${locale}.json`))] as const,
      ),
    ),
  );
  const source = catalogues.get(DEFAULT_LOCALE) ?? {};
  const translators = new Map(
    SITE_LOCALES.map((locale) => [locale, createTranslate(locale, [catalogues.get(locale) ?? {}, source])]),
  );
  const fallback = createTranslate(DEFAULT_LOCALE, [source]);
  return (locale) => translators.get(locale) ?? fallback;
}

async function readCatalogue(file: string): Promise<LocaleCatalogue> {
  const text = await readFile(file, 'utf8');
  const parsed = LocaleCatalogue.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a locale catalogue: ${parsed.error.message}`);
  return parsed.data;
}
