import { CORRELATION_ID_HEADER } from '@portal/api/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSiteOrigin } from '../../src/http/cors.ts';
import { DEMO_PASSWORD, signIn } from '../support/sign-in.ts';
import { startWebServer, type TempFolder, tempFolder, type WebServer } from './web-server.ts';

/**
 * An element on a brand's CMS page of another origin than the portal's: what it fetches from the
 * portal answers the sites' pages and nobody else (see [Note: Cross-origin elements]).
 */

const BRAND_PAGE = 'https://www.printwell.co.uk';
const LOCAL_BRAND_PAGE = 'http://www.lumora.nl.localhost:5173';
const STRANGER = 'https://evil.example';

/** What a browser asks before sending a call with a bearer token and a correlation id. */
function preflight(url: string, origin: string, method = 'GET'): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': `authorization,${CORRELATION_ID_HEADER.toLowerCase()}`,
    },
  });
}

describe('cross-origin requests', () => {
  let site: TempFolder;
  let server: WebServer;
  beforeAll(async () => {
    site = tempFolder({ 'locales/en-GB.json': JSON.stringify({ menu: { orders: 'Orders' } }) });
    server = await startWebServer({
      elements: site.path('elements'),
      host: site.path('host'),
      demo: site.path('demo'),
      locales: site.path('locales'),
    });
  });
  afterAll(async () => {
    await server?.close();
    site?.remove();
  });

  it.each([
    ['a production page', 'https://www.printwell.co.uk'],
    ['a test environment page', 'https://t.snapbook.it'],
    ['the Swedish site spelled with ö', 'https://www.xn--fotoklver-57a.se'],
    ['a development page', 'http://lumora.nl.localhost:5173'],
    ['plain localhost', 'http://localhost:8080'],
  ])('counts %s as a site origin', (_case, origin) => {
    expect(isSiteOrigin(origin)).toBe(true);
  });

  it.each([
    ['another domain', 'https://evil.example'],
    ['a look-alike domain', 'https://printwell.co.uk.evil.example'],
    ['another scheme', 'ftp://www.printwell.co.uk'],
    ['no origin at all', 'null'],
  ])('does not count %s as a site origin', (_case, origin) => {
    expect(isSiteOrigin(origin)).toBe(false);
  });

  it('lets a site page read the config, the public config and the catalogues', async () => {
    for (const path of ['/config.json', '/public-config?host=www.printwell.co.uk', '/locales/en-GB.json']) {
      const allowed = await preflight(`${server.baseUrl}${path}`, LOCAL_BRAND_PAGE);
      expect(allowed.status, path).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(LOCAL_BRAND_PAGE);
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { origin: LOCAL_BRAND_PAGE } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(LOCAL_BRAND_PAGE);
      expect(response.headers.get('vary'), path).toMatch(/origin/i);
    }
  });

  it("lets a site page call a service with the customer's token, and read the correlation id", async () => {
    const url = `${server.baseUrl}/services/customer/customers/me`;
    const allowed = await preflight(url, BRAND_PAGE, 'PUT');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(BRAND_PAGE);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-correlation-id');
    expect(allowed.headers.get('access-control-max-age')).toBe('600');
    // Bearer tokens only: the browser never sends cookies to a service across origins.
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    const { accessToken } = await signIn(server.baseUrl, 'demo@example.com', DEMO_PASSWORD);
    const response = await fetch(url, {
      headers: { origin: BRAND_PAGE, authorization: `Bearer ${accessToken}`, [CORRELATION_ID_HEADER]: 'c-1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(BRAND_PAGE);
    expect(response.headers.get('access-control-expose-headers')).toBe(CORRELATION_ID_HEADER);
  });

  it('gives another origin nothing to read the answers with', async () => {
    for (const path of ['/config.json', '/locales/en-GB.json', '/services/customer/customers/me']) {
      const refused = await preflight(`${server.baseUrl}${path}`, STRANGER);
      expect(refused.headers.get('access-control-allow-origin'), path).toBeNull();
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { origin: STRANGER } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('keeps the mail page and the health check to their own origin, even for a site page', async () => {
    for (const path of ['/mail', '/health']) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { origin: BRAND_PAGE } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});
