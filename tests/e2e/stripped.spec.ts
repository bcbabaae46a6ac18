import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { accountOverview, pageHeading, sideMenu, text } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * The layout flags of the host portal (account-portal §2 'App shell'): `?stripped=true` leaves
 * out the site header, the side menu and the chat; `?hide-header-nav=true` leaves out the header's
 * navigation only. Each stays on every page the customer opens.
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

test.describe('on a 375 px phone, where the header holds the navigation', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('hide-header-nav leaves out the header navigation only, on every page opened from it', async ({
    page,
  }) => {
    const banner = page.getByRole('banner');
    const signOutInHeader = banner.getByRole('button', { name: text('signOut', LOCALE) });
    const menuButton = banner.getByRole('button', { expanded: false });
    await signIn(page, 'demo', { host: HOST });
    await expect(signOutInHeader).toBeVisible();

    await page.goto(urlFor(HOST, '/?hide-header-nav=true'));
    await expect(sideMenu(page, LOCALE)).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(signOutInHeader).toHaveCount(0);
    await expect(menuButton).toHaveCount(0);

    // A menu link carries the flag, and Back keeps it.
    await sideMenu(page, LOCALE)
      .getByRole('link', { name: text('orders', LOCALE) })
      .click();
    await expect(pageHeading(page, text('orders', LOCALE))).toBeVisible();
    expect(new URL(page.url()).searchParams.get('hide-header-nav')).toBe('true');
    await expect(menuButton).toHaveCount(0);
    await page.goBack();
    await expect(sideMenu(page, LOCALE)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('hide-header-nav')).toBe('true');
    await expect(signOutInHeader).toHaveCount(0);

    // With stripped=true too, an element's link carries both.
    await page.goto(urlFor(HOST, '/?hide-header-nav=true&stripped=true'));
    await accountOverview(page)
      .getByRole('link', { name: text('orders', LOCALE) })
      .first()
      .click();
    await expect(pageHeading(page, text('orders', LOCALE))).toBeVisible();
    const query = new URL(page.url()).searchParams;
    expect([query.get('stripped'), query.get('hide-header-nav')]).toEqual(['true', 'true']);
  });
});
