import { randomUUID } from 'node:crypto';
import { getAccountInformation } from '@portal/api/clients/account-information';
import { deriveStorageStatus } from '@portal/api/rules/storage-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { lastOrderDate } from '../src/services/deletion/account-information.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const BUSINESS = 'business@example.com';

describe.each(ENGINES)('account information on $name', (engine) => {
  let server: PortalServer;
  beforeAll(async () => {
    if (!engine.skip) server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  const deletion = (token?: string) => server.endpoint('deletion', token);

  async function addOrder(owner: string, createdAt: string, status: string): Promise<void> {
    await server.portal.context.database.db
      .insertInto('superorders')
      .values({
        code: randomUUID(),
        account_id: owner,
        status,
        order_source: 'Albelli',
        delivery_type: 'Home',
        delivery_address: null,
        earliest_delivery_date: null,
        latest_delivery_date: null,
        can_reorder: 0,
        expires_at: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }

  it.skipIf(engine.skip)(
    'projects deletion 18 months after registration while the account has no orders',
    async () => {
      const { db } = server.portal.context.database;
      const id = await accountId(server.portal.context, DEMO);
      await db.deleteFrom('superorders').where('account_id', '=', id).execute();
      await db.deleteFrom('saved_projects').where('owner_id', '=', id).execute();
      await db
        .updateTable('accounts')
        .set({ created_at: '2024-08-31T22:15:00.000Z' })
        .where('id', '=', id)
        .execute();
      const information = await getAccountInformation(deletion(await server.tokenFor(DEMO)));
      expect(information).toEqual({
        delayedDeletionDate: null,
        lastOrderDate: null,
        projectCount: 0,
        // 31 August + 18 months is the last day of February.
        projectedDeletionDate: '2026-02-28',
        registrationDate: '2024-08-31',
      });
      // A cancelled order buys no storage time.
      await addOrder(id, '2025-06-01T08:00:00.000Z', 'Cancelled');
      expect(await lastOrderDate(db, id)).toBeNull();
    },
  );

  it.skipIf(engine.skip)(
    'counts from the newest order that was not cancelled, and counts saved projects',
    async () => {
      const { db } = server.portal.context.database;
      const id = await accountId(server.portal.context, BUSINESS);
      await db.deleteFrom('superorders').where('account_id', '=', id).execute();
      await db.deleteFrom('saved_projects').where('owner_id', '=', id).execute();
      await addOrder(id, '2025-01-10T09:00:00.000Z', 'Dispatched');
      await addOrder(id, '2025-03-15T23:30:00.000Z', 'Received');
      await addOrder(id, '2025-06-01T08:00:00.000Z', 'Cancelled');
      for (const name of ['Book', 'Calendar']) {
        await db
          .insertInto('saved_projects')
          .values({
            id: randomUUID(),
            owner_id: id,
            name,
            product_code: 'PAP_001',
            product_type: 'photobook',
            thumbnail_url: null,
            created_at: nowIso(),
            updated_at: nowIso(),
          })
          .execute();
      }
      const information = await getAccountInformation(deletion(await server.tokenFor(BUSINESS)));
      expect(information).toMatchObject({
        lastOrderDate: '2025-03-15',
        projectedDeletionDate: '2026-09-15',
        projectCount: 2,
      });
    },
  );

  it.skipIf(engine.skip)('answers a postponed deletion date, which then decides the status', async () => {
    const { db } = server.portal.context.database;
    const id = await accountId(server.portal.context, FRIEND);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await db
      .insertInto('deletion_delays')
      .values({ account_id: id, delayed_deletion_date: tomorrow, updated_at: nowIso() })
      .execute();
    const information = await getAccountInformation(deletion(await server.tokenFor(FRIEND)));
    expect(information.delayedDeletionDate).toBe(tomorrow);
    const status = deriveStorageStatus(information, new Date());
    expect(status).toMatchObject({ status: 'critical', deletionDate: tomorrow, daysRemaining: 1 });
    expect(status.criticalWording).toEqual({ kind: 'tomorrow' });
  });

  it.skipIf(engine.skip)('answers 401 without a valid token', async () => {
    const url = `${server.baseUrl}/services/deletion/accounts/getaccountinformation`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: 'Bearer forged' } })).status).toBe(401);
  });
});
