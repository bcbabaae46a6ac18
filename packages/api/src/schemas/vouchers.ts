import * as z from 'zod/mini';
import { id, isoDateTime } from './common.ts';

/** Vouchers (campaign offers, `services.vouchers`), account-portal §3 and §7. */

/** What a voucher takes off: a percentage of the price, or a fixed amount in a currency. */
export const VoucherDiscount = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('percentage'),
    percentage: z.number().check(z.gt(0), z.maximum(100)),
  }),
  z.object({
    type: z.literal('amount'),
    amount: z.number().check(z.gt(0)),
    /** ISO 4217 ('EUR', 'GBP'). */
    currency: z.currencyCode(),
  }),
]);
export type VoucherDiscount = z.infer<typeof VoucherDiscount>;

/** Answer of GET /api/v1/campaigns/offers/{code}: the campaign offer behind a voucher code. */
export const VoucherOffer = z.object({
  code: id,
  title: z.string(),
  description: z.string(),
  discount: VoucherDiscount,
  /** Null when the offer does not expire. */
  validUntil: z.nullable(isoDateTime),
});
export type VoucherOffer = z.infer<typeof VoucherOffer>;

/** A voucher as the order details show it: isVoucherFound plus the offer data when it was found. */
export const Voucher = z.discriminatedUnion('isVoucherFound', [
  z.object({ isVoucherFound: z.literal(false) }),
  z.extend(VoucherOffer, { isVoucherFound: z.literal(true) }),
]);
export type Voucher = z.infer<typeof Voucher>;
