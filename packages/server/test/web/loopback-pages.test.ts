import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal, type Portal } from '../../src/portal.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';

const PUBLIC_URL = 'http://localhost:8080';
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('pages opened on a loopback address', () => {
  let test: TestDatabase;
  let portal: Portal;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    portal = await createPortal({
      database: test.database,
      dataDir: test.dataDir,
      publicUrl: PUBLIC_URL,
      runWorker: false,
    });
    await portal.app.ready();
  });
  afterAll(async () => {
    await portal?.close();
    await test?.dispose();
  });

  it.each(['127.0.0.1:8080', '[::1]:8080', '127.0.1.1:8080'])(
    'go to the same page on PUBLIC_URL before anything starts, from %s',
    async (host) => {
      for (const path of ['/', '/orders/1234?stripped=true', '/demo/']) {
        const response = await portal.app.inject({ url: path, headers: { ...PAGE, host } });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`${PUBLIC_URL}${path}`);
      }
    },
  );

  it('are served where PUBLIC_URL and the brand hosts point, and scripts and services answer on every address', async () => {
    for (const host of ['localhost:8080', 'lumora.nl.localhost:8080']) {
      const page = await portal.app.inject({ url: '/', headers: { ...PAGE, host } });
      expect(page.statusCode).not.toBe(302);
    }
    const config = await portal.app.inject({ url: '/config.json', headers: { host: '127.0.0.1:8080' } });
    expect(config.statusCode).toBe(200);
    const script = await portal.app.inject({
      url: '/elements/loader.js',
      headers: { host: '127.0.0.1:8080', accept: '*/*' },
    });
    expect(script.statusCode).not.toBe(302);
  });
});
