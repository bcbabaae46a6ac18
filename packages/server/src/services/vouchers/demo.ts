import type { VoucherOffer } from '@portal/api/schemas/vouchers';
import type { ServiceContext } from '../context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo offers: a percentage, an amount without end date, and one that has run out. */
export const DEMO_VOUCHER_CODES = { spring: 'SPRING20', welcome: 'WELCOME5', books: 'BOOK10GBP' } as const;

/** A voucher code the demo orders carry that no campaign offers: the portal shows it as not found. */
export const DEMO_UNKNOWN_VOUCHER_CODE = 'OLDCODE2019';

function demoOffers(now: Date): VoucherOffer[] {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    {
      code: DEMO_VOUCHER_CODES.spring,
      title: 'Spring sale',
      description: '20% off every photo book',
      discount: { type: 'percentage', percentage: 20 },
      validUntil: inDays(60),
    },
    {
      code: DEMO_VOUCHER_CODES.welcome,
      title: 'Welcome gift',
      description: 'EUR 5 off your first order',
      discount: { type: 'amount', amount: 5, currency: 'EUR' },
      validUntil: null,
    },
    {
      code: DEMO_VOUCHER_CODES.books,
      title: 'Photo book weekend',
      description: 'GBP 10 off a hardcover photo book',
      discount: { type: 'amount', amount: 10, currency: 'GBP' },
      validUntil: inDays(-10),
    },
  ];
}

/**
 * The campaign offers behind the demo orders' voucher codes. Idempotent; each run moves the end
 * dates relative to now again, so the offer that runs out stays in the future and the one that ran
 * out stays in the past whatever day the demo runs.
 */
export async function ensureDemoVouchers(context: ServiceContext): Promise<void> {
  const { db } = context.database;
  for (const offer of demoOffers(new Date())) {
    const { discount } = offer;
    await db
      .insertInto('voucher_offers')
      .values({
        code: offer.code,
        title: offer.title,
        description: offer.description,
        discount_type: discount.type,
        discount_percentage: discount.type === 'percentage' ? discount.percentage : null,
        discount_amount: discount.type === 'amount' ? discount.amount : null,
        discount_currency: discount.type === 'amount' ? discount.currency : null,
        valid_until: offer.validUntil,
      })
      .onConflict((conflict) => conflict.column('code').doUpdateSet({ valid_until: offer.validUntil }))
      .execute();
  }
}
