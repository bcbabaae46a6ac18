import { getLocaleCatalogue } from '@portal/api/clients/config';
import type { ServiceEndpoint } from '@portal/api/http';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from '@portal/api/rules/brand';
import type { LocaleCatalogue } from '@portal/api/schemas/config';
import { type PreloadedCatalogue, withEarlyAnswer } from '../platform-preload.ts';
import { createTranslate, type TranslateFunction } from './translate.ts';

type LanguageListener = (language: SiteLocale) => void;

/**
 * The page's translations: the catalogues fetched from `/locales/{locale}.json` of the site origin
 * (account-portal §7) as a language is first used, and the page's current language. An element
 * whose `locale` attribute names another language reads that one through `translate(locale)`,
 * sharing the fetched catalogues. A catalogue that cannot be fetched falls back to en-GB, the source
 * with the spec's exact strings; with neither, keys show (and the failure is the caller's to report).
 * The format is i18next's (see [Note: Catalogue format]). The page's first catalogue may have been
 * asked for by the loader already ([Note: Config and catalogue alongside the code]).
 */
export class I18n {
  readonly #origin: ServiceEndpoint;
  readonly #catalogues = new Map<SiteLocale, Promise<LocaleCatalogue | null>>();
  readonly #loaded = new Map<SiteLocale, LocaleCatalogue>();
  readonly #translations = new Map<SiteLocale, TranslateFunction>();
  readonly #listeners = new Set<LanguageListener>();
  #language: SiteLocale;
  /** The loader's early request for a catalogue, until it is taken. */
  #preloaded: PreloadedCatalogue | undefined;

  constructor(origin: ServiceEndpoint, language: SiteLocale, preloaded?: PreloadedCatalogue) {
    this.#origin = origin;
    this.#language = language;
    this.#preloaded = preloaded;
  }

  /** The page's language. */
  get language(): SiteLocale {
    return this.#language;
  }

  /** Fetches a language's catalogue (once), and en-GB's too when that fails. */
  async load(locale: SiteLocale): Promise<void> {
    const catalogue = await this.#fetch(locale);
    if (catalogue === null && locale !== DEFAULT_LOCALE) await this.#fetch(DEFAULT_LOCALE);
  }

  /** The strings of `locale` (the page's language by default), once `load(locale)` has resolved. */
  translate(locale: SiteLocale = this.#language): TranslateFunction {
    let translate = this.#translations.get(locale);
    if (translate === undefined) {
      const own = this.#loaded.get(locale);
      const fallback = locale === DEFAULT_LOCALE ? undefined : this.#loaded.get(DEFAULT_LOCALE);
      translate = createTranslate(
        locale,
        [own, fallback].filter((catalogue) => catalogue !== undefined),
      );
      // Kept only once its catalogue is in, so a call before loading does not stick.
      if (own !== undefined) this.#translations.set(locale, translate);
    }
    return translate;
  }

  /** Switches the page's language once its catalogue is in; listeners hear of it. */
  async changeLanguage(locale: SiteLocale): Promise<void> {
    await this.load(locale);
    if (locale === this.#language) return;
    this.#language = locale;
    for (const listener of this.#listeners) listener(locale);
  }

  on(_event: 'languageChanged', listener: LanguageListener): void {
    this.#listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: LanguageListener): void {
    this.#listeners.delete(listener);
  }

  #fetch(locale: SiteLocale): Promise<LocaleCatalogue | null> {
    let catalogue = this.#catalogues.get(locale);
    if (catalogue === undefined) {
      catalogue = withEarlyAnswer(this.#takePreloaded(locale), this.#origin, (endpoint) =>
        getLocaleCatalogue(endpoint, locale),
      ).then(
        (loaded) => {
          this.#loaded.set(locale, loaded);
          return loaded;
        },
        () => {
          // Tried again the next time the language is asked for.
          this.#catalogues.delete(locale);
          return null;
        },
      );
      this.#catalogues.set(locale, catalogue);
    }
    return catalogue;
  }

  /** The loader's request for `locale`'s catalogue, when it asked for that one; taken once. */
  #takePreloaded(locale: SiteLocale): PreloadedCatalogue | undefined {
    const preloaded = this.#preloaded;
    this.#preloaded = undefined;
    if (preloaded === undefined || preloaded.locale === locale) return preloaded;
    preloaded.abandon();
    return undefined;
  }
}

/** The page's translations with its language's catalogue loaded. */
export async function createI18n(
  origin: ServiceEndpoint,
  locale: SiteLocale,
  preloaded?: PreloadedCatalogue,
): Promise<I18n> {
  const i18n = new I18n(origin, locale, preloaded);
  await i18n.load(locale);
  return i18n;
}

export function isSiteLocale(value: string | null | undefined): value is SiteLocale {
  return (SITE_LOCALES as readonly (string | null | undefined)[]).includes(value);
}
