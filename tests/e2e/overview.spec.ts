import type { Page } from '@playwright/test';
import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accountOverview,
  documentTitle,
  menuEntry,
  pageHeading,
  renderedText,
  sideMenu,
  signOutControl,
  TEXT,
  text,
} from './support/portal.ts';

/**
 * The overview (route '/', `<account-overview>`) on a desktop and on a 375 px phone. On small
 * screens (under 575 px) the shell's home screen is the side menu, headed 'My account', with a
 * sign-out button in the header; the overview itself is hidden there (account-portal §2).
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the overview greets the customer in the element next to the side menu', async ({ page }) => {
    await signIn(page, 'demo', { host: HOST });
    await expect(page).toHaveTitle(documentTitle(TEXT.overview, HOST));
    const overview = accountOverview(page);
    await expect(overview).toBeVisible();
    await expect(overview.getByRole('heading', { level: 1 })).toHaveText(
      text('greeting', LOCALE, { name: FIRST_NAMES.demo }),
    );
    await expect.poll(() => renderedText(overview)).not.toBe('');
    await expect(overview.getByText(text('unexpectedError', LOCALE))).toHaveCount(0);
    await expect(sideMenu(page, LOCALE)).toBeVisible();
    await expectNoSidewaysScrolling(page);
  });
});

test('the shell and the overview ask for the customer once between them', async ({ page }) => {
  await signIn(page, 'demo', { host: HOST });
  const customerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/customers/me')) customerRequests.push(request.url());
  });
  await page.reload();
  await expect(accountOverview(page).getByRole('heading', { level: 1 })).toHaveText(
    text('greeting', LOCALE, { name: FIRST_NAMES.demo }),
  );
  await page.waitForLoadState('networkidle');
  expect(customerRequests).toHaveLength(1);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the home screen is the menu with a sign-out button, without sideways scrolling', async ({ page }) => {
    await signIn(page, 'demo', { host: HOST });
    const menu = sideMenu(page, LOCALE);
    await expect(pageHeading(page, text('accountNavigation', LOCALE))).toBeVisible();
    await expect(menuEntry(menu, 'orders', LOCALE)).toBeVisible();
    await expect(signOutControl(page, LOCALE)).toHaveRole('button');
    await expect(accountOverview(page)).toBeHidden();
    await expectNoSidewaysScrolling(page);
  });

  test('a page opened from the menu fits the phone', async ({ page }) => {
    await signIn(page, 'demo', { host: HOST });
    await menuEntry(sideMenu(page, LOCALE), 'orders', LOCALE).click();
    await expect(page).toHaveTitle(documentTitle(TEXT.orders, HOST));
    await expect(pageHeading(page, text('orders', LOCALE))).toBeVisible();
    await expectNoSidewaysScrolling(page);
  });
});
