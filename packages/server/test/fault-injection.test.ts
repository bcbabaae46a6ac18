import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS_PATH, readFaultPlan } from '../src/http/fault-injection.ts';
import { addPhotos } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { stateDigest } from './support/state-digest.ts';

const DEMO = 'demo@example.com';
const OTHER = 'friend@example.com';

describe('the fault setting', () => {
  it('reads shares for every service call, JSON rules, or nothing', () => {
    expect(readFaultPlan(undefined)).toEqual({ rules: [] });
    expect(readFaultPlan('fail=0.2,hang=0.05')).toEqual({ rules: [{ fail: 0.2, hang: 0.05, status: 500 }] });
    expect(readFaultPlan('[{"method":"DELETE","path":"/services/photo/photos","fail":1}]')).toEqual({
      rules: [{ method: 'DELETE', path: '/services/photo/photos', fail: 1, hang: 0, status: 500 }],
    });
    expect(() => readFaultPlan('fail=2')).toThrow('FAULT_INJECTION');
    expect(() => readFaultPlan('[{"path":"/oidc"}]')).toThrow('FAULT_INJECTION');
  });
});

describe('injected faults', () => {
  let server: PortalServer;
  let token = '';
  const rules = (plan: unknown) =>
    fetch(`${server.baseUrl}${FAULTS_PATH}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(plan),
    });
  const deletePhotos = (photoIds: string[], signal?: AbortSignal) =>
    fetch(`${server.baseUrl}/services/photo/photos`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ photoIds }),
      signal,
    });

  beforeAll(async () => {
    server = await startPortalServer('sqlite', { faults: { plan: { rules: [] }, control: true } });
    token = await server.tokenFor(DEMO);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('fails the calls a rule names before their route runs, and lets them through once it is lifted', async () => {
    const [photo] = await addPhotos(server.portal.context, DEMO, 1);
    const photoId = photo?.id ?? '';
    expect(
      (await rules({ rules: [{ method: 'DELETE', path: '/services/photo/photos', fail: 1 }] })).status,
    ).toBe(200);
    const before = await stateDigest(server.test.database, server.test.dataDir);
    const failed = await deletePhotos([photoId]);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Injected fault: the service failed on purpose' });
    expect(await stateDigest(server.test.database, server.test.dataDir)).toBe(before);
    // Other calls, the config and sign-in are never failed.
    const counts = await fetch(`${server.baseUrl}/services/photo/users`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(counts.status).toBe(200);
    expect((await fetch(`${server.baseUrl}/config.json`)).status).toBe(200);

    expect(await (await fetch(`${server.baseUrl}${FAULTS_PATH}`)).json()).toMatchObject({
      rules: [{ method: 'DELETE', fail: 1 }],
    });
    await rules({ rules: [] });
    expect((await deletePhotos([photoId])).status).toBe(200);
  });

  it('holds a hung call until the client gives up, and nothing is written', async () => {
    const [photo] = await addPhotos(server.portal.context, DEMO, 1);
    await rules({ rules: [{ path: '/services/photo/photos', hang: 1 }] });
    const before = await stateDigest(server.test.database, server.test.dataDir);
    await expect(deletePhotos([photo?.id ?? ''], AbortSignal.timeout(300))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(await stateDigest(server.test.database, server.test.dataDir)).toBe(before);
    await rules({ rules: [] });
  });

  it("fails only the named account's calls when a rule names one", async () => {
    const other = await server.tokenFor(OTHER);
    const { sub } = decodeJwt(token);
    await rules({ rules: [{ account: sub, path: '/services/photo/users', fail: 1 }] });
    const counts = (bearer: string) =>
      fetch(`${server.baseUrl}/services/photo/users`, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await counts(token)).status).toBe(500);
    expect((await counts(other)).status).toBe(200);
    await rules({ rules: [] });
    expect((await counts(token)).status).toBe(200);
  });

  it('lets only this machine read or change the plan', async () => {
    const fromOutside = { url: FAULTS_PATH, remoteAddress: '203.0.113.9' };
    expect((await server.portal.app.inject(fromOutside)).statusCode).toBe(404);
    expect(
      (await server.portal.app.inject({ ...fromOutside, method: 'PUT', payload: { rules: [{ fail: 1 }] } }))
        .statusCode,
    ).toBe(404);
    expect(await (await fetch(`${server.baseUrl}${FAULTS_PATH}`)).json()).toEqual({ rules: [] });
  });

  it('refuses a plan that is not one', async () => {
    expect((await rules({ rules: [{ path: '/oidc', fail: 1 }] })).status).toBe(400);
    expect((await rules({ rules: [{ fail: 3 }] })).status).toBe(400);
  });
});

describe('without FAULT_CONTROL', () => {
  it('has no way to change the plan at run time', async () => {
    const server = await startPortalServer('sqlite', { faults: { plan: { rules: [] }, control: false } });
    try {
      const put = await fetch(`${server.baseUrl}${FAULTS_PATH}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [{ fail: 1 }] }),
      });
      expect(put.status).toBe(404);
      expect((await fetch(`${server.baseUrl}/services/photo/users`)).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
