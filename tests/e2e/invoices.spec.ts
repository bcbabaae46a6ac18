import { execFileSync, spawnSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { type CmsServer, startCmsServer } from './support/cms-server.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { documentTitle, menuEntry, pageHeading, sideMenu, text } from './support/portal.ts';
import { originOf, urlFor } from './support/urls.ts';

/**
 * `<invoice-list>` (account-portal §2 'Invoices (B2B)', §6): a business customer's invoices from the
 * invoice API, each downloaded as its real PDF and read back with pdftotext, the group file of
 * several invoices too; in the host portal, in the stripped webview and on a brand's CMS page. A
 * consumer who opens /invoices by its address is sent to the overview by the host, and told on a
 * CMS page that invoices are for business customers. business@example.com has seven invoices
 * (`npm start`'s demo data): the newest is an invoice for PO-2291, a credit note among them, four
 * in two group files. Downloads change nothing, so the shared demo account is used.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';
const CMS_HOST = `www.${HOST}`;
const CMS_PAGE_PATH = '/trade/invoices';

const INVOICES_TEXT = {
  title: 'B2B invoices',
  download: 'Download PDF',
  groupFile: 'Combined PDF ({{count}} invoices)',
  creditNote: 'Credit note',
  businessOnly: 'Invoices are for business customers',
  toOverview: 'Go to my account overview',
} as const;

function say(name: keyof typeof INVOICES_TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, INVOICES_TEXT[name], values);
}

function invoiceList(page: Page): Locator {
  return page.locator('invoice-list');
}

/** Every invoice of the list, in the order shown. */
function invoices(list: Locator): Locator {
  return list.getByRole('article');
}

function pdftotextMissing(): boolean {
  return spawnSync('sh', ['-c', 'command -v pdftotext']).status !== 0;
}

/** The text a person reads in a PDF, in layout order, runs of spaces as one. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[ \t\u00a0]+/g,
    ' ',
  );
}

/** Presses `button` and answers the file it saved: its suggested name and its text. */
async function downloadPdf(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await button.click();
  const saved = await download;
  const file = await saved.path();
  return { name: saved.suggestedFilename(), text: pdfText(file) };
}

test('as a business customer download an invoice PDF and check its text with pdftotext', async ({ page }) => {
  test.skip(pdftotextMissing(), 'pdftotext (Debian poppler-utils) is not installed; `npm test` installs it');
  await signIn(page, 'business', { host: HOST, path: '/invoices' });
  const list = invoiceList(page);
  await expect(pageHeading(page, say('title'))).toBeVisible();
  await expect(page).toHaveTitle(documentTitle('B2B invoices', HOST));
  await expect(menuEntry(sideMenu(page, LOCALE), 'b2bInvoices', LOCALE)).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = invoices(list);
  await expect(rows).toHaveCount(7);
  await checkA11y(page);

  // Newest first: the invoice for PO-2291, then the credit note.
  const newest = rows.first();
  await expect(newest).toContainText('PO-2291');
  const number = (await newest.locator('.invoice-number').textContent()) ?? '';
  expect(number).toMatch(/^INV-[0-9A-F]{6}-0007$/);
  const amount = (await newest.locator('.amount').textContent()) ?? '';
  expect(amount).toBe('€1,122.41');
  const invoicePdf = await downloadPdf(page, newest.getByRole('button', { name: say('download') }));
  expect(invoicePdf.name).toBe(`invoice-${number}.pdf`);
  expect(invoicePdf.text).toContain(`Invoice number ${number}`);
  expect(invoicePdf.text).toContain('Order reference PO-2291');
  expect(invoicePdf.text).toContain(`Total incl. VAT ${amount}`);

  const credit = rows.filter({ hasText: say('creditNote') });
  await expect(credit).toHaveCount(1);
  await expect(credit).toHaveAccessibleName(new RegExp(`${say('creditNote')}$`));
  await expect(credit.locator('.amount')).toHaveText(/^-€/);

  // A group file holds its invoices, each on its own pages.
  const grouped = rows.filter({ has: page.getByRole('button', { name: say('groupFile', { count: 2 }) }) });
  await expect(grouped).toHaveCount(4);
  const groupNumbers = await grouped.locator('.invoice-number').allTextContents();
  const groupPdf = await downloadPdf(
    page,
    grouped.first().getByRole('button', { name: say('groupFile', { count: 2 }) }),
  );
  expect(groupPdf.name).toMatch(/^invoices-IGF-[0-9A-F]{6}-1\.pdf$/);
  expect(groupPdf.text).toContain(`Invoice number ${groupNumbers[0]}`);
  expect(groupPdf.text).toContain(`Invoice number ${groupNumbers[1]}`);
  expect(groupPdf.text).not.toContain(`Invoice number ${groupNumbers[2]}`);
});

test('in the stripped webview, the invoices show alone and download', async ({ page }) => {
  await signIn(page, 'business', { host: HOST });
  await page.goto(urlFor(HOST, '/invoices?stripped=true'));
  const list = invoiceList(page);
  await expect(pageHeading(page, say('title'))).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(sideMenu(page, LOCALE)).toHaveCount(0);
  await expect(invoices(list)).toHaveCount(7);
  const download = page.waitForEvent('download');
  await invoices(list)
    .first()
    .getByRole('button', { name: say('download') })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^invoice-INV-[0-9A-F]{6}-0007\.pdf$/);
  expect(new URL(page.url()).searchParams.get('stripped')).toBe('true');
});

test('a consumer who opens /invoices by its address is sent to the overview', async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, path: '/invoices' });
  await expect(page).toHaveURL(urlFor(HOST, '/'));
  await expect(pageHeading(page, text('greeting', LOCALE, { name: FIRST_NAMES.demo }))).toBeVisible();
  await expect(menuEntry(sideMenu(page, LOCALE), 'b2bInvoices', LOCALE)).toHaveCount(0);
  await expect(invoiceList(page)).toHaveCount(0);
});

test.describe('on a brand CMS page of another origin', () => {
  let cms: CmsServer;
  test.beforeAll(async () => {
    cms = await startCmsServer();
  });
  test.afterAll(async () => {
    await cms?.close();
  });

  async function openCmsPage(page: Page, attributes = ''): Promise<void> {
    cms.setPage(
      CMS_PAGE_PATH,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trade account</title>
<script type="module" src="${originOf(HOST)}/elements/loader.js"></script></head>
<body><main><invoice-list base-path="${CMS_PAGE_PATH}"${attributes}></invoice-list></main></body></html>`,
    );
    await page.goto(cms.url(CMS_HOST, CMS_PAGE_PATH));
  }

  test('a consumer is told invoices are for business customers, with the way to the overview', async ({
    page,
  }) => {
    await signIn(page, 'demo', { host: HOST });
    await openCmsPage(page);
    const list = invoiceList(page);
    await expect(pageHeading(page, say('title'))).toBeVisible();
    await expect(list.getByText(say('businessOnly'))).toBeVisible();
    await expect(list.getByRole('link', { name: say('toOverview') })).toHaveAttribute('href', '/');
    await expect(invoices(list)).toHaveCount(0);
  });

  test('a business customer sees their invoices there, in the stripped layout too', async ({ page }) => {
    await signIn(page, 'business', { host: HOST });
    await openCmsPage(page, ' stripped');
    const list = invoiceList(page);
    await expect(invoices(list)).toHaveCount(7);
    await expect(
      invoices(list)
        .first()
        .getByRole('button', { name: say('download') }),
    ).toBeVisible();
  });
});
