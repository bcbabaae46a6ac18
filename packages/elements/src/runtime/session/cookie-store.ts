import type { StateStore } from 'oidc-client-ts';

/**
 * [Note: Tokens in parent-domain cookies]
 * Every page of a brand (the host portal, the brand's CMS pages, the in-app webview) must see the
 * same sign-in, so the tokens live in cookies on the site's parent domain, not in one origin's
 * storage: `www.lumora.nl` and `lumora.nl` share `Domain=lumora.nl`, while `t.lumora.nl` (the test
 * environment) is its own parent and never sees production tokens. A signed-in user (oidc-client-ts'
 * `User`: access, refresh and ID token) is larger than one cookie may be (4096 bytes), so it is
 * written in numbered chunks plus a pointer naming them; a missing chunk reads as signed out, never
 * as a broken token. The cookies last as long as the refresh token (30 days) and are not HttpOnly,
 * because the page itself sends the access token as a bearer token.
 *
 * [Note: A stored value changes in one write]
 * Another page of the site may read the cookies at any moment, between any two of this page's
 * writes. So a value is never rewritten in place: its chunks are written under a new generation
 * (`portal.key.<generation>.<index>`), then the pointer (`portal.key.n` = `<generation>.<count>`)
 * is switched in one cookie write, and only then are the old generation's chunks removed. Every
 * reader therefore sees the old value whole or the new one whole, never a signed-out gap or a mix.
 * A pointer that is a bare count names chunks without a generation (`portal.key.<index>`), as
 * values written before generations were.
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
    const name = this.#name(key);
    const generation = newGeneration();
    const encoded = encodeURIComponent(value);
    const chunks = Math.max(1, Math.ceil(encoded.length / CHUNK_LENGTH));
    for (let index = 0; index < chunks; index += 1) {
      const chunk = encoded.slice(index * CHUNK_LENGTH, (index + 1) * CHUNK_LENGTH);
      this.#write(`${name}.${generation}.${index}`, chunk, SESSION_COOKIE_MAX_AGE_SECONDS);
    }
    this.#write(`${name}${COUNT_SUFFIX}`, `${generation}.${chunks}`, SESSION_COOKIE_MAX_AGE_SECONDS);
    this.#removeChunks(name, `${name}.${generation}.`);
  }

  async get(key: string): Promise<string | null> {
    const cookies = this.#readAll();
    const name = this.#name(key);
    const pointer = parsePointer(cookies.get(`${name}${COUNT_SUFFIX}`));
    if (pointer === null) return null;
    const stem = pointer.generation === null ? `${name}.` : `${name}.${pointer.generation}.`;
    let encoded = '';
    for (let index = 0; index < pointer.count; index += 1) {
      const chunk = cookies.get(`${stem}${index}`);
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
    const name = this.#name(key);
    // The pointer first: from then on the value reads as absent, whatever chunks remain.
    this.#write(`${name}${COUNT_SUFFIX}`, '', 0);
    this.#removeChunks(name);
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

  /** Removes the chunks of `name`, except those starting with `keep`. */
  #removeChunks(name: string, keep?: string): void {
    for (const cookie of this.#readAll().keys()) {
      const chunk = cookie.startsWith(`${name}.`) && cookie !== `${name}${COUNT_SUFFIX}`;
      if (chunk && (keep === undefined || !cookie.startsWith(keep))) this.#write(cookie, '', 0);
    }
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

/** A short name for one write's chunks, unlike the one before on this or another page. */
function newGeneration(): string {
  const random = globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `${Date.now().toString(36)}${random.toString(36)}`;
}

/** `<generation>.<count>`, or a bare count for chunks without a generation. */
function parsePointer(value: string | undefined): { generation: string | null; count: number } | null {
  const match = /^(?:([a-z0-9]+)\.)?(\d+)$/.exec(value ?? '');
  const count = Number(match?.[2]);
  if (match === null || !Number.isInteger(count) || count < 1) return null;
  return { generation: match[1] ?? null, count };
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
