import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  isSignInPage,
  openSignedOut,
  SIGN_IN,
  signIn,
  submitSignInForm,
  watchSignOut,
} from './support/accounts.ts';
import {
  askForAccountDeletion,
  askForEmailChange,
  CHANGE_EMAIL_CONFIRMATION,
  DELETE_ACCOUNT_CONFIRMATION,
  deleteAccountThroughApi,
  signInToApi,
} from './support/auth-api.ts';
import { createCustomer } from './support/customers.ts';
import { expect, test } from './support/fixtures.ts';
import { openMailedLink, SUBJECTS } from './support/mail.ts';
import { customerCareLink, pageHeading, type TextName, text, tryAgainControl } from './support/portal.ts';
import { readStoredUser } from './support/session-cookies.ts';
import { LOCALHOST, siteOf, urlFor } from './support/urls.ts';

/**
 * The result pages (account-portal §2 'Result pages'), reached as a person reaches them: by the
 * link in a mail, read from the local mail page. Mailed links point at the server's public URL,
 * plain localhost (Printwell GB, en-GB).
 *
 * The e-mail change uses friend@example.com, which no other journey signs in with, and puts its
 * address back at the end.
 */

const LOCALE = 'en-GB';
const CHANNEL = siteOf(LOCALHOST).channel;

async function expectErrorPage(page: Page, title: TextName, body: TextName): Promise<void> {
  await expect(pageHeading(page, text(title, LOCALE))).toBeVisible();
  await expect(page.getByText(text(body, LOCALE))).toBeVisible();
  await expect(tryAgainControl(page, LOCALE)).toBeVisible();
  await expect(customerCareLink(page, LOCALE)).toBeVisible();
}

test('a confirmed e-mail change ends signed out on the success page without a question, and its link used again on the error page', async ({
  page,
  context,
}) => {
  // A customer of its own: while the address is changed, no other journey could sign in as them.
  const customer = await createCustomer({ firstName: 'Sam' });
  const newEmail = `sam-${randomUUID()}@example.com`;
  await signIn(page, 'friend', { host: LOCALHOST, email: customer.email });
  // What the change-email settings page asks for, through the same call.
  await askForEmailChange(await signInToApi(customer.email), newEmail, CHANNEL);
  const link = await openMailedLink(page, newEmail, SUBJECTS.emailChange, CHANGE_EMAIL_CONFIRMATION);
  const signingOut = watchSignOut(page);
  await page.getByRole('link', { name: link }).click();
  // Confirming signs the customer out, the identity provider asking nothing.
  const success = pageHeading(page, text('changeEmailSuccessTitle', LOCALE));
  await signingOut.endsAt(success);
  await expect(page).toHaveURL(urlFor(LOCALHOST, '/change-email-success'));
  expect(await readStoredUser(context)).toBeNull();

  // The change signed the customer out: the link again asks for a sign-in, now with the new address.
  await openSignedOut(page, link);
  const signInForm = page.getByRole('heading', { level: 1, name: SIGN_IN.title });
  const failed = pageHeading(page, text('changeEmailFailedTitle', LOCALE));
  await expect(signInForm.or(failed).first()).toBeVisible({ timeout: 30_000 });
  if (isSignInPage(page)) await submitSignInForm(page, newEmail);
  await page.waitForURL(urlFor(LOCALHOST, '/change-email-error'));
  await expectErrorPage(page, 'changeEmailFailedTitle', 'changeEmailFailedBody');
});

test('the newsletter double opt-in link confirms once, and fails the second time', async ({ page }) => {
  const route = '/subscription-confirmation';
  const link = await openMailedLink(page, DEMO_ACCOUNTS.demo, SUBJECTS.newsletter, route);
  await page.getByRole('link', { name: link }).click();
  await page.waitForURL(urlFor(LOCALHOST, '/subscription-confirmation-success'));
  await expect(pageHeading(page, text('subscriptionSuccessTitle', LOCALE))).toBeVisible();

  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/subscription-confirmation-error');
  await expectErrorPage(page, 'subscriptionFailedTitle', 'subscriptionFailedBody');
});

test('a confirmed account deletion ends signed out on the account-deleted page without a question, and the account cannot sign in again', async ({
  page,
  context,
}) => {
  // Deleting is for good, so the journey deletes a customer of its own.
  const customer = await createCustomer();
  await signIn(page, 'demo', { host: LOCALHOST, email: customer.email });
  // What the settings page asks for, through the same call.
  await askForAccountDeletion(await signInToApi(customer.email), CHANNEL);
  const link = await openMailedLink(
    page,
    customer.email,
    SUBJECTS.accountDeletion,
    DELETE_ACCOUNT_CONFIRMATION,
  );
  const signingOut = watchSignOut(page);
  await page.getByRole('link', { name: link }).click();
  const deleted = pageHeading(page, text('accountDeletedTitle', LOCALE));
  await signingOut.endsAt(deleted);
  await expect(page).toHaveURL(urlFor(LOCALHOST, '/account-deleted'));
  expect(await readStoredUser(context)).toBeNull();

  // The identity provider refuses the deleted account.
  await openSignedOut(page, urlFor(LOCALHOST, '/'));
  await submitSignInForm(page, customer.email);
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN.incorrect);
});

test('an account deletion link that does not work ends on the error page', async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Kai' });
  await signIn(page, 'demo', { host: LOCALHOST, email: customer.email });
  await page.goto(urlFor(LOCALHOST, `${DELETE_ACCOUNT_CONFIRMATION}?confirmation-token=not-a-token`));
  await page.waitForURL(urlFor(LOCALHOST, '/delete-account-error'));
  await expectErrorPage(page, 'deleteAccountFailedTitle', 'deleteAccountFailedBody');
});

test('a customer whose account was deleted elsewhere is signed out on the next page', async ({
  page,
  context,
}) => {
  const customer = await createCustomer({ firstName: 'Noor' });
  await signIn(page, 'demo', { host: LOCALHOST, email: customer.email });
  await deleteAccountThroughApi(customer.email, CHANNEL);

  await openSignedOut(page, urlFor(LOCALHOST, '/orders'));
  // The shell signs the customer out, and a new sign-in asks for a password again.
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.title })).toBeVisible({ timeout: 30_000 });
  expect(await readStoredUser(context)).toBeNull();
});
