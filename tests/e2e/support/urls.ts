import { resolveSite, type Site } from '@portal/api/rules/brand';
import { PORT_VARIABLE } from './paths.ts';

/**
 * Addresses of the portal under test. Every brand answers on `<host>.localhost:<port>`, which
 * Chromium resolves to this machine (see [Note: Host name scheme] in packages/api/src/rules/brand.ts);
 * plain `localhost` is the server's public URL, where mailed links and the identity provider live.
 */

export const LOCALHOST = 'localhost';

export function portalPort(): number {
  const port = Number(process.env[PORT_VARIABLE]);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(`${PORT_VARIABLE} is not set: run the suites with tests/e2e/playwright.config.ts`);
  }
  return port;
}

/** The origin of a brand host such as 'printwell.co.uk', or of plain 'localhost'. */
export function originOf(host: string): string {
  const hostname = host === LOCALHOST ? LOCALHOST : `${host}.${LOCALHOST}`;
  return `http://${hostname}:${portalPort()}`;
}

/** `urlFor('lumora.nl', '/orders')` → `http://lumora.nl.localhost:<port>/orders`. */
export function urlFor(host: string, path = '/'): string {
  return `${originOf(host)}${path}`;
}

/** The server's public URL: plain localhost, where the identity provider and the mail page are. */
export function publicUrl(path = '/'): string {
  return urlFor(LOCALHOST, path);
}

/** The site a brand host opens, as the portal resolves it. */
export function siteOf(host: string): Site {
  const resolved = resolveSite(host === LOCALHOST ? LOCALHOST : `${host}.${LOCALHOST}`);
  if (!resolved) throw new Error(`'${host}' is no site's host name`);
  return resolved.site;
}
