import { get as httpGet } from 'node:http';
import { getConfig, getPublicConfig } from '@portal/api/clients/config';
import { type PortalConfig, SERVICE_NAMES } from '@portal/api/schemas/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { servicePrefix } from '../src/config/portal-config.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';

describe('browser config', () => {
  let test: TestDatabase;
  let baseUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    const app = await buildApp({ database: test.database, publicUrl: 'http://portal.localhost:8080' });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
  });
  afterAll(async () => {
    await close();
    await test.dispose();
  });

  it('names every service under its own prefix, and the issuer, as the contract requires', async () => {
    const config = await getConfig({ baseUrl });
    expect(Object.keys(config.services).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(config.services.sharedAlbums.baseUrl).toBe('/services/shared-albums');
    expect(config.services.widgetGallery.baseUrl).toBe('/services/widget-gallery');
    expect(config.auth.authority).toBe('http://portal.localhost:8080/oidc');
    expect(config.pushSocketUrl).toBe('/push');
    expect(config.featureFlags.PhotoManagementTimelineViewEnabled).toBe(true);
    expect(config.sites.length).toBeGreaterThanOrEqual(8);
  });

  it('answers the public config for a known and an unknown host with the spec route table', async () => {
    const known = await getPublicConfig({ baseUrl }, 'www.printwell.co.uk');
    const unknown = await getPublicConfig({ baseUrl }, 'unknown.example');
    expect(known.routes.map((route) => route.path)).toContain('/my-photos');
    expect(unknown).toEqual(known);
  });

  it("gives a brand's own host the phone upload page on that host, and any other host the public URL's", async () => {
    const onBrand = await configFor('www.printwell.co.uk.localhost:8080');
    expect(onBrand.vary).toContain('Host');
    expect(onBrand.config.storage.qrUploadBaseUrl).toBe(
      'http://www.printwell.co.uk.localhost:8080/upload-from-phone',
    );
    const onLoopback = await getConfig({ baseUrl });
    expect(onLoopback.storage.qrUploadBaseUrl).toBe('http://portal.localhost:8080/upload-from-phone');
    const onOther = await configFor('localhost:8080');
    expect(onOther.config.storage.qrUploadBaseUrl).toBe('http://portal.localhost:8080/upload-from-phone');
  });

  /** fetch always sends the URL's own Host; a brand host is named here as a browser on it would. */
  function configFor(host: string): Promise<{ vary: string; config: PortalConfig }> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(baseUrl);
      const request = httpGet({ hostname, port, path: '/config.json', headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ vary: String(response.headers.vary), config: JSON.parse(body) as PortalConfig }),
        );
      });
      request.on('error', reject);
    });
  }

  it('refuses a malformed host query with 400', async () => {
    const response = await fetch(`${baseUrl}/public-config?host=`);
    expect(response.status).toBe(400);
  });

  it('turns camelCase service names into kebab-case prefixes', () => {
    expect(servicePrefix('tempSelections')).toBe('/services/temp-selections');
    expect(servicePrefix('photo')).toBe('/services/photo');
  });
});
