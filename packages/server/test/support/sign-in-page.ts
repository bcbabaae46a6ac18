import { createHash, randomBytes } from 'node:crypto';
import { CookieJar } from '../../src/identity/authorization-code-flow.ts';
import { CLI_CLIENT_ID, CLI_REDIRECT_URI } from '../../src/identity/protocol.ts';

/** The identity provider's sign-in page as a browser holds it: the answer and the cookies it set. */
export interface SignInPage {
  readonly response: Response;
  readonly cookies: CookieJar;
}

export interface SignInPageOptions {
  readonly clientId?: string;
  readonly redirectUri?: string;
  /** More parameters of the authorization request, e.g. `ui_locales`. */
  readonly parameters?: Readonly<Record<string, string>>;
}

/** Starts an authorization request and follows it to the sign-in page, as a browser would. */
export async function openSignInPage(
  baseUrl: string,
  { clientId = CLI_CLIENT_ID, redirectUri = CLI_REDIRECT_URI, parameters = {} }: SignInPageOptions = {},
): Promise<SignInPage> {
  const cookies = new CookieJar();
  const authorization = new URL(`${baseUrl}/oidc/auth`);
  authorization.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    ...parameters,
  }).toString();
  let url = authorization;
  for (;;) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookies.header(url) ?? '' } });
    cookies.store(url, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (!location) return { response, cookies };
    url = new URL(location, url);
  }
}

/** Sends the sign-in form of `page` with these fields; redirects are not followed. */
export async function postSignInForm(page: SignInPage, form: Record<string, string>): Promise<Response> {
  const url = new URL(page.response.url);
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: page.cookies.header(url) ?? '',
    },
    body: new URLSearchParams(form).toString(),
  });
}

/** The text of the page's alert, if it shows one. */
export function alertText(html: string): string | undefined {
  return /<p class="error" id="form-error" role="alert">([^<]*)<\/p>/.exec(html)?.[1];
}
