import { FIRST_NAMES, openSignedOut, SIGN_IN, signIn, signOut } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import {
  documentTitle,
  menuEntry,
  pageHeading,
  sideMenu,
  TEXT,
  type TextName,
  text,
} from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/** Signing in and out of the host portal (account-portal §2 'App shell', 'Side menu'). */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';
const CONSUMER_MENU: readonly TextName[] = [
  'overview',
  'orders',
  'settings',
  'savedProjects',
  'photos',
  'onlinePhotoBooks',
  'faqs',
  'signOut',
];

test('a customer signs in, sees the overview and the side menu, and signs out with one click', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST });
  await expect(page).toHaveTitle(documentTitle(TEXT.overview, HOST));
  await expect(pageHeading(page, text('greeting', LOCALE, { name: FIRST_NAMES.demo }))).toBeVisible();

  const menu = sideMenu(page, LOCALE);
  await expect(menu).toBeVisible();
  for (const entry of CONSUMER_MENU) await expect(menuEntry(menu, entry, LOCALE)).toBeVisible();
  await expect(menuEntry(menu, 'overview', LOCALE)).toHaveAttribute('aria-current', 'page');
  await expect(menuEntry(menu, 'b2bInvoices', LOCALE)).toHaveCount(0);
  await expect(menuEntry(menu, 'ftpInstructions', LOCALE)).toHaveCount(0);

  await signOut(page, { host: HOST, via: menuEntry(menu, 'signOut', LOCALE) });
  await openSignedOut(page, urlFor(HOST, '/'));
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.title })).toBeVisible();
  await expect(page.getByLabel(SIGN_IN.email)).toBeEmpty();
});

test('a page opened signed out comes back after signing in', async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, path: '/orders' });
  await expect(page).toHaveURL(urlFor(HOST, '/orders'));
  await expect(menuEntry(sideMenu(page, LOCALE), 'orders', LOCALE)).toHaveAttribute('aria-current', 'page');
});
