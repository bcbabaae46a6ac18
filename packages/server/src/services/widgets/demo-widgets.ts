import type { ServiceContext } from '../context.ts';
import { activeDemoAccount, daysAgo, demoId } from '../products/demo-data.ts';
import { demoProductCode, ensureDemoProducts } from '../products/demo-products.ts';
import { insertWidget } from './widget-store.ts';

const DEMO_WIDGETS = [
  { productKey: 'PB1', title: 'Summer in Italy', categoryNames: ['Travel', 'Holidays'], daysAgo: 10 },
  { productKey: 'PB2', title: 'Our wedding day', categoryNames: ['Wedding', 'Family'], daysAgo: 70 },
] as const;

/**
 * A photo book of demo@example.com's orders published too, so the online photo books list (the
 * photo-book orders, see [Note: The demo orders' photo books are products too]) shows one.
 */
const DEMO_ORDER_BOOK_WIDGET = {
  productCode: 'PHOTOBOOK-DM-1005-1',
  title: 'Road trip',
  categoryNames: ['Travel', 'Friends'],
  daysAgo: 7,
} as const;

/**
 * Seeds demo@example.com's widgets (gallery entries): two of the demo photo books and one book of
 * the demo orders are published in the account's channel, one is not (GET answers 401, shown as
 * empty) and one is blocked. Seeds the demo products first, as widgets are made of them. Idempotent
 * (see [Note: Demo content is keyed, not counted]).
 */
export async function ensureDemoWidgets(context: ServiceContext): Promise<void> {
  await ensureDemoProducts(context);
  const account = await activeDemoAccount(context, 'demo@example.com');
  if (!account) return;
  const now = new Date();
  for (const widget of DEMO_WIDGETS) {
    await insertWidget(
      context.database.db,
      account.id,
      demoProductCode(account.id, widget.productKey),
      { channel: 'PRINTWELL_GB', title: widget.title, categoryNames: widget.categoryNames },
      demoId(account.id, `widget-${widget.productKey}`),
      daysAgo(now, widget.daysAgo),
    );
  }
  await insertWidget(
    context.database.db,
    account.id,
    DEMO_ORDER_BOOK_WIDGET.productCode,
    {
      channel: 'PRINTWELL_GB',
      title: DEMO_ORDER_BOOK_WIDGET.title,
      categoryNames: DEMO_ORDER_BOOK_WIDGET.categoryNames,
    },
    demoId(account.id, `widget-${DEMO_ORDER_BOOK_WIDGET.productCode}`),
    daysAgo(now, DEMO_ORDER_BOOK_WIDGET.daysAgo),
  );
}
