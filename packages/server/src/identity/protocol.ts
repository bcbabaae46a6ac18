/**
 * The identifiers the identity provider and its callers share. Kept apart from the provider so the
 * token command and other callers can use them without loading oidc-provider.
 */

/** The provider lives under this path of the public URL; the issuer is `${publicUrl}/oidc`. */
export const ISSUER_PATH = '/oidc';

/** The browser portal: a public client (no secret), authorization code with PKCE. */
export const PORTAL_CLIENT_ID = 'portal';

/**
 * The token command and other native callers. A native client may use any port on its loopback
 * redirect URI (RFC 8252 §7.3), which a web client may not.
 */
export const CLI_CLIENT_ID = 'portal-cli';
export const CLI_REDIRECT_URI = 'http://127.0.0.1/callback';

/** Clients of this very portal: consent is implied by signing in, never asked. */
export const FIRST_PARTY_CLIENT_IDS: ReadonlySet<string> = new Set([PORTAL_CLIENT_ID, CLI_CLIENT_ID]);

export const SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

/**
 * The audience of every access token, and the resource indicator (RFC 8707) that asks for it.
 * oidc-provider only accepts absolute URIs as resource indicators, hence a URN rather than a bare
 * name.
 */
export const API_AUDIENCE = 'urn:portal:api';
