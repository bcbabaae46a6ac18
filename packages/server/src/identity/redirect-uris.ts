/**
 * [Note: Wildcard redirect URIs on localhost]
 * The portal picks its brand from the host name, so on a developer's machine it is reached as the
 * site's own host name under `localhost`: `http://printwell.co.uk.localhost:8080`,
 * `http://t.snapbook.it.localhost:8080`. Listing every site's callback would tie the provider's
 * configuration to the brand list, so a registered redirect URI may name its host as
 * `*.localhost`: it then accepts one or more DNS labels in front of `localhost`, each a valid label,
 * with the same scheme, port, path and query. Such names only ever resolve to this machine, which is
 * why the wildcard is refused for any other domain: a wildcard on a public domain would let whoever
 * controls one subdomain receive everyone's authorization codes. The same patterns serve the
 * post-logout redirect URIs.
 *
 * The wildcard is for development only: it is allowed only while the public address is itself on
 * this machine (`isLocalAddress`). A deployment with `PUBLIC_URL=https://...` is reached from other
 * machines, where a `*.localhost` name is whatever that machine serves there (a developer's server,
 * a local app, malware listening on a port), so such a redirect would hand the code to it; the
 * provider refuses to start with one.
 */

const WILDCARD_HOST_PREFIX = '*.';
const WILDCARD_DOMAIN = 'localhost';
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_HOST_NAME_LENGTH = 253;

export function isRedirectPattern(uri: string): boolean {
  return URL.parse(uri)?.hostname.startsWith(WILDCARD_HOST_PREFIX) ?? false;
}

/** Whether `address` only ever reaches this machine: `localhost`, a name under it, or a loopback address. */
export function isLocalAddress(address: string): boolean {
  const hostname = URL.parse(address)?.hostname;
  if (hostname === undefined) return false;
  return (
    hostname === WILDCARD_DOMAIN ||
    hostname.endsWith(`.${WILDCARD_DOMAIN}`) ||
    hostname === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}

/**
 * Throws for a URI that is not absolute, a wildcard outside `*.localhost`, or any wildcard while
 * `publicUrl` is not local (see the note above).
 */
export function assertRedirectUris(uris: readonly string[], publicUrl: string): void {
  for (const uri of uris) {
    const url = URL.parse(uri);
    if (!url) throw new Error(`Redirect URI '${uri}' is not an absolute URL`);
    if (url.hostname.includes('*') && url.hostname !== `${WILDCARD_HOST_PREFIX}${WILDCARD_DOMAIN}`) {
      throw new Error(
        `Redirect URI '${uri}': a wildcard is only allowed as '${WILDCARD_HOST_PREFIX}${WILDCARD_DOMAIN}' (see [Note: Wildcard redirect URIs on localhost])`,
      );
    }
    if (url.hostname.includes('*') && !isLocalAddress(publicUrl)) {
      throw new Error(
        `Redirect URI '${uri}': '${WILDCARD_HOST_PREFIX}${WILDCARD_DOMAIN}' is only allowed while the public address is local, not ${publicUrl} (see [Note: Wildcard redirect URIs on localhost])`,
      );
    }
  }
}

/** Whether `value` is one of the URIs `pattern` stands for (see the note above). */
export function matchesRedirectPattern(pattern: string, value: string): boolean {
  const expected = URL.parse(pattern);
  const actual = URL.parse(value);
  if (!expected || !actual || !isRedirectPattern(pattern)) return false;
  if (actual.username || actual.password || actual.hash) return false;
  const suffix = expected.hostname.slice(WILDCARD_HOST_PREFIX.length - 1);
  const labels = actual.hostname.endsWith(suffix) ? actual.hostname.slice(0, -suffix.length) : '';
  return (
    actual.hostname.length <= MAX_HOST_NAME_LENGTH &&
    labels.split('.').every((label) => DNS_LABEL.test(label)) &&
    actual.protocol === expected.protocol &&
    actual.port === expected.port &&
    actual.pathname === expected.pathname &&
    actual.search === expected.search
  );
}

/** Whether a browser at `origin` may call the token endpoint for a client with these redirect URIs. */
export function originMatchesRedirectUris(uris: readonly string[], origin: string): boolean {
  return uris.some((uri) => {
    const url = URL.parse(uri);
    if (!url) return false;
    if (!isRedirectPattern(uri)) return url.origin === origin;
    return matchesRedirectPattern(uri, `${origin}${url.pathname}${url.search}`);
  });
}
