import type { ServiceContext } from '../context.ts';
import { activeDemoAccount, daysAgo, demoId } from '../products/demo-data.ts';
import { demoProductCode, ensureDemoProducts } from '../products/demo-products.ts';
import { insertWidget } from './widget-store.ts';

const DEMO_WIDGETS = [
  { productKey: 'PB1', title: 'Summer in Italy', categoryNames: ['Travel', 'Holidays'], daysAgo: 10 },
  { productKey: 'PB2', title: 'Our wedding day', categoryNames: ['Wedding', 'Family'], daysAgo: 70 },
] as const;

/**
 * Seeds demo@example.com's widgets (gallery entries): two of the demo photo books are published in
 * the account's channel, one is not (GET answers 401, shown as empty) and one is blocked. Seeds the
 * demo products first, as widgets are made of them. Idempotent (see [Note: Demo content is keyed,
 * not counted]).
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
}
