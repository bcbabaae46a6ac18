import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { type CmsServer, startCmsServer } from './support/cms-server.ts';
import { createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized } from './support/locales.ts';
import { documentTitle, menuEntry, pageHeading, sideMenu, text } from './support/portal.ts';
import { originOf, urlFor } from './support/urls.ts';

/**
 * `<ftp-integration>` (account-portal §2 /integration, §3 'FTP callbackUrl and callbackFormat', §5): a
 * business customer reads the FTP instructions, copies their customer number and saves the callback
 * URL and format, a link that is not http or https refused with the spec's message; the settings are
 * there after a reload. A consumer who opens /integration by its address is sent to the overview by
 * the host, and told on a CMS page that the page is for business customers. The journey that saves
 * uses a business customer of its own.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const FTP_TEXT = {
  title: 'FTP instructions',
  callbackUrl: 'Callback URL',
  linkInvalid: 'Upload link must be a valid URL',
  save: 'Save settings',
  saved: 'Your FTP settings have been saved.',
  accountDetails: 'Your account details',
  customerNumber: 'Customer number',
  copy: 'Copy',
  copied: 'Copied',
  businessOnly: 'FTP orders are for business customers',
  toOverview: 'Go to my account overview',
} as const;

function say(name: keyof typeof FTP_TEXT): string | RegExp {
  return localized(LOCALE, FTP_TEXT[name]);
}

function ftpIntegration(page: Page): Locator {
  return page.locator('ftp-integration');
}

test('save FTP settings and refuse a javascript: link', async ({ page, context }) => {
  const customer = await createCustomer({ firstName: 'Morgan', userType: 'b2b' });
  await signIn(page, 'business', { host: HOST, email: customer.email, path: '/integration' });
  const ftp = ftpIntegration(page);
  await expect(pageHeading(page, say('title'))).toBeVisible();
  await expect(page).toHaveTitle(documentTitle('FTP instructions', HOST));
  await expect(menuEntry(sideMenu(page, LOCALE), 'ftpInstructions', LOCALE)).toHaveAttribute(
    'aria-current',
    'page',
  );

  const url = ftp.getByLabel(say('callbackUrl'));
  await expect(url).toHaveValue('');
  await url.fill('javascript:alert(document.cookie)');
  await ftp.getByRole('button', { name: say('save') }).click();
  await expect(ftp.getByText(say('linkInvalid'))).toBeVisible();
  await expect(url).toBeFocused();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveValue('javascript:alert(document.cookie)');
  await checkA11y(page);

  const callback = `https://erp.example.com/ftp/status/${randomUUID()}`;
  await url.fill(callback);
  await ftp.getByRole('radio', { name: 'XML' }).check();
  await ftp.getByRole('button', { name: say('save') }).click();
  await expect(ftp.getByRole('status').filter({ hasText: say('saved') })).toBeVisible();
  await expect(ftp.getByText(say('linkInvalid'))).toHaveCount(0);

  await page.reload();
  await expect(url).toHaveValue(callback);
  await expect(ftp.getByRole('radio', { name: 'XML' })).toBeChecked();

  // An http link is taken too, and the format changed back.
  await url.fill('http://erp.example.com:8080/ftp');
  await ftp.getByRole('radio', { name: 'JSON' }).check();
  await ftp.getByRole('button', { name: say('save') }).click();
  await expect(ftp.getByRole('status').filter({ hasText: say('saved') })).toBeVisible();
  await page.reload();
  await expect(url).toHaveValue('http://erp.example.com:8080/ftp');
  await expect(ftp.getByRole('radio', { name: 'JSON' })).toBeChecked();

  // The customer number customer care knows them by, copied as shown.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originOf(HOST) });
  const details = ftp.getByRole('region', { name: say('accountDetails') });
  const copy = details.getByRole('button', { name: say('copy') });
  await copy.click();
  await expect(details.getByRole('button', { name: say('copied') })).toBeVisible();
  const number = (await details.locator('.account-value').first().textContent()) ?? '';
  expect(number).not.toBe('');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
});

test('a consumer who opens /integration by its address is sent to the overview', async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, path: '/integration' });
  await expect(page).toHaveURL(urlFor(HOST, '/'));
  await expect(pageHeading(page, text('greeting', LOCALE, { name: FIRST_NAMES.demo }))).toBeVisible();
  await expect(menuEntry(sideMenu(page, LOCALE), 'ftpInstructions', LOCALE)).toHaveCount(0);
  await expect(ftpIntegration(page)).toHaveCount(0);
});

test('in the stripped webview, the FTP instructions show alone', async ({ page }) => {
  await signIn(page, 'business', { host: HOST });
  await page.goto(urlFor(HOST, '/integration?stripped=true'));
  await expect(pageHeading(page, say('title'))).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(sideMenu(page, LOCALE)).toHaveCount(0);
  await expect(ftpIntegration(page).getByLabel(say('callbackUrl'))).toBeVisible();
});

test.describe('on a brand CMS page of another origin', () => {
  let cms: CmsServer;
  test.beforeAll(async () => {
    cms = await startCmsServer();
  });
  test.afterAll(async () => {
    await cms?.close();
  });

  test('a consumer is told the page is for business customers, with the way to the overview', async ({
    page,
  }) => {
    const path = '/trade/ftp';
    cms.setPage(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trade account</title>
<script type="module" src="${originOf(HOST)}/elements/loader.js"></script></head>
<body><main><ftp-integration base-path="${path}"></ftp-integration></main></body></html>`,
    );
    await signIn(page, 'demo', { host: HOST });
    await page.goto(cms.url(`www.${HOST}`, path));
    const ftp = ftpIntegration(page);
    await expect(pageHeading(page, say('title'))).toBeVisible();
    await expect(ftp.getByText(say('businessOnly'))).toBeVisible();
    await expect(ftp.getByRole('link', { name: say('toOverview') })).toHaveAttribute('href', '/');
    await expect(ftp.getByLabel(say('callbackUrl'))).toHaveCount(0);
  });
});
