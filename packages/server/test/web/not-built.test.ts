import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type TempFolder, tempFolder, type WebServer } from './web-server.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the web files before a build', () => {
  let empty: TempFolder;
  let server: WebServer;
  beforeAll(async () => {
    empty = tempFolder({});
    server = await startWebServer({
      elements: empty.path('elements', 'dist'),
      host: empty.path('host', 'dist'),
      demo: empty.path('demo', 'dist'),
      locales: empty.path('locales'),
    });
  });
  afterAll(async () => {
    await server?.close();
    empty?.remove();
  });

  it('starts, and the services answer', async () => {
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
  });

  it.each(['/elements/loader.js', '/demo/', '/faq', '/locales/en-GB.json', '/assets/index-C0ffEe12.js'])(
    'answers 503 saying to build for %s',
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: expect.stringContaining('npm run build') });
    },
  );

  it("answers a browser's page request with a short page saying to build", async () => {
    const response = await fetch(`${server.baseUrl}/orders/ABC123`, { headers: HTML });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<code>npm run build</code>');
  });

  it('keeps the JSON 404 for requests that are not for a page', async () => {
    const response = await fetch(`${server.baseUrl}/nope`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
  });

  it('serves the files as soon as a build creates them, without a restart', async () => {
    mkdirSync(empty.path('elements', 'dist'), { recursive: true });
    writeFileSync(empty.path('elements', 'dist', 'loader.js'), 'export {};');
    const response = await fetch(`${server.baseUrl}/elements/loader.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {};');
  });
});
