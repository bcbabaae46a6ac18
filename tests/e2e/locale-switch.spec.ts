import { FIRST_NAMES, openSignedOut, SIGN_IN, signIn, signInText } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { pageHeading, text } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * A site with two languages (lumora.be: nl-BE, then fr-BE) lets the customer switch in the header,
 * and the choice survives a reload.
 */

const HOST = 'lumora.be';

test('switching lumora.be from Dutch to French changes the texts and survives a reload', async ({ page }) => {
  const greeting = (locale: string) =>
    pageHeading(page, text('greeting', locale, { name: FIRST_NAMES.demo }));
  const language = (locale: string) => page.getByRole('combobox', { name: text('language', locale) });

  await signIn(page, 'demo', { host: HOST });
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await expect(greeting('nl-BE')).toBeVisible();
  await expect(language('nl-BE')).toHaveValue('nl-BE');

  await language('nl-BE').selectOption('fr-BE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(greeting('fr-BE')).toBeVisible();
  await expect(language('fr-BE')).toHaveValue('fr-BE');

  await page.reload();
  await expect(greeting('fr-BE')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');

  await language('fr-BE').selectOption('nl-BE');
  await expect(greeting('nl-BE')).toBeVisible();
});

test('a visitor who chose French on lumora.be signs in on a French page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portal.locale', 'fr-BE'));
  await openSignedOut(page, urlFor(HOST, '/'));
  await expect(page.getByRole('heading', { level: 1, name: signInText('title', 'fr-BE') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  expect(SIGN_IN.title).not.toEqual(signInText('title', 'fr-BE'));
});
