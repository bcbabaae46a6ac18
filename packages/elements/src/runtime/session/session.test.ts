import type { AuthConfig } from '@portal/api/schemas/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CookieJar, CookieStateStore } from './cookie-store.ts';
import type { FormRequest } from './post-form.ts';
import { RENEW_BEFORE_EXPIRY_SECONDS, Session, type SessionState } from './session.ts';

const AUTH: AuthConfig = {
  authority: 'https://id.example.test/oidc',
  clientId: 'portal',
  scopes: ['openid', 'offline_access'],
  tokenEndpoint: 'https://id.example.test/oidc/token',
};
const USER_KEY = `user:${AUTH.authority}:${AUTH.clientId}`;
const LOCATION = { origin: 'https://www.lumora.nl', hostname: 'www.lumora.nl', protocol: 'https:' };

function memoryJar(): CookieJar {
  const values = new Map<string, string>();
  return {
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      const [pair = '', ...attributes] = cookie.split('; ');
      const separator = pair.indexOf('=');
      if (attributes.includes('Max-Age=0')) values.delete(pair.slice(0, separator));
      else values.set(pair.slice(0, separator), pair.slice(separator + 1));
    },
  };
}

function idToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Harness {
  readonly session: Session;
  readonly store: CookieStateStore;
  readonly posts: URLSearchParams[];
  readonly errors: string[];
  readonly states: SessionState[];
}

/** A session over a cookie jar holding `user`, whose token endpoint answers with `answer`. */
async function harness(
  user: Record<string, unknown> | null,
  answer: (body: URLSearchParams) => Response | Promise<Response>,
): Promise<Harness> {
  const jar = memoryJar();
  const store = new CookieStateStore({ domain: 'lumora.nl', secure: true, jar });
  if (user !== null) await store.set(USER_KEY, JSON.stringify(user));
  const posts: URLSearchParams[] = [];
  const errors: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe(AUTH.tokenEndpoint);
    const body = new URLSearchParams(String(init?.body));
    posts.push(body);
    return answer(body);
  });
  const session = new Session({
    auth: AUTH,
    location: LOCATION,
    requestStorage: new Map() as unknown as Storage,
    cookieJar: jar,
    onError: (message) => errors.push(message),
    fetch: fetch as typeof globalThis.fetch,
    sleep: async () => undefined,
  });
  const states: SessionState[] = [];
  session.subscribe((state) => states.push(state));
  return { session, store, posts, errors, states };
}

function signedInUser(expiresInSeconds: number, refreshToken = 'refresh-1'): Record<string, unknown> {
  return {
    access_token: 'access-1',
    refresh_token: refreshToken,
    id_token: idToken({ sub: 'account-1', email: 'a@example.com' }),
    token_type: 'Bearer',
    session_state: 'kept',
    expires_at: nowSeconds() + expiresInSeconds,
    profile: { sub: 'account-1', email: 'a@example.com', given_name: 'Ada' },
  };
}

const tokens = (access: string, refresh: string, extra: Record<string, unknown> = {}) =>
  Response.json({
    access_token: access,
    refresh_token: refresh,
    expires_in: 600,
    token_type: 'Bearer',
    ...extra,
  });

async function stored(store: CookieStateStore): Promise<Record<string, unknown> | null> {
  const value = await store.get(USER_KEY);
  return value === null ? null : (JSON.parse(value) as Record<string, unknown>);
}

describe('Session renewal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews an expired access token with one request to the token endpoint and keeps the other fields', async () => {
    const { session, store, posts } = await harness(signedInUser(-5), () =>
      tokens('access-2', 'refresh-2', {
        id_token: idToken({ sub: 'account-1', email: 'new@example.com', nonce: 'n' }),
      }),
    );
    expect((await session.start()).status).toBe('signedIn');
    expect(posts.map((body) => Object.fromEntries(body))).toEqual([
      { grant_type: 'refresh_token', refresh_token: 'refresh-1', client_id: 'portal' },
    ]);
    const user = await stored(store);
    expect(user).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      session_state: 'kept',
      profile: { sub: 'account-1', email: 'new@example.com', given_name: 'Ada' },
    });
    expect(user?.profile).not.toHaveProperty('nonce');
    expect(await session.getAccessToken()).toBe('access-2');
  });

  it('signs out only when the provider refuses the refresh token (invalid_grant)', async () => {
    const { session, store, errors } = await harness(signedInUser(-5), () =>
      Response.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    expect((await session.start()).status).toBe('signedOut');
    expect(await stored(store)).toBeNull();
    expect(errors).toEqual([expect.stringMatching(/^Auth Error: .*invalid_grant/)]);
  });

  it('keeps the session when the token endpoint cannot be reached, tries again and later again', async () => {
    let reachable = false;
    const { session, store, posts, errors } = await harness(signedInUser(-5), () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return tokens('access-2', 'refresh-2');
    });
    expect((await session.start()).status).toBe('signedIn');
    expect(posts).toHaveLength(4);
    expect(errors).toHaveLength(1);
    expect((await stored(store))?.refresh_token).toBe('refresh-1');
    expect(await session.getAccessToken()).toBeNull();

    reachable = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await stored(store))?.access_token).toBe('access-2');
    expect(session.state.status).toBe('signedIn');
  });

  it('renews when its timer fires, even a little before the token is due, and tells no listener', async () => {
    const { session, posts, states } = await harness(signedInUser(600), () =>
      tokens('access-2', 'refresh-2'),
    );
    await session.start();
    expect(states).toHaveLength(1);
    await vi.advanceTimersByTimeAsync((600 - RENEW_BEFORE_EXPIRY_SECONDS) * 1000);
    expect(posts).toHaveLength(1);
    expect(await session.getAccessToken()).toBe('access-2');
    expect(states).toHaveLength(1);
  });

  it('takes the tokens another page renewed instead of renewing with a used refresh token', async () => {
    const { session, store, posts } = await harness(signedInUser(600), () => tokens('access-3', 'refresh-3'));
    await session.start();
    await store.set(
      USER_KEY,
      JSON.stringify({ ...signedInUser(1200, 'refresh-2'), access_token: 'access-2' }),
    );
    await vi.advanceTimersByTimeAsync((600 - RENEW_BEFORE_EXPIRY_SECONDS) * 1000);
    expect(posts).toHaveLength(0);
    expect(await session.getAccessToken()).toBe('access-2');
  });

  it('renews a token a service has refused, once, and answers null when none better comes', async () => {
    const { session, posts } = await harness(signedInUser(600), () => tokens('access-2', 'refresh-2'));
    await session.start();
    expect(await session.getAccessToken({ rejected: 'access-1' })).toBe('access-2');
    expect(posts).toHaveLength(1);
    expect(await session.getAccessToken({ rejected: 'access-old' })).toBe('access-2');
    expect(posts).toHaveLength(1);
  });

  it('refuses a renewed ID token that names another person', async () => {
    const { session, store } = await harness(signedInUser(-5), () =>
      tokens('access-2', 'refresh-2', { id_token: idToken({ sub: 'someone-else' }) }),
    );
    expect((await session.start()).status).toBe('signedOut');
    expect(await stored(store)).toBeNull();
  });
});

/** Local storage in memory, where oidc-client-ts keeps a sign-out's `state` until the callback. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

describe('Session sign-out', () => {
  const END_SESSION = `${AUTH.authority}/session/end`;
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the ID token to the end-session endpoint in a form, with nothing in the address, and comes back to where it was asked', async () => {
    // oidc-client-ts reads the endpoint from the provider's discovery document.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        expect(String(url)).toBe(`${AUTH.authority}/.well-known/openid-configuration`);
        return Response.json({ issuer: AUTH.authority, end_session_endpoint: END_SESSION });
      }),
    );
    const jar = memoryJar();
    const store = new CookieStateStore({ domain: 'lumora.nl', secure: true, jar });
    const user = signedInUser(600);
    await store.set(USER_KEY, JSON.stringify(user));
    const posted: FormRequest[] = [];
    const session = new Session({
      auth: AUTH,
      location: LOCATION,
      requestStorage: memoryStorage(),
      cookieJar: jar,
      onError: (message) => expect.fail(message),
      language: () => 'nl-NL',
      postForm: (request) => posted.push(request),
    });
    await session.start();

    expect(await session.signOut('/change-email-success')).toBe(true);
    expect(await stored(store)).toBeNull();
    expect(session.state.status).toBe('signedOut');
    expect(posted).toHaveLength(1);
    const [{ action, fields } = expect.fail('nothing posted')] = posted;
    expect(action).toBe(END_SESSION);
    const form = Object.fromEntries(fields);
    expect(form).toEqual({
      id_token_hint: user.id_token,
      client_id: AUTH.clientId,
      post_logout_redirect_uri: `${LOCATION.origin}/auth/signed-out`,
      state: expect.any(String),
      ui_locales: 'nl-NL',
    });

    const callback = `${LOCATION.origin}/auth/signed-out?state=${encodeURIComponent(form.state ?? '')}`;
    expect(await session.completeSignOut(callback)).toBe('/change-email-success');
  });
});
