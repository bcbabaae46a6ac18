import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PAGE_COPY } from '../../demo/src/copy.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  identityLocaleOf,
  SIGN_IN,
  signInText,
  submitSignInForm,
} from './support/accounts.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { signOutControl } from './support/portal.ts';
import { originOf, publicUrl, siteOf, urlFor } from './support/urls.ts';

/**
 * The identity provider's own pages (packages/server/src/identity/pages.ts), reached the way the
 * portal reaches them: an authorization request of the portal's client. The portal's callback is
 * answered here with a bare page, so these journeys stop where the portal's own begin; the last
 * journeys start on a brand's page and end back on its portal.
 */

const PORTAL_HOST = 'printwell.co.uk';
const BRAND_HOST = 'lumora.nl';

async function openSignInPage(page: Page): Promise<{ callback: string; state: string }> {
  const callback = urlFor(PORTAL_HOST, '/auth/callback');
  const state = randomBytes(16).toString('base64url');
  await page.context().route(`${callback}?**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Back at the portal</title><main><h1>Back at the portal</h1></main></html>',
    }),
  );
  const authorization = new URL(publicUrl('/oidc/auth'));
  authorization.search = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    redirect_uri: callback,
    scope: 'openid email profile',
    state,
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorization.href);
  return { callback, state };
}

/** The focus ring the page draws around the focused element, as computed. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return null;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
  });
}

/** `#rrggbb` as Chromium computes a colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('the sign-in form has labelled fields and passes axe', async ({ page }) => {
  await openSignInPage(page);
  await expect(page).toHaveTitle(`${SIGN_IN.title} | ${siteOf(PORTAL_HOST).displayName}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: SIGN_IN.email })).toBeFocused();
  await expect(page.getByLabel(SIGN_IN.password)).toHaveAttribute('type', 'password');
  await checkA11y(page);
});

test('the form is worked with the keyboard, the focus ring in the brand colour', async ({ page }) => {
  await openSignInPage(page);
  const email = page.getByLabel(SIGN_IN.email);
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO_ACCOUNTS.demo);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(SIGN_IN.password)).toBeFocused();
  // Printwell's focus-ring token (packages/elements/src/themes/tokens.ts).
  expect(await focusRing(page)).toEqual({ style: 'solid', width: '3px', colour: rgb('#1d4ed8') });
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN.incorrect);
  await expect(page.getByLabel(SIGN_IN.password)).toBeFocused();
});

test('a wrong password is refused with an alert the fields point to', async ({ page }) => {
  await openSignInPage(page);
  await submitSignInForm(page, DEMO_ACCOUNTS.demo, 'not the password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(SIGN_IN.incorrect);
  await expect(page.getByLabel(SIGN_IN.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(SIGN_IN.email)).toHaveAccessibleDescription(SIGN_IN.incorrect);
  await expect(page.getByLabel(SIGN_IN.email)).toHaveValue(DEMO_ACCOUNTS.demo);
  await checkA11y(page);
});

test('a missing password is asked for, keeping the e-mail address', async ({ page }) => {
  await openSignInPage(page);
  await page.getByLabel(SIGN_IN.email).fill(DEMO_ACCOUNTS.demo);
  await page.getByRole('button', { name: SIGN_IN.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN.missing);
  await expect(page.getByLabel(SIGN_IN.email)).toHaveValue(DEMO_ACCOUNTS.demo);
  await expect(page.getByLabel(SIGN_IN.password)).toBeFocused();
  await expect(page.getByLabel(SIGN_IN.password)).toHaveAccessibleDescription(SIGN_IN.missing);
  await checkA11y(page);
});

test('signing in sends the browser back to the portal with a code', async ({ page }) => {
  const { callback, state } = await openSignInPage(page);
  await submitSignInForm(page, DEMO_ACCOUNTS.demo);
  await page.waitForURL((url) => url.href.startsWith(`${callback}?`));
  const returned = new URL(page.url()).searchParams;
  expect(returned.get('state')).toBe(state);
  expect(returned.get('code')).toBeTruthy();
  expect(returned.get('iss')).toBe(publicUrl('/oidc'));
});

test('an unknown sign-in page says it expired', async ({ page }) => {
  const response = await page.goto(publicUrl('/oidc/interaction/unknown'));
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.expiredTitle })).toBeVisible();
});

test('signing out at the provider asks first, then confirms', async ({ page }) => {
  const { callback } = await openSignInPage(page);
  await submitSignInForm(page, DEMO_ACCOUNTS.demo);
  await page.waitForURL((url) => url.href.startsWith(`${callback}?`));
  await page.goto(publicUrl('/oidc/session/end'));
  await expect(page.getByText(SIGN_IN.signOutQuestion)).toBeVisible();
  await expect(page.getByRole('button', { name: SIGN_IN.staySignedIn })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: SIGN_IN.signOut, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.signedOutTitle })).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`the sign-in page fits ${viewport.width} px without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignInPage(page);
    const sizes = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      submit: document.querySelector('button[type="submit"]')?.getBoundingClientRect().toJSON(),
    }));
    expect(sizes.scrollWidth).toBeLessThanOrEqual(viewport.width);
    expect(sizes.submit?.right).toBeLessThanOrEqual(viewport.width);
    // The whole form is on the first screen.
    expect(sizes.submit?.bottom).toBeLessThanOrEqual(viewport.height);
    await checkA11y(page);
  });
}

test("from Lumora's brand page, the customer signs in on Lumora's Dutch page and is back on the site", async ({
  page,
}) => {
  const locale = identityLocaleOf(BRAND_HOST);
  const site = siteOf(BRAND_HOST);
  expect(locale).toBe('nl-NL');

  await page.goto(urlFor(BRAND_HOST, '/demo/'));
  await page.getByRole('banner').getByRole('link', { name: PAGE_COPY.nl.myAccount }).click();
  await page.waitForURL(
    (url) => url.origin === new URL(publicUrl()).origin && url.pathname.startsWith('/oidc/interaction/'),
  );

  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page).toHaveTitle(`${signInText('title', locale)} | ${site.displayName}`);
  await expect(page.getByRole('heading', { level: 1, name: signInText('title', locale) })).toBeVisible();
  await expect(page.getByText(signInText('intro', locale, { site: site.displayName }))).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: site.displayName, exact: true }),
  ).toHaveAttribute('href', urlFor(BRAND_HOST, '/'));
  await expect(
    page.getByRole('link', { name: signInText('backToSite', locale, { site: site.displayName }) }),
  ).toHaveAttribute('href', urlFor(BRAND_HOST, '/'));
  await expect(page.getByLabel(signInText('email', locale))).toBeFocused();

  await submitSignInForm(page, DEMO_ACCOUNTS.demo, 'not the password', locale);
  await expect(page.getByRole('alert')).toHaveText(signInText('incorrect', locale));
  await expect(page.getByLabel(signInText('email', locale))).toHaveValue(DEMO_ACCOUNTS.demo);
  await checkA11y(page);

  await page.getByLabel(signInText('password', locale)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: signInText('submit', locale) }).click();
  await page.waitForURL((url) => url.origin === originOf(BRAND_HOST) && url.pathname !== '/auth/callback');
  await expect(signOutControl(page, locale)).toBeVisible({ timeout: 30_000 });
});
