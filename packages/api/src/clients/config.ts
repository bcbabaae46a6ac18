import { type CallOptions, path, requestJson, type ServiceEndpoint } from '../http.ts';
import {
  DEFAULT_PUBLIC_CONFIG,
  LocaleCatalogue,
  localeTag,
  PortalConfig,
  PublicConfig,
} from '../schemas/config.ts';

/**
 * Configuration (account-portal §7 'Config'), read from the site origin before sign-in: pass an
 * endpoint whose `baseUrl` is that origin (e.g. `location.origin`). All three calls are public and
 * never send an Authorization header, even when the endpoint has a token provider: config comes from
 * static files that a CDN may serve, and it loads before anyone has signed in.
 */

function withoutToken(service: ServiceEndpoint): ServiceEndpoint {
  return { baseUrl: service.baseUrl, fetch: service.fetch };
}

/** GET /config.json: every service's base URL, sign-in, sockets, feature flags, sites, routes and menus. */
export function getConfig(service: ServiceEndpoint, options: CallOptions = {}): Promise<PortalConfig> {
  return requestJson(
    withoutToken(service),
    { method: 'GET', path: '/config.json', signal: options.signal },
    PortalConfig,
  );
}

/**
 * GET /locales/{locale}.json: the string catalogue of one locale. The tag is checked first ('en-GB',
 * not 'en_GB' or '../x'), so a bad tag rejects with RangeError before anything is sent.
 */
export async function getLocaleCatalogue(
  service: ServiceEndpoint,
  locale: string,
  options: CallOptions = {},
): Promise<LocaleCatalogue> {
  if (!localeTag.safeParse(locale).success) throw new RangeError(`Not a locale tag: '${locale}'`);
  return requestJson(
    withoutToken(service),
    { method: 'GET', path: path`/locales/${locale}.json`, signal: options.signal },
    LocaleCatalogue,
  );
}

/**
 * GET /public-config?host={host} (path chosen here; the reference server implements exactly it): the
 * route table and menus of the site that answers on `host` (as `location.hostname` gives it). A host
 * the server does not know gets the default table, not an error.
 */
export function getPublicConfig(
  service: ServiceEndpoint,
  host: string,
  options: CallOptions = {},
): Promise<PublicConfig> {
  return requestJson(
    withoutToken(service),
    { method: 'GET', path: '/public-config', query: { host }, signal: options.signal },
    PublicConfig,
  );
}

export interface LoadPublicConfigOptions extends CallOptions {
  /** Told why the built-in table is used, so the failure can be reported (account-portal §4). */
  readonly onFallback?: (error: unknown) => void;
}

/**
 * `getPublicConfig`, falling back to `DEFAULT_PUBLIC_CONFIG` (the spec's route table and side menu)
 * when the call fails for any reason: HTTP error, network error or an answer that breaks the
 * contract. The portal then still opens with every spec route. Each fallback is a fresh copy, so a
 * caller that edits it cannot change the next one. An aborted call is re-thrown instead,
 * because its caller no longer wants any answer.
 */
export async function loadPublicConfig(
  service: ServiceEndpoint,
  host: string,
  options: LoadPublicConfigOptions = {},
): Promise<PublicConfig> {
  try {
    return await getPublicConfig(service, host, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    options.onFallback?.(error);
    return structuredClone(DEFAULT_PUBLIC_CONFIG);
  }
}
