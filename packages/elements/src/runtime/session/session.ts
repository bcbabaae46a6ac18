import { authErrorMessage } from '@portal/api/errors';
import { type AuthConfig, SIGN_IN_CALLBACK_PATH, SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import type { UserManager } from 'oidc-client-ts';
import * as z from 'zod/mini';
import { type CookieJar, CookieStateStore, documentCookieJar, sessionCookieDomain } from './cookie-store.ts';
import { formRequestOf, type PostForm, postForm } from './post-form.ts';
import { RenewalRefused, refreshUser } from './refresh-grant.ts';

/** Who is signed in, as the ID token's claims tell it. */
export interface SessionUser {
  readonly accountId: string;
  readonly email: string;
  readonly givenName: string | null;
  readonly familyName: string | null;
  /** The identity provider's user type ('B2B' for business customers). */
  readonly userType: string | null;
}

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly user: SessionUser };

export type SessionListener = (state: SessionState) => void;

/** The access token is renewed this long before it expires. */
export const RENEW_BEFORE_EXPIRY_SECONDS = 60;

/**
 * A token this close to its expiry is not sent any more but renewed first: the services' clocks may
 * run a little ahead of the visitor's.
 */
export const CLOCK_SKEW_LEEWAY_SECONDS = 30;

/** How long a renewal that got no usable answer waits before each new try, then before the next round. */
export const RENEWAL_RETRY_DELAYS_MS = [1000, 3000, 9000] as const;
export const RENEWAL_RETRY_LATER_MS = 30_000;

/**
 * [Note: One renewal for every page]
 * The identity provider rotates refresh tokens and takes a used one coming back as theft: it ends
 * the whole sign-in. Every open page of a site reads the same cookies, so every page would renew
 * with the same refresh token at the same moment (their timers are set from the same expiry), and
 * the second would sign everyone out. So a renewal names the refresh token it saw, and runs while
 * holding a Web Lock that every page of its origin shares, reading the cookies again first: a
 * different refresh token there means another page has just renewed, and its tokens are used.
 * Pages of the site on another origin (the brand's CMS pages) share the cookies but not the lock;
 * their timers fire at a random moment within RENEWAL_SPREAD_SECONDS, so one of them renews first
 * and the others find its tokens.
 */
const RENEWAL_SPREAD_SECONDS = 20;

export interface SessionOptions {
  readonly auth: AuthConfig;
  /** The page's location; the callback and the sign-out return address are built on its origin. */
  readonly location: Pick<Location, 'origin' | 'hostname' | 'protocol'>;
  /** Keeps the sign-in request's PKCE verifier and state until the callback (local storage). */
  readonly requestStorage: Storage;
  readonly cookieJar?: CookieJar;
  /** Told of every failure as 'Auth Error: …' (account-portal §8). */
  readonly onError: (message: string, error: unknown) => void;
  /** The token endpoint is called with it; injected by tests. */
  readonly fetch?: typeof fetch;
  /** Waits between renewal tries; injected by tests. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The page's language, asked for on the provider's pages (`ui_locales`). */
  readonly language?: () => string;
  /**
   * What signing out ends besides the tokens, while they still work: it must not fail, and is
   * waited for before the tokens are forgotten.
   */
  readonly beforeSignOut?: () => Promise<void>;
  /** Sends the browser on with a form POST (the sign-out); injected by tests. */
  readonly postForm?: PostForm;
}

/** What a caller may say when it asks for a token again. */
export interface TokenRequest {
  /** The token a service has just refused (401): a renewed one is wanted, not that one again. */
  readonly rejected?: string;
}

/**
 * The part of oidc-client-ts' stored user the session reads without loading the library; the
 * other fields (token type, scope, session state) are kept as they are when tokens are renewed.
 */
const StoredUser = z.looseObject({
  access_token: z.string(),
  refresh_token: z.optional(z.string()),
  id_token: z.optional(z.string()),
  expires_at: z.optional(z.number()),
  profile: z.record(z.string(), z.unknown()),
});
type StoredUser = z.infer<typeof StoredUser>;

/**
 * [Note: One session per page]
 * The signed-in user is the page's, not an element's: every element and the host shell read one
 * Session, so a token renewal happens once however many elements are on the page, and signing out
 * anywhere signs out everywhere. Walkthrough: session.md.
 */
export class Session {
  readonly #options: SessionOptions;
  readonly #store: CookieStateStore;
  readonly #userKey: string;
  readonly #listeners = new Set<SessionListener>();
  #state: SessionState = { status: 'loading' };
  #manager: Promise<UserManager> | null = null;
  #renewing: Promise<StoredUser | null> | null = null;
  #renewTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: SessionOptions) {
    this.#options = options;
    this.#store = new CookieStateStore({
      domain: sessionCookieDomain(options.location.hostname),
      secure: options.location.protocol === 'https:',
      jar: options.cookieJar ?? documentCookieJar,
    });
    // The key oidc-client-ts stores its user under, so both read the same cookies.
    this.#userKey = `user:${options.auth.authority}:${options.auth.clientId}`;
  }

  get state(): SessionState {
    return this.#state;
  }

  subscribe(listener: SessionListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Reads the shared cookies; an expired access token is renewed first, a dead session signs out. */
  async start(): Promise<SessionState> {
    const user = await this.#readUser();
    if (user === null) return this.#publish(null);
    if (!isExpired(user)) return this.#publish(user);
    await this.#renew(user.refresh_token);
    return this.#state;
  }

  /**
   * The bearer token for a call, renewed when it has expired (a page left open overnight, or a
   * laptop that slept through the timer) or when a service has just refused it; null when nobody is
   * signed in, or no valid token could be had.
   */
  async getAccessToken(request: TokenRequest = {}): Promise<string | null> {
    const user = await this.#readUser();
    if (user === null) {
      if (this.#state.status === 'signedIn') this.#publish(null);
      return null;
    }
    const refused = request.rejected !== undefined && request.rejected === user.access_token;
    if (!refused && !isExpired(user)) return user.access_token;
    const renewed = await this.#renew(user.refresh_token);
    if (renewed === null || isExpired(renewed)) return null;
    return renewed.access_token === request.rejected ? null : renewed.access_token;
  }

  /** Sends the browser to the identity provider; it comes back to `returnTo` on this origin. */
  async signIn(returnTo: string): Promise<void> {
    try {
      const language = this.#options.language?.();
      await (await this.#userManager()).signinRedirect({
        state: { returnTo },
        ...(language === undefined ? {} : { ui_locales: language }),
      });
    } catch (error) {
      this.#report(error);
      throw error;
    }
  }

  /** Completes a sign-in on the callback page; answers the same-origin path to go to next. */
  async completeSignIn(url: string): Promise<string> {
    try {
      const user = await (await this.#userManager()).signinRedirectCallback(url);
      this.#publish(await this.#readUser());
      return safeReturnTo(user.state, this.#options.location.origin);
    } catch (error) {
      this.#report(error);
      throw error;
    }
  }

  /**
   * Forgets the tokens on every page of the site and ends the provider's session; the provider sends
   * the browser to the sign-out callback, which goes on to `returnTo` (a path on this origin).
   * Answers false when there was no provider session to end: the caller navigates itself.
   */
  async signOut(returnTo = '/'): Promise<boolean> {
    const user = await this.#readUser();
    if (user !== null) await this.#options.beforeSignOut?.();
    await this.#store.remove(this.#userKey);
    this.#publish(null);
    if (user?.id_token === undefined) return false;
    try {
      const language = this.#options.language?.();
      const manager = await this.#userManager();
      const { OidcClient } = await import('oidc-client-ts');
      // [Note: No token in a sign-out address] The ID token tells the provider which sign-in ends,
      // so it signs out without asking (see [Note: One click signs out] in the server's
      // identity/sign-out.ts). It travels in a form's body, never in an address, where browser
      // history, proxies and the provider's logs would keep it: oidc-client-ts builds the request
      // (and keeps its `state` for the callback) as an address, which is only read for its fields.
      const request = await new OidcClient(manager.settings, manager.metadataService).createSignoutRequest({
        id_token_hint: user.id_token,
        client_id: this.#options.auth.clientId,
        state: { returnTo },
        request_type: 'so:r',
        ...(language === undefined ? {} : { extraQueryParams: { ui_locales: language } }),
      });
      (this.#options.postForm ?? postForm)(formRequestOf(request.url));
      return true;
    } catch (error) {
      this.#report(error);
      return false;
    }
  }

  /** Completes a sign-out on the callback page; answers the same-origin path to go to next. */
  async completeSignOut(url: string): Promise<string> {
    try {
      const response = await (await this.#userManager()).signoutRedirectCallback(url);
      return safeReturnTo(response.userState, this.#options.location.origin);
    } catch (error) {
      this.#report(error);
      return '/';
    }
  }

  async #readUser(): Promise<StoredUser | null> {
    const stored = await this.#store.get(this.#userKey);
    if (stored === null) return null;
    try {
      const parsed = StoredUser.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * Renews the access token with the refresh token `seen` once, however many callers of this page
   * ask at the same time, and once for all pages of the site (see [Note: One renewal for every
   * page]): a stored refresh token other than `seen` means another page has renewed already, and
   * its tokens are used. Only the provider's refusal signs out; a renewal without an answer is tried
   * again, and then again later, keeping the session (see [Note: Renewal without the sign-in
   * library]).
   */
  #renew(seen: string | undefined): Promise<StoredUser | null> {
    this.#renewing ??= withRenewalLock(async () => {
      const stored = await this.#readUser();
      if (stored === null || stored.refresh_token !== seen) return stored;
      const renewed = await this.#refreshWithRetries(stored);
      await this.#store.set(this.#userKey, JSON.stringify(renewed));
      return renewed;
    })
      .then(
        (user) => {
          this.#publish(user);
          return user;
        },
        async (error: unknown) => {
          this.#report(error);
          if (error instanceof RenewalRefused) {
            await this.#store.remove(this.#userKey);
            this.#publish(null);
            return null;
          }
          const kept = await this.#readUser();
          this.#publish(kept);
          if (kept !== null) this.#schedule(kept.refresh_token, RENEWAL_RETRY_LATER_MS);
          return kept;
        },
      )
      .finally(() => {
        this.#renewing = null;
      });
    return this.#renewing;
  }

  async #refreshWithRetries(user: StoredUser): Promise<StoredUser> {
    const sleep = this.#options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const grant = {
      auth: this.#options.auth,
      ...(this.#options.fetch ? { fetch: this.#options.fetch } : {}),
    };
    for (const delay of RENEWAL_RETRY_DELAYS_MS) {
      try {
        return await refreshUser(user, grant);
      } catch (error) {
        if (error instanceof RenewalRefused) throw error;
        await sleep(delay);
      }
    }
    return refreshUser(user, grant);
  }

  /** oidc-client-ts is only needed to sign in, renew and sign out, so it loads on first use. */
  #userManager(): Promise<UserManager> {
    this.#manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
      const { auth, location, requestStorage } = this.#options;
      return new UserManager({
        authority: auth.authority,
        client_id: auth.clientId,
        scope: auth.scopes.join(' '),
        redirect_uri: `${location.origin}${SIGN_IN_CALLBACK_PATH}`,
        post_logout_redirect_uri: `${location.origin}${SIGN_OUT_CALLBACK_PATH}`,
        response_type: 'code',
        // OpenID Connect grants offline_access (the 30-day refresh token) only with prompt=consent.
        prompt: auth.scopes.includes('offline_access') ? 'consent' : undefined,
        userStore: this.#store,
        stateStore: new WebStorageStateStore({ store: requestStorage }),
        automaticSilentRenew: false,
        loadUserInfo: false,
        monitorSession: false,
      });
    });
    return this.#manager;
  }

  #report(error: unknown): void {
    this.#options.onError(authErrorMessage(error instanceof Error ? error.message : String(error)), error);
  }

  /**
   * Sets the state from the stored user and schedules the next renewal. Listeners hear only of a
   * change of who is signed in, not of every renewal or reschedule.
   */
  #publish(user: StoredUser | null): SessionState {
    const next: SessionState =
      user === null ? { status: 'signedOut' } : { status: 'signedIn', user: sessionUser(user) };
    if (user?.expires_at !== undefined && user.refresh_token !== undefined) {
      const spread = Math.random() * RENEWAL_SPREAD_SECONDS * 1000;
      const due = (user.expires_at - RENEW_BEFORE_EXPIRY_SECONDS) * 1000 - spread - Date.now();
      this.#schedule(user.refresh_token, due);
    } else {
      clearTimeout(this.#renewTimer);
    }
    if (sameState(this.#state, next)) return this.#state;
    this.#state = next;
    for (const listener of this.#listeners) listener(this.#state);
    return this.#state;
  }

  /** Renews with `refreshToken` after `delay` ms, unless another page has renewed by then. */
  #schedule(refreshToken: string | undefined, delay: number): void {
    clearTimeout(this.#renewTimer);
    this.#renewTimer = setTimeout(() => void this.#renew(refreshToken), Math.max(delay, 0));
  }
}

/** Expired, or too close to it to be sent (CLOCK_SKEW_LEEWAY_SECONDS). */
function isExpired(user: StoredUser): boolean {
  return user.expires_at !== undefined && (user.expires_at - CLOCK_SKEW_LEEWAY_SECONDS) * 1000 <= Date.now();
}

function sameState(current: SessionState, next: SessionState): boolean {
  if (current.status !== 'signedIn' || next.status !== 'signedIn') return current.status === next.status;
  const [a, b] = [current.user, next.user];
  return (
    a.accountId === b.accountId &&
    a.email === b.email &&
    a.givenName === b.givenName &&
    a.familyName === b.familyName &&
    a.userType === b.userType
  );
}

/** The Web Locks name every page of an origin renews under. */
const RENEWAL_LOCK = 'portal.session.renewal';

/** Runs `renew` while holding the origin's renewal lock (without it where the browser has no Web Locks). */
function withRenewalLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks === undefined ? renew() : locks.request(RENEWAL_LOCK, renew);
}

/** Only a path on this origin: a crafted `state` must not send the browser elsewhere. */
export function safeReturnTo(state: unknown, origin: string): string {
  const target =
    typeof state === 'object' && state !== null && 'returnTo' in state && typeof state.returnTo === 'string'
      ? state.returnTo
      : '/';
  const url = URL.parse(target, origin);
  if (url === null || url.origin !== origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

function claim(profile: Record<string, unknown>, name: string): string | null {
  const value = profile[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function sessionUser(user: StoredUser): SessionUser {
  return {
    accountId: claim(user.profile, 'sub') ?? '',
    email: claim(user.profile, 'email') ?? '',
    givenName: claim(user.profile, 'given_name'),
    familyName: claim(user.profile, 'family_name'),
    userType: claim(user.profile, 'user_type'),
  };
}
