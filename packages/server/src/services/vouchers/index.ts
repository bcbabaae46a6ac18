import { id } from '@portal/api/schemas/common';
import { VoucherDiscount, VoucherOffer } from '@portal/api/schemas/vouchers';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { VoucherOffersTable } from '../../db/orders-tables.ts';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';

const VoucherParams = z.object({ voucherCode: id });

/**
 * The vouchers service (account-portal §7 'Voucher'): the campaign offer behind a voucher code, which
 * the order details show per product. Offers are the retailer's campaigns, the same for every
 * customer, so any signed-in customer may look up any code; an unknown code answers 404, which the
 * portal shows as a voucher not found. An offer past its `validUntil` is still answered: the order
 * it was used on was placed while it was valid.
 */
export function registerVouchersService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  app.get('/api/v1/campaigns/offers/:voucherCode', async (request) => {
    await context.auth.requireUser(request);
    const { voucherCode } = parseInput(VoucherParams, request.params, 'params');
    const row = await db
      .selectFrom('voucher_offers')
      .selectAll()
      .where('code', '=', voucherCode)
      .executeTakeFirst();
    if (!row) throw notFound('Voucher');
    return checkOutput(VoucherOffer, toVoucherOffer(row));
  });
}

function toVoucherOffer(row: Selectable<VoucherOffersTable>): VoucherOffer {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    discount: VoucherDiscount.parse(
      row.discount_type === 'percentage'
        ? { type: 'percentage', percentage: row.discount_percentage }
        : { type: 'amount', amount: row.discount_amount, currency: row.discount_currency },
    ),
    validUntil: row.valid_until,
  };
}
