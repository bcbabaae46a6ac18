import { type Cookie, expect, type Locator, type Page, type Response } from '@playwright/test';
import { checkA11y } from './axe.ts';
import { localized, type TextValues } from './locales.ts';
import { defaultLocaleOf, signOutControl } from './portal.ts';
import { originOf, urlFor } from './urls.ts';

/** The demo accounts `npm start` seeds (packages/server/src/identity): all share one password. */
export const DEMO_ACCOUNTS = {
  demo: 'demo@example.com',
  friend: 'friend@example.com',
  business: 'business@example.com',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
/** Their first names, which the overview greets them with. */
export const FIRST_NAMES: Readonly<Record<DemoAccount, string>> = {
  demo: 'Alex',
  friend: 'Sam',
  business: 'Jordan',
};
export const DEMO_PASSWORD = 'demo';

/**
 * The identity provider's pages (packages/server/src/identity/pages.ts), by what a person reads in
 * en-GB (the catalogues' `signIn` group); `signInText` gives them in another locale.
 */
export const SIGN_IN = {
  title: 'Sign in',
  intro: 'Sign in with your {{site}} account.',
  email: 'E-mail address',
  password: 'Password',
  submit: 'Sign in',
  incorrect: 'Incorrect e-mail or password',
  missing: 'Enter your e-mail address and password.',
  backToSite: 'Back to {{site}}',
  expiredTitle: 'Sign-in expired',
  signOutQuestion: 'Do you want to sign out?',
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
  signedOutTitle: 'Signed out',
} as const;

/** The language of the identity provider's pages when the request names no site: the default site's. */
const IDENTITY_DEFAULT_LOCALE = 'en-GB';

/** A text of the identity provider's pages as they show it in `locale`. */
export function signInText(
  name: keyof typeof SIGN_IN,
  locale: string = IDENTITY_DEFAULT_LOCALE,
  values?: TextValues,
): string | RegExp {
  return localized(locale, SIGN_IN[name], values);
}

/**
 * The language of the identity provider's pages for a sign-in or sign-out that started on `host`
 * before anyone chose a language there: its site's first locale (the portal asks for the page's
 * language with `ui_locales`).
 */
export function identityLocaleOf(host: string): string {
  return defaultLocaleOf(host);
}

const SIGN_IN_PATH = /\/oidc\/interaction\//;

export interface SignInOptions {
  /** The brand host to sign in on, e.g. 'lumora.nl'; default Printwell GB. */
  readonly host?: string;
  /** The portal page to open; default the overview. */
  readonly path?: string;
  /** Another address than the account's own (after an e-mail change). */
  readonly email?: string;
  /** The locale the host shows once signed in; default the site's. */
  readonly locale?: string;
  /**
   * Sign in through the identity provider's form even when this worker signed the account in on
   * this host moments ago, and keep this sign-in to this journey: one that renews or ends its
   * tokens on purpose (see [Note: A sign-in is reused for a few minutes]).
   */
  readonly fresh?: boolean;
}

/**
 * [Note: A sign-in is reused for a few minutes]
 * Signing in (the portal's page, the provider's form, the code exchange, the portal's page again)
 * was half of a typical journey's time. The session lives in the portal's `portal.*` cookies of the
 * brand host (docs: packages/elements/src/runtime/session/session.md), so a worker keeps the cookies
 * of each account's sign-in per host and gives them to the next journey's fresh context, which then
 * opens the page signed in, as a person's browser does the next day. Only the session's own cookies
 * are kept (no consent or other state), and only for REUSE_SIGN_IN_MS: the access token lives 10
 * minutes and the page renews it one minute before, so no journey that reuses a sign-in renews it,
 * and a sign-out or a rotated refresh token elsewhere cannot reach it. A journey about the sign-in
 * itself, or one that renews or spoils its tokens on purpose, passes `fresh` or uses `submitSignInForm`.
 */
const REUSE_SIGN_IN_MS = 4 * 60_000;
const signedIn = new Map<string, { readonly cookies: Cookie[]; readonly until: number }>();

/**
 * Opens `url` where the portal may send the browser on to the identity provider's sign-in: the
 * shell starts that redirect as soon as it runs, which can be before the page's load event, so this
 * waits only until the page is committed and leaves what follows to the caller's expectations.
 */
export async function openSignedOut(page: Page, url: string): Promise<Response | null> {
  return page.goto(url, { waitUntil: 'commit' });
}

export function isSignInPage(page: Page): boolean {
  return SIGN_IN_PATH.test(new URL(page.url()).pathname);
}

/**
 * Opens the portal on the host, follows it to the identity provider's sign-in form, signs in as the
 * account and waits until the portal's signed-in shell is back. With a provider session already in
 * the browser the form is skipped, as it is for a person.
 */
export async function signIn(page: Page, account: DemoAccount, options: SignInOptions = {}): Promise<void> {
  const host = options.host ?? 'printwell.co.uk';
  const locale = options.locale ?? defaultLocaleOf(host);
  const url = urlFor(host, options.path ?? '/');
  const email = options.email ?? DEMO_ACCOUNTS[account];
  const reuseKey = `${email} ${originOf(host)}`;
  const earlier = signedIn.get(reuseKey);
  if (!options.fresh && earlier !== undefined && earlier.until > Date.now()) {
    await page.context().addCookies(earlier.cookies);
  }
  const response = await openSignedOut(page, url);
  if (response && response.status() >= 400) {
    throw new Error(`${url} answered ${response.status()}: is the portal built (npm run build) and served?`);
  }
  const identityLocale = identityLocaleOf(host);
  const form = page.getByRole('heading', { level: 1, name: signInText('title', identityLocale) });
  const shell = signOutControl(page, locale);
  await expect(form.or(shell).first()).toBeVisible({ timeout: 30_000 });
  if (isSignInPage(page)) {
    const started = Date.now();
    await submitSignInForm(page, email, DEMO_PASSWORD, identityLocale);
    await page.waitForURL(
      (current) => current.origin === originOf(host) && current.pathname !== '/auth/callback',
    );
    await expect(shell).toBeVisible({ timeout: 30_000 });
    if (!options.fresh) {
      const cookies = await page.context().cookies(originOf(host));
      signedIn.set(reuseKey, {
        cookies: cookies.filter((cookie) => cookie.name.startsWith('portal.')),
        until: started + REUSE_SIGN_IN_MS,
      });
    }
  }
  await expect(shell).toBeVisible({ timeout: 30_000 });
}

/** Checks, fills and sends the identity provider's form (in `locale`), on which the page must be. */
export async function submitSignInForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  locale = IDENTITY_DEFAULT_LOCALE,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: signInText('title', locale) })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel(signInText('email', locale)).fill(email);
  await page.getByLabel(signInText('password', locale)).fill(password);
  await page.getByRole('button', { name: signInText('submit', locale) }).click();
}

/**
 * Signs out with the portal's control (`via`, default whichever sign-out control is visible) and
 * waits until the browser has left the signed-in shell for the sign-in form (the overview asks for
 * a sign-in), the identity provider never having asked whether to sign out.
 */
export async function signOut(
  page: Page,
  options: { host?: string; locale?: string; via?: Locator } = {},
): Promise<void> {
  const host = options.host ?? 'printwell.co.uk';
  const locale = options.locale ?? defaultLocaleOf(host);
  const identityLocale = identityLocaleOf(host);
  const signingOut = watchSignOut(page, identityLocale);
  // A journey that signs out and in again meets the form, as a person does.
  signedIn.clear();
  await (options.via ?? signOutControl(page, locale)).click();
  await signingOut.endsAt(page.getByRole('heading', { level: 1, name: signInText('title', identityLocale) }));
  await expect(signOutControl(page, locale)).toBeHidden();
}

export interface SignOutWatch {
  /** Waits until `next` shows; fails if the identity provider asked whether to sign out on the way. */
  endsAt(next: Locator): Promise<void>;
}

/**
 * Watches the pages `page` loads from now on for the identity provider's 'Do you want to sign out?'
 * (in `locale`), which the portal's own sign-out never meets: one click signs out ([Note: One click
 * signs out] in packages/server/src/identity/sign-out.ts). The provider's pages that post a
 * sign-out on leave at once; the question stays until it is answered.
 */
export function watchSignOut(page: Page, locale = IDENTITY_DEFAULT_LOCALE): SignOutWatch {
  let asked = false;
  const question = page.getByText(signInText('signOutQuestion', locale));
  const look = () => {
    question.count().then(
      (count) => {
        if (count > 0) asked = true;
      },
      // The page left before it was read: one that posts on, not the question.
      () => undefined,
    );
  };
  page.on('domcontentloaded', look);
  return {
    async endsAt(next) {
      try {
        await expect(next.or(question).first()).toBeVisible({ timeout: 30_000 });
        const shown = asked || (await question.isVisible());
        expect(shown, 'the identity provider asked whether to sign out').toBe(false);
        await expect(next).toBeVisible();
      } finally {
        page.off('domcontentloaded', look);
      }
    },
  };
}
