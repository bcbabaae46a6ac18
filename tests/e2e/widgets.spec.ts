import { signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { menuEntry, sideMenu, text } from './support/portal.ts';

/**
 * The support chat and the page-view tracking of the shell (account-portal §2 'App shell'): the chat
 * stays off on the photo routes, while every page, photos included, counts as a page view once the
 * visitor has consented (the reference consent script records consent on the first visit).
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

declare global {
  interface Window {
    pageViews?: string[];
  }
}

test('the chat is offered on the account pages but not on the photo routes, and every page is counted', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    window.pageViews = [];
    window.addEventListener('portal-page-view', (event) => {
      if (event instanceof CustomEvent) window.pageViews?.push(event.detail.path);
    });
  });
  await signIn(page, 'demo', { host: HOST });
  const chat = page.getByRole('button', { name: text('needHelp', LOCALE) });
  await expect(chat).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.pageViews)).toContain('/');

  await menuEntry(sideMenu(page, LOCALE), 'photos', LOCALE).click();
  await expect(page).toHaveURL(/\/my-photos$/);
  await expect(chat).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.pageViews)).toContain('/my-photos');

  await menuEntry(sideMenu(page, LOCALE), 'orders', LOCALE).click();
  await expect(chat).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.pageViews)).toEqual(['/', '/my-photos', '/orders']);
});
