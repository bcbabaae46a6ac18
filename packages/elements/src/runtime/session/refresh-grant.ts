import type { AuthConfig } from '@portal/api/schemas/config';
import * as z from 'zod/mini';

/**
 * [Note: Renewal without the sign-in library]
 * Renewing an access token is one form POST to the provider's token endpoint (the refresh-token
 * grant of RFC 6749 §6), so a page whose token has expired renews it without loading oidc-client-ts
 * (17 KB) or the discovery document: config.json names the endpoint. The answer replaces the tokens
 * in the stored user; a new ID token's claims replace the profile, for the same subject only.
 * The provider's refusal (`invalid_grant`: the refresh token expired, was revoked or used twice)
 * ends the session; anything else (no network, a 5xx, a garbled answer) is a failure to try again
 * later, which must not sign anybody out.
 */

/** The provider refused the refresh token: the session is over. */
export class RenewalRefused extends Error {
  override readonly name = 'RenewalRefused';
}

/** The renewal did not get an answer it could use; the refresh token is still good. */
export class RenewalUnavailable extends Error {
  override readonly name = 'RenewalUnavailable';
}

const TokenAnswer = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
  refresh_token: z.optional(z.string()),
  id_token: z.optional(z.string()),
  scope: z.optional(z.string()),
});

const ErrorAnswer = z.object({ error: z.string() });

const DiscoveryDocument = z.object({ token_endpoint: z.string() });

/** The part of oidc-client-ts' stored user a renewal changes; other fields are kept as they are. */
export interface RenewableUser {
  readonly access_token: string;
  readonly refresh_token?: string | undefined;
  readonly id_token?: string | undefined;
  readonly expires_at?: number | undefined;
  readonly profile: Readonly<Record<string, unknown>>;
  readonly [field: string]: unknown;
}

/** Claims of an ID token that describe the token, not the person: kept out of the profile. */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash', 'c_hash'];

export interface RefreshGrantOptions {
  readonly auth: AuthConfig;
  readonly fetch?: typeof fetch;
  /** Seconds since the epoch; injected by tests. */
  readonly now?: () => number;
}

/** Runs the refresh-token grant for `user`; answers the stored user with the new tokens. */
export async function refreshUser<User extends RenewableUser>(
  user: User,
  options: RefreshGrantOptions,
): Promise<User> {
  const refreshToken = user.refresh_token;
  if (refreshToken === undefined) throw new RenewalRefused('There is no refresh token to renew with');
  const doFetch = options.fetch ?? globalThis.fetch;
  const endpoint = options.auth.tokenEndpoint ?? (await discoverTokenEndpoint(options.auth, doFetch));
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: options.auth.clientId,
  });
  let response: Response;
  try {
    response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
  } catch (error) {
    throw new RenewalUnavailable('The token endpoint could not be reached', { cause: error });
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = ErrorAnswer.safeParse(answer);
    if (refusal.success && refusal.data.error === 'invalid_grant') {
      throw new RenewalRefused('The refresh token was refused (invalid_grant)');
    }
    throw new RenewalUnavailable(`The token endpoint answered ${response.status}`);
  }
  const tokens = TokenAnswer.safeParse(answer);
  if (!tokens.success) throw new RenewalUnavailable('The token endpoint answered without an access token');
  const now = (options.now ?? (() => Date.now() / 1000))();
  const { access_token, refresh_token, id_token, expires_in, token_type, scope } = tokens.data;
  return {
    ...user,
    access_token,
    refresh_token: refresh_token ?? refreshToken,
    ...(token_type === undefined ? {} : { token_type }),
    ...(scope === undefined ? {} : { scope }),
    ...(expires_in === undefined ? {} : { expires_at: Math.floor(now + expires_in) }),
    ...(id_token === undefined ? {} : { id_token, profile: renewedProfile(user.profile, id_token) }),
  };
}

function renewedProfile(
  profile: Readonly<Record<string, unknown>>,
  idToken: string,
): Readonly<Record<string, unknown>> {
  const claims = jwtClaims(idToken);
  if (claims === null) throw new RenewalUnavailable('The renewed ID token cannot be read');
  if (claims.sub !== profile.sub) throw new RenewalRefused('The renewed ID token names another person');
  const renewed: Record<string, unknown> = { ...profile, ...claims };
  for (const claim of PROTOCOL_CLAIMS) delete renewed[claim];
  return renewed;
}

function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(json, (character) => character.charCodeAt(0)));
    const claims: unknown = JSON.parse(text);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function discoverTokenEndpoint(auth: AuthConfig, doFetch: typeof fetch): Promise<string> {
  const url = `${auth.authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
  try {
    const response = await doFetch(url, { headers: { Accept: 'application/json' } });
    const document = DiscoveryDocument.safeParse(await response.json());
    if (response.ok && document.success) return document.data.token_endpoint;
  } catch (error) {
    throw new RenewalUnavailable('The discovery document could not be read', { cause: error });
  }
  throw new RenewalUnavailable('The discovery document names no token endpoint');
}
