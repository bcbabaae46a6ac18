import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '../src/identity/protocol.ts';
import { deleteExpiredSignInFailures, SIGN_IN_FAILURE_LIMITS } from '../src/identity/sign-in-limits.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';
import { type IdentityApp, startIdentityApp } from './support/identity-app.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';
import { alertText, openSignInPage, postSignInForm, type SignInPage } from './support/sign-in-page.ts';

const DEMO = 'demo@example.com';
const MINUTE_MS = 60 * 1000;

/** See [Note: Sign-in failure limits]. */
describe('the sign-in failure limits', () => {
  it('allow 10 failures per account, 30 per client address and 10 per known browser in any 15 minutes', () => {
    expect(SIGN_IN_FAILURE_LIMITS).toEqual({
      windowMs: 15 * MINUTE_MS,
      perAccount: 10,
      perAddress: 30,
      perKnownBrowser: 10,
    });
  });
});

describe.each(ENGINES)('limiting failed sign-ins on $name', (engine) => {
  let test: TestDatabase | undefined;
  let server: IdentityApp | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await test?.dispose();
    test = undefined;
  });

  async function start(): Promise<IdentityApp> {
    test = await createTestDatabase(engine.name);
    server = await startIdentityApp(test.database);
    return server;
  }

  function database() {
    return (test ?? expect.fail('no database')).database;
  }

  /** Sends the form `times` times with a wrong password; answers the statuses. */
  async function failRepeatedly(page: SignInPage, times: number, email: (attempt: number) => string) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await postSignInForm(page, { email: email(attempt), password: 'not the password' });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    return statuses;
  }

  it.skipIf(engine.skip)(
    'answers 429 after 10 failures for one account, refusing the right password too, and keeps the address typed',
    async () => {
      const { baseUrl } = await start();
      const page = await openSignInPage(baseUrl);
      const statuses = await failRepeatedly(page, SIGN_IN_FAILURE_LIMITS.perAccount, () => DEMO);
      expect(statuses).toEqual(Array(10).fill(401));

      const eleventh = await postSignInForm(page, { email: DEMO, password: 'not the password' });
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      const html = await eleventh.text();
      expect(alertText(html)).toBe('Too many attempts. Try again in 15 minutes.');
      expect(html).toContain(`value="${DEMO}"`);

      const right = await postSignInForm(page, { email: ` ${DEMO.toUpperCase()} `, password: DEMO_PASSWORD });
      expect(right.status).toBe(429);
      expect(right.headers.get('location')).toBeNull();
      expect(alertText(await right.text())).toBe('Too many attempts. Try again in 15 minutes.');
    },
  );

  it.skipIf(engine.skip)('answers an unknown e-mail address exactly as a known one', async () => {
    const { baseUrl } = await start();
    const page = await openSignInPage(baseUrl);
    const unknown = 'nobody@example.com';
    const statuses = await failRepeatedly(page, SIGN_IN_FAILURE_LIMITS.perAccount + 1, () => unknown);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const limited = await postSignInForm(page, { email: unknown, password: 'not the password' });
    expect(limited.status).toBe(429);
    expect(alertText(await limited.text())).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it.skipIf(engine.skip)(
    'answers 429 after 30 failures from one client address, whichever accounts they were for',
    async () => {
      const { baseUrl } = await start();
      const page = await openSignInPage(baseUrl);
      const statuses = await failRepeatedly(
        page,
        SIGN_IN_FAILURE_LIMITS.perAddress,
        (attempt) => `guess-${attempt}@example.com`,
      );
      expect(statuses).toEqual(Array(30).fill(401));

      // Another account, never guessed at, from the same address: refused, right password or not.
      const right = await postSignInForm(page, { email: DEMO, password: DEMO_PASSWORD });
      expect(right.status).toBe(429);
      expect(alertText(await right.text())).toBe('Too many attempts. Try again in 15 minutes.');
    },
  );

  it.skipIf(engine.skip)(
    'counts attempts sent at once before checking any, so no more than 10 of them are tried',
    async () => {
      const { baseUrl } = await start();
      const page = await openSignInPage(baseUrl);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => postSignInForm(page, { email: DEMO, password: 'not the password' })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status !== 401)).toEqual(
        Array(statuses.filter((status) => status !== 401).length).fill(429),
      );
    },
  );

  it.skipIf(engine.skip)("forgets the account's failures once it signs in", async () => {
    const { baseUrl } = await start();
    const page = await openSignInPage(baseUrl);
    expect(await failRepeatedly(page, 9, () => DEMO)).toEqual(Array(9).fill(401));
    const signedIn = await postSignInForm(page, { email: DEMO, password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(303);

    const next = await openSignInPage(baseUrl);
    expect(next.response.status).toBe(200);
    expect(await failRepeatedly(next, 11, () => DEMO)).toEqual([...Array(10).fill(401), 429]);
  });

  /** Signs `email` in with the right password on a fresh page; answers the cookie that makes the browser known. */
  async function signInOnce(baseUrl: string, email = DEMO): Promise<string> {
    const page = await openSignInPage(baseUrl);
    const signedIn = await postSignInForm(page, { email, password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.getSetCookie().find((header) => header.startsWith('known_browser='));
    return cookie ?? expect.fail('no known-browser cookie was set');
  }

  /** The sign-in page in a browser that holds this cookie. */
  async function openInBrowserHolding(baseUrl: string, setCookie: string): Promise<SignInPage> {
    const page = await openSignInPage(baseUrl);
    page.cookies.store(new URL(page.response.url), [setCookie]);
    return page;
  }

  /** The cookie's value: `account.browser.expiry.signature`. */
  function cookieValue(setCookie: string): string {
    return setCookie.split(';')[0]?.slice('known_browser='.length) ?? '';
  }

  /** The cookie with one part of its value changed by `change`, attributes kept. */
  function withPart(setCookie: string, index: number, change: (part: string) => string): string {
    const parts = cookieValue(setCookie).split('.');
    const value = parts.map((part, at) => (at === index ? change(part) : part)).join('.');
    return [`known_browser=${value}`, ...setCookie.split(';').slice(1)].join(';');
  }

  it.skipIf(engine.skip)(
    'lets the owner sign in from a browser they signed in with before while wrong passwords from elsewhere lock everyone else out',
    async () => {
      const { baseUrl } = await start();
      const known = await signInOnce(baseUrl);
      expect(known).toMatch(/; Path=\/oidc\/interaction(;|$)/);
      expect(known).toMatch(/; HttpOnly(;|$)/);
      expect(known).toMatch(/; SameSite=Strict(;|$)/);
      expect(known).toMatch(/; Max-Age=15552000(;|$)/);

      const elsewhere = await openSignInPage(baseUrl);
      expect(await failRepeatedly(elsewhere, 11, () => DEMO)).toEqual([...Array(10).fill(401), 429]);

      // A browser that never signed in is locked out, right password or not.
      const unknown = await postSignInForm(await openSignInPage(baseUrl), {
        email: DEMO,
        password: DEMO_PASSWORD,
      });
      expect(unknown.status).toBe(429);

      // The owner's own browser is not.
      const owner = await postSignInForm(await openInBrowserHolding(baseUrl, known), {
        email: ` ${DEMO.toUpperCase()} `,
        password: DEMO_PASSWORD,
      });
      expect(owner.status).toBe(303);
      expect(owner.headers.get('location')).toContain('/oidc/auth/');

      // Signing in there does not reopen the account to the guesses from elsewhere.
      expect(await failRepeatedly(await openSignInPage(baseUrl), 1, () => DEMO)).toEqual([429]);
    },
  );

  it.skipIf(engine.skip)(
    "lets the owner's known browser in when the guesses come from its own client address",
    async () => {
      const { baseUrl } = await start();
      const known = await signInOnce(baseUrl);
      const guesses = await failRepeatedly(
        await openSignInPage(baseUrl),
        SIGN_IN_FAILURE_LIMITS.perAddress + 1,
        (attempt) => `guess-${attempt}@example.com`,
      );
      expect(guesses).toEqual([...Array(30).fill(401), 429]);
      const owner = await postSignInForm(await openInBrowserHolding(baseUrl, known), {
        email: DEMO,
        password: DEMO_PASSWORD,
      });
      expect(owner.status).toBe(303);
    },
  );

  it.skipIf(engine.skip)(
    "does not let a forged cookie, an altered one or another account's stand for a known browser",
    async () => {
      const { baseUrl } = await start();
      const friends = await signInOnce(baseUrl, 'friend@example.com');
      const owners = await signInOnce(baseUrl);
      expect(await failRepeatedly(await openSignInPage(baseUrl), 11, () => DEMO)).toEqual([
        ...Array(10).fill(401),
        429,
      ]);

      const [ownerAccount = ''] = cookieValue(owners).split('.');
      const forged: [string, string][] = [
        ["another account's", friends],
        ["another account's, naming this account", withPart(friends, 0, () => ownerAccount)],
        ['a later expiry', withPart(owners, 2, () => '99999999999')],
        [
          'a signature changed',
          withPart(owners, 3, (signature) => `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`),
        ],
        ['made up', 'known_browser=anything; Path=/oidc/interaction'],
      ];
      for (const [what, cookie] of forged) {
        const page = await openInBrowserHolding(baseUrl, cookie);
        const answer = await postSignInForm(page, { email: DEMO, password: DEMO_PASSWORD });
        expect(answer.status, what).toBe(429);
        await answer.body?.cancel();
      }
      const genuine = await postSignInForm(await openInBrowserHolding(baseUrl, owners), {
        email: DEMO,
        password: DEMO_PASSWORD,
      });
      expect(genuine.status).toBe(303);
    },
  );

  it.skipIf(engine.skip)(
    'caps guessing from a known browser at 10 failures of its own, which lock nobody else out',
    async () => {
      const { baseUrl } = await start();
      const known = await signInOnce(baseUrl);
      const page = await openInBrowserHolding(baseUrl, known);
      expect(await failRepeatedly(page, 11, () => DEMO)).toEqual([...Array(10).fill(401), 429]);
      const refused = await postSignInForm(page, { email: DEMO, password: DEMO_PASSWORD });
      expect(refused.status).toBe(429);

      // Its failures never counted against the account: another browser signs in.
      const elsewhere = await postSignInForm(await openSignInPage(baseUrl), {
        email: DEMO,
        password: DEMO_PASSWORD,
      });
      expect(elsewhere.status).toBe(303);
    },
  );

  it.skipIf(engine.skip)(
    'stops counting failures after 15 minutes, says in the Dutch of lumora.nl how long is left, and sweeps old rows',
    async () => {
      const { baseUrl, port } = await start();
      const page = await openSignInPage(baseUrl, {
        clientId: PORTAL_CLIENT_ID,
        redirectUri: `http://lumora.nl.localhost:${port}/auth/callback`,
      });
      expect(await failRepeatedly(page, 10, () => DEMO)).toEqual(Array(10).fill(401));
      const { db } = database();
      const ago = (milliseconds: number) => new Date(Date.now() - milliseconds).toISOString();

      // Fourteen minutes ago: one minute left before the oldest failure no longer counts.
      await db
        .updateTable('sign_in_failures')
        .set({ created_at: ago(14 * MINUTE_MS) })
        .execute();
      const limited = await postSignInForm(page, { email: DEMO, password: DEMO_PASSWORD });
      expect(limited.status).toBe(429);
      expect(alertText(await limited.text())).toBe('Te veel pogingen. Probeer het over 1 minuut opnieuw.');

      // Past the window the failures no longer count, and the sweep deletes them.
      await db
        .updateTable('sign_in_failures')
        .set({ created_at: ago(15 * MINUTE_MS + 1000) })
        .execute();
      expect(await failRepeatedly(page, 1, () => DEMO)).toEqual([401]);
      expect(await deleteExpiredSignInFailures(database())).toBe(20);
      const left = await db.selectFrom('sign_in_failures').select(['scope', 'subject']).execute();
      expect(left.map((row) => row.scope).sort()).toEqual(['account', 'address']);
      // Neither the e-mail address nor the client address is stored as such.
      for (const row of left) expect(row.subject).not.toMatch(/example\.com|127\.0\.0\.1/);
    },
  );
});
