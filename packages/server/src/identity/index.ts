import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { allPageHeaders } from '../http/page-headers.ts';
import { type TrustedProxies, trustedProxies, withoutUntrustedForwarding } from '../http/trusted-proxies.ts';
import { deleteExpiredPayloads } from './adapter.ts';
import { registerInteractionRoutes } from './interactions.ts';
import { createKnownBrowsers } from './known-browsers.ts';
import { loadPageTexts } from './page-texts.ts';
import { createViewFor } from './pages.ts';
import { API_AUDIENCE, ISSUER_PATH } from './protocol.ts';
import { createIdentityProvider } from './provider.ts';
import { createUserAuthentication, type UserAuthentication } from './require-user.ts';
import { createSignInLimiter, deleteExpiredSignInFailures } from './sign-in-limits.ts';
import { registerSignOutForm } from './sign-out.ts';
import { createTokenVerifier, type TokenVerifier } from './verify.ts';

export { type Account, DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts, type UserType } from './accounts.ts';
export { API_AUDIENCE, ISSUER_PATH, PORTAL_CLIENT_ID, SCOPES } from './protocol.ts';
export { MISSING_OR_INVALID_TOKEN, UnauthorizedError, type UserAuthentication } from './require-user.ts';
export { AccessTokenError, createTokenVerifier, type TokenSubject, type TokenVerifier } from './verify.ts';

/**
 * [Note: The provider's own pages carry the page headers]
 * The provider writes its answers to the raw response, past Fastify's reply and so past the hook
 * that gives every page its headers ([Note: Every page runs under a strict policy]). They are set
 * on the raw response before the provider runs instead: its pages from pages.ts replace the policy
 * with their own, and the pages the library writes itself (the form that posts the sign-out on when
 * there is no session to ask about) keep this one, to which the library adds the hash of its one
 * inline script. No `form-action`, as in pages.ts: that form's answer redirects to the site. On the
 * provider's JSON the headers do nothing.
 */
const PROVIDER_PAGE_POLICY = "default-src 'none'; script-src 'self'; base-uri 'none'; frame-ancestors 'none'";

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
  const https = publicUrl.startsWith('https:');
  const knownBrowsers = await createKnownBrowsers(database, { secure: https });
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
    const providerHeaders = allPageHeaders(PROVIDER_PAGE_POLICY, { https });
    const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      // See [Note: The provider's own pages carry the page headers].
      for (const [name, value] of Object.entries(providerHeaders)) reply.raw.setHeader(name, value);
      reply.hijack();
      await handleProviderRequest(
        withoutUntrustedForwarding(withoutMountPath(request.raw), proxies),
        reply.raw,
      );
    };
    scope.all(`${ISSUER_PATH}/*`, toProvider);
    registerSignOutForm(scope, { viewFor, sessionCookie: provider.cookieName('session'), toProvider });
    await scope.register(async (interactions) =>
      registerInteractionRoutes(interactions, { provider, database, viewFor, limiter, knownBrowsers }),
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
