import { SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, runAuthorizationCodeFlow } from '../../src/identity/authorization-code-flow.ts';
import { PORTAL_CLIENT_ID } from '../../src/identity/protocol.ts';
import { DEMO_PASSWORD } from '../support/sign-in.ts';
import { startWebServer, type TempFolder, tempFolder, type WebServer } from './web-server.ts';

const DEMO = 'demo@example.com';

/** Brand hosts as Chromium reaches them locally: each site's own host name under `localhost`. */
describe('signing in and out on brand hosts', () => {
  let folder: TempFolder;
  let server: WebServer;
  beforeAll(async () => {
    folder = tempFolder({});
    server = await startWebServer({
      elements: folder.root,
      host: folder.root,
      demo: folder.root,
      locales: folder.root,
    });
  });
  afterAll(async () => {
    await server?.close();
    folder?.remove();
  });

  const brandOrigin = (host: string) => `http://${host}:${server.port}`;

  async function signInOn(host: string, cookies = new CookieJar()) {
    return runAuthorizationCodeFlow({
      baseUrl: server.baseUrl,
      credentials: { email: DEMO, password: DEMO_PASSWORD },
      clientId: PORTAL_CLIENT_ID,
      redirectUri: `${brandOrigin(host)}/auth/callback`,
      cookies,
    });
  }

  /** Opens the provider's end-session endpoint with `parameters`; answers the page or refusal. */
  async function openSignOut(cookies: CookieJar, parameters: Record<string, string>) {
    const url = new URL(`${server.baseUrl}/oidc/session/end`);
    url.search = new URLSearchParams(parameters).toString();
    return fetch(url, { headers: { cookie: cookies.header(url) ?? '' }, redirect: 'manual' });
  }

  it.each(['printwell.co.uk.localhost', 't.snapbook.it.localhost', 'business.posterhaus.de.localhost'])(
    'signs the portal in on %s',
    async (host) => {
      const tokens = await signInOn(host);
      expect(decodeJwt(tokens.idToken ?? '')).toMatchObject({ aud: PORTAL_CLIENT_ID, email: DEMO });
    },
  );

  it('signs out through /oidc/session/end and returns to the brand host it came from', async () => {
    const cookies = new CookieJar();
    await signInOn('lumora.nl.localhost', cookies);
    const postLogout = `${brandOrigin('lumora.nl.localhost')}${SIGN_OUT_CALLBACK_PATH}`;
    const page = await openSignOut(cookies, {
      client_id: PORTAL_CLIENT_ID,
      post_logout_redirect_uri: postLogout,
      state: 'signed-out',
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    // Without the ID token of this sign-in, the provider asks (see [Note: One click signs out]), as
    // the site the customer signs out of, in its language.
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('Wil je uitloggen?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? expect.fail('no xsrf field');

    const confirm = new URL(`${server.baseUrl}/oidc/session/end/confirm`);
    const signedOut = await fetch(confirm, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies.header(confirm) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(signedOut.status).toBe(303);
    const location = new URL(signedOut.headers.get('location') ?? expect.fail('no redirect'));
    expect(`${location.origin}${location.pathname}`).toBe(postLogout);
    expect(location.searchParams.get('state')).toBe('signed-out');
  });

  it('also returns to the portal host itself after signing out', async () => {
    const cookies = new CookieJar();
    const { idToken = expect.fail('no ID token') } = await signInOn('lumora.nl.localhost', cookies);
    const page = await openSignOut(cookies, {
      id_token_hint: idToken,
      post_logout_redirect_uri: `${server.baseUrl}${SIGN_OUT_CALLBACK_PATH}`,
    });
    expect(page.status).toBe(200);
  });

  it.each([
    ['another domain', `http://evil.example${SIGN_OUT_CALLBACK_PATH}`],
    ['another port', `http://lumora.nl.localhost:1${SIGN_OUT_CALLBACK_PATH}`],
    ['another path', '/orders'],
    ['the root', '/'],
  ])('refuses to return to %s after signing out', async (_case, target) => {
    const cookies = new CookieJar();
    const { idToken = expect.fail('no ID token') } = await signInOn('lumora.nl.localhost', cookies);
    const postLogout = target.startsWith('/') ? `${brandOrigin('lumora.nl.localhost')}${target}` : target;
    const page = await openSignOut(cookies, { id_token_hint: idToken, post_logout_redirect_uri: postLogout });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('post_logout_redirect_uri');
  });
});
