import { getLocaleCatalogue } from '@portal/api/clients/config';
import type { ServiceEndpoint } from '@portal/api/http';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from '@portal/api/rules/brand';
import i18next, { type BackendModule, type i18n } from 'i18next';

export type { i18n as I18n } from 'i18next';

/**
 * The page's translations: one i18next instance, its catalogues fetched from `/locales/{locale}.json`
 * of the site origin (account-portal §7) as a language is first used, en-GB (the source, with the
 * spec's exact strings) as the fallback for a key a catalogue lacks.
 */
export async function createI18n(origin: ServiceEndpoint, locale: SiteLocale): Promise<i18n> {
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      getLocaleCatalogue(origin, language).then(
        (catalogue) => callback(null, catalogue),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
  const instance = i18next.createInstance();
  await instance.use(backend).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SITE_LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function isSiteLocale(value: string | null | undefined): value is SiteLocale {
  return (SITE_LOCALES as readonly (string | null | undefined)[]).includes(value);
}
