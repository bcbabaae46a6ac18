import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { accountOverview, pageHeading, sideMenu, text } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * The stripped layout of the host portal (account-portal §2 'App shell'): `?stripped=true` leaves
 * out the site header, the side menu and the chat, and stays on every page the customer opens.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

test('the stripped layout shows the page alone and is carried to every page opened from it', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST });
  await page.goto(urlFor(HOST, '/?stripped=true'));
  const overview = accountOverview(page);
  await expect(overview.getByRole('heading', { level: 1 })).toHaveText(
    text('greeting', LOCALE, { name: FIRST_NAMES.demo }),
  );
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(sideMenu(page, LOCALE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('needHelp', LOCALE) })).toHaveCount(0);

  // An area card of the overview, which the host routes itself.
  await overview
    .getByRole('link', { name: text('orders', LOCALE) })
    .first()
    .click();
  await expect(pageHeading(page, text('orders', LOCALE))).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/orders');
  expect(new URL(page.url()).searchParams.get('stripped')).toBe('true');
  await expect(sideMenu(page, LOCALE)).toHaveCount(0);

  // Back in the browser's history, the layout stays stripped.
  await page.goBack();
  await expect(overview.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('stripped')).toBe('true');
  await expect(sideMenu(page, LOCALE)).toHaveCount(0);
});
