import { createHash } from 'node:crypto';
import { SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import { brandTokens } from '@portal/elements/themes';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, runAuthorizationCodeFlow } from '../src/identity/authorization-code-flow.ts';
import { PORTAL_CLIENT_ID } from '../src/identity/protocol.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';
import { type IdentityApp, startIdentityApp } from './support/identity-app.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';
import { alertText, openSignInPage, postSignInForm } from './support/sign-in-page.ts';

const DEMO = 'demo@example.com';

/** The document's title, its language and its one heading. */
function outline(html: string) {
  return {
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
  };
}

function label(html: string, field: 'email' | 'password'): string | undefined {
  return new RegExp(`<label for="${field}">([^<]*)</label>`).exec(html)?.[1];
}

/** Every link of the page: [href, text]. */
function links(html: string): [string, string][] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href = '', text = '']) => [
    href,
    text,
  ]);
}

/** The page's one inline sheet and the style source its Content-Security-Policy allows. */
function styleAndPolicy(html: string, response: Response) {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const policy = response.headers.get('content-security-policy') ?? '';
  return { css, policy, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

describe.each(ENGINES)('the identity provider pages on $name', (engine) => {
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

  const callbackOn = (host: string, port: number) => `http://${host}:${port}/auth/callback`;

  function openOn(baseUrl: string, redirectUri: string, parameters: Record<string, string> = {}) {
    return openSignInPage(baseUrl, { clientId: PORTAL_CLIENT_ID, redirectUri, parameters });
  }

  it.skipIf(engine.skip)(
    "is Lumora's, in Dutch, for a redirect URI on lumora.nl.localhost, with Lumora's tokens",
    async () => {
      const { baseUrl, port } = await start();
      const { response } = await openOn(baseUrl, callbackOn('lumora.nl.localhost', port));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(outline(html)).toEqual({ lang: 'nl-NL', title: 'Inloggen | Lumora', heading: 'Inloggen' });
      expect(label(html, 'email')).toBe('E-mailadres');
      expect(label(html, 'password')).toBe('Wachtwoord');
      expect(html).toContain('<button class="button button-primary" type="submit">Inloggen</button>');
      const home = `http://lumora.nl.localhost:${port}/`;
      expect(links(html)).toEqual([
        [home, 'Lumora'],
        [home, 'Terug naar Lumora'],
      ]);

      const { css, policy, hash } = styleAndPolicy(html, response);
      for (const [name, value] of Object.entries(brandTokens('lumora'))) {
        expect(css).toContain(`--portal-${name}: ${value};`);
      }
      expect(policy).toBe(`default-src 'none'; style-src ${hash}; base-uri 'none'; frame-ancestors 'none'`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.skipIf(engine.skip)(
    'speaks French on lumora.be.localhost when ui_locales asks for fr-BE, and Dutch otherwise',
    async () => {
      const { baseUrl, port } = await start();
      const callback = callbackOn('lumora.be.localhost', port);
      const french = await (await openOn(baseUrl, callback, { ui_locales: 'fr-BE' })).response.text();
      expect(outline(french)).toEqual({
        lang: 'fr-BE',
        title: 'Se connecter | Lumora',
        heading: 'Se connecter',
      });
      expect(label(french, 'password')).toBe('Mot de passe');

      // The first language the site offers wins; one it does not offer is passed over.
      const preferred = await openOn(baseUrl, callback, { ui_locales: 'de-DE fr nl-BE' });
      expect(outline(await preferred.response.text()).lang).toBe('fr-BE');
      const unoffered = await openOn(baseUrl, callback, { ui_locales: 'de-DE' });
      expect(outline(await unoffered.response.text()).lang).toBe('nl-BE');
      const dutch = await (await openOn(baseUrl, callback)).response.text();
      expect(outline(dutch)).toEqual({ lang: 'nl-BE', title: 'Aanmelden | Lumora', heading: 'Aanmelden' });
    },
  );

  it.skipIf(engine.skip)("is Printwell's, in English, on the portal's own host", async () => {
    const { baseUrl } = await start();
    const { response } = await openOn(baseUrl, `${baseUrl}/auth/callback`);
    const html = await response.text();
    expect(outline(html)).toEqual({ lang: 'en-GB', title: 'Sign in | Printwell', heading: 'Sign in' });
    expect(label(html, 'email')).toBe('E-mail address');
    expect(links(html)).toEqual([
      [`${baseUrl}/`, 'Printwell'],
      [`${baseUrl}/`, 'Back to Printwell'],
    ]);
    const { css, policy, hash } = styleAndPolicy(html, response);
    expect(css).toContain(`--portal-primary: ${brandTokens('printwell').primary};`);
    expect(policy).toContain(`style-src ${hash};`);
  });

  it.skipIf(engine.skip)(
    'says in Dutch what is wrong with the form and keeps the e-mail address typed',
    async () => {
      const { baseUrl, port } = await start();
      const page = await openOn(baseUrl, callbackOn('lumora.nl.localhost', port));

      const wrong = await postSignInForm(page, { email: DEMO, password: 'not the password' });
      expect(wrong.status).toBe(401);
      const wrongHtml = await wrong.text();
      expect(alertText(wrongHtml)).toBe('Onjuist e-mailadres of wachtwoord');
      expect(outline(wrongHtml).lang).toBe('nl-NL');
      expect(wrongHtml).toContain(`value="${DEMO}"`);
      expect(wrongHtml).toMatch(/<input id="email"[^>]* aria-invalid="true" aria-describedby="form-error">/);
      expect(wrongHtml).toMatch(/<input id="password"[^>]* autofocus>/);

      const missing = await postSignInForm(page, { email: DEMO, password: '' });
      expect(missing.status).toBe(400);
      const missingHtml = await missing.text();
      expect(alertText(missingHtml)).toBe('Vul je e-mailadres en wachtwoord in.');
      expect(missingHtml).toContain(`value="${DEMO}"`);
      expect(missingHtml).toMatch(/<input id="email"[^>]* required>/);
      expect(missingHtml).toMatch(
        /<input id="password"[^>]* required aria-invalid="true" aria-describedby="form-error" autofocus>/,
      );

      const noEmail = await postSignInForm(page, { email: '', password: 'secret' });
      expect(noEmail.status).toBe(400);
      expect(await noEmail.text()).toMatch(/<input id="email"[^>]* aria-invalid="true"[^>]* autofocus>/);
    },
  );

  it.skipIf(engine.skip)('writes the typed e-mail address back escaped', async () => {
    const { baseUrl } = await start();
    const page = await openSignInPage(baseUrl);
    const typed = `"><script>alert('x')</script><b a='1'>&amp;@example.com`;
    const response = await postSignInForm(page, { email: typed, password: 'wrong' });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b ');
    expect(html).toContain(
      'value="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#60;b a=&#39;1&#39;&#62;&#38;amp;@example.com"',
    );
  });

  it.skipIf(engine.skip)(
    "asks the sign-out question in the site's language, and says 'signed out' in the default site's",
    async () => {
      const { baseUrl, port } = await start();
      const cookies = new CookieJar();
      const callback = callbackOn('lumora.nl.localhost', port);
      await runAuthorizationCodeFlow({
        baseUrl,
        credentials: { email: DEMO, password: DEMO_PASSWORD },
        clientId: PORTAL_CLIENT_ID,
        redirectUri: callback,
        cookies,
      });
      // Without an ID token of this sign-in, the provider asks (see [Note: One click signs out]).
      const endSession = new URL(`${baseUrl}/oidc/session/end`);
      endSession.search = new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        post_logout_redirect_uri: `http://lumora.nl.localhost:${port}${SIGN_OUT_CALLBACK_PATH}`,
      }).toString();
      const question = await fetch(endSession, { headers: { cookie: cookies.header(endSession) ?? '' } });
      expect(question.status).toBe(200);
      const html = await question.text();
      expect(outline(html)).toEqual({ lang: 'nl-NL', title: 'Uitloggen | Lumora', heading: 'Uitloggen' });
      expect(html).toContain('<p>Wil je uitloggen?</p>');
      expect(html).toMatch(/<button [^>]*name="logout" value="yes">Uitloggen<\/button>/);
      expect(html).toMatch(/<button [^>]*form="op.logoutForm">Ingelogd blijven<\/button>/);
      const { policy, hash } = styleAndPolicy(html, question);
      expect(policy).toContain(`style-src ${hash};`);

      const signedOut = await fetch(`${baseUrl}/oidc/session/end/success`);
      const signedOutHtml = await signedOut.text();
      expect(outline(signedOutHtml)).toEqual({
        lang: 'en-GB',
        title: 'Signed out | Printwell',
        heading: 'Signed out',
      });
      expect(signedOutHtml).toContain('<p>You are signed out. You can close this page.</p>');
    },
  );

  it.skipIf(engine.skip)(
    "shows the provider's errors as the brand's, linking home only to a site's origin",
    async () => {
      const { baseUrl, port } = await start();
      const onLumora = await openOn(baseUrl, `http://lumora.nl.localhost:${port}/elsewhere`);
      expect(onLumora.response.status).toBe(400);
      const html = await onLumora.response.text();
      expect(outline(html)).toEqual({
        lang: 'nl-NL',
        title: 'Inloggen mislukt | Lumora',
        heading: 'Inloggen mislukt',
      });
      expect(html).toMatch(/<p class="detail">Foutcode: <code lang="en">[^<]*redirect_uri[^<]*<\/code><\/p>/);
      expect(links(html).map(([href]) => href)).toEqual([
        `http://lumora.nl.localhost:${port}/`,
        `http://lumora.nl.localhost:${port}/`,
      ]);
      const { policy, hash } = styleAndPolicy(html, onLumora.response);
      expect(policy).toContain(`style-src ${hash};`);

      const elsewhere = await openOn(baseUrl, 'http://evil.example/auth/callback');
      const elsewhereHtml = await elsewhere.response.text();
      expect(outline(elsewhereHtml).title).toBe('Sign-in failed | Printwell');
      expect(links(elsewhereHtml).map(([href]) => href)).toEqual([`${baseUrl}/`, `${baseUrl}/`]);
    },
  );

  it.skipIf(engine.skip)('says an unknown sign-in page expired, as the default site', async () => {
    const { baseUrl } = await start();
    const response = await fetch(`${baseUrl}/oidc/interaction/unknown`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(outline(html)).toEqual({
      lang: 'en-GB',
      title: 'Sign-in expired | Printwell',
      heading: 'Sign-in expired',
    });
    expect(html).toContain('Go back to Printwell and sign in again.');
  });
});
