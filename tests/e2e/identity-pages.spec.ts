import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, SIGN_IN, submitSignInForm } from './support/accounts.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { publicUrl, urlFor } from './support/urls.ts';

/**
 * The identity provider's own pages (packages/server/src/identity/pages.ts), reached the way the
 * portal reaches them: an authorization request of the portal's client. The portal's callback is
 * answered here with a bare page, so these journeys stop where the portal's own begin.
 */

const PORTAL_HOST = 'printwell.co.uk';

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

test('the sign-in form has labelled fields and passes axe', async ({ page }) => {
  await openSignInPage(page);
  await expect(page).toHaveTitle(SIGN_IN.title);
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: SIGN_IN.email })).toBeFocused();
  await expect(page.getByLabel(SIGN_IN.password)).toHaveAttribute('type', 'password');
  await checkA11y(page);
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
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in expired' })).toBeVisible();
});

test('signing out at the provider asks first, then confirms', async ({ page }) => {
  const { callback } = await openSignInPage(page);
  await submitSignInForm(page, DEMO_ACCOUNTS.demo);
  await page.waitForURL((url) => url.href.startsWith(`${callback}?`));
  await page.goto(publicUrl('/oidc/session/end'));
  await expect(page.getByText(SIGN_IN.signOutQuestion)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: SIGN_IN.signOut, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
});
