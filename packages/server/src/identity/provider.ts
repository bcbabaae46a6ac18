// Before oidc-provider: see [Note: oidc-provider on Node.js 20].
import './supported-runtime.ts';
import type { JSONWebKeySet } from 'jose';
import Provider, {
  type Account,
  type Client,
  type ClientMetadata,
  type Configuration,
  type GrantSource,
  interactionPolicy,
  errors as oidcErrors,
} from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { findActiveAccount } from './accounts.ts';
import { createAdapterFactory } from './adapter.ts';
import { pageRequestOf } from './page-site.ts';
import {
  failedPage,
  type RenderedPage,
  signedOutPage,
  signingOutPage,
  signOutPage,
  type ViewFor,
} from './pages.ts';
import {
  API_AUDIENCE,
  CLI_CLIENT_ID,
  CLI_REDIRECT_URI,
  ISSUER_PATH,
  PORTAL_CLIENT_ID,
  SCOPES,
} from './protocol.ts';
import { loadProviderKeys, SIGNING_ALGORITHM } from './provider-keys.ts';
import {
  assertRedirectUris,
  isRedirectPattern,
  matchesRedirectPattern,
  originMatchesRedirectUris,
} from './redirect-uris.ts';
import { signOutAtOnce } from './sign-out.ts';

export { API_AUDIENCE } from './protocol.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Lifetimes, in seconds. Access tokens are short because a service cannot revoke a JWT it has
 * already accepted. A refresh token granted `offline_access` carries a sign-in for 30 days from the
 * moment the person signed in (rotation does not extend it, see `RefreshToken` below); one without
 * it ends with the provider's own session, the cookie that spares a second password prompt, which
 * lasts 14 days or until the person signs out.
 */
export const TOKEN_LIFETIMES = {
  accessToken: 10 * MINUTE,
  idToken: HOUR,
  authorizationCode: MINUTE,
  interaction: HOUR,
  refreshToken: 30 * DAY,
  session: 14 * DAY,
  /** A grant outlives every refresh token issued under it. */
  grant: 30 * DAY,
} as const;

export interface IdentityClients {
  readonly portal: {
    /** Where the browser portal may receive codes; `*.localhost` hosts allowed (see redirect-uris.ts). */
    readonly redirectUris: readonly string[];
    /** Where the portal may send people after signing out; defaults to the origins of redirectUris. */
    readonly postLogoutRedirectUris?: readonly string[] | undefined;
  };
}

export interface IdentityProviderOptions {
  readonly database: Database;
  /** `${publicUrl}/oidc`. */
  readonly issuer: string;
  readonly clients: IdentityClients;
  /** The site and language of the provider's own pages (see [Note: Whose page the identity provider shows]). */
  readonly viewFor: ViewFor;
}

export interface IdentityProvider {
  readonly provider: Provider;
  /** The public half of the signing keys, for verifying tokens without an HTTP round trip. */
  readonly jwks: JSONWebKeySet;
}

/**
 * The embedded OpenID Connect provider. It keeps nothing in memory that another process would need:
 * keys and cookie keys are database secrets, sessions, grants, codes and refresh tokens are rows
 * of `oidc_payloads` (see adapter.ts).
 */
export async function createIdentityProvider({
  database,
  issuer,
  clients,
  viewFor,
}: IdentityProviderOptions): Promise<IdentityProvider> {
  const redirectUris = [...clients.portal.redirectUris];
  const postLogoutRedirectUris = [
    ...(clients.portal.postLogoutRedirectUris ?? redirectUris.map((uri) => defaultPostLogoutUri(uri))),
  ];
  assertRedirectUris([...redirectUris, ...postLogoutRedirectUris], issuer);
  const keys = await loadProviderKeys(database);

  const configuration: Partial<Configuration> = {
    adapter: createAdapterFactory(database),
    jwks: keys.signing,
    cookies: {
      keys: keys.cookies,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        ...publicClient(PORTAL_CLIENT_ID, 'web', redirectUris),
        client_name: 'Portal',
        post_logout_redirect_uris: postLogoutRedirectUris,
        // A sign-out names its sign-in by it (see [Note: One click signs out]).
        require_auth_time: true,
      },
      { ...publicClient(CLI_CLIENT_ID, 'native', [CLI_REDIRECT_URI]), client_name: 'Portal command line' },
    ],
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: [...SCOPES],
    // `amr` rides on `openid` so every ID token says how the person signed in; the library would
    // otherwise only include it when a client asks for it with the `claims` parameter.
    claims: {
      openid: ['sub', 'amr'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name', 'user_type'],
    },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = await findActiveAccount(database, sub);
      if (!account) return undefined;
      const found: Account = {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          name: `${account.firstName} ${account.lastName}`,
          given_name: account.firstName,
          family_name: account.lastName,
          user_type: account.userType,
        }),
      };
      return found;
    },
    // [Note: What an access token says]
    // Services read who is calling from the access token alone: `sub` (the account id), `email`,
    // `user_type` ('consumer' or 'b2b') and `amr` (how the person signed in). The account is read
    // again whenever a token is issued, so a refresh picks up a changed address.
    async extraTokenClaims(ctx, token) {
      const account = token.accountId ? await findActiveAccount(database, token.accountId) : undefined;
      if (!account) return undefined;
      const source: GrantSource | undefined =
        ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken;
      return { email: account.email, user_type: account.userType, ...(source?.amr && { amr: source.amr }) };
    },
    // Every sign-in of a client allowed the refresh grant gets a refresh token; without the
    // offline_access scope it ends with the provider session (sign-out revokes it).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === PORTAL_CLIENT_ID && originMatchesRedirectUris(redirectUris, origin),
    interactions: {
      policy: interactionPolicyRefusingDeletedAccounts(),
      url: (_ctx, interaction) => `${ISSUER_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        // The question, unless the request names this very sign-in: see [Note: One click signs out].
        async logoutSource(ctx, form) {
          const view = viewFor(pageRequestOf(ctx.oidc.params ?? ctx.query));
          const confirmation = signOutAtOnce(ctx);
          sendPage(ctx, confirmation ? signingOutPage(view, confirmation) : signOutPage(view, form));
        },
        async postLogoutSuccessSource(ctx) {
          sendPage(ctx, signedOutPage(viewFor(pageRequestOf(ctx.oidc.params ?? ctx.query))));
        },
      },
      // [Note: JWT access tokens through resource indicators]
      // oidc-provider issues JWT access tokens only for a resource server (RFC 8707). Every
      // authorization defaults to the one API resource, and the token endpoint keeps using the
      // granted resource even when the request asked for `openid` (otherwise the library would
      // issue an opaque token meant only for its userinfo endpoint).
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? API_AUDIENCE,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== API_AUDIENCE) throw new oidcErrors.InvalidTarget();
          return {
            scope: SCOPES.join(' '),
            audience: API_AUDIENCE,
            accessTokenTTL: TOKEN_LIFETIMES.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALGORITHM } },
          };
        },
      },
    },
    async renderError(ctx, out) {
      const view = viewFor(pageRequestOf(ctx.oidc.params ?? ctx.query));
      sendPage(ctx, failedPage(view, { error: out.error, description: out.error_description }));
    },
    ttl: {
      AccessToken: TOKEN_LIFETIMES.accessToken,
      AuthorizationCode: TOKEN_LIFETIMES.authorizationCode,
      ClientCredentials: TOKEN_LIFETIMES.accessToken,
      DeviceCode: TOKEN_LIFETIMES.interaction,
      BackchannelAuthenticationRequest: TOKEN_LIFETIMES.interaction,
      Grant: TOKEN_LIFETIMES.grant,
      IdToken: TOKEN_LIFETIMES.idToken,
      Interaction: TOKEN_LIFETIMES.interaction,
      // A rotated refresh token inherits what was left of the one it replaces, so a sign-in lasts
      // 30 days however often it is refreshed, and never outlives its grant.
      RefreshToken: (ctx) =>
        ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? TOKEN_LIFETIMES.refreshToken,
      Session: TOKEN_LIFETIMES.session,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a proxy the provider builds its URLs from X-Forwarded-Host and -Proto; requests that did
  // not come through a trusted proxy reach it without them (see [Note: Forwarding headers from
  // configured proxies only]).
  provider.proxy = true;
  allowRedirectPatterns(provider);
  return { provider, jwks: keys.public };
}

function publicClient(
  clientId: string,
  applicationType: 'web' | 'native',
  redirectUris: string[],
): ClientMetadata {
  return {
    client_id: clientId,
    application_type: applicationType,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: redirectUris,
    scope: SCOPES.join(' '),
  };
}

function defaultPostLogoutUri(redirectUri: string): string {
  const url = new URL(redirectUri);
  return `${url.protocol}//${url.host}/`;
}

/**
 * The library's default prompts, plus one: a session whose account has been deleted since counts
 * as no session, so the person must sign in again (and a deleted account cannot).
 */
function interactionPolicyRefusingDeletedAccounts() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'account_unavailable',
        'the signed-in account no longer exists',
        (ctx) => ctx.oidc.session?.accountId !== undefined && ctx.oidc.account === undefined,
      ),
      0,
    );
  return policy;
}

/** Lets the client's `*.localhost` redirect URIs match (see [Note: Wildcard redirect URIs on localhost]). */
function allowRedirectPatterns(provider: Provider): void {
  const prototype = provider.Client.prototype;
  const exactRedirect = prototype.redirectUriAllowed;
  const exactPostLogout = prototype.postLogoutRedirectUriAllowed;
  const matchesAny = (patterns: readonly string[], value: string) =>
    patterns.some((pattern) => isRedirectPattern(pattern) && matchesRedirectPattern(pattern, value));
  prototype.redirectUriAllowed = function redirectUriAllowed(this: Client, value: string) {
    return exactRedirect.call(this, value) || matchesAny(this.redirectUris, value);
  };
  prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
    this: Client,
    value: string,
  ) {
    return exactPostLogout.call(this, value) || matchesAny(this.postLogoutRedirectUris ?? [], value);
  };
}

function sendPage(
  ctx: { type: string; body: unknown; set(field: string, value: string): void },
  { html, headers }: RenderedPage,
) {
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  ctx.type = 'html';
  ctx.body = html;
}
