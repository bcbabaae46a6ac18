import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type TempFolder, tempFolder, type WebServer } from './web-server.ts';

const HTML = { accept: 'text/html' };

describe('the headers of every page', () => {
  let site: TempFolder;
  let server: WebServer;
  beforeAll(async () => {
    site = tempFolder({
      'host/index.html': '<!doctype html><title>Portal</title>',
      'demo/index.html': '<!doctype html><title>Demo</title>',
      'demo/stripped.html': '<!doctype html><title>Webview</title>',
      'locales/en-GB.json': '{}',
    });
    server = await startWebServer({
      // Not built: its routes answer the 'not built' page.
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
    ['a portal page', '/orders'],
    ['a brand page', '/demo/'],
    ['the webview page', '/demo/stripped.html'],
    ['a page not built yet', '/elements/loader.js'],
    ['the mail page', '/mail'],
    ['the identity provider’s signed-out page', '/oidc/session/end/success'],
    ['the identity provider’s sign-out form without a session', '/oidc/session/end'],
    ['the identity provider’s error page', '/oidc/auth?client_id=nobody'],
  ])(
    '%s may be framed by its own origin only, leaks no path in the referrer and is never sniffed',
    async (_name, path) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: HTML });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors '(self|none)'/);
      expect(response.headers.get('x-frame-options')).toMatch(/^(SAMEORIGIN|DENY)$/);
      expect(response.headers.get('referrer-policy')).toMatch(
        /^(strict-origin-when-cross-origin|no-referrer)$/,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.each([
    ['a portal page', '/orders'],
    ['a brand page', '/demo/'],
    ['the webview page', '/demo/stripped.html'],
  ])('%s lets no script run but the portal’s own files: no inline script, no eval', async (_name, path) => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: HTML });
    const policy = new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('says nosniff on every answer, JSON and files too', async () => {
    for (const path of ['/config.json', '/locales/en-GB.json', '/health']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('lets the identity provider’s own sign-out form run only its one inline script, in no frame', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/session/end`, { headers: HTML });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script = '']) => script);
    expect(scripts).toHaveLength(1);
    const policy = new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256')
        .update(scripts[0] ?? '')
        .digest('base64')}'`,
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it("keeps a page's own stricter policy", async () => {
    const response = await fetch(`${server.baseUrl}/mail`, { headers: HTML });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
