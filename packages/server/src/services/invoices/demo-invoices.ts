import type { ServiceContext } from '../context.ts';
import { activeDemoAccount, daysAgo, demoAccountTag, demoId } from '../products/demo-data.ts';
import type { InvoiceLineFacts } from './invoice-amounts.ts';
import { insertInvoice } from './invoice-store.ts';

const DEMO_B2B_EMAIL = 'business@example.com';
const DEMO_CHANNEL = 'POSTERHAUS_BUSINESS_DE';
const STANDARD_VAT = 1900;
const REDUCED_VAT = 700;

const SHIPPING: InvoiceLineFacts = {
  description: 'Shipping and handling',
  quantity: 1,
  unitPriceMinor: 695,
  vatRateBp: STANDARD_VAT,
};

/** The demo invoices, newest first: lines, how many days ago, and the group file they are in. */
const DEMO_INVOICES: readonly {
  readonly daysAgo: number;
  readonly orderRef: string;
  readonly group: number | null;
  readonly lines: readonly InvoiceLineFacts[];
}[] = [
  {
    daysAgo: 6,
    orderRef: 'PO-2291',
    group: null,
    lines: [
      {
        description: 'Poster 50 x 70 cm, matte paper',
        quantity: 25,
        unitPriceMinor: 1495,
        vatRateBp: STANDARD_VAT,
      },
      {
        description: 'Black wooden frame 50 x 70 cm',
        quantity: 25,
        unitPriceMinor: 2250,
        vatRateBp: STANDARD_VAT,
      },
      SHIPPING,
    ],
  },
  {
    daysAgo: 21,
    orderRef: 'SO-88412',
    group: null,
    lines: [
      {
        description: 'Credit for two damaged posters 50 x 70 cm (order PO-2207)',
        quantity: -2,
        unitPriceMinor: 1495,
        vatRateBp: STANDARD_VAT,
      },
    ],
  },
  {
    daysAgo: 38,
    orderRef: 'PO-2207',
    group: 1,
    lines: [
      {
        description: 'Poster 50 x 70 cm, matte paper',
        quantity: 40,
        unitPriceMinor: 1495,
        vatRateBp: STANDARD_VAT,
      },
      { description: 'Canvas print 30 x 40 cm', quantity: 12, unitPriceMinor: 3450, vatRateBp: STANDARD_VAT },
      {
        description: 'Printed product brochures, 24 pages',
        quantity: 200,
        unitPriceMinor: 189,
        vatRateBp: REDUCED_VAT,
      },
      SHIPPING,
    ],
  },
  {
    daysAgo: 52,
    orderRef: 'SO-87950',
    group: 1,
    lines: [
      {
        description: 'Photo book A4 landscape, hardcover, 40 pages, premium photo paper, lay-flat pages',
        quantity: 5,
        unitPriceMinor: 4295,
        vatRateBp: STANDARD_VAT,
      },
      {
        description: 'Geschenkverpackung (gift wrapping)',
        quantity: 5,
        unitPriceMinor: 350,
        vatRateBp: STANDARD_VAT,
      },
      SHIPPING,
    ],
  },
  {
    daysAgo: 83,
    orderRef: 'PO-2150',
    group: 2,
    lines: [
      {
        description: 'Wall calendar A3, 12 months',
        quantity: 40,
        unitPriceMinor: 1899,
        vatRateBp: STANDARD_VAT,
      },
      SHIPPING,
    ],
  },
  {
    daysAgo: 97,
    orderRef: 'PO-2133',
    group: 2,
    lines: [
      {
        description: 'Photo prints 10 x 15 cm, glossy paper',
        quantity: 500,
        unitPriceMinor: 19,
        vatRateBp: STANDARD_VAT,
      },
      {
        description: 'Photo prints 20 x 30 cm, glossy paper',
        quantity: 60,
        unitPriceMinor: 149,
        vatRateBp: STANDARD_VAT,
      },
      SHIPPING,
    ],
  },
  {
    daysAgo: 160,
    orderRef: 'SO-86004',
    group: null,
    lines: [
      { description: 'Canvas print 50 x 70 cm', quantity: 8, unitPriceMinor: 5990, vatRateBp: STANDARD_VAT },
      {
        description: 'Aluminium frame 50 x 70 cm',
        quantity: 8,
        unitPriceMinor: 2990,
        vatRateBp: STANDARD_VAT,
      },
      SHIPPING,
    ],
  },
];

/**
 * Seeds the B2B demo account's invoices (business@example.com): seven invoices over the last five
 * months, a credit note among them, four of them in two invoice group files. Idempotent (see
 * [Note: Demo content is keyed, not counted]); does nothing when the account does not exist.
 */
export async function ensureDemoInvoices(context: ServiceContext): Promise<void> {
  const account = await activeDemoAccount(context, DEMO_B2B_EMAIL);
  if (!account) return;
  const tag = demoAccountTag(account.id);
  const now = new Date();
  const count = DEMO_INVOICES.length;
  for (const [index, invoice] of DEMO_INVOICES.entries()) {
    await insertInvoice(context.database.db, {
      id: demoId(account.id, `invoice-${index}`),
      ownerId: account.id,
      // Numbered in the order they were issued: the oldest is 0001.
      invoiceNumber: `INV-${tag}-${String(count - index).padStart(4, '0')}`,
      orderRef: invoice.orderRef,
      date: daysAgo(now, invoice.daysAgo).slice(0, 10),
      channel: DEMO_CHANNEL,
      currency: 'EUR',
      groupFileId: invoice.group === null ? null : `IGF-${tag}-${invoice.group}`,
      buyer: {
        name: `${account.firstName} ${account.lastName}`,
        company: 'Lee Print & Design GmbH',
        addressLines: ['Hauptstraße 12', '10115 Berlin', 'Germany'],
        vatNumber: 'DE123456789',
      },
      lines: invoice.lines,
    });
  }
}
