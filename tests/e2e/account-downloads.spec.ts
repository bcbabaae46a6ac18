import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { addPhotos, createCustomer } from './support/customers.ts';
import { addOrderedPhotoBook, prepareArchive } from './support/downloads.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { defaultLocaleOf, pageHeading } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * `<account-downloads>` on the real server (account-portal §2 route /downloads, §7 'Product and map
 * PDFs'): a photo archive the download service prepared, saved through a fresh signed link and
 * checked with unzip; the print PDF of an ordered product and a map PDF, each fetched from the PDF
 * unzip service and read back with pdftotext; the empty state of a customer with nothing to
 * download; and the page in the webview layout. The journeys that need an archive or a product have
 * customers of their own (support/downloads.ts); the demo account's map PDFs are only read.
 */

const HOST = 'printwell.co.uk';
const WEBVIEW_HOST = 'lumora.nl';
const DOWNLOADS = '/downloads';

const TEXT = {
  title: 'Downloads',
  archives: 'Photo downloads',
  productPdfs: 'Product PDFs',
  mapPdfs: 'Map PDFs',
  photoCount: '{{count, number}} photos',
  ready: 'Ready to download',
  downloadOne: 'Download {{name}}',
  empty:
    'You have nothing to download yet. Photo downloads you prepare and the PDFs of your products appear here.',
} as const;

function say(name: keyof typeof TEXT, locale: string, values?: TextValues): string | RegExp {
  return localized(locale, TEXT[name], values);
}

function accountDownloads(page: Page): Locator {
  return page.locator('account-downloads');
}

function card(page: Page, title: string | RegExp): Locator {
  return accountDownloads(page).getByRole('region', { name: title });
}

function toolMissing(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0;
}

/** Presses `button` and answers what the browser saved. */
async function saveFrom(page: Page, button: Locator): Promise<Download> {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await button.click();
  return download;
}

/** The text a person reads in a saved PDF, runs of spaces as one. */
async function pdfText(saved: Download): Promise<string> {
  const file = await saved.path();
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[ \t\u00a0]+/g,
    ' ',
  );
}

test('download a prepared archive and a product PDF', async ({ page }) => {
  test.skip(
    toolMissing('unzip') || toolMissing('pdftotext'),
    'unzip or pdftotext is missing; `npm test` installs them',
  );
  const locale = defaultLocaleOf(HOST);
  const customer = await createCustomer({ firstName: 'Quinn' });
  await addPhotos(customer.email, 3);
  const archiveId = await prepareArchive(customer.email, 'Beach day', 3);
  const productCode = await addOrderedPhotoBook(customer.email, 'Our summer book');
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: DOWNLOADS });
  await expect(pageHeading(page, say('title', locale))).toBeVisible();

  const archives = card(page, say('archives', locale));
  await expect(archives.getByRole('listitem')).toHaveCount(1);
  await expect(archives).toContainText('Beach day');
  await expect(archives).toContainText(say('photoCount', locale, { count: 3 }));
  await expect(archives.getByText(say('ready', locale))).toBeVisible();
  const products = card(page, say('productPdfs', locale));
  await expect(products).toContainText('Our summer book');
  // This customer has no map PDFs: that card is left out.
  await expect(card(page, say('mapPdfs', locale))).toHaveCount(0);
  await checkA11y(page);

  // Each click asks for a fresh signed link: two clicks, two links, the same zip.
  const links: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/downloads/${archiveId}/url`)) links.push(request.url());
  });
  const archiveButton = archives.getByRole('button', {
    name: say('downloadOne', locale, { name: 'Beach day' }),
  });
  const folder = mkdtempSync(join(tmpdir(), 'account-downloads-'));
  try {
    for (const attempt of [1, 2]) {
      const zip = await saveFrom(page, archiveButton);
      expect(zip.suggestedFilename()).toBe(`${archiveId}.zip`);
      const file = join(folder, `archive-${attempt}.zip`);
      await zip.saveAs(file);
      execFileSync('unzip', ['-tq', file]);
      expect(execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(3);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  expect(links).toHaveLength(2);

  const pdf = await saveFrom(
    page,
    products.getByRole('button', { name: say('downloadOne', locale, { name: 'Our summer book' }) }),
  );
  expect(pdf.suggestedFilename()).toBe(`${productCode}.pdf`);
  const text = await pdfText(pdf);
  expect(text).toContain('Our summer book');
  expect(text).toContain(productCode);
});

test('a customer with nothing to download is told so', async ({ page }) => {
  const locale = defaultLocaleOf(HOST);
  const customer = await createCustomer({ firstName: 'Rowan' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: DOWNLOADS });
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  await expect(accountDownloads(page).getByText(say('empty', locale))).toBeVisible();
  for (const title of ['archives', 'productPdfs', 'mapPdfs'] as const) {
    await expect(card(page, say(title, locale))).toHaveCount(0);
  }
  await checkA11y(page);
});

test('in the webview, the demo customer downloads a map PDF', async ({ page }) => {
  test.skip(toolMissing('pdftotext'), 'pdftotext is missing; `npm test` installs it');
  const locale = defaultLocaleOf(WEBVIEW_HOST);
  await signIn(page, 'demo', { host: WEBVIEW_HOST });
  await page.goto(urlFor(WEBVIEW_HOST, `${DOWNLOADS}?stripped=true`));
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  const maps = card(page, say('mapPdfs', locale));
  await expect(maps.getByRole('listitem')).toHaveCount(2);
  await checkA11y(page);
  const pdf = await saveFrom(
    page,
    maps.getByRole('button', { name: say('downloadOne', locale, { name: 'Where we met' }) }),
  );
  expect(pdf.suggestedFilename()).toMatch(/^MAP1-[0-9A-F]{6}\.pdf$/);
  expect(await pdfText(pdf)).toContain('Where we met');
});
