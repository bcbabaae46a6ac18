import {
  getOrder,
  getOrderDeliveryDates,
  getOrdersByAccount,
  getReorderStatus,
  getSuperorder,
  getSuperorders,
  listAllSuperorders,
  reorderDirect,
  updateDeliveryAddress,
} from '@portal/api/clients/orders';
import type { HttpError } from '@portal/api/http';
import { groupOrders } from '@portal/api/rules/order-grouping';
import {
  DELIVERY_TYPES,
  ORDER_LINE_STATUSES,
  ORDER_SOURCES,
  PUBLIC_ORDER_STATUSES,
  toPublicStatus,
} from '@portal/api/rules/order-status';
import type { DeliveryAddressInput } from '@portal/api/schemas/address-input';
import type { Superorder } from '@portal/api/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_OR_INVALID_TOKEN } from '../src/identity/index.ts';
import { ensureDemoCustomers } from '../src/services/customer/demo.ts';
import { ensureDemoOrders } from '../src/services/orders/demo.ts';
import { DELIVERY_ADDRESS_NOT_CHANGEABLE, ORDER_NOT_REORDERABLE } from '../src/services/orders/index.ts';
import { ensureDemoVouchers } from '../src/services/vouchers/demo.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const BUSINESS = 'business@example.com';

/** demo@example.com's listed superorders: DM-1009 has expired. */
const DEMO_LISTED = [
  'DM-1001',
  'DM-1010',
  'DM-1002',
  'DM-1003',
  'DM-1004',
  'DM-1005',
  'DM-1006',
  'DM-1007',
  'DM-1008',
];
/** demo@example.com's products (orders), DM-1009's included: by-account lists every order. */
const DEMO_ORDER_COUNT = 19;

const NEW_ADDRESS: DeliveryAddressInput = {
  firstName: 'Alex',
  lastName: 'Morgan',
  street: 'Prinsengracht',
  houseNumber: '263',
  houseNumberAddition: 'A',
  postalCode: '1016 GV',
  city: 'Amsterdam',
  countryCode: 'NL',
  phoneNumber: '+31 6 1234 5678',
};

describe.each(ENGINES)('orders on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;
  let demoId: string;
  let friendId: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    await ensureDemoCustomers(server.portal.context);
    await ensureDemoVouchers(server.portal.context);
    await ensureDemoOrders(server.portal.context);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
    demoId = await accountId(server.portal.context, DEMO);
    friendId = await accountId(server.portal.context, FRIEND);
  });
  afterAll(async () => {
    await server?.close();
  });

  const orders = (token?: string) => server.endpoint('orders', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/orders${path}`, { ...init, headers });
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('The call should have failed');
      },
      (error: unknown) => error as HttpError,
    );

  describe('superorders', () => {
    it.skipIf(engine.skip)(
      'lists the customer’s superorders that have not expired, newest first',
      async () => {
        const page = await getSuperorders(orders(demoToken));
        expect(page.total).toBe(DEMO_LISTED.length);
        expect(page.items.map((order) => order.code)).toEqual(DEMO_LISTED);
        const first = page.items[0];
        expect(first).toMatchObject({ code: 'DM-1001', status: 'Received', productCount: 2 });
        expect(first?.products.map((product) => product.orderId)).toEqual(['DM-1001-1', 'DM-1001-2']);
        expect((await listAllSuperorders(orders(demoToken))).map((order) => order.code)).toEqual(DEMO_LISTED);
        const friends = await getSuperorders(orders(friendToken));
        expect(friends).toMatchObject({ total: 1, items: [{ code: 'FR-3001' }] });
      },
    );

    it.skipIf(engine.skip)('defaults to Offset 0 and Limit 100, and pages by Offset and Limit', async () => {
      const all = (await getSuperorders(orders(demoToken))).items;
      const defaults = await raw('/v2/superorders/me', { token: demoToken });
      expect(defaults.status).toBe(200);
      expect(await defaults.json()).toEqual({ items: all, total: all.length });

      const middle = await getSuperorders(orders(demoToken), { offset: 2, limit: 3 });
      expect(middle).toEqual({ items: all.slice(2, 5), total: all.length });
      const last = await getSuperorders(orders(demoToken), { offset: 8, limit: 100 });
      expect(last.items.map((order) => order.code)).toEqual(['DM-1008']);
      expect(await getSuperorders(orders(demoToken), { offset: 50 })).toEqual({
        items: [],
        total: all.length,
      });
      expect((await getSuperorders(orders(demoToken), { limit: 1 })).items).toHaveLength(1);
    });

    it.skipIf(engine.skip)(
      'refuses paging outside the limits and any other OrderState with 400',
      async () => {
        for (const query of [
          'Limit=0',
          'Limit=101',
          'Limit=ten',
          'Offset=-1',
          'Offset=1.5',
          'OrderState=expired',
        ]) {
          const response = await raw(`/v2/superorders/me?${query}`, { token: demoToken });
          expect(response.status).toBe(400);
          const { message } = (await response.json()) as { message: string };
          expect(message).toMatch(new RegExp(`^Invalid request query\\.${query.split('=')[0]}: `));
        }
      },
    );

    it.skipIf(engine.skip)(
      'answers one order’s details, and 404 (null) for another customer’s or an unknown code',
      async () => {
        const details = await getSuperorder(orders(demoToken), 'DM-1002');
        expect(details).toMatchObject({
          orderCode: 'DM-1002',
          status: 'Confirmed',
          orderSource: 'Resnap',
          deliveryType: 'PickupPoint',
          productCount: 3,
          deliveryAddress: { companyName: 'Pickup point Damrak', city: 'Amsterdam' },
        });
        expect(details?.products[1]).toMatchObject({
          orderId: 'DM-1002-2',
          lineStatus: 'paymentFree',
          quantity: 10,
          voucher: 'WELCOME5',
        });
        expect(await getSuperorder(orders(demoToken), 'FR-3001')).toBeNull();
        expect(await getSuperorder(orders(demoToken), 'NO-SUCH-ORDER')).toBeNull();
        const response = await raw('/v1/superorders/FR-3001', { token: demoToken });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Order not found' });
        // An expired order is left out of the list, but its details stay readable.
        expect((await getSuperorder(orders(demoToken), 'DM-1009'))?.status).toBe('Received');
      },
    );
  });

  describe('demo orders', () => {
    it.skipIf(engine.skip)(
      'cover every public status and line status, both groups, both sources and both delivery types',
      async () => {
        const summaries = await listAllSuperorders(orders(demoToken));
        const { inProgress, history } = groupOrders(summaries, new Date());
        expect(inProgress.map((order) => order.code)).toEqual([
          'DM-1001',
          'DM-1010',
          'DM-1002',
          'DM-1003',
          'DM-1004',
          'DM-1005',
        ]);
        expect(history.map((order) => order.code)).toEqual(['DM-1006', 'DM-1007', 'DM-1008']);

        const details: Superorder[] = [];
        for (const summary of summaries) {
          const superorder = await getSuperorder(orders(demoToken), summary.code);
          if (!superorder) throw new Error(`${summary.code} has no details`);
          details.push(superorder);
        }
        const publicStatuses = new Set(details.map((order) => toPublicStatus(order.status)));
        expect([...publicStatuses].sort()).toEqual([...PUBLIC_ORDER_STATUSES].sort());
        const lineStatuses = new Set(
          details.flatMap((order) => order.products.map((line) => line.lineStatus)),
        );
        expect([...lineStatuses].sort()).toEqual([...ORDER_LINE_STATUSES].sort());
        expect(new Set(details.map((order) => order.orderSource))).toEqual(new Set(ORDER_SOURCES));
        expect(new Set(details.map((order) => order.deliveryType))).toEqual(new Set(DELIVERY_TYPES));
        expect(details.some((order) => order.products.some((line) => line.voucher !== null))).toBe(true);
      },
    );

    it.skipIf(engine.skip)('give the B2B customer one order in progress and one in history', async () => {
      const businessToken = await server.tokenFor(BUSINESS);
      const { inProgress, history } = groupOrders(
        await listAllSuperorders(orders(businessToken)),
        new Date(),
      );
      expect(inProgress.map((order) => order.code)).toEqual(['BZ-2001']);
      expect(history.map((order) => order.code)).toEqual(['BZ-2002']);
    });

    it.skipIf(engine.skip)(
      'are seeded once, and a run again only moves their dates, keeping changes',
      async () => {
        const before = await listAllSuperorders(orders(friendToken));
        await updateDeliveryAddress(orders(friendToken), 'FR-3001', {
          ...NEW_ADDRESS,
          firstName: 'Sam',
          lastName: 'Rivera',
        });
        await ensureDemoOrders(server.portal.context);
        const after = await listAllSuperorders(orders(friendToken));
        expect(after.map((order) => order.code)).toEqual(before.map((order) => order.code));
        expect((await getSuperorder(orders(friendToken), 'FR-3001'))?.deliveryAddress?.street).toBe(
          'Prinsengracht',
        );
        const count = await server.portal.context.database.db
          .selectFrom('order_products')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('account_id', '=', demoId)
          .executeTakeFirstOrThrow();
        expect(Number(count.count)).toBe(DEMO_ORDER_COUNT);
      },
    );
  });

  describe('delivery address', () => {
    it.skipIf(engine.skip)(
      'changes the address of an order not yet sent and answers the stored order',
      async () => {
        const changed = await updateDeliveryAddress(orders(demoToken), 'DM-1003', {
          ...NEW_ADDRESS,
          city: ' Amsterdam ',
          companyName: '',
        });
        expect(changed.orderCode).toBe('DM-1003');
        expect(changed.deliveryAddress).toEqual(NEW_ADDRESS);
        expect(await getSuperorder(orders(demoToken), 'DM-1003')).toEqual(changed);
      },
    );

    it.skipIf(engine.skip)(
      'refuses an address breaking the rule with 400 and the spec’s messages per field',
      async () => {
        const error = await failure(
          updateDeliveryAddress(orders(demoToken), 'DM-1004', {
            ...NEW_ADDRESS,
            countryCode: 'GB',
            postalCode: '1016 GV',
            phoneNumber: '+44 12',
          }),
        );
        expect(error.status).toBe(400);
        expect(error.body).toEqual({
          message:
            'Invalid request body.postalCode: Postal Code must be valid; body.phoneNumber: Phone number must be valid',
          errors: { postalCode: 'Postal Code must be valid', phoneNumber: 'Phone number must be valid' },
        });
        expect((await getSuperorder(orders(demoToken), 'DM-1004'))?.deliveryAddress?.street).toBe(
          'Baker Street',
        );
      },
    );

    it.skipIf(engine.skip)(
      'answers 409 for an order sent, cancelled, delivered to a pickup point or shipping nothing',
      async () => {
        for (const code of ['DM-1005', 'DM-1006', 'DM-1007', 'DM-1002', 'DM-1010']) {
          const before = await getSuperorder(orders(demoToken), code);
          const error = await failure(updateDeliveryAddress(orders(demoToken), code, NEW_ADDRESS));
          expect(error.status).toBe(409);
          expect(error.body).toEqual({ message: DELIVERY_ADDRESS_NOT_CHANGEABLE });
          expect(await getSuperorder(orders(demoToken), code)).toEqual(before);
        }
      },
    );

    it.skipIf(engine.skip)('answers 404 for another customer’s order and leaves it as it was', async () => {
      const error = await failure(updateDeliveryAddress(orders(demoToken), 'FR-3001', NEW_ADDRESS));
      expect(error.status).toBe(404);
      expect(error.body).toEqual({ message: 'Order not found' });
      const friends = await getSuperorder(orders(friendToken), 'FR-3001');
      expect(friends?.deliveryAddress?.firstName).toBe('Sam');
    });
  });

  describe('orders by account', () => {
    it.skipIf(engine.skip)(
      'lists the account’s orders newest first, 10 by default, with the total',
      async () => {
        const page = await getOrdersByAccount(orders(demoToken), demoId);
        expect(page.total).toBe(DEMO_ORDER_COUNT);
        expect(page.items).toHaveLength(10);
        expect(page.items.slice(0, 3).map((order) => order.id)).toEqual([
          'DM-1001-1',
          'DM-1001-2',
          'DM-1010-1',
        ]);
        const dates = page.items.map((order) => order.createdAt);
        expect([...dates].sort().reverse()).toEqual(dates);

        const defaults = await raw(`/orders/byAccount/${demoId}`, { token: demoToken });
        expect(await defaults.json()).toEqual(page);
        const rest = await getOrdersByAccount(orders(demoToken), demoId, { offset: 10, limit: 100 });
        expect(rest.items).toHaveLength(DEMO_ORDER_COUNT - 10);
        const middle = await getOrdersByAccount(orders(demoToken), demoId, { offset: 5, limit: 3 });
        expect(middle.items).toEqual([...page.items, ...rest.items].slice(5, 8));
      },
    );

    it.skipIf(engine.skip)('filters by article names, one or several', async () => {
      const books = await getOrdersByAccount(orders(demoToken), demoId, { articleNames: ['PhotoBook'] });
      expect(books.total).toBe(6);
      expect(books.items.every((order) => order.articleName === 'PhotoBook')).toBe(true);
      const two = await getOrdersByAccount(orders(demoToken), demoId, {
        articleNames: ['PhotoBook', 'Mug'],
        limit: 100,
      });
      expect(two.total).toBe(7);
      expect(new Set(two.items.map((order) => order.articleName))).toEqual(new Set(['PhotoBook', 'Mug']));
      const none = await getOrdersByAccount(orders(demoToken), demoId, { articleNames: ['Nothing'] });
      expect(none).toEqual({ items: [], total: 0 });
    });

    it.skipIf(engine.skip)(
      'answers 404 for any account but the token’s, and 400 for bad paging',
      async () => {
        const error = await failure(getOrdersByAccount(orders(demoToken), friendId));
        expect(error.status).toBe(404);
        expect(error.body).toEqual({ message: 'Account not found' });
        expect((await failure(getOrdersByAccount(orders(demoToken), 'no-such-account'))).status).toBe(404);
        for (const query of ['limit=0', 'limit=101', 'offset=-1']) {
          const response = await raw(`/orders/byAccount/${demoId}?${query}`, { token: demoToken });
          expect(response.status).toBe(400);
        }
      },
    );

    it.skipIf(engine.skip)(
      'answers one order by id, and 404 for another customer’s or an unknown id',
      async () => {
        const order = await getOrder(orders(demoToken), 'DM-1002-3');
        expect(order).toMatchObject({
          id: 'DM-1002-3',
          orderCode: 'DM-1002',
          articleName: 'Mug',
          status: 'Confirmed',
          lineStatus: 'verification failed',
          quantity: 1,
        });
        expect((await failure(getOrder(orders(demoToken), 'FR-3001-1'))).status).toBe(404);
        expect((await failure(getOrder(orders(demoToken), 'nothing'))).body).toEqual({
          message: 'Order not found',
        });
      },
    );
  });

  describe('delivery dates and reorders', () => {
    it.skipIf(engine.skip)(
      'answers the delivery window, and 404 (null) without an estimate or for others',
      async () => {
        const dates = await getOrderDeliveryDates(orders(demoToken), 'DM-1002');
        expect(dates?.orderCode).toBe('DM-1002');
        expect(dates && dates.earliestDeliveryDate < dates.latestDeliveryDate).toBe(true);
        expect(dates && dates.earliestDeliveryDate > new Date().toISOString().slice(0, 10)).toBe(true);
        expect(await getOrderDeliveryDates(orders(demoToken), 'DM-1001')).toBeNull();
        expect(await getOrderDeliveryDates(orders(demoToken), 'FR-3001')).toBeNull();
        const response = await raw('/OrderDeliveryDates/FR-3001', { token: demoToken });
        expect(response.status).toBe(404);
      },
    );

    it.skipIf(engine.skip)('tells which orders can be reordered', async () => {
      expect(await getReorderStatus(orders(demoToken), 'DM-1006')).toEqual({
        orderCode: 'DM-1006',
        canReorder: true,
      });
      expect((await getReorderStatus(orders(demoToken), 'DM-1007')).canReorder).toBe(true);
      // Awaiting payment, and an order whose products no longer exist.
      expect((await getReorderStatus(orders(demoToken), 'DM-1001')).canReorder).toBe(false);
      expect((await getReorderStatus(orders(demoToken), 'DM-1008')).canReorder).toBe(false);
      expect((await failure(getReorderStatus(orders(demoToken), 'FR-3001'))).status).toBe(404);
    });

    it.skipIf(engine.skip)('reorders directly into the brand shop, answering its ShopUrl', async () => {
      expect(await reorderDirect(orders(demoToken), 'DM-1006')).toEqual({
        ShopUrl: `${server.baseUrl}/shop/reorder/DM-1006`,
      });
      const refused = await failure(reorderDirect(orders(demoToken), 'DM-1001'));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: ORDER_NOT_REORDERABLE });
      expect((await failure(reorderDirect(orders(demoToken), 'FR-3001'))).status).toBe(404);
      const missing = await raw('/reorder-direct', { method: 'POST', token: demoToken });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { message: string }).message).toMatch(
        /^Invalid request query\.OrderCode/,
      );
    });
  });

  it.skipIf(engine.skip)('answers 401 to every order call without a token', async () => {
    const calls: [string, RequestInit][] = [
      ['/v2/superorders/me', {}],
      ['/v1/superorders/DM-1001', {}],
      ['/v1/superorders/DM-1003/deliveryAddress', { method: 'PUT', body: JSON.stringify(NEW_ADDRESS) }],
      [`/orders/byAccount/${demoId}`, {}],
      ['/v1/Orders/DM-1001-1', {}],
      ['/OrderDeliveryDates/DM-1002', {}],
      ['/reorder/status/DM-1006', {}],
      ['/reorder-direct?OrderCode=DM-1006', { method: 'POST' }],
    ];
    for (const [path, init] of calls) {
      const response = await raw(path, init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: MISSING_OR_INVALID_TOKEN });
    }
  });
});
