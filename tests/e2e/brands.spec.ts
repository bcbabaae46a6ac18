import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { createCustomer } from './support/customers.ts';
import { expect, test } from './support/fixtures.ts';
import { b2bBanner, menuEntry, pageHeading, sideMenu, text, wordmark } from './support/portal.ts';
import { siteOf } from './support/urls.ts';

/**
 * The brand and language come from the host name (account-portal §1): the same account sees a
 * different shop on each host. A business host shows the B2B menu and the account's B2B status.
 */

for (const host of ['lumora.nl', 'snapbook.it']) {
  const site = siteOf(host);
  const locale = site.locales[0];
  test(`${host} shows ${site.displayName} in ${locale}`, async ({ page }) => {
    await signIn(page, 'demo', { host });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(wordmark(page, host)).toBeVisible();
    await expect(pageHeading(page, text('greeting', locale, { name: FIRST_NAMES.demo }))).toBeVisible();
    const menu = sideMenu(page, locale);
    await expect(menuEntry(menu, 'orders', locale)).toBeVisible();
    await expect(menuEntry(menu, 'onlinePhotoBooks', locale)).toBeVisible();
  });
}

test('business.posterhaus.de shows the B2B menu and the pending-validation banner', async ({ page }) => {
  const host = 'business.posterhaus.de';
  const locale = siteOf(host).locales[0];
  await signIn(page, 'business', { host });
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(wordmark(page, host)).toBeVisible();

  const menu = sideMenu(page, locale);
  await expect(menuEntry(menu, 'b2bInvoices', locale)).toBeVisible();
  await expect(menuEntry(menu, 'ftpInstructions', locale)).toBeVisible();
  await expect(menuEntry(menu, 'settings', locale)).toBeVisible();
  await expect(menuEntry(menu, 'onlinePhotoBooks', locale)).toHaveCount(0);

  // The seeded business account waits for validation (B2B status New).
  await expect(b2bBanner(page, locale)).toHaveText(text('b2bStatusNew', locale));
});

for (const { status, shown } of [
  { status: undefined, shown: 'b2bStatusDefault' },
  { status: 'Blocked', shown: 'b2bStatusBlocked' },
] as const) {
  test(`a business account ${status === undefined ? 'missing details' : status.toLowerCase()} sees its status above every page`, async ({
    page,
  }) => {
    const host = 'business.posterhaus.de';
    const locale = siteOf(host).locales[0];
    const customer = await createCustomer({ firstName: 'Dana', userType: 'b2b', b2bStatus: status });
    await signIn(page, 'business', { host, email: customer.email });
    await expect(b2bBanner(page, locale)).toHaveText(text(shown, locale));
    await menuEntry(sideMenu(page, locale), 'orders', locale).click();
    await expect(b2bBanner(page, locale)).toHaveText(text(shown, locale));
  });
}
