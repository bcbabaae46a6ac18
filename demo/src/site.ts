import {
  DEFAULT_SITES,
  type ResolvedSite,
  resolveSite,
  type Site,
  type SiteCountry,
  type SiteLocale,
  siteLocale,
} from '@portal/api/rules/brand';

/** The languages the demo pages are written in; a site locale picks one. */
export type Language = 'en' | 'nl' | 'fr' | 'de' | 'nb' | 'sv' | 'it' | 'da' | 'es' | 'pt';

const LANGUAGE_OF_LOCALE: Record<SiteLocale, Language> = {
  'en-GB': 'en',
  'en-IE': 'en',
  'nl-NL': 'nl',
  'nl-BE': 'nl',
  'fr-BE': 'fr',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'de-AT': 'de',
  'it-IT': 'it',
  'da-DK': 'da',
  'sv-SE': 'sv',
  'nb-NO': 'nb',
  'es-ES': 'es',
  'pt-PT': 'pt',
};

export type Currency = 'EUR' | 'GBP' | 'NOK' | 'SEK' | 'DKK';

const CURRENCY_OF_COUNTRY: Partial<Record<SiteCountry, Currency>> = {
  GB: 'GBP',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
};

/** The query parameter a visitor's language choice travels in (sites with more than one locale). */
const LOCALE_PARAMETER = 'locale';

/** The page's site, its locale and where the visitor is, as read from the address. */
export interface PageSite extends ResolvedSite {
  locale: SiteLocale;
  language: Language;
  currency: Currency;
  /** The locale the visitor picked from the query, when the site offers it; else null. */
  chosenLocale: SiteLocale | null;
}

/** The site the current host name resolves to (plain `localhost`: the local default), or null. */
export function currentSite(): PageSite | null {
  const resolved = resolveSite(location.hostname);
  if (resolved === null) return null;
  const preferred = new URLSearchParams(location.search).get(LOCALE_PARAMETER);
  const locale = siteLocale(resolved.site, preferred);
  return {
    ...resolved,
    locale,
    language: LANGUAGE_OF_LOCALE[locale],
    currency: CURRENCY_OF_COUNTRY[resolved.site.country] ?? 'EUR',
    chosenLocale: locale === preferred ? locale : null,
  };
}

/** Plain `localhost`, `127.0.0.1` or `[::1]`: no site's own name, so the home page lists them all. */
export function isLoopbackHost(hostname: string = location.hostname): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** A same-site link that keeps the visitor's language choice. */
export function withLocale(page: PageSite, href: string): string {
  if (page.chosenLocale === null) return href;
  const url = new URL(href, location.href);
  url.searchParams.set(LOCALE_PARAMETER, page.chosenLocale);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** This page in another of the site's locales. */
export function localeHref(locale: SiteLocale): string {
  const url = new URL(location.href);
  url.searchParams.set(LOCALE_PARAMETER, locale);
  return `${url.pathname}${url.search}`;
}

/**
 * The address of a path on another site in the same environment as this page: development names stay
 * on `*.localhost` with this port, `t.`/`a.` prefixes are kept.
 */
export function siteUrl(
  site: Site,
  path: string,
  from: { environment: ResolvedSite['environment']; local: boolean },
  hostName: string = site.hostNames[0],
): string {
  const prefix = from.environment === 'p' ? '' : `${from.environment}.`;
  const host = from.local ? `${prefix}${hostName}.localhost` : `www.${prefix}${hostName}`;
  const port = location.port === '' ? '' : `:${location.port}`;
  return `${location.protocol}//${host}${port}${path}`;
}

/** The sites of the same brand and kind (consumer or business), for the footer's country choice. */
export function sisterSites(site: Site): Site[] {
  return DEFAULT_SITES.filter((other) => other.brand === site.brand && other.b2b === site.b2b);
}

/** A country's name in the page's language (from Intl, so no translation table is needed). */
export function countryName(country: SiteCountry, locale: SiteLocale): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
}

/** A locale's name in its own language, e.g. "français (Belgique)". */
export function localeName(locale: SiteLocale): string {
  const name =
    new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
