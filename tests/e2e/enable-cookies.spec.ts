import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { defaultLocaleOf, pageHeading, text } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * If local storage or cookies do not work, every route asks the customer to enable site data and
 * cookies (account-portal §2 'App shell', §8) instead of starting the sign-in.
 */

/** A browser that refuses site data: reading or writing cookies and local storage throws, as with them blocked. */
async function blockSiteData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: refuse, set: refuse });
  });
}

for (const { host, path } of [
  { host: 'printwell.co.uk', path: '/' },
  { host: 'lumora.nl', path: '/orders' },
]) {
  test(`with site data blocked, ${host}${path} asks to enable site data and cookies`, async ({
    context,
    page,
  }) => {
    const locale = defaultLocaleOf(host);
    await blockSiteData(context);
    await page.goto(urlFor(host, path));
    await expect(pageHeading(page, text('enableCookiesTitle', locale))).toBeVisible();
    await expect(page.getByRole('button', { name: text('reloadPage', locale) })).toBeVisible();
    // No sign-in is started without storage to keep its state.
    await expect(page).toHaveURL(urlFor(host, path));
  });
}
