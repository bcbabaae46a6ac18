import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { DEFAULT_MENUS, DEFAULT_PUBLIC_CONFIG, DEFAULT_ROUTES, SERVICE_NAMES } from '../schemas/config.ts';
import { getConfig, getLocaleCatalogue, getPublicConfig, loadPublicConfig } from './config.ts';

const config = {
  services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, { baseUrl: `/services/${name}` }])),
  pushSocketUrl: '/push',
  auth: { authority: 'https://id.example.test/', clientId: 'portal', scopes: ['openid'] },
  printsEditorUrl: 'https://editor.example.test/prints',
  storage: {
    apiUrl: '/services/storage',
    qrUploadBaseUrl: 'https://upload.example.test',
    transferSocketUrl: '/transfer',
  },
  cookieConsentUrl: 'https://consent.example.test/script.js',
  featureFlags: {},
  sites: [
    {
      brand: 'printwell',
      displayName: 'Printwell',
      country: 'GB',
      locales: ['en-GB'],
      hostNames: ['printwell.co.uk'],
      channel: 'PRINTWELL_GB',
      b2b: false,
    },
  ],
  routes: DEFAULT_ROUTES,
  menus: DEFAULT_MENUS,
};
const publicConfig = { routes: DEFAULT_ROUTES.slice(0, 3), menus: { side: [DEFAULT_MENUS.side[0]] } };

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService();
});
afterAll(() => stub.close());

describe('config client', () => {
  it('GETs /config.json from the site origin without an Authorization header', async () => {
    stub.respond({ json: config });
    const loaded = await getConfig(stub.endpoint('tok'));
    expect(loaded.services.photo.baseUrl).toBe('/services/photo');
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/config.json');
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers.authorization).toBeUndefined();
  });

  it('rejects a config that lacks a service', async () => {
    const { photo: _missing, ...services } = config.services;
    stub.respond({ json: { ...config, services } });
    await expect(getConfig(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('GETs one locale catalogue without an Authorization header', async () => {
    stub.respond({ json: { pageTitle: { orders: 'Orders' } } });
    await expect(getLocaleCatalogue(stub.endpoint('tok'), 'en-GB')).resolves.toEqual({
      pageTitle: { orders: 'Orders' },
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/locales/en-GB.json');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('refuses a locale that is not a tag without calling the origin', async () => {
    const before = stub.requests.length;
    await expect(getLocaleCatalogue(stub.endpoint(), '../config')).rejects.toBeInstanceOf(RangeError);
    await expect(getLocaleCatalogue(stub.endpoint(), 'en_GB')).rejects.toThrow("Not a locale tag: 'en_GB'");
    expect(stub.requests.length).toBe(before);
  });

  it('GETs the public config of one host without an Authorization header', async () => {
    stub.respond({ json: publicConfig });
    await expect(getPublicConfig(stub.endpoint('tok'), 'www.printwell.co.uk')).resolves.toEqual(publicConfig);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/public-config');
    expect(request.query.get('host')).toBe('www.printwell.co.uk');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: publicConfig });
    await getPublicConfig(stub.endpoint(), 'a.test');
    await getPublicConfig(stub.endpoint(), 'a.test');
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('throws HttpError with the status and URL when config.json fails', async () => {
    stub.respond({ status: 503 });
    const error = await getConfig(stub.endpoint()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/config.json`);
  });
});

describe('loading the public config', () => {
  it("returns the host's menus and routes when the call succeeds", async () => {
    stub.respond({ json: publicConfig });
    const reasons: unknown[] = [];
    await expect(
      loadPublicConfig(stub.endpoint(), 'printwell.co.uk', { onFallback: (error) => reasons.push(error) }),
    ).resolves.toEqual(publicConfig);
    expect(reasons).toEqual([]);
  });

  it('falls back to the spec route table and side menu on an HTTP error, and reports why', async () => {
    stub.respond({ status: 500 });
    const reasons: unknown[] = [];
    const loaded = await loadPublicConfig(stub.endpoint(), 'printwell.co.uk', {
      onFallback: (error) => reasons.push(error),
    });
    expect(loaded).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toBeInstanceOf(HttpError);
  });

  it('falls back on an answer that breaks the contract', async () => {
    stub.respond({ json: { routes: 'none' } });
    await expect(loadPublicConfig(stub.endpoint(), 'printwell.co.uk')).resolves.toEqual(
      DEFAULT_PUBLIC_CONFIG,
    );
  });

  it('falls back when the origin cannot be reached', async () => {
    const unreachable = { baseUrl: 'http://127.0.0.1:1' };
    const reasons: unknown[] = [];
    await expect(
      loadPublicConfig(unreachable, 'printwell.co.uk', { onFallback: (error) => reasons.push(error) }),
    ).resolves.toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(reasons[0]).toBeInstanceOf(TypeError);
  });

  it('hands out a fresh copy of the fallback each time', async () => {
    stub.respond({ status: 500 });
    const first = await loadPublicConfig(stub.endpoint(), 'a.test');
    first.routes.length = 0;
    const second = await loadPublicConfig(stub.endpoint(), 'a.test');
    expect(second.routes).toHaveLength(DEFAULT_ROUTES.length);
    expect(DEFAULT_PUBLIC_CONFIG.routes).toHaveLength(DEFAULT_ROUTES.length);
  });

  it('re-throws when the caller aborted, instead of falling back', async () => {
    stub.respond({ json: publicConfig });
    const controller = new AbortController();
    controller.abort();
    const reasons: unknown[] = [];
    await expect(
      loadPublicConfig(stub.endpoint(), 'a.test', {
        signal: controller.signal,
        onFallback: (error) => reasons.push(error),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(reasons).toEqual([]);
  });
});
