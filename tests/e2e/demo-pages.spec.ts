import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PAGE_COPY } from '../../demo/src/copy.ts';
import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { openMailedLink, SUBJECTS } from './support/mail.ts';
import { accountOverview, pageHeading, renderedText, sideMenu, text } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * Elements outside the host portal: a brand's CMS-like page (`/demo/`) and the stripped webview
 * page (`/demo/stripped.html`) load `/elements/loader.js` with one script tag and render
 * `<account-overview>` for the customer signed in on that host.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';
const LOADER = '/elements/loader.js';

async function openSignedIn(page: Page, path: string): Promise<void> {
  await signIn(page, 'demo', { host: HOST });
  const loader = page.waitForResponse((response) => new URL(response.url()).pathname === LOADER);
  await page.goto(urlFor(HOST, path));
  expect((await loader).ok(), `${LOADER} loads`).toBe(true);
  await expect(page.locator(`script[type="module"][src="${LOADER}"]`)).toHaveCount(1);
}

async function expectOverviewSignedIn(page: Page): Promise<void> {
  const overview = accountOverview(page);
  await expect(overview).toBeVisible();
  await expect.poll(() => overview.evaluate((node) => node.shadowRoot?.mode)).toBe('open');
  await expect(overview.getByRole('heading', { level: 1 })).toHaveText(
    text('greeting', LOCALE, { name: FIRST_NAMES.demo }),
  );
  await expect(overview.getByText(text('signInPrompt', LOCALE))).toHaveCount(0);
  await expect(overview.getByText(text('unexpectedError', LOCALE))).toHaveCount(0);
  await expect.poll(() => renderedText(overview)).not.toBe('');
}

test('the brand page renders <account-overview> for the signed-in customer', async ({ page }) => {
  await openSignedIn(page, '/demo/');
  await expectOverviewSignedIn(page);
});

test('the stripped webview renders <account-overview> alone, without the site around it', async ({
  page,
}) => {
  await openSignedIn(page, '/demo/stripped.html');
  await expect(accountOverview(page)).toHaveAttribute('stripped');
  await expectOverviewSignedIn(page);
  await expect(sideMenu(page, LOCALE)).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('signed out, the element on the brand page offers to sign in', async ({ page }) => {
  await page.goto(urlFor(HOST, '/demo/'));
  const overview = accountOverview(page);
  await expect(overview.getByRole('heading', { level: 1, name: text('signInPrompt', LOCALE) })).toBeVisible();
  await expect(overview.getByRole('button', { name: text('signIn', LOCALE), exact: true })).toBeVisible();
});

test("the brand page's newsletter form mails a link that confirms the subscription", async ({ page }) => {
  const copy = PAGE_COPY.en;
  const email = `reader-${randomUUID()}@example.com`;
  await page.goto(urlFor(HOST, '/demo/'));
  await page.getByLabel(copy.emailLabel).fill(email);
  await page.getByRole('button', { name: copy.subscribe }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.newsletterThanks })).toBeVisible();
  await expect(page.getByLabel(copy.emailLabel)).toHaveValue('');

  const link = await openMailedLink(page, email, SUBJECTS.newsletter, '/subscription-confirmation');
  await page.getByRole('link', { name: link }).click();
  await expect(pageHeading(page, text('subscriptionSuccessTitle', LOCALE))).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the brand page folds its navigation into a menu that the keyboard opens and Escape closes', async ({
    page,
  }) => {
    const copy = PAGE_COPY.en;
    await page.goto(urlFor(HOST, '/demo/'));
    const toggle = page.getByRole('button', { name: copy.menu });
    const navigation = page.getByRole('navigation', { name: copy.mainNavigation });
    await expect(navigation.getByRole('link', { name: copy.myAccount })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: copy.myAccount })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
  });
});
