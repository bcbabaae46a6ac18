import { authErrorMessage } from '@portal/api/errors';
import { type AuthConfig, SIGN_IN_CALLBACK_PATH, SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import type { UserManager } from 'oidc-client-ts';
import * as z from 'zod/mini';
import { type CookieJar, CookieStateStore, documentCookieJar, sessionCookieDomain } from './cookie-store.ts';

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
 * [Note: One renewal for every page]
 * The identity provider rotates refresh tokens and takes a used one coming back as theft: it ends
 * the whole sign-in. Every open page of a site reads the same cookies, so every page would renew
 * with the same refresh token at the same moment (their timers are set from the same expiry), and
 * the second would sign everyone out. So a page renews while holding a Web Lock that every page
 * of its origin shares, and first reads the cookies again: a page that waited finds the tokens
 * another page just renewed, and uses them. Pages of the site on another origin (the brand's CMS
 * pages) share the cookies but not the lock; their timers fire at a random moment within
 * RENEWAL_SPREAD_SECONDS, so one of them renews first and the others find its tokens.
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
}

/** The part of oidc-client-ts' stored user the session reads without loading the library. */
const StoredUser = z.object({
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
    return this.#publish(await this.#renew());
  }

  /**
   * The bearer token for a call, renewed when it has expired (a page left open overnight, or a
   * laptop that slept through the timer); null when nobody is signed in.
   */
  async getAccessToken(): Promise<string | null> {
    const user = await this.#readUser();
    if (user === null) {
      if (this.#state.status === 'signedIn') this.#publish(null);
      return null;
    }
    if (!isExpired(user)) return user.access_token;
    return (await this.#renew())?.access_token ?? null;
  }

  /** Sends the browser to the identity provider; it comes back to `returnTo` on this origin. */
  async signIn(returnTo: string): Promise<void> {
    try {
      await (await this.#userManager()).signinRedirect({ state: { returnTo } });
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
    await this.#store.remove(this.#userKey);
    this.#publish(null);
    if (user?.id_token === undefined) return false;
    try {
      await (await this.#userManager()).signoutRedirect({
        id_token_hint: user.id_token,
        state: { returnTo },
      });
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
   * Renews the access token with the refresh token once, however many callers of this page ask at
   * the same time, and once for all pages of the site (see [Note: One renewal for every page]).
   */
  #renew(): Promise<StoredUser | null> {
    this.#renewing ??= withRenewalLock(async () => {
      const stored = await this.#readUser();
      // Another page renewed while this one waited: its tokens are in the shared cookies.
      if (stored === null || !isDueForRenewal(stored)) return stored;
      await (await this.#userManager()).signinSilent();
      return this.#readUser();
    })
      .catch(async (error: unknown) => {
        // The refresh token has expired or was revoked: the session is abandoned.
        this.#report(error);
        await this.#store.remove(this.#userKey);
        return null;
      })
      .then((user) => {
        this.#renewing = null;
        this.#publish(user);
        return user;
      });
    return this.#renewing;
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

  #publish(user: StoredUser | null): SessionState {
    clearTimeout(this.#renewTimer);
    this.#state = user === null ? { status: 'signedOut' } : { status: 'signedIn', user: sessionUser(user) };
    if (user?.expires_at !== undefined && user.refresh_token !== undefined) {
      const spread = Math.random() * RENEWAL_SPREAD_SECONDS * 1000;
      const delay = (user.expires_at - RENEW_BEFORE_EXPIRY_SECONDS) * 1000 - spread - Date.now();
      this.#renewTimer = setTimeout(() => void this.#renew(), Math.max(delay, 0));
    }
    for (const listener of this.#listeners) listener(this.#state);
    return this.#state;
  }
}

function isExpired(user: StoredUser): boolean {
  return user.expires_at !== undefined && user.expires_at * 1000 <= Date.now();
}

/** Within RENEW_BEFORE_EXPIRY_SECONDS of expiring (or past it): the timer's moment to renew. */
function isDueForRenewal(user: StoredUser): boolean {
  return (
    user.expires_at !== undefined && (user.expires_at - RENEW_BEFORE_EXPIRY_SECONDS) * 1000 <= Date.now()
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
