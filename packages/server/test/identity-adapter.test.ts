import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseAdapter, deleteExpiredPayloads } from '../src/identity/adapter.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

describe.each(ENGINES)('identity adapter on $name', (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  async function adapter(model: string): Promise<DatabaseAdapter> {
    test ??= await createTestDatabase(engine.name);
    return new DatabaseAdapter(test.database, model);
  }

  it.skipIf(engine.skip)('finds what it stored, per model', async () => {
    const sessions = await adapter('Session');
    const grants = await adapter('Grant');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await grants.find('s1')).toBeUndefined();
    expect(await sessions.find('unknown')).toBeUndefined();
  });

  it.skipIf(engine.skip)('replaces a stored object on a second upsert', async () => {
    const sessions = await adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    await sessions.upsert('s1', { uid: 'u2', accountId: 'a2' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u2', accountId: 'a2' });
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it.skipIf(engine.skip)('finds device codes by user code', async () => {
    const codes = await adapter('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 60);
    expect(await codes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH', grantId: 'g1' });
  });

  it.skipIf(engine.skip)('hides an object once its lifetime is over and deletes it on sweeping', async () => {
    const codes = await adapter('AuthorizationCode');
    await codes.upsert('expired', { grantId: 'g1' }, -1);
    await codes.upsert('alive', { grantId: 'g1' }, 60);
    await codes.upsert('forever', { grantId: 'g1' }, undefined);
    expect(await codes.find('expired')).toBeUndefined();
    expect(await codes.find('alive')).toEqual({ grantId: 'g1' });
    expect(await codes.find('forever')).toEqual({ grantId: 'g1' });
    expect(await deleteExpiredPayloads(test?.database ?? expect.fail('no database'))).toBe(1);
  });

  it.skipIf(engine.skip)('marks an object consumed, and a new upsert starts it unconsumed', async () => {
    const codes = await adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    const before = Math.floor(Date.now() / 1000);
    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(consumed?.consumed).toBeGreaterThanOrEqual(before);
    expect(consumed?.consumed).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toEqual({ grantId: 'g1' });
  });

  it.skipIf(engine.skip)('destroys one object', async () => {
    const tokens = await adapter('RefreshToken');
    await tokens.upsert('r1', { grantId: 'g1' }, 60);
    await tokens.upsert('r2', { grantId: 'g1' }, 60);
    await tokens.destroy('r1');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toEqual({ grantId: 'g1' });
  });

  it.skipIf(engine.skip)("revokes every code and token of a grant, and only that grant's", async () => {
    const codes = await adapter('AuthorizationCode');
    const refreshTokens = await adapter('RefreshToken');
    const sessions = await adapter('Session');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await refreshTokens.upsert('r1', { grantId: 'g1' }, 60);
    await refreshTokens.upsert('r2', { grantId: 'g2' }, 60);
    // A session names grants too, but is no member of one: revoking a grant keeps the session.
    await sessions.upsert('s1', { uid: 'u1', grantId: 'g1' }, 60);
    await refreshTokens.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await refreshTokens.find('r2')).toEqual({ grantId: 'g2' });
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', grantId: 'g1' });
  });

  it.skipIf(engine.skip)('never looks up clients, which are all configured in code', async () => {
    const clients = await adapter('Client');
    await clients.upsert('registered', { client_id: 'registered' }, undefined);
    expect(await clients.find('registered')).toBeUndefined();
  });
});
