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

test.describe('the storage card’s A/B tests', () => {
  const OFFERS = '**/services/ab-testing/offers?*';
  const storageCard = (page: Page) => accountOverview(page).getByRole('region', { name: 'Photo storage' });

  test('show the wording of the variants the service offers', async ({ page }) => {
    await page.route(OFFERS, (route) => {
      const mbox = new URL(route.request().url()).searchParams.get('mbox');
      return route.fulfill({ json: { mbox, variant: mbox === 'sample-test' ? 'A' : 'variant 1' } });
    });
    // The card waits for the offer however busy the machine is, not the deployment's 1.5 s.
    await page.route('**/config.json', async (route) => {
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1'; // where the browser takes *.localhost; Node does not
      const response = await route.fetch({ url: url.href });
      await route.fulfill({ response, json: { ...(await response.json()), abTestWaitMs: 10_000 } });
    });
    await signIn(page, 'demo', { host: HOST });
    await expect(storageCard(page).getByText(/^[\d,]+ photos kept safe$/)).toBeVisible();
    await expect(
      storageCard(page).getByRole('link', { name: 'Order prints to keep your photos' }),
    ).toBeVisible();
  });

  test('show control when the service fails or is slow, and never swap the wording', async ({ page }) => {
    await page.route(OFFERS, (route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }));
    await signIn(page, 'demo', { host: HOST });
    await expect(storageCard(page).getByText(/^[\d,]+ photos stored$/)).toBeVisible();
    await expect(storageCard(page).getByRole('link', { name: 'Go to My photos' })).toBeVisible();

    // Answering after the card stopped waiting: control stays, the late variant is not shown. The
    // offer is answered only once the control is on screen, however long that takes.
    await page.unroute(OFFERS);
    let release: () => void = () => undefined;
    const controlShown = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lateAnswers: Promise<void>[] = [];
    await page.route(OFFERS, (route) => {
      const answered = controlShown.then(() => {
        const mbox = new URL(route.request().url()).searchParams.get('mbox');
        return route
          .fulfill({ json: { mbox, variant: mbox === 'sample-test' ? 'A' : 'variant 1' } })
          .catch(() => undefined);
      });
      lateAnswers.push(answered);
      return answered;
    });
    await page.reload();
    const action = storageCard(page).getByRole('link', { name: 'Go to My photos' });
    await expect(action).toBeVisible();
    expect(lateAnswers.length, 'the offer was asked for').toBeGreaterThan(0);
    release();
    await Promise.all(lateAnswers);
    // Two frames after the answers arrived: any render they caused has been painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(action).toBeVisible();
    await expect(storageCard(page).getByText('Order prints to keep your photos')).toHaveCount(0);
  });
});
