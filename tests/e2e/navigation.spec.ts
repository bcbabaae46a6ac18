import { signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { urlFor } from './support/urls.ts';

/**
 * The portal's own page navigation (packages/host/src/app/scroll-restoration.ts): a page opened
 * anew starts at the top, and Back returns to where the previous page was left.
 */

const HOST = 'printwell.co.uk';

test.use({ viewport: { width: 1280, height: 420 } });

test('a page opened from the menu starts at the top, and Back returns to where the overview was left', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST });
  // Well inside the page, which may be a little shorter while it loads again. Scrolled as a person
  // does, with the wheel: a position the portal is still restoring after sign-in gives way to it.
  const scrolled = 80;
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, scrolled);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.locator('nav a[href="/saved-projects"]').first().click();
  await expect(page).toHaveURL(urlFor(HOST, '/saved-projects'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(urlFor(HOST, '/'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('while the customer loads, the shell holds the page skeleton the areas show, then the area', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route('**/services/customer/customers/me', async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  await page.goto(urlFor(HOST, '/orders'));
  const main = page.getByRole('main');
  await expect(main.locator('.page-skeleton[aria-busy="true"]')).toBeVisible();
  await expect(main.locator('.page-skeleton')).toContainText('Loading…');
  // One loading pattern: no spinner of the shell's own before the area's skeleton.
  await expect(main.getByRole('progressbar')).toHaveCount(0);
  await expect.poll(() => asked).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
