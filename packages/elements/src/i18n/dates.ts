import type { SiteLocale } from '@portal/api/rules/brand';
import { format, type Locale } from 'date-fns';

/**
 * The date-fns locale of every site locale (fr-BE writes dates as fr does), each loaded on first
 * use: a page needs one or two of the fourteen.
 */
const DATE_LOCALE_MODULES: Readonly<Record<SiteLocale, () => Promise<Locale>>> = {
  'en-GB': () => import('date-fns/locale/en-GB').then((module) => module.enGB),
  'nl-NL': () => import('date-fns/locale/nl').then((module) => module.nl),
  'nl-BE': () => import('date-fns/locale/nl-BE').then((module) => module.nlBE),
  'fr-BE': () => import('date-fns/locale/fr').then((module) => module.fr),
  'de-DE': () => import('date-fns/locale/de').then((module) => module.de),
  'de-AT': () => import('date-fns/locale/de-AT').then((module) => module.deAT),
  'fr-FR': () => import('date-fns/locale/fr').then((module) => module.fr),
  'en-IE': () => import('date-fns/locale/en-IE').then((module) => module.enIE),
  'it-IT': () => import('date-fns/locale/it').then((module) => module.it),
  'da-DK': () => import('date-fns/locale/da').then((module) => module.da),
  'sv-SE': () => import('date-fns/locale/sv').then((module) => module.sv),
  'nb-NO': () => import('date-fns/locale/nb').then((module) => module.nb),
  'es-ES': () => import('date-fns/locale/es').then((module) => module.es),
  'pt-PT': () => import('date-fns/locale/pt').then((module) => module.pt),
};

const loaded = new Map<SiteLocale, Locale>();

/** Loads a locale's month and day names; formatDate uses them once this has resolved. */
export async function loadDateLocale(locale: SiteLocale): Promise<Locale> {
  const cached = loaded.get(locale);
  if (cached !== undefined) return cached;
  const dateLocale = await DATE_LOCALE_MODULES[locale]();
  loaded.set(locale, dateLocale);
  return dateLocale;
}

/** The portal's date format (account-portal §9: dd MMM yyyy). */
export const DATE_FORMAT = 'dd MMM yyyy';

/**
 * A date as the portal shows it, in the locale's month names (the runtime loads them before an
 * element renders; until then date-fns' English). Spanish writes month abbreviations in lower case
 * ('05 ene 2026'); the portal capitalises them ('05 Ene 2026') as its Spanish sites do.
 */
export function formatDate(date: Date, locale: SiteLocale, pattern: string = DATE_FORMAT): string {
  const dateLocale = loaded.get(locale);
  const text = format(date, pattern, dateLocale === undefined ? {} : { locale: dateLocale });
  return locale === 'es-ES' ? capitaliseWords(text) : text;
}

function capitaliseWords(text: string): string {
  return text.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
