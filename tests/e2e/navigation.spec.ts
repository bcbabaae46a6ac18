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
