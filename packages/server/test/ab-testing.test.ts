import { randomUUID } from 'node:crypto';
import { getAbTestVariant } from '@portal/api/clients/ab-testing';
import { MBOX_VARIANTS, type Mbox } from '@portal/api/schemas/ab-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredVariant } from '../src/services/ab-testing/index.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const MBOXES: readonly Mbox[] = ['sample-test', 'CRO-1304'];

describe('the offered variant', () => {
  it('is one of the mbox’s variants, the same every time for one person', () => {
    for (const mbox of MBOXES) {
      const variant = offeredVariant('account-1', mbox);
      expect(MBOX_VARIANTS[mbox].options).toContain(variant);
      expect(offeredVariant('account-1', mbox)).toBe(variant);
    }
  });

  it('splits many people about evenly between the variants', () => {
    for (const mbox of MBOXES) {
      const counts = new Map<string, number>();
      for (let index = 0; index < 2000; index += 1) {
        const variant = offeredVariant(randomUUID(), mbox);
        counts.set(variant, (counts.get(variant) ?? 0) + 1);
      }
      expect([...counts.keys()].sort()).toEqual([...MBOX_VARIANTS[mbox].options].sort());
      for (const count of counts.values()) expect(count).toBeGreaterThan(850);
    }
  });
});

describe.each(ENGINES)('A/B offers on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    demoToken = await server.tokenFor('demo@example.com');
    friendToken = await server.tokenFor('friend@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  const raw = (query: string, token?: string) =>
    fetch(`${server.baseUrl}/services/ab-testing/offers${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it.skipIf(engine.skip)(
    'offers each person their own variant of both mboxes, the same on every call',
    async () => {
      for (const [email, token] of [
        ['demo@example.com', demoToken],
        ['friend@example.com', friendToken],
      ] as const) {
        const subject = await accountId(server.portal.context, email);
        for (const mbox of MBOXES) {
          const variant = await getAbTestVariant(server.endpoint('abTesting', token), mbox);
          expect(variant).toBe(offeredVariant(subject, mbox));
          expect(await getAbTestVariant(server.endpoint('abTesting', token), mbox)).toBe(variant);
        }
      }
    },
  );

  it.skipIf(engine.skip)('answers the contract’s offer shape', async () => {
    const response = await raw('?mbox=CRO-1304', demoToken);
    expect(response.status).toBe(200);
    const offer = (await response.json()) as { mbox: string; variant: string };
    expect(offer.mbox).toBe('CRO-1304');
    expect(['control', 'variant 1']).toContain(offer.variant);
  });

  it.skipIf(engine.skip)(
    'answers 404 for an mbox without a running test, 400 without one, 401 without a token',
    async () => {
      expect((await raw('?mbox=CRO-9999', demoToken)).status).toBe(404);
      expect((await raw('', demoToken)).status).toBe(400);
      expect((await raw('?mbox=', demoToken)).status).toBe(400);
      expect((await raw('?mbox=sample-test&mbox=CRO-1304', demoToken)).status).toBe(400);
      expect((await raw('?mbox=sample-test')).status).toBe(401);
      expect((await raw('?mbox=sample-test', 'not-a-token')).status).toBe(401);
    },
  );
});
