import { getConfig, getPublicConfig } from '@portal/api/clients/config';
import { SERVICE_NAMES } from '@portal/api/schemas/config';
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

  it('refuses a malformed host query with 400', async () => {
    const response = await fetch(`${baseUrl}/public-config?host=`);
    expect(response.status).toBe(400);
  });

  it('turns camelCase service names into kebab-case prefixes', () => {
    expect(servicePrefix('tempSelections')).toBe('/services/temp-selections');
    expect(servicePrefix('photo')).toBe('/services/photo');
  });
});
