/**
 * Brand, site and environment from the host name (account-portal §1). The table is the default that
 * configuration may replace, so every function takes it as a parameter.
 */

export const BRAND_IDS = [
  'lumora',
  'printwell',
  'fjordfoto',
  'cliche',
  'fotoklover',
  'posterhaus',
  'snapbook',
  'recuerdo',
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const SITE_COUNTRIES = [
  'BE',
  'DE',
  'NL',
  'GB',
  'NO',
  'FR',
  'SE',
  'AT',
  'IE',
  'IT',
  'DK',
  'ES',
  'PT',
] as const;
export type SiteCountry = (typeof SITE_COUNTRIES)[number];

export const SITE_LOCALES = [
  'en-GB',
  'nl-NL',
  'nl-BE',
  'fr-BE',
  'de-DE',
  'de-AT',
  'fr-FR',
  'en-IE',
  'it-IT',
  'da-DK',
  'sv-SE',
  'nb-NO',
  'es-ES',
  'pt-PT',
] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** The portal's locale when no site or preference decides otherwise. */
export const DEFAULT_LOCALE: SiteLocale = 'en-GB';

export const ENVIRONMENTS = ['t', 'a', 'p'] as const;
/** Test, acceptance or production. */
export type Environment = (typeof ENVIRONMENTS)[number];

/** One brand in one country: what a host name resolves to. */
export interface Site {
  brand: BrandId;
  displayName: string;
  country: SiteCountry;
  /** The first locale is the site's default. */
  locales: readonly [SiteLocale, ...SiteLocale[]];
  /**
   * Production host names without `www.`, in ASCII (punycode) form. The first is canonical; more than
   * one means the brand answers on several spellings.
   */
  hostNames: readonly [string, ...string[]];
  channel: string;
  /** A business (B2B) site. */
  b2b: boolean;
}

/**
 * `fotoklöver.se` as the browser reports it. [Note: Swedish host spellings] The Swedish brand answers on
 * `fotoklover.se` and `fotoklöver.se`; `location.hostname` always gives the IDNA (punycode) form, so the
 * table holds that, and `resolveSite` converts a Unicode host to it before matching.
 */
const FOTOKLOVER_PUNYCODE_HOST = 'xn--fotoklver-57a.se';

export const DEFAULT_SITES: readonly Site[] = [
  defineSite('lumora', 'Lumora', 'BE', ['nl-BE', 'fr-BE'], ['lumora.be'], 'LUMORA_BE'),
  defineSite('lumora', 'Lumora', 'DE', ['de-DE'], ['lumora.de'], 'LUMORA_DE'),
  defineSite('lumora', 'Lumora', 'NL', ['nl-NL'], ['lumora.nl'], 'LUMORA_NL'),
  defineSite('printwell', 'Printwell', 'GB', ['en-GB'], ['printwell.co.uk'], 'PRINTWELL_GB'),
  defineSite('fjordfoto', 'Fjordfoto', 'NO', ['nb-NO'], ['fjordfoto.no'], 'FJORDFOTO_NO'),
  defineSite('cliche', 'Cliché', 'FR', ['fr-FR'], ['cliche.fr'], 'CLICHE_FR'),
  defineSite(
    'fotoklover',
    'Fotoklöver',
    'SE',
    ['sv-SE'],
    ['fotoklover.se', FOTOKLOVER_PUNYCODE_HOST],
    'FOTOKLOVER_SE',
  ),
  defineSite('posterhaus', 'PosterHaus', 'DE', ['de-DE'], ['posterhaus.de'], 'POSTERHAUS_DE'),
  defineSite('posterhaus', 'PosterHaus', 'AT', ['de-AT'], ['posterhaus.at'], 'POSTERHAUS_AT'),
  defineSite(
    'posterhaus',
    'PosterHaus Business',
    'DE',
    ['de-DE'],
    ['business.posterhaus.de'],
    'POSTERHAUS_BUSINESS_DE',
    true,
  ),
  defineSite('snapbook', 'Snapbook', 'GB', ['en-GB'], ['snapbook.co.uk'], 'SNAPBOOK_GB'),
  defineSite('snapbook', 'Snapbook', 'FR', ['fr-FR'], ['snapbook.fr'], 'SNAPBOOK_FR'),
  defineSite('snapbook', 'Snapbook', 'IE', ['en-IE'], ['snapbook.ie'], 'SNAPBOOK_IE'),
  defineSite('snapbook', 'Snapbook', 'IT', ['it-IT'], ['snapbook.it'], 'SNAPBOOK_IT'),
  defineSite('snapbook', 'Snapbook', 'DK', ['da-DK'], ['snapbook.dk'], 'SNAPBOOK_DK'),
  defineSite('recuerdo', 'Recuerdo', 'ES', ['es-ES'], ['recuerdo.es'], 'RECUERDO_ES'),
  defineSite('recuerdo', 'Recuerdo', 'PT', ['pt-PT'], ['recuerdo.pt'], 'RECUERDO_PT'),
];

function defineSite(
  brand: BrandId,
  displayName: string,
  country: SiteCountry,
  locales: Site['locales'],
  hostNames: Site['hostNames'],
  channel: string,
  b2b = false,
): Site {
  return { brand, displayName, country, locales, hostNames, channel, b2b };
}

/** The site plain `localhost` and `127.0.0.1` open, when the table holds it (else the table's first). */
export const LOCAL_DEFAULT_CHANNEL = 'PRINTWELL_GB';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_SUFFIX = '.localhost';
const WWW_PREFIX = 'www.';

export interface ResolvedSite {
  site: Site;
  environment: Environment;
  /** Reached through a development name (`*.localhost`, `localhost`, `127.0.0.1`). */
  local: boolean;
}

/**
 * [Note: Host name scheme] A site answers on `[www.][t.|a.]<host>` for each of its host names: a `t.`
 * label right before the host is the test environment, `a.` acceptance, none production
 * (`www.lumora.nl`, `t.lumora.nl`, `www.t.lumora.nl`). For local development the same names end in
 * `.localhost` (`lumora.nl.localhost`, `t.snapbook.ie.localhost`), which browsers resolve to the loopback
 * address; the suffix is removed and the rest read as above. Plain `localhost`/`127.0.0.1` open
 * LOCAL_DEFAULT_CHANNEL in production mode. Matching ignores case and a trailing dot. Unknown hosts
 * give null and the caller decides.
 */
export function resolveSite(hostname: string, sites: readonly Site[] = DEFAULT_SITES): ResolvedSite | null {
  const host = toAsciiHostname(hostname);
  if (host === null) return null;
  if (LOOPBACK_HOSTS.has(host)) {
    const fallback = sites.find((candidate) => candidate.channel === LOCAL_DEFAULT_CHANNEL) ?? sites[0];
    return fallback === undefined ? null : { site: fallback, environment: 'p', local: true };
  }
  const local = host.endsWith(LOCAL_SUFFIX);
  const withoutLocal = local ? host.slice(0, -LOCAL_SUFFIX.length) : host;
  const name = withoutLocal.startsWith(WWW_PREFIX) ? withoutLocal.slice(WWW_PREFIX.length) : withoutLocal;
  for (const candidate of sites) {
    for (const siteHost of candidate.hostNames) {
      const environment = environmentOf(name, toAsciiHostname(siteHost));
      if (environment !== null) return { site: candidate, environment, local };
    }
  }
  return null;
}

function environmentOf(name: string, siteHost: string | null): Environment | null {
  if (siteHost === null) return null;
  if (name === siteHost) return 'p';
  if (name === `t.${siteHost}`) return 't';
  if (name === `a.${siteHost}`) return 'a';
  return null;
}

/** The characters that would make `new URL` read part of the value as something other than a host. */
const NOT_A_HOSTNAME = /[\s/\\?#@:%]/;
const ASCII_HOSTNAME = /^[a-z0-9.-]+$/;

/** Lower-cased ASCII (punycode) host without a trailing dot, or null when the value is not a host name. */
function toAsciiHostname(hostname: string): string | null {
  const lower = hostname.toLowerCase();
  const withoutDot = lower.endsWith('.') ? lower.slice(0, -1) : lower;
  if (LOOPBACK_HOSTS.has(withoutDot) || ASCII_HOSTNAME.test(withoutDot)) return withoutDot;
  if (withoutDot === '' || NOT_A_HOSTNAME.test(withoutDot)) return null;
  try {
    // The WHATWG URL parser applies IDNA, turning `fotoklöver.se` into its punycode form.
    const ascii = new URL(`http://${withoutDot}`).hostname;
    return ASCII_HOSTNAME.test(ascii) ? ascii : null;
  } catch {
    return null;
  }
}

/** The path robots may index: only the root. */
const ROOT_PATHS: ReadonlySet<string> = new Set(['', '/']);

/**
 * The robots meta is INDEX only on the root path of production hosts (account-portal §1); everything else,
 * including development names, test, acceptance and unknown hosts, is NOINDEX.
 */
export function isProductionRoot(
  hostname: string,
  pathname: string,
  sites: readonly Site[] = DEFAULT_SITES,
): boolean {
  const resolved = resolveSite(hostname, sites);
  return resolved !== null && resolved.environment === 'p' && !resolved.local && ROOT_PATHS.has(pathname);
}

/** The preferred locale when the site offers it, else the site's default; en-GB without a site. */
export function siteLocale(site: Site | null, preferred: string | null = null): SiteLocale {
  if (site === null) return DEFAULT_LOCALE;
  return site.locales.find((locale) => locale === preferred) ?? site.locales[0];
}
