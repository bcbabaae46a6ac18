import {
  getHistoricalInvoicePdf,
  getHistoricalInvoices,
  getInvoiceGroupFile,
} from '@portal/api/clients/invoices';
import { HttpError } from '@portal/api/http';
import type { HistoricalInvoice } from '@portal/api/schemas/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/identity/accounts.ts';
import { ensureDemoInvoices } from '../src/services/invoices/demo-invoices.ts';
import { insertInvoice, type NewInvoice } from '../src/services/invoices/invoice-store.ts';
import { ENGINES } from './support/databases.ts';
import { blobBytes, readPdf } from './support/pdf-reader.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const BUSINESS = 'business@example.com';
const DEMO = 'demo@example.com';
const OTHER_B2B = 'other-business@example.com';
const PASSWORD = 'a long enough password';
const CHANNEL = 'POSTERHAUS_BUSINESS_DE';

/** An invoice whose every printed amount is worked out by hand below. */
function knownInvoice(ownerId: string, overrides: Partial<NewInvoice> = {}): NewInvoice {
  return {
    id: 'inv-known',
    ownerId,
    invoiceNumber: 'INV-TEST-0042',
    orderRef: 'PO-7731',
    date: '2025-03-05',
    channel: CHANNEL,
    currency: 'EUR',
    groupFileId: 'IGF-TEST-1',
    buyer: {
      name: 'Jordan Lee',
      company: 'Lee Print & Design GmbH',
      addressLines: ['Hauptstraße 12', '10115 Berlin', 'Germany'],
      vatNumber: 'DE123456789',
    },
    lines: [
      // 3 x 14.95 = 44.85 net, 19 % VAT 8.52, 53.37
      { description: 'Poster 50 x 70 cm', quantity: 3, unitPriceMinor: 1495, vatRateBp: 1900 },
      // 10 x 1.89 = 18.90 net, 7 % VAT 1.32, 20.22
      { description: 'Brochure 24 pages', quantity: 10, unitPriceMinor: 189, vatRateBp: 700 },
      // 6.95 net, 19 % VAT 1.32, 8.27
      { description: 'Shipping and handling', quantity: 1, unitPriceMinor: 695, vatRateBp: 1900 },
    ],
    ...overrides,
  };
}

describe.each(ENGINES)('invoices on $name', (engine) => {
  let server: PortalServer;
  let businessToken: string;
  let demoToken: string;
  let otherToken: string;
  let businessId: string;
  let otherInvoice: NewInvoice;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    const { context } = server.portal;
    businessId = await accountId(context, BUSINESS);
    await insertInvoice(context.database.db, knownInvoice(businessId));
    await insertInvoice(
      context.database.db,
      knownInvoice(businessId, {
        id: 'inv-same-group',
        invoiceNumber: 'INV-TEST-0043',
        orderRef: 'PO-7750',
        date: '2025-03-20',
        lines: [
          { description: 'Canvas print 30 x 40 cm', quantity: 2, unitPriceMinor: 3450, vatRateBp: 1900 },
        ],
      }),
    );
    const other = await createAccount(context.database, {
      email: OTHER_B2B,
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Vale',
      userType: 'b2b',
    });
    otherInvoice = knownInvoice(other.id, {
      id: 'inv-other',
      invoiceNumber: 'INV-OTHER-0001',
      orderRef: 'PO-1',
      groupFileId: 'IGF-OTHER-1',
    });
    await insertInvoice(context.database.db, otherInvoice);
    businessToken = await server.tokenFor(BUSINESS);
    demoToken = await server.tokenFor(DEMO);
    otherToken = await server.tokenFor(OTHER_B2B, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  const invoices = (token?: string) => server.endpoint('invoices', token);
  const raw = (path: string, token?: string) =>
    fetch(`${server.baseUrl}/services/invoices${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const expectStatus = async (promise: Promise<unknown>, status: number) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  };
  const known = (list: readonly HistoricalInvoice[]) => {
    const invoice = list.find((candidate) => candidate.id === 'inv-known');
    if (!invoice) throw new Error('the known invoice is not listed');
    return invoice;
  };

  it.skipIf(engine.skip)(
    "lists a business customer's invoices newest first with totals from their lines",
    async () => {
      const { historicalInvoices } = await getHistoricalInvoices(invoices(businessToken));
      expect(historicalInvoices.map((invoice) => invoice.invoiceNumber)).toEqual([
        'INV-TEST-0043',
        'INV-TEST-0042',
      ]);
      expect(known(historicalInvoices)).toEqual({
        id: 'inv-known',
        invoiceNumber: 'INV-TEST-0042',
        orderRef: 'PO-7731',
        date: '2025-03-05',
        total: { amount: 81.86, currency: 'EUR' },
        channel: CHANNEL,
        invoiceGroupFileId: 'IGF-TEST-1',
      });
    },
  );

  it.skipIf(engine.skip)('gives a consumer an empty list', async () => {
    expect(await getHistoricalInvoices(invoices(demoToken))).toEqual({ historicalInvoices: [] });
  });

  it.skipIf(engine.skip)(
    'answers an invoice PDF that pdf-lib opens and pdftotext shows with every line and the totals',
    async () => {
      const { historicalInvoices } = await getHistoricalInvoices(invoices(businessToken));
      const blob = await getHistoricalInvoicePdf(invoices(businessToken), known(historicalInvoices));
      expect(blob.type).toBe('application/pdf');
      const pdf = await readPdf(await blobBytes(blob));
      expect(pdf.pageCount).toBe(1);
      expect(pdf.title).toBe('Invoice INV-TEST-0042');
      for (const expected of [
        'INVOICE',
        'Invoice number INV-TEST-0042',
        'Invoice date 05 Mar 2025',
        'Order reference PO-7731',
        'Lee Print & Design GmbH',
        'Hauptstraße 12',
        'VAT number DE123456789',
        'PosterHaus Business',
        'Description Qty Unit price VAT rate VAT Total',
        'Poster 50 x 70 cm 3 €14.95 19% €8.52 €53.37',
        'Brochure 24 pages 10 €1.89 7% €1.32 €20.22',
        'Shipping and handling 1 €6.95 19% €1.32 €8.27',
        'Subtotal excl. VAT €70.70',
        'VAT €11.16',
        'Total incl. VAT €81.86',
        'Page 1 of 1',
      ]) {
        expect(pdf.text).toContain(expected);
      }
    },
  );

  it.skipIf(engine.skip)('sends the PDF as a download named after the invoice number', async () => {
    const response = await raw(
      '/api/v1/HistoricalInvoice/me/pdf/inv-known/POSTERHAUS_BUSINESS_DE?orderRef=PO-7731',
      businessToken,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="invoice-INV-TEST-0042.pdf"',
    );
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it.skipIf(engine.skip)(
    'answers 404 when the orderRef or the channel is not the invoice’s own',
    async () => {
      const invoice = { id: 'inv-known', orderRef: 'PO-7731', channel: CHANNEL };
      await expectStatus(
        getHistoricalInvoicePdf(invoices(businessToken), { ...invoice, orderRef: 'PO-7750' }),
        404,
      );
      await expectStatus(
        getHistoricalInvoicePdf(invoices(businessToken), { ...invoice, channel: 'PRINTWELL_GB' }),
        404,
      );
      await expectStatus(
        getHistoricalInvoicePdf(invoices(businessToken), { ...invoice, id: 'no-such-invoice' }),
        404,
      );
    },
  );

  it.skipIf(engine.skip)(
    'answers 404 for another business customer’s invoice and for a consumer',
    async () => {
      const invoice = { id: otherInvoice.id, orderRef: otherInvoice.orderRef, channel: otherInvoice.channel };
      await expectStatus(getHistoricalInvoicePdf(invoices(businessToken), invoice), 404);
      expect((await getHistoricalInvoicePdf(invoices(otherToken), invoice)).type).toBe('application/pdf');
      await expectStatus(
        getHistoricalInvoicePdf(invoices(demoToken), {
          id: 'inv-known',
          orderRef: 'PO-7731',
          channel: CHANNEL,
        }),
        404,
      );
    },
  );

  it.skipIf(engine.skip)('answers 400 without an orderRef and 401 without a token', async () => {
    const missing = await raw(
      '/api/v1/HistoricalInvoice/me/pdf/inv-known/POSTERHAUS_BUSINESS_DE',
      businessToken,
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain('query.orderRef');
    const empty = await raw(
      '/api/v1/HistoricalInvoice/me/pdf/inv-known/POSTERHAUS_BUSINESS_DE?orderRef=',
      businessToken,
    );
    expect(empty.status).toBe(400);
    expect((await raw('/api/v1/HistoricalInvoice/me')).status).toBe(401);
    expect(
      (await raw('/api/v1/HistoricalInvoice/me/pdf/inv-known/POSTERHAUS_BUSINESS_DE?orderRef=PO-7731'))
        .status,
    ).toBe(401);
    expect((await raw('/api/v1/InvoiceGroupFiles/me/IGF-TEST-1')).status).toBe(401);
    expect((await raw('/api/v1/HistoricalInvoice/me', 'not-a-token')).status).toBe(401);
  });

  it.skipIf(engine.skip)(
    'answers an invoice group file with each of its invoices, oldest first',
    async () => {
      const pdf = await readPdf(
        await blobBytes(await getInvoiceGroupFile(invoices(businessToken), 'IGF-TEST-1')),
      );
      expect(pdf.pageCount).toBe(2);
      expect(pdf.pages[0]).toContain('INV-TEST-0042');
      expect(pdf.pages[0]).toContain('Total incl. VAT €81.86');
      expect(pdf.pages[1]).toContain('INV-TEST-0043');
      // 2 x 34.50 = 69.00 net, 13.11 VAT, 82.11
      expect(pdf.pages[1]).toContain('Canvas print 30 x 40 cm 2 €34.50 19% €13.11 €82.11');
      expect(pdf.pages[1]).toContain('Page 2 of 2');
      const response = await raw('/api/v1/InvoiceGroupFiles/me/IGF-TEST-1', businessToken);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="invoices-IGF-TEST-1.pdf"',
      );
    },
  );

  it.skipIf(engine.skip)(
    'answers 404 for another customer’s or an unknown group file, and for a consumer',
    async () => {
      await expectStatus(getInvoiceGroupFile(invoices(businessToken), 'IGF-OTHER-1'), 404);
      await expectStatus(getInvoiceGroupFile(invoices(businessToken), 'IGF-NONE'), 404);
      await expectStatus(getInvoiceGroupFile(invoices(demoToken), 'IGF-TEST-1'), 404);
    },
  );

  it.skipIf(engine.skip)('runs a long invoice onto more pages and still adds it up', async () => {
    const lines = Array.from({ length: 70 }, (_, index) => ({
      description: `Print run ${index + 1}, a description long enough to wrap onto a second line of the column`,
      quantity: 1,
      unitPriceMinor: 1000,
      vatRateBp: 2100,
    }));
    await insertInvoice(
      server.portal.context.database.db,
      knownInvoice(businessId, {
        id: 'inv-long',
        invoiceNumber: 'INV-TEST-LONG',
        orderRef: 'PO-LONG',
        groupFileId: null,
        lines,
      }),
    );
    const blob = await getHistoricalInvoicePdf(invoices(businessToken), {
      id: 'inv-long',
      orderRef: 'PO-LONG',
      channel: CHANNEL,
    });
    const pdf = await readPdf(await blobBytes(blob));
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.text).toContain('INV-TEST-LONG (continued)');
    expect(pdf.text).toContain('Print run 70,');
    // 70 x 10.00 net, 70 x 2.10 VAT
    expect(pdf.text).toContain('Subtotal excl. VAT €700.00');
    expect(pdf.text).toContain('Total incl. VAT €847.00');
    expect(pdf.text).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
  });

  it.skipIf(engine.skip)('prints a credit note and text outside the standard font', async () => {
    await insertInvoice(
      server.portal.context.database.db,
      knownInvoice(businessId, {
        id: 'inv-credit',
        invoiceNumber: 'INV-TEST-CREDIT',
        orderRef: 'PO-CREDIT',
        groupFileId: null,
        buyer: {
          name: 'Łukasz Żółć',
          company: 'Ümlaut 株式会社',
          addressLines: ['Ulica 1'],
          vatNumber: null,
        },
        lines: [
          { description: 'Credit for a damaged poster', quantity: -1, unitPriceMinor: 1495, vatRateBp: 1900 },
        ],
      }),
    );
    const { historicalInvoices } = await getHistoricalInvoices(invoices(businessToken));
    expect(historicalInvoices.find((invoice) => invoice.id === 'inv-credit')?.total).toEqual({
      amount: -17.79,
      currency: 'EUR',
    });
    const blob = await getHistoricalInvoicePdf(invoices(businessToken), {
      id: 'inv-credit',
      orderRef: 'PO-CREDIT',
      channel: CHANNEL,
    });
    const pdf = await readPdf(await blobBytes(blob));
    expect(pdf.text).toContain('CREDIT NOTE');
    expect(pdf.text).toContain('Attn. ?ukasz Zó?c');
    expect(pdf.text).toContain('Ümlaut ????');
    expect(pdf.text).toContain('Total incl. VAT -€17.79');
  });

  it.skipIf(engine.skip)('seeds the demo invoices once, however often it runs', async () => {
    const { context } = server.portal;
    await ensureDemoInvoices(context);
    await ensureDemoInvoices(context);
    const { historicalInvoices } = await getHistoricalInvoices(invoices(businessToken));
    const demo = historicalInvoices.filter(
      (invoice) => invoice.invoiceNumber.startsWith('INV-') && !invoice.invoiceNumber.startsWith('INV-TEST'),
    );
    expect(demo).toHaveLength(7);
    expect(demo.some((invoice) => invoice.total.amount < 0)).toBe(true);
    const groups = new Set(
      demo.map((invoice) => invoice.invoiceGroupFileId).filter((group) => group !== null),
    );
    expect(groups.size).toBe(2);
    for (const invoice of demo) {
      const pdf = await readPdf(
        await blobBytes(await getHistoricalInvoicePdf(invoices(businessToken), invoice)),
      );
      expect(pdf.text).toContain(invoice.invoiceNumber);
      expect(pdf.text).toContain(invoice.orderRef);
    }
  });
});
