import { resolveSite, type Site, type SiteLocale } from '@portal/api/rules/brand';

/**
 * [Note: Whose page the identity provider shows]
 * The provider's pages are served on the issuer's origin (`${PUBLIC_URL}/oidc/...`), not on the
 * site the customer came from, so the host name cannot say whose they are. The request that led
 * there can: the site is the host of the client's redirect URI (`redirect_uri` of the authorization
 * request, `post_logout_redirect_uri` of a sign-out), read with the contract's `resolveSite`, and the
 * language is the first of `ui_locales` the site offers, else the site's own. Anything else (no
 * redirect URI, one on no site's host) gets the site of the issuer's own host, else the default
 * site. The page links back to the redirect URI's origin only when that is a site's, so an
 * unchecked redirect URI on an error page cannot make a link to anywhere else.
 */

export interface PageRequest {
  /** Where the client wants the browser back: unchecked, as the request gave it. */
  readonly returnTo?: string | undefined;
  /** `ui_locales`: language tags separated by spaces, the preferred first. */
  readonly uiLocales?: string | undefined;
}

export interface PageSite {
  readonly site: Site;
  readonly locale: SiteLocale;
  /** The site's home page: the origin the customer came from, or the issuer's own. */
  readonly home: string;
}

/** `redirect_uri` (else `post_logout_redirect_uri`) and `ui_locales` of the provider's parameters. */
export function pageRequestOf(parameters: Readonly<Record<string, unknown>>): PageRequest {
  return {
    returnTo: stringOf(parameters.redirect_uri) ?? stringOf(parameters.post_logout_redirect_uri),
    uiLocales: stringOf(parameters.ui_locales),
  };
}

/** The site and language of a provider page; `publicUrl` is the issuer's origin. */
export function pageSite(request: PageRequest, publicUrl: string): PageSite {
  const returnTo = httpUrl(request.returnTo);
  const fromReturnTo = returnTo === undefined ? null : resolveSite(returnTo.hostname);
  const site = fromReturnTo?.site ?? issuerSite(publicUrl);
  const home = fromReturnTo && returnTo ? returnTo.origin : new URL(publicUrl).origin;
  return { site, locale: pageLocale(site, request.uiLocales), home: `${home}/` };
}

/**
 * The first of the requested languages the site offers: the same tag ('fr-BE'), else the same
 * language ('fr' or 'fr-FR' on a site in fr-BE); the site's first locale when none is.
 */
export function pageLocale(site: Site, uiLocales: string | undefined): SiteLocale {
  const language = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const tag of (uiLocales ?? '').split(/\s+/).filter((requested) => requested !== '')) {
    const match =
      site.locales.find((locale) => locale.toLowerCase() === tag.toLowerCase()) ??
      site.locales.find((locale) => language(locale) === language(tag));
    if (match !== undefined) return match;
  }
  return site.locales[0];
}

function issuerSite(publicUrl: string): Site {
  const resolved = resolveSite(new URL(publicUrl).hostname) ?? resolveSite('localhost');
  if (resolved === null) throw new Error('The site table holds no site to show the sign-in pages as');
  return resolved.site;
}

function httpUrl(value: string | undefined): URL | undefined {
  const url = value === undefined ? null : URL.parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : undefined;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
