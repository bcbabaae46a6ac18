import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRawPath, startWebServer, type TempFolder, tempFolder, type WebServer } from './web-server.ts';

const CATALOGUE = { overview: { title: 'My account overview' }, menu: { orders: 'My orders' } };
const SECRET = 'not for the web';

const FILES = {
  'elements/loader.js': 'export const loader = true;',
  'elements/custom-elements.json': '{"schemaVersion":"2.1.0","modules":[]}',
  'elements/chunks/account-overview-Dk2x9aB1.js': 'export const overview = 1;',
  'elements/chunks/runtime.js': 'export const runtime = 1;',
  'host/index.html': '<!doctype html><title>Portal</title><div id="root"></div>',
  'host/assets/index-C0ffEe12.js': 'console.log("host");',
  'host/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'demo/index.html': '<!doctype html><title>Demo</title>',
  'demo/stripped.html': '<!doctype html><title>Stripped</title>',
  'demo/faq.html': '<!doctype html><title>FAQ</title>',
  'demo/orders.html': '<!doctype html><title>Orders</title>',
  'demo/settings.html': '<!doctype html><title>Settings</title>',
  'demo/assets/brand-page-B7xk2Qa9.css': 'body { margin: 0; }',
  'locales/en-GB.json': JSON.stringify(CATALOGUE),
  'locales/de-DE.json': JSON.stringify({ overview: { title: 42 } }),
  // Beside the web roots, where a path escaping one would land.
  'package.json': SECRET,
  'secret.txt': SECRET,
};

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_ONLY = { accept: 'application/json' };

describe('the web files', () => {
  let site: TempFolder;
  let server: WebServer;
  let baseUrl: string;
  beforeAll(async () => {
    site = tempFolder(FILES);
    server = await startWebServer({
      elements: site.path('elements'),
      host: site.path('host'),
      demo: site.path('demo'),
      locales: site.path('locales'),
    });
    baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await server?.close();
    site?.remove();
  });

  describe('elements', () => {
    it('serves the loader as JavaScript that is checked on every load, to any origin', async () => {
      const response = await fetch(`${baseUrl}/elements/loader.js`, {
        headers: { origin: 'http://cms.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.text()).toBe(FILES['elements/loader.js']);
    });

    it('answers a revalidation of the loader with 304 while it is unchanged', async () => {
      const first = await fetch(`${baseUrl}/elements/loader.js`);
      const etag = first.headers.get('etag') ?? expect.fail('no ETag');
      // As a browser revalidates; fetch alone would add `Cache-Control: no-cache`, which forbids a 304.
      const again = await fetch(`${baseUrl}/elements/loader.js`, {
        headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe('no-cache');
    });

    it('serves the custom elements manifest as JSON, checked on every load', async () => {
      const response = await fetch(`${baseUrl}/elements/custom-elements.json`);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual({ schemaVersion: '2.1.0', modules: [] });
    });

    it('caches chunks whose names carry a content hash for a year', async () => {
      const response = await fetch(`${baseUrl}/elements/chunks/account-overview-Dk2x9aB1.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('checks a chunk without a content hash on every load', async () => {
      const response = await fetch(`${baseUrl}/elements/chunks/runtime.js`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers HEAD with the headers only', async () => {
      const response = await fetch(`${baseUrl}/elements/loader.js`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await response.text()).toBe('');
    });

    it('answers a missing file with the JSON 404, even to a browser', async () => {
      const response = await fetch(`${baseUrl}/elements/missing.js`, { headers: HTML });
      expect(response.status).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({ message: 'No route for GET /elements/missing.js' });
    });

    it.each([
      '/elements/../package.json',
      '/elements/%2e%2e/package.json',
      '/elements/.%2e/secret.txt',
      '/elements/chunks/..%2F..%2Fsecret.txt',
      '/elements/chunks/../../secret.txt',
      '/elements//secret.txt',
      '/elements/.hidden',
    ])('refuses the path %s', async (path) => {
      const response = await getRawPath(server.port, path, HTML);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain(SECRET);
      expect(response.headers['content-type']).toContain('application/json');
    });
  });

  describe('demo pages', () => {
    it('sends /demo on to /demo/, where the demo index is', async () => {
      const redirect = await fetch(`${baseUrl}/demo?brand=lumora`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/demo/?brand=lumora');
      const index = await fetch(`${baseUrl}/demo/`);
      expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect(await index.text()).toBe(FILES['demo/index.html']);
    });

    it('serves the stripped page and the FAQ page', async () => {
      expect(await (await fetch(`${baseUrl}/demo/stripped.html`)).text()).toBe(FILES['demo/stripped.html']);
      const faq = await fetch(`${baseUrl}/faq`, { headers: HTML });
      expect(faq.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await faq.text()).toBe(FILES['demo/faq.html']);
    });

    it('answers each account page at its path and at every address below it', async () => {
      for (const path of ['/demo/orders', '/demo/orders/DM-1002', '/demo/orders/DM-1002?stripped=true']) {
        const response = await fetch(`${baseUrl}${path}`, { headers: HTML });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
        expect(await response.text(), path).toBe(FILES['demo/orders.html']);
      }
      expect((await fetch(`${baseUrl}/demo/orders-old`, { headers: HTML })).status).toBe(404);
      const settings = await fetch(`${baseUrl}/demo/settings/b2b/address/a1`, { headers: HTML });
      expect(await settings.text()).toBe(FILES['demo/settings.html']);
    });

    it('caches hashed demo assets for a year', async () => {
      const response = await fetch(`${baseUrl}/demo/assets/brand-page-B7xk2Qa9.css`);
      expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    const signUp = (body: unknown) =>
      fetch(`${baseUrl}/demo/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it("starts the newsletter's double opt-in from the page's form, mailing the link", async () => {
      const email = 'reader@example.com';
      const response = await signUp({ email });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ outcome: 'confirmationSent' });
      const mail = await fetch(`${baseUrl}/mail/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await mail.json()) as { messages: { subject: string; links: string[] }[] };
      expect(messages).toEqual([
        expect.objectContaining({
          subject: 'Confirm your newsletter subscription',
          links: [expect.stringContaining('/subscription-confirmation?confirmation-token=')],
        }),
      ]);
    });

    it('refuses a sign-up without an e-mail address, mailing nothing', async () => {
      for (const body of [{ email: 'not an address' }, {}, { email: 42 }]) {
        const response = await signUp(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain('body.email');
      }
    });
  });

  describe('locale catalogues', () => {
    it('answers a catalogue as JSON checked on every load', async () => {
      const response = await fetch(`${baseUrl}/locales/en-GB.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual(CATALOGUE);
    });

    it('answers 404 with a message for a locale without a catalogue', async () => {
      const response = await fetch(`${baseUrl}/locales/fr-FR.json`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Locale fr-FR not found' });
    });

    it.each([
      '/locales/english.json',
      '/locales/en-gb.json',
      '/locales/en-GB.txt',
      '/locales/..%2Fsecret.json',
    ])('answers 400 to %s', async (path) => {
      const response = await getRawPath(server.port, path);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ message: expect.stringContaining('Invalid locale file') });
    });

    it('refuses to send a catalogue that breaks the contract', async () => {
      const response = await fetch(`${baseUrl}/locales/de-DE.json`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal server error' });
    });
  });

  describe('the host SPA', () => {
    it.each(['/', '/orders/ABC123', '/auth/callback?code=abc&state=xyz', '/settings/address/'])(
      'answers its index.html to a browser asking for %s',
      async (path) => {
        const response = await fetch(`${baseUrl}${path}`, { headers: HTML });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toBe(FILES['host/index.html']);
      },
    );

    it('answers HEAD for a page with the headers only', async () => {
      const response = await fetch(`${baseUrl}/orders`, { method: 'HEAD', headers: HTML });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    });

    it('serves its assets, hashed ones cached for a year', async () => {
      const script = await fetch(`${baseUrl}/assets/index-C0ffEe12.js`);
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const logo = await fetch(`${baseUrl}/assets/logo.svg`);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.headers.get('cache-control')).toBe('no-cache');
    });

    it('keeps the JSON 404 for a request that does not ask for HTML', async () => {
      for (const headers of [JSON_ONLY, {}]) {
        const response = await fetch(`${baseUrl}/nope`, { headers });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'No route for GET /nope' });
      }
    });

    it.each(['/services/nope', '/push/nope', '/mail/none/more', '/assets/missing.js', '/locales/a/b.json'])(
      'keeps the JSON 404 for %s under a path the server owns, even to a browser',
      async (path) => {
        const response = await fetch(`${baseUrl}${path}`, { headers: HTML });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
      },
    );

    it('keeps the JSON 404 for a page path asked with another method', async () => {
      const response = await fetch(`${baseUrl}/orders/ABC123`, { method: 'POST', headers: HTML });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No route for POST /orders/ABC123' });
    });

    it('leaves the routes of the server alone', async () => {
      expect((await fetch(`${baseUrl}/health`, { headers: HTML })).status).toBe(200);
      const config = await fetch(`${baseUrl}/config.json`, { headers: HTML });
      expect(config.headers.get('content-type')).toContain('application/json');
      expect((await fetch(`${baseUrl}/mail`, { headers: HTML })).status).toBe(200);
    });
  });

  describe('the reference cookie consent', () => {
    it('is the script config.json points at', async () => {
      const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { cookieConsentUrl: string };
      const response = await fetch(new URL(config.cookieConsentUrl, baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it("records consent to analytics and marketing ('11') the first time and announces it", async () => {
      const script = await (await fetch(`${baseUrl}/cookie-consent.js`)).text();
      const page = fakePage();
      runInNewContext(script, page.globals);
      expect(page.cookies.get('cookie-consent')).toBe('11');
      expect(page.announced).toEqual(['11']);
      expect(page.consent().code).toBe('11');
    });

    it('keeps a recorded choice, and records a new one', async () => {
      const script = await (await fetch(`${baseUrl}/cookie-consent.js`)).text();
      const page = fakePage(new Map([['cookie-consent', '10']]));
      runInNewContext(script, page.globals);
      expect(page.announced).toEqual([]);
      expect(page.consent().code).toBe('10');
      page.consent().record('01');
      expect(page.consent().code).toBe('01');
      expect(page.announced).toEqual(['01']);
      expect(() => page.consent().record('2')).toThrow('A consent code is one of 00, 01, 10, 11');
    });

    it("reads no consent ('00') when cookies are blocked", async () => {
      const script = await (await fetch(`${baseUrl}/cookie-consent.js`)).text();
      const page = fakePage(new Map(), { blocked: true });
      runInNewContext(script, page.globals);
      expect(page.consent().code).toBe('00');
    });
  });
});

interface Consent {
  readonly code: string;
  record(code: string): void;
}

/** Just the document cookie and window events the consent script uses. */
function fakePage(cookies = new Map<string, string>(), { blocked = false } = {}) {
  const window = new EventTarget() as EventTarget & { portalCookieConsent?: Consent };
  const announced: string[] = [];
  window.addEventListener('portal-cookie-consent', (event) => {
    announced.push((event as CustomEvent<{ code: string }>).detail.code);
  });
  const document = {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(header: string) {
      if (blocked) return;
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    },
  };
  return {
    globals: { window, document, CustomEvent },
    cookies,
    announced,
    consent: () => window.portalCookieConsent ?? expect.fail('no window.portalCookieConsent'),
  };
}
