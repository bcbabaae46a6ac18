import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { getOrCreateSecret } from '../secrets.ts';
import { ISSUER_PATH } from './protocol.ts';

/**
 * [Note: A known browser is not locked out]
 * The failure limits ([Note: Sign-in failure limits]) count wrong passwords per account, so anyone
 * who types the owner's address ten times in 15 minutes would keep the owner out as long as they
 * liked. A browser the owner signed in with before is told apart from everyone else's, as OWASP's
 * device cookies do: every successful sign-in sets a cookie naming the account and a new random
 * browser id, signed with an HMAC under a server secret, HttpOnly, sent only to the sign-in form,
 * for KNOWN_BROWSER_LIFETIME_DAYS. An attempt that carries a valid one for the account whose address
 * was typed is counted against that browser's own limit (the same 10 in 15 minutes), not the
 * account's or the client address's, so guesses from elsewhere (or from behind the same router)
 * never lock it out. Guessing stays capped for everyone else: the cookie only exists after a right
 * password, names one account, cannot be forged without the secret, and its own limit caps whoever
 * steals one. A right password from a known browser forgets that browser's failures only; the
 * account's stay counted, or the owner signing in would reopen the guessing for whoever is at it.
 * A browser is known to one account at a time: the last that signed in with it.
 */
export const KNOWN_BROWSER_LIFETIME_DAYS = 180;

const KNOWN_BROWSER_COOKIE = 'known_browser';
/** Only the sign-in form's POST reads it. */
const COOKIE_PATH = `${ISSUER_PATH}/interaction`;
const SECRET_NAME = 'known-browser-cookies';
const DAY_SECONDS = 24 * 60 * 60;

/** The account a browser signed in to before, and the id its own failures are counted under. */
export interface KnownBrowser {
  readonly accountId: string;
  readonly browserId: string;
}

export interface KnownBrowsers {
  /** The browser this request's cookie names, when the cookie is valid, unexpired and unaltered. */
  read(request: FastifyRequest): KnownBrowser | undefined;
  /** Makes the browser this reply goes to known to `accountId`, under a new browser id. */
  remember(reply: FastifyReply, accountId: string): void;
}

/** `secure`: the public address is https, so the cookie is never sent in the clear. */
export async function createKnownBrowsers(
  database: Database,
  { secure }: { readonly secure: boolean },
): Promise<KnownBrowsers> {
  const key = await getOrCreateSecret(database, SECRET_NAME, () => randomBytes(32).toString('base64url'));
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    read(request) {
      const value = cookieValue(request.headers.cookie, KNOWN_BROWSER_COOKIE);
      const [account = '', browserId = '', expires = '', signature = '', ...rest] = value?.split('.') ?? [];
      if (rest.length > 0 || !/^\d{1,12}$/.test(expires)) return undefined;
      const expected = sign(`${account}.${browserId}.${expires}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (Number(expires) * 1000 <= Date.now()) return undefined;
      return { accountId: Buffer.from(account, 'base64url').toString('utf8'), browserId };
    },

    remember(reply, accountId) {
      const maxAge = KNOWN_BROWSER_LIFETIME_DAYS * DAY_SECONDS;
      const expires = String(Math.floor(Date.now() / 1000) + maxAge);
      const payload = `${Buffer.from(accountId, 'utf8').toString('base64url')}.${randomBytes(16).toString('base64url')}.${expires}`;
      const value = `${payload}.${sign(payload).toString('base64url')}`;
      const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict'];
      if (secure) attributes.push('Secure');
      reply.header('set-cookie', [`${KNOWN_BROWSER_COOKIE}=${value}`, ...attributes].join('; '));
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
