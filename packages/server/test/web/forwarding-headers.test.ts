import { afterEach, describe, expect, it } from 'vitest';
import { trustedProxies } from '../../src/http/trusted-proxies.ts';
import { createPortal, type Portal } from '../../src/portal.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';

const PUBLIC_URL = 'http://portal.test:8080';
/** A request for PUBLIC_URL's host that claims, in forwarding headers, to be for another it serves. */
const FORGED = {
  host: new URL(PUBLIC_URL).host,
  'x-forwarded-host': 'www.printwell.co.uk',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '6.6.6.6',
};

describe('forwarding headers', () => {
  const opened: { portal: Portal; test: TestDatabase }[] = [];
  afterEach(async () => {
    for (const { portal, test } of opened.splice(0)) {
      await portal.close();
      await test.dispose();
    }
  });

  async function portal(trustProxy: readonly string[]): Promise<Portal> {
    const test = await createTestDatabase('sqlite');
    const created = await createPortal({
      database: test.database,
      dataDir: test.dataDir,
      publicUrl: PUBLIC_URL,
      runWorker: false,
      trustProxy,
    });
    opened.push({ portal: created, test });
    await created.app.ready();
    return created;
  }

  async function discovery(app: Portal['app'], remoteAddress: string): Promise<Record<string, unknown>> {
    const response = await app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: FORGED,
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown>>();
  }

  it("keeps the identity provider's endpoints on PUBLIC_URL whatever a client's headers say, by default", async () => {
    const { app } = await portal([]);
    const document = await discovery(app, '203.0.113.9');
    const endpoints = Object.entries(document).filter(
      ([key]) => key.endsWith('_endpoint') || key === 'issuer',
    );
    expect(endpoints.length).toBeGreaterThan(3);
    for (const [, value] of endpoints) expect(String(value).startsWith(`${PUBLIC_URL}/oidc`)).toBe(true);
    const health = await app.inject({ url: '/health', headers: FORGED, remoteAddress: '203.0.113.9' });
    expect(health.statusCode).toBe(200);
  });

  it('believes the forwarding headers of a configured proxy only', async () => {
    const { app } = await portal(['10.0.0.0/8']);
    const viaProxy = await discovery(app, '10.1.2.3');
    expect(String(viaProxy.token_endpoint)).toBe('https://www.printwell.co.uk/oidc/token');
    const direct = await discovery(app, '203.0.113.9');
    expect(String(direct.token_endpoint)).toBe(`${PUBLIC_URL}/oidc/token`);
  });
});

describe('trustedProxies', () => {
  it('matches addresses and CIDR ranges, IPv4-mapped addresses included, and refuses anything else', () => {
    const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(['127.0.0.1', '::ffff:10.9.8.7', 'fd12::1'].map((address) => proxies.trusts(address))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['127.0.0.2', '11.0.0.1', '::1', undefined].map((address) => proxies.trusts(address))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(trustedProxies([]).trusts('127.0.0.1')).toBe(false);
    expect(() => trustedProxies(['proxy.example'])).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow(/TRUST_PROXY/);
  });
});
