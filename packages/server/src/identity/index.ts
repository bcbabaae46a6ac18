import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { type TrustedProxies, trustedProxies, withoutUntrustedForwarding } from '../http/trusted-proxies.ts';
import { deleteExpiredPayloads } from './adapter.ts';
import { registerInteractionRoutes } from './interactions.ts';
import { loadPageTexts } from './page-texts.ts';
import { createViewFor } from './pages.ts';
import { API_AUDIENCE, ISSUER_PATH } from './protocol.ts';
import { createIdentityProvider } from './provider.ts';
import { createUserAuthentication, type UserAuthentication } from './require-user.ts';
import { createSignInLimiter, deleteExpiredSignInFailures } from './sign-in-limits.ts';
import { createTokenVerifier, type TokenVerifier } from './verify.ts';

export { type Account, DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts, type UserType } from './accounts.ts';
export { API_AUDIENCE, ISSUER_PATH, PORTAL_CLIENT_ID, SCOPES } from './protocol.ts';
export { MISSING_OR_INVALID_TOKEN, UnauthorizedError, type UserAuthentication } from './require-user.ts';
export { AccessTokenError, createTokenVerifier, type TokenSubject, type TokenVerifier } from './verify.ts';

/** How often rows past their lifetime are deleted from `oidc_payloads` and `sign_in_failures`. */
const EXPIRED_PAYLOAD_SWEEP_MS = 60 * 60 * 1000;

export interface IdentityOptions {
  readonly database: Database;
  /** The origin browsers reach this process at, without a trailing slash; the issuer is `${publicUrl}/oidc`. */
  readonly publicUrl: string;
  /** The browser portal's redirect URIs; hosts may be `*.localhost` (see redirect-uris.ts). */
  readonly redirectUris: readonly string[];
  /** Where the portal may send people after signing out; defaults to the redirect URIs' origins. */
  readonly postLogoutRedirectUris?: readonly string[];
  /** Whose forwarding headers the provider believes; default nobody's. */
  readonly proxies?: TrustedProxies;
}

export interface Identity extends UserAuthentication {
  readonly provider: Provider;
  readonly issuer: string;
  /** Verifies the provider's access tokens (audience API_AUDIENCE) against its own keys. */
  readonly verifier: TokenVerifier;
}

/**
 * Mounts the embedded OpenID Connect provider at `/oidc` of `app` (discovery at
 * `/oidc/.well-known/openid-configuration`, sign-in page at `/oidc/interaction/:uid`) and returns
 * what services need to check the tokens it issues. Call before `app.listen`.
 */
export async function registerIdentity(app: FastifyInstance, options: IdentityOptions): Promise<Identity> {
  const { database, publicUrl } = options;
  const issuer = `${publicUrl}${ISSUER_PATH}`;
  const proxies = options.proxies ?? trustedProxies([]);
  const viewFor = createViewFor(await loadPageTexts(), publicUrl);
  const limiter = await createSignInLimiter(database);
  const { provider, jwks } = await createIdentityProvider({
    database,
    issuer,
    clients: {
      portal: { redirectUris: options.redirectUris, postLogoutRedirectUris: options.postLogoutRedirectUris },
    },
    viewFor,
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));

  await app.register(async (scope) => {
    // [Note: The provider reads its own request bodies]
    // oidc-provider is a Koa application that parses the raw request stream itself, so Fastify
    // must leave bodies under /oidc unread: every parser is replaced by one that consumes nothing.
    // Only the sign-in form, which Fastify handles, gets a form parser (in interactions.ts).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handleProviderRequest = provider.callback();
    scope.all(`${ISSUER_PATH}/*`, async (request, reply) => {
      reply.hijack();
      await handleProviderRequest(
        withoutUntrustedForwarding(withoutMountPath(request.raw), proxies),
        reply.raw,
      );
    });
    await scope.register(async (interactions) =>
      registerInteractionRoutes(interactions, { provider, database, viewFor, limiter }),
    );
  });

  const sweep = setInterval(() => {
    Promise.all([deleteExpiredPayloads(database), deleteExpiredSignInFailures(database)]).catch(
      (error: unknown) => app.log.error({ err: error }, 'deleting expired identity rows failed'),
    );
  }, EXPIRED_PAYLOAD_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const verifier = createTokenVerifier({ issuer, audience: API_AUDIENCE, jwks });
  return {
    provider,
    issuer,
    verifier,
    ...createUserAuthentication({ verifier, database }),
  };
}

/**
 * The provider routes on paths without `/oidc` and builds its own URLs from `originalUrl` minus
 * `url` (the Express convention for mounted apps), so both are set before handing the request on.
 */
function withoutMountPath(request: IncomingMessage): IncomingMessage {
  const url = request.url ?? '/';
  return Object.assign(request, { originalUrl: url, url: url.slice(ISSUER_PATH.length) || '/' });
}
