import { request } from 'node:http';
import { SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { nowIso, openDatabase } from '../src/db/database.ts';
import {
  CookieJar,
  discoverIssuer,
  refreshTokens,
  runAuthorizationCodeFlow,
  SignInError,
} from '../src/identity/authorization-code-flow.ts';
import { API_AUDIENCE, MISSING_OR_INVALID_TOKEN } from '../src/identity/index.ts';
import { CLI_CLIENT_ID, PORTAL_CLIENT_ID } from '../src/identity/protocol.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';
import { type IdentityApp, startIdentityApp } from './support/identity-app.ts';
import { DEMO_PASSWORD, signIn } from './support/sign-in.ts';
import { alertText, openSignInPage, postSignInForm } from './support/sign-in-page.ts';

const DEMO = 'demo@example.com';
const BUSINESS = 'business@example.com';

describe.each(ENGINES)('identity on $name', (engine) => {
  let test: TestDatabase | undefined;
  const running: IdentityApp[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
    await test?.dispose();
    test = undefined;
  });

  async function start(options?: Parameters<typeof startIdentityApp>[1]): Promise<IdentityApp> {
    test ??= await createTestDatabase(engine.name);
    const server = await startIdentityApp(test.database, options);
    running.push(server);
    return server;
  }

  const whoami: Parameters<typeof startIdentityApp>[1] = {
    routes: (app, identity) => app.get('/whoami', async (request) => identity.requireUser(request)),
  };

  it.skipIf(engine.skip)('publishes discovery and a public signing key under /oidc', async () => {
    const { baseUrl } = await start();
    const metadata = await discoverIssuer(baseUrl);
    expect(metadata.issuer).toBe(`${baseUrl}/oidc`);
    expect(metadata.authorization_endpoint).toBe(`${baseUrl}/oidc/auth`);
    expect(metadata.token_endpoint).toBe(`${baseUrl}/oidc/token`);
    const jwks = await (await fetch(metadata.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it.skipIf(engine.skip)(
    'signs in with the authorization code flow and PKCE and gets a JWT access token for the API',
    async () => {
      const { baseUrl, identity } = await start();
      const tokens = await signIn(baseUrl, DEMO, DEMO_PASSWORD);

      expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
      const user = await identity.verifier.verify(tokens.accessToken);
      expect(user).toEqual({ subject: expect.any(String), email: DEMO, userType: 'consumer' });
      // What any service does with only the issuer's published key set.
      const { payload } = await jwtVerify(
        tokens.accessToken,
        createRemoteJWKSet(new URL(`${baseUrl}/oidc/jwks`)),
        { issuer: `${baseUrl}/oidc`, audience: API_AUDIENCE },
      );
      expect(payload).toMatchObject({ sub: user.subject, email: DEMO, user_type: 'consumer', amr: ['pwd'] });
      expect(payload.exp).toBe(Number(payload.iat) + 600);

      expect(tokens.idToken && decodeJwt(tokens.idToken)).toMatchObject({
        sub: user.subject,
        email: DEMO,
        amr: ['pwd'],
        aud: CLI_CLIENT_ID,
      });
      expect(tokens.refreshToken).toEqual(expect.any(String));
    },
  );

  it.skipIf(engine.skip)('signs the browser portal in on its callback and on a brand host', async () => {
    const { baseUrl, port, identity } = await start();
    for (const redirectUri of [
      `${baseUrl}/auth/callback`,
      `http://brand-a.localhost:${port}/auth/callback`,
    ]) {
      const tokens = await runAuthorizationCodeFlow({
        baseUrl,
        credentials: { email: BUSINESS, password: DEMO_PASSWORD },
        clientId: PORTAL_CLIENT_ID,
        redirectUri,
      });
      expect(await identity.verifier.verify(tokens.accessToken)).toMatchObject({
        email: BUSINESS,
        userType: 'b2b',
      });
    }
  });

  it.skipIf(engine.skip)("refuses redirect URIs the portal's list does not cover", async () => {
    const { baseUrl, port } = await start();
    for (const redirectUri of [
      'http://evil.example/auth/callback',
      `http://brand-a.localhost:${port + 1}/auth/callback`,
      `http://brand-a.localhost:${port}/elsewhere`,
    ]) {
      const { response } = await openSignInPage(baseUrl, { clientId: PORTAL_CLIENT_ID, redirectUri });
      expect(response.status, redirectUri).toBe(400);
      expect(await response.text()).toContain('redirect_uri');
    }
  });

  it.skipIf(engine.skip)(
    'refuses brand hosts under localhost as redirect URIs when the public address is https',
    async () => {
      const publicUrl = 'https://photos.example.com';
      const { port } = await start({ publicUrl });
      const asPublicHost = (path: string, parameters: Record<string, string>) =>
        getWithHost(port, new URL(publicUrl).host, `${path}?${new URLSearchParams(parameters)}`);
      for (const redirectUri of [
        'http://printwell.co.uk.localhost/auth/callback',
        'http://printwell.co.uk.localhost:443/auth/callback',
      ]) {
        const authorization = await asPublicHost('/oidc/auth', {
          client_id: PORTAL_CLIENT_ID,
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: 'openid',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
        });
        expect(authorization.status, redirectUri).toBe(400);
        expect(authorization.body).toContain('redirect_uri');
      }
      const signOut = await asPublicHost('/oidc/session/end', {
        client_id: PORTAL_CLIENT_ID,
        post_logout_redirect_uri: `http://printwell.co.uk.localhost${SIGN_OUT_CALLBACK_PATH}`,
      });
      expect(signOut.status).toBe(400);
      expect(signOut.body).toContain('post_logout_redirect_uri');
      // The public address's own callback is the portal's.
      const own = await asPublicHost('/oidc/auth', {
        client_id: PORTAL_CLIENT_ID,
        redirect_uri: `${publicUrl}/auth/callback`,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      expect(own.status).toBe(303);
    },
  );

  it.skipIf(engine.skip)('serves an accessible, self-contained sign-in page', async () => {
    const { baseUrl } = await start();
    const { response } = await openSignInPage(baseUrl);
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toMatch(/<label for="email">[^<]+<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(
      /<label for="password">[^<]+<\/label>\s*<input id="password" name="password" type="password"/,
    );
    // Nothing is loaded from anywhere: no scripts, images, stylesheets or fonts; links only lead home.
    expect(html).not.toMatch(/src=|<script|<link|@import|url\(/);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toBe('http://127.0.0.1/');
  });

  it.skipIf(engine.skip)(
    'shows "Incorrect e-mail or password" for a wrong password and issues no code',
    async () => {
      const { baseUrl } = await start();
      const page = await openSignInPage(baseUrl);
      const response = await postSignInForm(page, { email: DEMO, password: 'wrong' });
      expect(response.status).toBe(401);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(alertText(html)).toBe('Incorrect e-mail or password');
      expect(html).toContain(`value="${DEMO}"`);
      await expect(signIn(baseUrl, DEMO, 'wrong')).rejects.toMatchObject({
        problem: 'incorrect-credentials',
      });
    },
  );

  it.skipIf(engine.skip)('answers 400 to a sign-in form without a password', async () => {
    const { baseUrl } = await start();
    const page = await openSignInPage(baseUrl);
    const response = await postSignInForm(page, { email: DEMO });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter your e-mail address and password.');
  });

  it.skipIf(engine.skip)('answers 400 to a sign-in page whose interaction is unknown', async () => {
    const { baseUrl } = await start();
    const response = await fetch(`${baseUrl}/oidc/interaction/unknown`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it.skipIf(engine.skip)('refuses to sign in a deleted account', async () => {
    const { baseUrl } = await start();
    const { db } = test?.database ?? expect.fail('no database');
    await db.updateTable('accounts').set({ deleted_at: nowIso() }).where('email', '=', DEMO).execute();
    await expect(signIn(baseUrl, DEMO, DEMO_PASSWORD)).rejects.toMatchObject({
      problem: 'incorrect-credentials',
    });
  });

  it.skipIf(engine.skip)('stops honouring the tokens of an account deleted after it signed in', async () => {
    const { baseUrl } = await start(whoami);
    const tokens = await signIn(baseUrl, DEMO, DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await fetch(`${baseUrl}/whoami`, { headers })).status).toBe(200);

    const { db } = test?.database ?? expect.fail('no database');
    await db.updateTable('accounts').set({ deleted_at: nowIso() }).where('email', '=', DEMO).execute();

    const refused = await fetch(`${baseUrl}/whoami`, { headers });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: MISSING_OR_INVALID_TOKEN });
    await expect(refreshTokens(baseUrl, tokens.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);
  });

  it.skipIf(engine.skip)(
    'asks for a password again when the signed-in account has been deleted',
    async () => {
      const { baseUrl } = await start();
      const cookies = new CookieJar();
      await runAuthorizationCodeFlow({
        baseUrl,
        credentials: { email: DEMO, password: DEMO_PASSWORD },
        cookies,
      });
      const { db } = test?.database ?? expect.fail('no database');
      await db.updateTable('accounts').set({ deleted_at: nowIso() }).where('email', '=', DEMO).execute();
      await expect(runAuthorizationCodeFlow({ baseUrl, cookies })).rejects.toMatchObject({
        problem: 'login-required',
      });
    },
  );

  it.skipIf(engine.skip)(
    'lets brand hosts of the portal call the token endpoint from the browser',
    async () => {
      const { baseUrl, port } = await start();
      const tokenRequest = (origin: string) =>
        fetch(`${baseUrl}/oidc/token`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: 'x',
            client_id: PORTAL_CLIENT_ID,
          }),
        });
      const brand = `http://brand-a.localhost:${port}`;
      expect((await tokenRequest(brand)).headers.get('access-control-allow-origin')).toBe(brand);
      expect(
        (await tokenRequest('http://evil.example')).headers.get('access-control-allow-origin'),
      ).toBeNull();
    },
  );

  it.skipIf(engine.skip)('signs out on the provider, after which a password is asked again', async () => {
    const { baseUrl } = await start();
    const cookies = new CookieJar();
    await runAuthorizationCodeFlow({
      baseUrl,
      credentials: { email: DEMO, password: DEMO_PASSWORD },
      cookies,
    });
    const endSession = new URL(`${baseUrl}/oidc/session/end`);
    const page = await fetch(endSession, { headers: { cookie: cookies.header(endSession) ?? '' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Do you want to sign out?');
    expect(html).not.toMatch(/<script|@import|src=/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? expect.fail('no xsrf field');
    const confirm = new URL(`${baseUrl}/oidc/session/end/confirm`);
    const signedOut = await fetch(confirm, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies.header(confirm) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    cookies.store(confirm, signedOut.headers.getSetCookie());
    expect(signedOut.status).toBe(303);
    await expect(runAuthorizationCodeFlow({ baseUrl, cookies })).rejects.toMatchObject({
      problem: 'login-required',
    });
  });

  it.skipIf(engine.skip)('answers 401 with a message to a missing or malformed token', async () => {
    const { baseUrl } = await start(whoami);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${baseUrl}/whoami`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: MISSING_OR_INVALID_TOKEN });
    }
  });

  it.skipIf(engine.skip)('answers the signed-in user to a valid bearer token', async () => {
    const { baseUrl } = await start(whoami);
    const tokens = await signIn(baseUrl, BUSINESS, DEMO_PASSWORD);
    const response = await fetch(`${baseUrl}/whoami`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: BUSINESS, userType: 'b2b' });
  });

  it.skipIf(engine.skip)(
    'rotates refresh tokens and revokes the grant when a used one comes back',
    async () => {
      const { baseUrl, identity } = await start();
      const first = await signIn(baseUrl, DEMO, DEMO_PASSWORD);
      const second = await refreshTokens(baseUrl, first.refreshToken ?? '');
      expect(second.refreshToken).toEqual(expect.any(String));
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(await identity.verifier.verify(second.accessToken)).toMatchObject({ email: DEMO });

      await expect(refreshTokens(baseUrl, first.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);
      // A replayed refresh token means it leaked: the whole sign-in ends, the newer token included.
      await expect(refreshTokens(baseUrl, second.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);
    },
  );

  it.skipIf(engine.skip)('keeps everyone signed in across a restart on the same data', async () => {
    const before = await start();
    const cookies = new CookieJar();
    const tokens = await runAuthorizationCodeFlow({
      baseUrl: before.baseUrl,
      credentials: { email: DEMO, password: DEMO_PASSWORD },
      cookies,
    });
    await before.close();
    running.splice(running.indexOf(before), 1);
    const original = test ?? expect.fail('no database');
    await original.database.close();

    const database = await openDatabase({ dataDir: original.dataDir, databaseUrl: original.databaseUrl });
    try {
      const after = await startIdentityApp(database, { port: before.port });
      running.push(after);
      // The access token issued before still verifies: same signing key, same issuer.
      expect(await after.identity.verifier.verify(tokens.accessToken)).toMatchObject({ email: DEMO });
      // The refresh token issued before still works.
      const refreshed = await refreshTokens(after.baseUrl, tokens.refreshToken ?? '');
      expect(await after.identity.verifier.verify(refreshed.accessToken)).toMatchObject({ email: DEMO });
      // The browser's provider session still holds: no password is asked for.
      const again = await runAuthorizationCodeFlow({ baseUrl: after.baseUrl, cookies });
      expect(await after.identity.verifier.verify(again.accessToken)).toMatchObject({ email: DEMO });
      await after.close();
      running.splice(running.indexOf(after), 1);
    } finally {
      await database.close();
    }
  });

  it.skipIf(engine.skip)(
    'lets a second process on the same database continue what the first began',
    async () => {
      const first = await start();
      const database = await openDatabase({
        dataDir: test?.dataDir ?? expect.fail('no database'),
        databaseUrl: test?.databaseUrl,
      });
      try {
        const second = await startIdentityApp(database);
        running.push(second);
        const tokens = await signIn(first.baseUrl, DEMO, DEMO_PASSWORD);
        const refreshed = await refreshTokens(second.baseUrl, tokens.refreshToken ?? '');
        // Both processes sign with the one key kept in the database.
        expect(decodeProtectedHeader(refreshed.accessToken).kid).toBe(
          decodeProtectedHeader(tokens.accessToken).kid,
        );
        await second.close();
        running.splice(running.indexOf(second), 1);
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(engine.skip)('asks for a password from a browser without a provider session', async () => {
    const { baseUrl } = await start();
    const flow = runAuthorizationCodeFlow({ baseUrl, cookies: new CookieJar() });
    await expect(flow).rejects.toBeInstanceOf(SignInError);
    await expect(flow).rejects.toMatchObject({ problem: 'login-required' });
  });
});

/** A GET to this machine's `port` that names `host` as the host it asked for, as a proxy in front would. */
function getWithHost(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}
