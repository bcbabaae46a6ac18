import { createHash, randomBytes } from 'node:crypto';
import { CLI_CLIENT_ID, CLI_REDIRECT_URI, ISSUER_PATH, SCOPES } from './protocol.ts';

/**
 * The authorization code flow with PKCE, driven over HTTP the way a browser would: follow the
 * redirects to the sign-in page, post the form with the cookies the provider set, follow on to the
 * client's redirect URI and exchange the code there. Used by the token command and by the test
 * suites, so both exercise exactly what a person's browser does.
 *
 * The native client's loopback redirect URI is never opened: the code is read from the `Location`
 * header that points at it.
 */

export interface TokenSet {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  readonly idToken: string | undefined;
  /** Seconds. */
  readonly expiresIn: number;
}

export interface IssuerMetadata {
  readonly issuer: string;
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
}

export type SignInProblem =
  | 'incorrect-credentials'
  | 'too-many-attempts'
  | 'login-required'
  | 'unreachable'
  | 'refused';

export class SignInError extends Error {
  readonly problem: SignInProblem;

  constructor(problem: SignInProblem, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SignInError';
    this.problem = problem;
  }
}

export interface AuthorizationCodeFlowOptions {
  /** The portal's address, e.g. `http://localhost:8080`; discovery is at `${baseUrl}/oidc/...`. */
  readonly baseUrl: string;
  /** Omitted: the flow relies on the provider session in `cookies` and fails if a sign-in is asked. */
  readonly credentials?: { readonly email: string; readonly password: string };
  /** Reuse to keep the provider session between flows, as one browser would. */
  readonly cookies?: CookieJar;
  readonly clientId?: string;
  readonly redirectUri?: string;
}

/** A sign-in takes about six redirects; more means a loop. */
const MAX_REDIRECTS = 12;

export async function runAuthorizationCodeFlow(options: AuthorizationCodeFlowOptions): Promise<TokenSet> {
  const { baseUrl, credentials, cookies = new CookieJar() } = options;
  const clientId = options.clientId ?? CLI_CLIENT_ID;
  const redirectUri = options.redirectUri ?? CLI_REDIRECT_URI;
  const metadata = await discoverIssuer(baseUrl);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorization = new URL(metadata.authorization_endpoint);
  authorization.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPES.join(' '),
    // OpenID Connect grants offline_access (a refresh token that outlives the provider session)
    // only when consent is prompted; first-party consent is given without asking anyway.
    prompt: 'consent',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  let response = await send(cookies, authorization, { method: 'GET' });
  let submitted = false;
  for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects += 1) {
    const location = response.headers.get('location');
    if (isRedirect(response.status) && location) {
      const target = new URL(location, response.url);
      if (isRedirectUri(target, redirectUri)) {
        const code = codeFrom(target, state, metadata.issuer);
        return exchangeCode(metadata, { clientId, redirectUri, code, verifier });
      }
      response = await send(cookies, target, { method: 'GET' });
      continue;
    }
    if (response.status === 401) {
      throw new SignInError('incorrect-credentials', 'Incorrect e-mail or password');
    }
    if (response.status === 429) {
      const minutes = Math.ceil(Number(response.headers.get('retry-after') ?? 60) / 60);
      throw new SignInError(
        'too-many-attempts',
        `Too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      );
    }
    if (response.status !== 200 || !isSignInPage(response)) {
      throw new SignInError('refused', `Sign-in stopped at ${response.url} with status ${response.status}`);
    }
    if (!credentials) throw new SignInError('login-required', 'The provider asks for a sign-in');
    if (submitted) throw new SignInError('refused', 'The sign-in page came back after signing in');
    submitted = true;
    const form = new URLSearchParams({ email: credentials.email, password: credentials.password });
    response = await send(cookies, new URL(response.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
  throw new SignInError('refused', `More than ${MAX_REDIRECTS} redirects: the sign-in loops`);
}

export async function discoverIssuer(baseUrl: string): Promise<IssuerMetadata> {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${ISSUER_PATH}/.well-known/openid-configuration`);
  const response = await send(new CookieJar(), url, { method: 'GET' });
  if (!response.ok) {
    throw new SignInError('unreachable', `No identity provider at ${url.href} (status ${response.status})`);
  }
  const metadata: unknown = await response.json();
  if (!isIssuerMetadata(metadata)) {
    throw new SignInError('refused', `${url.href} is not an OpenID Connect discovery document`);
  }
  return metadata;
}

/** Exchanges a refresh token for a new token set (and, as the provider rotates them, a new refresh token). */
export async function refreshTokens(
  baseUrl: string,
  refreshToken: string,
  clientId: string = CLI_CLIENT_ID,
): Promise<TokenSet> {
  const metadata = await discoverIssuer(baseUrl);
  return requestTokens(metadata, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: clientId,
  });
}

function exchangeCode(
  metadata: IssuerMetadata,
  {
    clientId,
    redirectUri,
    code,
    verifier,
  }: { clientId: string; redirectUri: string; code: string; verifier: string },
): Promise<TokenSet> {
  return requestTokens(metadata, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: verifier,
  });
}

async function requestTokens(
  metadata: IssuerMetadata,
  parameters: Record<string, string>,
): Promise<TokenSet> {
  const response = await send(new CookieJar(), new URL(metadata.token_endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(parameters).toString(),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isRecord(body) || typeof body.access_token !== 'string') {
    const reason = isRecord(body)
      ? `${String(body.error)}: ${String(body.error_description)}`
      : response.status;
    throw new SignInError('refused', `The token endpoint refused the request (${reason})`);
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    idToken: typeof body.id_token === 'string' ? body.id_token : undefined,
    expiresIn: typeof body.expires_in === 'number' ? body.expires_in : 0,
  };
}

function codeFrom(target: URL, state: string, issuer: string): string {
  const { searchParams } = target;
  const error = searchParams.get('error');
  if (error) {
    throw new SignInError(
      'refused',
      `The provider refused: ${error} ${searchParams.get('error_description') ?? ''}`,
    );
  }
  if (searchParams.get('state') !== state) throw new SignInError('refused', 'The state came back changed');
  // RFC 9207: the response names its issuer, so a response from another provider is caught here.
  const responseIssuer = searchParams.get('iss');
  if (responseIssuer !== null && responseIssuer !== issuer) {
    throw new SignInError('refused', `The response came from ${responseIssuer}, not ${issuer}`);
  }
  const code = searchParams.get('code');
  if (!code) throw new SignInError('refused', 'The redirect carries no code');
  return code;
}

async function send(cookies: CookieJar, url: URL, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = cookies.header(url);
  if (cookie) headers.set('cookie', cookie);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, redirect: 'manual' });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new SignInError('unreachable', `Cannot reach ${url.origin}${cause}`, { cause: error });
  }
  cookies.store(url, response.headers.getSetCookie());
  return response;
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

function isRedirectUri(target: URL, redirectUri: string): boolean {
  return `${target.origin}${target.pathname}` === new URL(redirectUri).href.replace(/[?#].*$/, '');
}

function isSignInPage(response: Response): boolean {
  return (
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    new URL(response.url).pathname.startsWith(`${ISSUER_PATH}/interaction/`)
  );
}

function isIssuerMetadata(value: unknown): value is IssuerMetadata {
  return (
    isRecord(value) &&
    typeof value.issuer === 'string' &&
    typeof value.authorization_endpoint === 'string' &&
    typeof value.token_endpoint === 'string' &&
    typeof value.jwks_uri === 'string'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Just enough of a browser's cookie store for one provider: cookies by name and path, sent to
 * requests under their path, dropped when the server expires them. Domains are not tracked, as
 * every request goes to the same origin.
 */
export class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(url: URL, setCookieHeaders: readonly string[]): void {
    for (const header of setCookieHeaders) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      let path = defaultPath(url);
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attributeValue = rest.join('=').trim();
        switch (key.trim().toLowerCase()) {
          case 'path':
            if (attributeValue.startsWith('/')) path = attributeValue;
            break;
          case 'max-age':
            if (Number(attributeValue) <= 0) expired = true;
            break;
          case 'expires':
            if (Date.parse(attributeValue) <= Date.now()) expired = true;
            break;
        }
      }
      const key = `${name}\u0000${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string | undefined {
    const matching = [...this.#cookies.values()].filter(({ path }) => pathMatches(url.pathname, path));
    return matching.length > 0 ? matching.map(({ name, value }) => `${name}=${value}`).join('; ') : undefined;
  }
}

/** RFC 6265 §5.1.4. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  return (
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) &&
      (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'))
  );
}

/** RFC 6265 §5.1.4: the request path up to its last slash. */
function defaultPath(url: URL): string {
  const lastSlash = url.pathname.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : url.pathname.slice(0, lastSlash);
}
