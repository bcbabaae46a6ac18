import type { HistoricalInvoice } from '@portal/api/schemas/invoices';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showPage } from '../runtime/test-page.test-data.ts';
import { defineTestPage } from '../ui/test-page.test.tsx';
import { InvoicesPage } from './invoices-page.tsx';

/**
 * The invoices page in Chromium with the real catalogues and config: the invoice API's answers are
 * given by a stand-in for `fetch` (everything else goes to the real reference server), so each
 * state of the list can be held: loading, empty, failed and tried again, and a list with a credit
 * note and invoices of a group file, each downloaded as its PDF.
 */

const TAG = 'test-invoices-page';
const INVOICES_PATH = '/api/v1/HistoricalInvoice/me';
const INVOICE_PDF_PATH = '/api/v1/HistoricalInvoice/me/pdf/';
const GROUP_FILE_PATH = '/api/v1/InvoiceGroupFiles/me/';

let b2b = true;
/** How the stand-in answers the invoice API: by the request's path and query. */
let invoiceApi: (url: URL) => Promise<Response> = () => new Promise(() => undefined);
const requested: URL[] = [];
const realFetch = globalThis.fetch;

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function pdf(): Promise<Response> {
  return Promise.resolve(
    new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
      headers: { 'Content-Type': 'application/pdf' },
    }),
  );
}

function invoice(
  invoiceNumber: string,
  date: string,
  amount: number,
  invoiceGroupFileId: string | null = null,
): HistoricalInvoice {
  return {
    id: `id-${invoiceNumber}`,
    invoiceNumber,
    orderRef: `PO-${invoiceNumber.slice(-2)}`,
    date,
    total: { amount, currency: 'EUR' },
    channel: 'POSTERHAUS_BUSINESS_DE',
    invoiceGroupFileId,
  };
}

const INVOICES = [
  invoice('INV-0004', '2026-03-03', 1122.41),
  // Older ones first, as no service should answer: the page sorts them itself.
  invoice('INV-0001', '2025-11-20', 950.1, 'IGF-7'),
  invoice('INV-0003', '2026-02-14', -35.58),
  invoice('INV-0002', '2026-01-09', 2400, 'IGF-7'),
];

function Page(): ReactElement {
  return <InvoicesPage accountId="account-1" b2b={b2b} />;
}

defineTestPage(TAG, Page, { basePath: '/invoices' });

beforeAll(() => {
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.includes('/api/v1/')) return realFetch(input, init);
    requested.push(url);
    return invoiceApi(url);
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

afterEach(() => {
  requested.length = 0;
  b2b = true;
  vi.restoreAllMocks();
});

function show(): Promise<ShadowRoot> {
  return showPage(TAG, 'B2B invoices');
}

function buttonNamed(root: ShadowRoot, scope: Element | ShadowRoot, text: string): HTMLButtonElement {
  const button = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (button === undefined) throw new Error(`no button '${text}' in ${root.textContent}`);
  return button;
}

function rowOf(root: ShadowRoot, invoiceNumber: string): HTMLElement {
  const row = [...root.querySelectorAll<HTMLElement>('article')].find(
    (candidate) => candidate.querySelector('.invoice-number')?.textContent === invoiceNumber,
  );
  if (row === undefined) throw new Error(`no invoice ${invoiceNumber}`);
  return row;
}

describe('the invoice list', () => {
  it('shows a placeholder while the invoices load', async () => {
    invoiceApi = () => new Promise(() => undefined);
    const root = await show();
    await expect.poll(() => root.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading…');
    expect(requested.map((url) => url.pathname)).toEqual([`/services/invoices${INVOICES_PATH}`]);
  });

  it('says when there are no invoices', async () => {
    invoiceApi = () => json({ historicalInvoices: [] });
    const root = await show();
    await expect.poll(() => root.textContent).toContain('You have no invoices yet.');
    expect(root.querySelectorAll('article')).toHaveLength(0);
  });

  it('says when the invoices could not be loaded, and shows them after Try again', async () => {
    let calls = 0;
    invoiceApi = () => {
      calls += 1;
      return calls === 1
        ? json({ message: 'Service unavailable' }, 503)
        : json({ historicalInvoices: [INVOICES[0]] });
    };
    const root = await show();
    await expect
      .poll(() => root.querySelector('[role="alert"]')?.textContent)
      .toContain('Your invoices could not be loaded.');
    buttonNamed(root, root, 'Try again').click();
    await expect.poll(() => root.querySelectorAll('article').length).toBe(1);
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(calls).toBe(2);
  });

  it('lists every invoice newest first, a credit note marked with its negative total', async () => {
    invoiceApi = () => json({ historicalInvoices: INVOICES });
    const root = await show();
    await expect.poll(() => root.querySelectorAll('article').length).toBe(4);
    expect([...root.querySelectorAll('.invoice-number')].map((number) => number.textContent)).toEqual([
      'INV-0004',
      'INV-0003',
      'INV-0002',
      'INV-0001',
    ]);
    const newest = rowOf(root, 'INV-0004');
    expect(newest.querySelector('h2')?.textContent).toBe('INV-0004');
    expect(newest.querySelector('time')?.textContent).toBe('03 Mar 2026');
    expect(newest.textContent).toContain('Order referencePO-04');
    expect(newest.textContent).toContain('Total incl. VAT€1,122.41');

    const credit = rowOf(root, 'INV-0003');
    expect(credit.querySelector('h2')?.textContent).toBe('INV-0003Credit note');
    expect(credit.querySelector('.amount')?.textContent).toBe('-€35.58');
    expect(root.querySelectorAll('.credit-note-badge')).toHaveLength(1);
  });

  it('offers the group file beside each of its invoices, and saves each PDF under its name', async () => {
    invoiceApi = (url) => {
      if (url.pathname.endsWith(INVOICES_PATH)) return json({ historicalInvoices: INVOICES });
      return pdf();
    };
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const root = await show();
    await expect.poll(() => root.querySelectorAll('article').length).toBe(4);
    for (const number of ['INV-0004', 'INV-0003'])
      expect(rowOf(root, number).textContent).not.toContain('Combined PDF');
    buttonNamed(root, rowOf(root, 'INV-0001'), 'Combined PDF (2 invoices)');
    expect(rowOf(root, 'INV-0001').querySelector('.group-note')?.textContent).toBe(
      'In one combined PDF with INV-0002.',
    );
    expect(rowOf(root, 'INV-0002').querySelector('.group-note')?.textContent).toBe(
      'In one combined PDF with INV-0001.',
    );

    buttonNamed(root, rowOf(root, 'INV-0003'), 'Download PDF').click();
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['invoice-INV-0003.pdf']);
    buttonNamed(root, rowOf(root, 'INV-0002'), 'Combined PDF (2 invoices)').click();
    await expect
      .poll(() => saved.map((file) => file.name))
      .toEqual(['invoice-INV-0003.pdf', 'invoices-IGF-7.pdf']);
    expect(saved.every((file) => file.href.startsWith('blob:'))).toBe(true);
    const [invoicePdf, groupFile] = requested.slice(-2);
    expect(`${invoicePdf?.pathname}${invoicePdf?.search}`).toBe(
      `/services/invoices${INVOICE_PDF_PATH}id-INV-0003/POSTERHAUS_BUSINESS_DE?orderRef=PO-03`,
    );
    expect(groupFile?.pathname).toBe(`/services/invoices${GROUP_FILE_PATH}IGF-7`);
  });

  it('says in its row when a PDF could not be downloaded, and downloads it when tried again', async () => {
    let pdfCalls = 0;
    invoiceApi = (url) => {
      if (url.pathname.endsWith(INVOICES_PATH)) return json({ historicalInvoices: INVOICES });
      pdfCalls += 1;
      return pdfCalls === 1 ? json({ message: 'Boom' }, 500) : pdf();
    };
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const root = await show();
    await expect.poll(() => root.querySelectorAll('article').length).toBe(4);
    const row = rowOf(root, 'INV-0004');
    buttonNamed(root, row, 'Download PDF').click();
    await expect
      .poll(() => row.querySelector('[role="alert"]')?.textContent)
      .toBe('The PDF could not be downloaded. Please try again.');
    expect(root.querySelectorAll('article')).toHaveLength(4);
    expect(saved).toEqual([]);

    buttonNamed(root, row, 'Download PDF').click();
    await expect.poll(() => saved).toEqual(['invoice-INV-0004.pdf']);
    expect(row.querySelector('[role="alert"]')).toBeNull();
  });

  it('tells a customer who is not a business customer that invoices are not for them, and leads to the overview', async () => {
    b2b = false;
    const root = await show();
    expect(root.textContent).toContain('Invoices are for business customers');
    const link = [...root.querySelectorAll('a')].find(
      (anchor) => anchor.textContent === 'Go to my account overview',
    );
    expect(link?.getAttribute('href')).toBe('/');
    expect(requested).toEqual([]);
  });
});
