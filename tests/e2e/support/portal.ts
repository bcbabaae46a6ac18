import type { Locator, Page } from '@playwright/test';
import { localized, type TextValues } from './locales.ts';
import { LOCALHOST, siteOf } from './urls.ts';

/**
 * What the suites expect to see of the portal, by role and accessible name, in one place. Texts are
 * the en-GB catalogue's (the spec's English, account-portal §2 and §8), looked up in the locale the
 * host shows (support/locales.ts).
 */

export const TEXT = {
  overview: 'My account overview',
  greeting: 'Hello, {{name}}',
  signInPrompt: 'Sign in to see your account',
  signIn: 'Sign in',
  accountNavigation: 'My account',
  orders: 'Orders',
  b2bInvoices: 'B2B invoices',
  ftpInstructions: 'FTP instructions',
  settings: 'My settings',
  photos: 'My photos',
  savedProjects: 'My saved projects',
  onlinePhotoBooks: 'My online photo books',
  faqs: 'FAQs',
  signOut: 'Sign out',
  language: 'Language',
  b2bAccountStatus: 'Account status',
  b2bStatusDefault: 'Missing account details, please complete additional details',
  b2bStatusNew: 'Pending account validation',
  b2bStatusBlocked: 'Blocked account, please contact customer care.',
  changeEmailSuccessTitle: 'Your email address has been changed',
  changeEmailFailedTitle: "Your email wasn't changed",
  changeEmailFailedBody: 'Something went wrong with the email change. Could you please try again?',
  accountDeletedTitle: 'Your account has been deleted',
  deleteAccountFailedTitle: "Your account couldn't be deleted",
  deleteAccountFailedBody: 'Something went wrong with the account deletion. Could you please try again?',
  subscriptionSuccessTitle: 'Your subscription is confirmed',
  subscriptionFailedTitle: 'Your subscription failed',
  subscriptionFailedBody: 'Something went wrong with the subscription. Could you please try again?',
  tryAgain: 'Try again',
  contactCustomerCare: 'Contact customer care',
  enableCookiesTitle: 'Please enable site data and cookies',
  reloadPage: 'Reload page',
  viewAllOrders: 'View all orders',
  needHelp: 'Need help?',
  unexpectedError: 'An unexpected error has occurred, please contact us if you continue to have problems.',
} as const;

export type TextName = keyof typeof TEXT;

/** The locale a host opens in before anyone chooses one: its site's first. */
export function defaultLocaleOf(host: string): string {
  return host === LOCALHOST ? 'en-GB' : siteOf(host).locales[0];
}

/** A text of the portal as the host shows it in `locale`. */
export function text(name: TextName, locale: string, values?: TextValues): string | RegExp {
  return localized(locale, TEXT[name], values);
}

/** The document title: 'page title | site name' (the page title in en-GB). */
export function documentTitle(pageTitle: string, host: string): string {
  return `${pageTitle} | ${siteOf(host).displayName}`;
}

/** The page heading of a screen. */
export function pageHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** The brand's wordmark in the site header: the site's name, a link to the overview. */
export function wordmark(page: Page, host: string): Locator {
  return page.getByRole('banner').getByRole('link', { name: siteOf(host).displayName, exact: true });
}

/** The B2B banner: a region 'Account status' whose status message is the account's. */
export function b2bBanner(page: Page, locale: string): Locator {
  return page.getByRole('region', { name: text('b2bAccountStatus', locale) }).getByRole('status');
}

/** The side menu: the navigation landmark named 'My account'. */
export function sideMenu(page: Page, locale: string): Locator {
  return page.getByRole('navigation', { name: text('accountNavigation', locale) });
}

export function menuEntry(menu: Locator, name: TextName, locale: string): Locator {
  return menu.getByRole('link', { name: text(name, locale), exact: true });
}

/**
 * What signs out: the menu's 'Sign out' entry (a link to /logout or a button) or, on small screens,
 * the sign-out button that replaces it. Visible only inside the signed-in shell.
 */
export function signOutControl(page: Page, locale: string): Locator {
  return linkOrButton(page, text('signOut', locale)).filter({ visible: true }).first();
}

/** 'Try again' on an error page. */
export function tryAgainControl(page: Page, locale: string): Locator {
  return linkOrButton(page, text('tryAgain', locale)).first();
}

/** The link every result error page offers to reach customer care. */
export function customerCareLink(page: Page, locale: string): Locator {
  return page.getByRole('link', { name: text('contactCustomerCare', locale), exact: true });
}

/** `<account-overview>`, wherever it is embedded. */
export function accountOverview(page: Page): Locator {
  return page.locator('account-overview');
}

/** What an element rendered in its shadow root, as text. */
export function renderedText(element: Locator): Promise<string> {
  return element.evaluate((node) => node.shadowRoot?.textContent?.trim() ?? '');
}

function linkOrButton(page: Page, name: string | RegExp): Locator {
  return page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
}
