import { getSuperorder } from '@portal/api/clients/orders';
import { getVoucher, getVoucherDetailsByProductCode } from '@portal/api/clients/vouchers';
import { isHttpStatus } from '@portal/api/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_OR_INVALID_TOKEN } from '../src/identity/index.ts';
import { ensureDemoOrders } from '../src/services/orders/demo.ts';
import {
  DEMO_UNKNOWN_VOUCHER_CODE,
  DEMO_VOUCHER_CODES,
  ensureDemoVouchers,
} from '../src/services/vouchers/demo.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';

describe.each(ENGINES)('vouchers on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    await ensureDemoVouchers(server.portal.context);
    await ensureDemoOrders(server.portal.context);
    demoToken = await server.tokenFor(DEMO);
  });
  afterAll(async () => {
    await server?.close();
  });

  const vouchers = (token?: string) => server.endpoint('vouchers', token);
  const raw = (path: string, token?: string) =>
    fetch(`${server.baseUrl}/services/vouchers${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it.skipIf(engine.skip)('answers the offer behind a voucher code', async () => {
    const voucher = await getVoucher(vouchers(demoToken), DEMO_VOUCHER_CODES.spring);
    expect(voucher).toMatchObject({
      isVoucherFound: true,
      code: 'SPRING20',
      title: 'Spring sale',
      discount: { type: 'percentage', percentage: 20 },
    });
    expect(
      voucher.isVoucherFound && voucher.validUntil && voucher.validUntil > new Date().toISOString(),
    ).toBe(true);
    expect(await getVoucher(vouchers(demoToken), DEMO_VOUCHER_CODES.welcome)).toMatchObject({
      discount: { type: 'amount', amount: 5, currency: 'EUR' },
      validUntil: null,
    });
  });

  it.skipIf(engine.skip)('answers 404 for an unknown code, which the client reads as not found', async () => {
    expect(await getVoucher(vouchers(demoToken), DEMO_UNKNOWN_VOUCHER_CODE)).toEqual({
      isVoucherFound: false,
    });
    const response = await raw('/api/v1/campaigns/offers/NOPE', demoToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Voucher not found' });
  });

  it.skipIf(engine.skip)(
    'gives every customer the same offers, and the order details their vouchers',
    async () => {
      const friendToken = await server.tokenFor(FRIEND);
      expect((await getVoucher(vouchers(friendToken), DEMO_VOUCHER_CODES.books)).isVoucherFound).toBe(true);

      const orders = server.endpoint('orders', demoToken);
      const products = [
        ...((await getSuperorder(orders, 'DM-1001'))?.products ?? []),
        ...((await getSuperorder(orders, 'DM-1005'))?.products ?? []),
      ];
      const details = await getVoucherDetailsByProductCode(vouchers(demoToken), products);
      expect([...details.values()].map((voucher) => voucher.isVoucherFound)).toEqual([true, false]);
    },
  );

  it.skipIf(engine.skip)('answers 401 without a token', async () => {
    const response = await raw(`/api/v1/campaigns/offers/${DEMO_VOUCHER_CODES.spring}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: MISSING_OR_INVALID_TOKEN });
    const error = await getVoucher(vouchers(), DEMO_VOUCHER_CODES.spring).catch((caught: unknown) => caught);
    expect(isHttpStatus(error, 401)).toBe(true);
  });
});
