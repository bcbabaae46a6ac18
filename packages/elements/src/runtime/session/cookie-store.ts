import type { StateStore } from 'oidc-client-ts';

/**
 * [Note: Tokens in parent-domain cookies]
 * Every page of a brand (the host portal, the brand's CMS pages, the in-app webview) must see the
 * same sign-in, so the tokens live in cookies on the site's parent domain, not in one origin's
 * storage: `www.lumora.nl` and `lumora.nl` share `Domain=lumora.nl`, while `t.lumora.nl` (the test
 * environment) is its own parent and never sees production tokens. A signed-in user (oidc-client-ts'
 * `User`: access, refresh and ID token) is larger than one cookie may be (4096 bytes), so it is
 * written in numbered chunks plus a count; a missing chunk reads as signed out, never as a broken
 * token. The cookies last as long as the refresh token (30 days) and are not HttpOnly, because the
 * page itself sends the access token as a bearer token.
 */

/** Reads and writes `document.cookie`; injected so the store can be tested outside a browser. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export const documentCookieJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    document.cookie = cookie;
  },
};

/** Refresh tokens live 30 days from sign-in (packages/server/src/identity/sign-in.md). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const CHUNK_LENGTH = 3000;
const COUNT_SUFFIX = '.n';

export interface CookieStoreOptions {
  /** The `Domain` attribute; omitted for host-only cookies (plain `localhost`, IP addresses). */
  readonly domain: string | null;
  readonly secure: boolean;
  readonly jar?: CookieJar;
  /** Cookie names start with it; keys are appended after a dot. */
  readonly prefix?: string;
}

export class CookieStateStore implements StateStore {
  readonly #jar: CookieJar;
  readonly #attributes: string;
  readonly #prefix: string;

  constructor(options: CookieStoreOptions) {
    this.#jar = options.jar ?? documentCookieJar;
    this.#prefix = options.prefix ?? 'portal';
    this.#attributes = [
      'Path=/',
      options.domain === null ? null : `Domain=${options.domain}`,
      'SameSite=Lax',
      options.secure ? 'Secure' : null,
    ]
      .filter((part) => part !== null)
      .join('; ');
  }

  async set(key: string, value: string): Promise<void> {
    await this.remove(key);
    const encoded = encodeURIComponent(value);
    const chunks = Math.max(1, Math.ceil(encoded.length / CHUNK_LENGTH));
    for (let index = 0; index < chunks; index += 1) {
      const chunk = encoded.slice(index * CHUNK_LENGTH, (index + 1) * CHUNK_LENGTH);
      this.#write(`${this.#name(key)}.${index}`, chunk, SESSION_COOKIE_MAX_AGE_SECONDS);
    }
    this.#write(`${this.#name(key)}${COUNT_SUFFIX}`, String(chunks), SESSION_COOKIE_MAX_AGE_SECONDS);
  }

  async get(key: string): Promise<string | null> {
    const cookies = this.#readAll();
    const count = Number(cookies.get(`${this.#name(key)}${COUNT_SUFFIX}`));
    if (!Number.isInteger(count) || count < 1) return null;
    let encoded = '';
    for (let index = 0; index < count; index += 1) {
      const chunk = cookies.get(`${this.#name(key)}.${index}`);
      if (chunk === undefined) return null;
      encoded += chunk;
    }
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<string | null> {
    const previous = await this.get(key);
    const stem = `${this.#name(key)}.`;
    for (const name of this.#readAll().keys()) {
      if (name.startsWith(stem) || name === `${this.#name(key)}${COUNT_SUFFIX}`) this.#write(name, '', 0);
    }
    return previous;
  }

  async getAllKeys(): Promise<string[]> {
    const stem = `${this.#prefix}.`;
    return [...this.#readAll().keys()]
      .filter((name) => name.startsWith(stem) && name.endsWith(COUNT_SUFFIX))
      .map((name) => name.slice(stem.length, -COUNT_SUFFIX.length));
  }

  #name(key: string): string {
    // Cookie names may not hold ':' and similar separators oidc-client-ts uses in its keys.
    return `${this.#prefix}.${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  }

  #write(name: string, value: string, maxAgeSeconds: number): void {
    this.#jar.write(`${name}=${value}; Max-Age=${maxAgeSeconds}; ${this.#attributes}`);
  }

  #readAll(): Map<string, string> {
    const cookies = new Map<string, string>();
    for (const pair of this.#jar.read().split(';')) {
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return cookies;
  }
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The `Domain` for the session cookies of a page on `hostname`: the host without a leading `www.`, or
 * null (host-only) for `localhost` and IP addresses, where a Domain attribute is refused.
 */
export function sessionCookieDomain(hostname: string): string | null {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || IPV4.test(host) || host.startsWith('[')) return null;
  return host.startsWith('www.') ? host.slice(4) : host;
}
