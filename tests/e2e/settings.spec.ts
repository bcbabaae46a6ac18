import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, watchSignOut } from './support/accounts.ts';
import { CHANGE_EMAIL_CONFIRMATION, DELETE_ACCOUNT_CONFIRMATION } from './support/auth-api.ts';
import { createCustomer } from './support/customers.ts';
import { expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { openMailedLink, SUBJECTS } from './support/mail.ts';
import { defaultLocaleOf, pageHeading, text } from './support/portal.ts';
import { readStoredUser } from './support/session-cookies.ts';
import { LOCALHOST, urlFor } from './support/urls.ts';

/**
 * `<account-settings>` as customers use it (account-portal §2 'Addresses and settings', §8): their
 * name, their addresses, the e-mail change and the account deletion through the links mailed to
 * them, a business customer's pages, and the element on a brand's CMS page and in the webview.
 * Journeys that change an account use a customer of their own; mailed links point at the server's
 * public URL (plain localhost), so those journeys stay on it.
 */

const HOST = LOCALHOST;
const LOCALE = 'en-GB';

const SETTINGS_TEXT = {
  mySettings: 'My settings',
  back: 'Back to my settings',
  changePersonalDetails: 'Change personal details',
  changeEmail: 'Change email address',
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street',
  houseNumber: 'House number',
  postalCode: 'Postal code',
  city: 'City',
  required: 'Please fill in this field.',
  saveDetails: 'Save details',
  detailsSaved: 'Your details have been saved.',
  addresses: 'Addresses',
  allAddresses: 'All addresses',
  addAddress: 'Add an address',
  newAddress: 'New address',
  saveAddress: 'Save address',
  defaultAddress: 'Default address',
  changeOne: 'Change the address {{street}}',
  deleteOne: 'Delete the address {{street}}',
  deleteTitle: 'Delete this address?',
  delete: 'Delete',
  deleted: 'The address has been deleted.',
  noAddress: 'You have not saved an address yet.',
  newEmail: 'New email address',
  sendLink: 'Send confirmation link',
  emailInUse: 'This email address is already in use by another account.',
  tooManyRequests: 'You have asked for too many changes. Please wait a few minutes and try again.',
  checkInbox: 'Check your inbox',
  deleteAccount: 'Delete my account',
  deleteAccountTitle: 'Delete your account?',
  sendDeletionLink: 'Send the link',
  deletionSent: 'We have sent a link to {{email}}. Open it to confirm the deletion of your account.',
  businessAccount: 'Business account',
  blocked: 'Blocked account, please contact customer care.',
} as const;

function say(name: keyof typeof SETTINGS_TEXT, locale = LOCALE, values?: TextValues): string | RegExp {
  return localized(locale, SETTINGS_TEXT[name], values);
}

function accountSettings(page: Page): Locator {
  return page.locator('account-settings');
}

test('a consumer changes their name, and adds, changes and deletes an address', async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Robin' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/settings' });
  const settings = accountSettings(page);
  await expect(pageHeading(page, say('mySettings'))).toBeVisible();
  await expect(settings.getByText('Robin Hale')).toBeVisible();

  await settings.getByRole('link', { name: say('changePersonalDetails') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/settings/personal-details'));
  await expect(pageHeading(page, say('changePersonalDetails'))).toBeFocused();
  const firstName = settings.getByLabel(say('firstName'));
  await firstName.fill('');
  await settings.getByRole('button', { name: say('saveDetails') }).click();
  await expect(settings.getByText(say('required'))).toBeVisible();
  await expect(firstName).toBeFocused();
  await firstName.fill('Robyn');
  await settings.getByRole('button', { name: say('saveDetails') }).click();
  await expect(settings.getByRole('status').filter({ hasText: say('detailsSaved') })).toBeVisible();
  await settings.getByRole('link', { name: say('back') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/settings'));
  await expect(settings.getByText('Robyn Hale')).toBeVisible();

  await settings.getByRole('link', { name: say('addAddress') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/settings/new-address'));
  await expect(pageHeading(page, say('newAddress'))).toBeFocused();
  await settings.getByLabel(say('firstName')).fill('Robyn');
  await settings.getByLabel(say('lastName')).fill('Hale');
  await settings.getByLabel(say('street')).fill('Downing Street');
  await settings.getByLabel(say('houseNumber')).fill('10');
  await settings.getByLabel(say('postalCode')).fill('SW1A 2AA');
  await settings.getByLabel(say('city')).fill('London');
  await settings.getByRole('button', { name: say('saveAddress') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/settings/addresses/all'));
  const card = settings.getByRole('listitem').filter({ hasText: 'Downing Street 10' });
  await expect(card.getByText(say('defaultAddress'))).toBeVisible();

  await settings
    .getByRole('link', { name: say('changeOne', LOCALE, { street: 'Downing Street 10' }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${urlFor(HOST, '/settings/address/')}[^/]+$`));
  await settings.getByLabel(say('city')).fill('Westminster');
  await settings.getByRole('button', { name: say('saveAddress') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/settings/addresses/all'));
  await expect(card.getByText('SW1A 2AA Westminster')).toBeVisible();

  await settings
    .getByRole('button', { name: say('deleteOne', LOCALE, { street: 'Downing Street 10' }) })
    .click();
  const dialog = settings.getByRole('dialog', { name: say('deleteTitle') });
  await dialog.getByRole('button', { name: say('delete'), exact: true }).click();
  await expect(settings.getByText(say('deleted'))).toBeVisible();
  await expect(settings.getByText(say('noAddress'))).toBeVisible();
});

test('a customer changes their e-mail address through the link mailed to the new one and ends signed out without a question', async ({
  page,
  context,
}) => {
  const customer = await createCustomer({ firstName: 'Casey' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/settings/email' });
  const settings = accountSettings(page);
  await expect(pageHeading(page, say('changeEmail'))).toBeVisible();
  const field = settings.getByLabel(say('newEmail'));
  await field.fill(DEMO_ACCOUNTS.demo);
  await settings.getByRole('button', { name: say('sendLink') }).click();
  await expect(settings.getByText(say('emailInUse'))).toBeVisible();
  await expect(field).toHaveValue(DEMO_ACCOUNTS.demo);

  const newEmail = `casey-${randomUUID()}@example.com`;
  await field.fill(newEmail);
  await settings.getByRole('button', { name: say('sendLink') }).click();
  await expect(settings.getByRole('heading', { level: 2, name: say('checkInbox') })).toBeVisible();
  await expect(settings.getByRole('status')).toContainText(newEmail);

  const link = await openMailedLink(page, newEmail, SUBJECTS.emailChange, CHANGE_EMAIL_CONFIRMATION);
  const signingOut = watchSignOut(page);
  await page.getByRole('link', { name: link }).click();
  const success = pageHeading(page, text('changeEmailSuccessTitle', LOCALE));
  await signingOut.endsAt(success);
  await expect(page).toHaveURL(urlFor(HOST, '/change-email-success'));
  expect(await readStoredUser(context)).toBeNull();
});

test('asking for e-mail changes too often is refused with a message, the address kept as typed', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Ellis' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/settings/email' });
  const settings = accountSettings(page);
  const field = settings.getByLabel(say('newEmail'));
  await field.fill(DEMO_ACCOUNTS.demo);
  // Three requests an hour are allowed, refused ones included (the address in use).
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await settings.getByRole('button', { name: say('sendLink') }).click();
    await expect(settings.getByText(say('emailInUse'))).toBeVisible();
  }
  await settings.getByRole('button', { name: say('sendLink') }).click();
  await expect(settings.getByRole('alert').filter({ hasText: say('tooManyRequests') })).toBeVisible();
  await expect(field).toHaveValue(DEMO_ACCOUNTS.demo);
});

test('a customer asks for the deletion of their account, confirms it through the mailed link and ends signed out without a question', async ({
  page,
  context,
}) => {
  const customer = await createCustomer({ firstName: 'Dana' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/settings' });
  const settings = accountSettings(page);
  await settings.getByRole('button', { name: say('deleteAccount') }).click();
  const dialog = settings.getByRole('dialog', { name: say('deleteAccountTitle') });
  await dialog.getByRole('button', { name: say('sendDeletionLink') }).click();
  await expect(dialog).toBeHidden();
  await expect(settings.getByRole('status')).toHaveText(
    say('deletionSent', LOCALE, { email: customer.email }),
  );

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
  await expect(page).toHaveURL(urlFor(HOST, '/account-deleted'));
  expect(await readStoredUser(context)).toBeNull();
});

test("a business customer's settings show the account status and lead to the B2B pages", async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Jordan', userType: 'b2b', b2bStatus: 'Blocked' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/settings/b2b' });
  const settings = accountSettings(page);
  await expect(pageHeading(page, say('mySettings'))).toBeVisible();
  const business = settings.getByRole('region', { name: say('businessAccount') });
  await expect(business.getByText(say('blocked'))).toBeVisible();
  await expect(settings.getByRole('link', { name: say('changeEmail') })).toHaveAttribute(
    'href',
    '/settings/b2b/email',
  );
  await expect(settings.getByRole('link', { name: say('addAddress') })).toHaveAttribute(
    'href',
    '/settings/b2b/new-address',
  );
  await settings.getByRole('link', { name: say('changeEmail') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/settings/b2b/email'));
  await expect(pageHeading(page, say('changeEmail'))).toBeFocused();
});

test('on a brand CMS page and in the webview, <account-settings> routes under its base path', async ({
  page,
}) => {
  const cms = 'lumora.nl';
  const locale = defaultLocaleOf(cms);
  await signIn(page, 'demo', { host: cms });
  await page.goto(urlFor(cms, '/demo/settings/addresses/all'));
  const settings = accountSettings(page);
  await expect(pageHeading(page, say('addresses', locale))).toBeVisible();
  await settings.getByRole('link', { name: say('back', locale) }).click();
  await expect(page).toHaveURL(urlFor(cms, '/demo/settings'));
  await expect(pageHeading(page, say('mySettings', locale))).toBeFocused();
  await page.goBack();
  await expect(pageHeading(page, say('addresses', locale))).toBeVisible();

  await page.goto(urlFor(cms, '/demo/settings?stripped=true'));
  await expect(page.getByRole('banner')).toHaveCount(0);
  await settings.getByRole('link', { name: say('allAddresses', locale) }).click();
  await expect(page).toHaveURL(urlFor(cms, '/demo/settings/addresses/all?stripped=true'));
  await expect(pageHeading(page, say('addresses', locale))).toBeFocused();
});
