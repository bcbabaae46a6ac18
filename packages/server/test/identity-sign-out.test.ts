import { SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CookieJar,
  runAuthorizationCodeFlow,
  type TokenSet,
} from '../src/identity/authorization-code-flow.ts';
import { PORTAL_CLIENT_ID } from '../src/identity/protocol.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';
import { type IdentityApp, startIdentityApp } from './support/identity-app.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

/**
 * Signing out with a form POST to the end-session endpoint ([Note: One click signs out] in
 * src/identity/sign-out.ts): the ID token of the browser's own sign-in ends it without a question,
 * also when posted from another site; anything else is asked about, or refused.
 */

const DEMO = 'demo@example.com';
const BUSINESS = 'business@example.com';
const QUESTION = 'Do you want to sign out?';

/** How a browser names a request's origin (Fetch Metadata). */
type FetchSite = 'same-origin' | 'cross-site';

interface PostedForm {
  readonly action: string;
  readonly fields: [string, string][];
}

describe.each(ENGINES)('signing out on $name', (engine) => {
  let test: TestDatabase | undefined;
  let server: IdentityApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await server?.close();
    server = undefined;
    await test?.dispose();
    test = undefined;
  });

  async function start(): Promise<string> {
    test = await createTestDatabase(engine.name);
    server = await startIdentityApp(test.database);
    return server.baseUrl;
  }

  /** Signs in as the browser portal does, in the browser whose cookies are `cookies`. */
  function signIn(baseUrl: string, email: string, cookies: CookieJar): Promise<TokenSet> {
    return runAuthorizationCodeFlow({
      baseUrl,
      credentials: { email, password: DEMO_PASSWORD },
      cookies,
      clientId: PORTAL_CLIENT_ID,
      redirectUri: `${baseUrl}/auth/callback`,
    });
  }

  /** What the portal posts to sign out, with `idToken` as the hint when there is one. */
  function signOutForm(baseUrl: string, idToken: string | undefined): [string, string][] {
    return [
      ...(idToken === undefined ? [] : [['id_token_hint', idToken] as [string, string]]),
      ['client_id', PORTAL_CLIENT_ID],
      ['post_logout_redirect_uri', `${baseUrl}${SIGN_OUT_CALLBACK_PATH}`],
      ['state', 'where-to-next'],
    ];
  }

  /** A form POST from a page of `site` to `url`, with the cookies the browser sends there. */
  async function post(
    cookies: CookieJar,
    url: URL,
    fields: [string, string][],
    site: FetchSite,
  ): Promise<Response> {
    // The provider's cookies are SameSite=Lax: a browser sends none with another site's POST.
    const cookie = site === 'same-origin' ? cookies.header(url) : undefined;
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': site,
        ...(cookie === undefined ? {} : { cookie }),
      },
      body: new URLSearchParams(fields),
    });
    cookies.store(url, response.headers.getSetCookie());
    return response;
  }

  /** The signing-out page's form, which its script posts on at once; null on any other page. */
  function signingOutForm(html: string): PostedForm | null {
    const form = /<form id="signing-out" method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(html);
    if (form === null) return null;
    const fields = [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, name = '', value = '']): [string, string] => [unescapeHtml(name), unescapeHtml(value)],
    );
    return { action: unescapeHtml(form[1] ?? ''), fields };
  }

  /** Posts the signing-out page of `response` on, as its script does, and answers where it leads. */
  async function followSigningOut(cookies: CookieJar, response: Response): Promise<Response> {
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(QUESTION);
    const form = signingOutForm(html) ?? expect.fail(`not the signing-out page:\n${html}`);
    return post(cookies, new URL(form.action, response.url), form.fields, 'same-origin');
  }

  /** Whether the browser is still signed in to the provider: a new sign-in asks no password. */
  async function stillSignedIn(baseUrl: string, cookies: CookieJar): Promise<boolean> {
    try {
      await runAuthorizationCodeFlow({
        baseUrl,
        cookies,
        clientId: PORTAL_CLIENT_ID,
        redirectUri: `${baseUrl}/auth/callback`,
      });
      return true;
    } catch (error) {
      if (error instanceof Error && 'problem' in error && error.problem === 'login-required') return false;
      throw error;
    }
  }

  it.skipIf(engine.skip)(
    'ends the sign-in at once when the form carries its own ID token, and returns with the state',
    async () => {
      const baseUrl = await start();
      const browser = new CookieJar();
      const { idToken } = await signIn(baseUrl, DEMO, browser);
      expect(decodeJwt(idToken ?? '').auth_time).toEqual(expect.any(Number));
      const endSession = new URL(`${baseUrl}/oidc/session/end`);

      const page = await post(browser, endSession, signOutForm(baseUrl, idToken), 'same-origin');
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'(;|$)/);
      const confirmed = await followSigningOut(browser, page);

      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(
        `${baseUrl}${SIGN_OUT_CALLBACK_PATH}?state=where-to-next`,
      );
      expect(await stillSignedIn(baseUrl, browser)).toBe(false);
    },
  );

  it.skipIf(engine.skip)(
    'relays a sign-out posted from another site once, to the same address, and then ends the sign-in at once',
    async () => {
      const baseUrl = await start();
      const browser = new CookieJar();
      const { idToken } = await signIn(baseUrl, DEMO, browser);
      const endSession = new URL(`${baseUrl}/oidc/session/end`);
      const form = signOutForm(baseUrl, idToken);

      const relay = await post(browser, endSession, [...form, ['unrelated', 'x']], 'cross-site');
      expect(relay.status).toBe(200);
      expect(relay.headers.get('cache-control')).toBe('no-store');
      const relayed = signingOutForm(await relay.text()) ?? expect.fail('no relay page');
      expect(new URL(relayed.action, baseUrl).pathname).toBe('/oidc/session/end');
      expect(relayed.fields).toEqual(form);

      const page = await post(browser, new URL(relayed.action, baseUrl), relayed.fields, 'same-origin');
      const confirmed = await followSigningOut(browser, page);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(
        `${baseUrl}${SIGN_OUT_CALLBACK_PATH}?state=where-to-next`,
      );
      expect(await stillSignedIn(baseUrl, browser)).toBe(false);
    },
  );

  it.skipIf(engine.skip)(
    'asks when the form carries no ID token, another account’s or one of an earlier sign-in, from this site or another, and refuses one it did not sign',
    async () => {
      const baseUrl = await start();
      // An earlier sign-in of the same account, in another browser, a minute before.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 60_000);
      const earlier = await signIn(baseUrl, DEMO, new CookieJar());
      vi.useRealTimers();
      const other = await signIn(baseUrl, BUSINESS, new CookieJar());
      const browser = new CookieJar();
      const own = await signIn(baseUrl, DEMO, browser);
      const endSession = new URL(`${baseUrl}/oidc/session/end`);

      const asks: [string, string | undefined, FetchSite][] = [
        ['no ID token', undefined, 'same-origin'],
        ['no ID token, from another site', undefined, 'cross-site'],
        ['another account’s', other.idToken, 'same-origin'],
        ['of an earlier sign-in', earlier.idToken, 'same-origin'],
      ];
      for (const [name, hint, site] of asks) {
        let page = await post(browser, endSession, signOutForm(baseUrl, hint), site);
        if (site === 'cross-site') {
          const relayed = signingOutForm(await page.text()) ?? expect.fail(`${name}: no relay page`);
          page = await post(browser, new URL(relayed.action, baseUrl), relayed.fields, 'same-origin');
        }
        expect(page.status, name).toBe(200);
        const html = await page.text();
        expect(html, name).toContain(QUESTION);
        expect(signingOutForm(html), name).toBeNull();
      }

      const [header, payload, signature = ''] = (own.idToken ?? '').split('.');
      const altered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      const refused = await post(browser, endSession, signOutForm(baseUrl, altered), 'same-origin');
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('id_token_hint');

      expect(await stillSignedIn(baseUrl, browser)).toBe(true);
    },
  );
});

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
}
