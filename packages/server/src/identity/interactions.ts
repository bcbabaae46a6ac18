// Before oidc-provider: see [Note: oidc-provider on Node.js 20].
import './supported-runtime.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Interaction, errors as oidcErrors, type Provider } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { authenticateWithPassword, findAccountByEmail } from './accounts.ts';
import type { KnownBrowsers } from './known-browsers.ts';
import { pageRequestOf } from './page-site.ts';
import { expiredPage, type PageView, type RenderedPage, signInPage, type ViewFor } from './pages.ts';
import { FIRST_PARTY_CLIENT_IDS, ISSUER_PATH } from './protocol.ts';
import type { SignInLimiter } from './sign-in-limits.ts';

/** Longest accepted e-mail address (RFC 5321 path limit) and password; longer input is refused. */
const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 1024;
const FORM_BODY_LIMIT = 4096;

interface InteractionRoute {
  Params: { uid: string };
}

export interface InteractionRoutesOptions {
  readonly provider: Provider;
  readonly database: Database;
  readonly viewFor: ViewFor;
  readonly limiter: SignInLimiter;
  readonly knownBrowsers: KnownBrowsers;
}

/**
 * The pages the provider sends people to when it needs them (`interactions.url`): the sign-in form
 * and the consent step, which first-party clients pass without asking. The whole flow is walked
 * through in sign-in.md.
 */
export function registerInteractionRoutes(
  scope: FastifyInstance,
  { provider, database, viewFor, limiter, knownBrowsers }: InteractionRoutesOptions,
): void {
  const viewOf = (interaction: Interaction | undefined) =>
    viewFor(interaction ? pageRequestOf(interaction.params) : {});

  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );

  scope.get<InteractionRoute>(`${ISSUER_PATH}/interaction/:uid`, async (request, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) return sendPage(reply, 400, expiredPage(viewOf(undefined)));
    switch (interaction.prompt.name) {
      case 'login':
        return sendPage(
          reply,
          200,
          signInPage(viewOf(interaction), {
            action: interactionPath(interaction),
            email: stringParam(interaction.params.login_hint),
          }),
        );
      case 'consent': {
        const clientId = interaction.params.client_id;
        if (!clientId || !FIRST_PARTY_CLIENT_IDS.has(clientId)) {
          const error = {
            error: 'access_denied',
            error_description: 'only first-party clients sign in here',
          };
          return finish(provider, request, reply, error, false);
        }
        const grantId = await grantWhatWasAsked(provider, interaction, clientId);
        return finish(provider, request, reply, { consent: { grantId } }, true);
      }
      default:
        return sendPage(reply, 400, expiredPage(viewOf(interaction)));
    }
  });

  scope.post<InteractionRoute>(`${ISSUER_PATH}/interaction/:uid`, async (request, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (interaction?.prompt.name !== 'login') return sendPage(reply, 400, expiredPage(viewOf(interaction)));
    const view = viewOf(interaction);
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const email = form.get('email')?.trim() ?? '';
    const password = form.get('password') ?? '';
    const action = interactionPath(interaction);
    if (!email || !password || email.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
      const problem = { kind: 'missing-credentials', email: !email, password: !password } as const;
      return sendPage(
        reply,
        400,
        signInPage(view, { action, email: email.slice(0, MAX_EMAIL_LENGTH), problem }),
      );
    }
    // See [Note: Sign-in failure limits] and [Note: A known browser is not locked out].
    const knownBrowser = knownBrowsers.read(request);
    const knownToTyped =
      knownBrowser !== undefined &&
      (await findAccountByEmail(database, email))?.id === knownBrowser.accountId;
    const admission = await limiter.admit(
      email,
      request.ip,
      knownToTyped ? knownBrowser.browserId : undefined,
    );
    if (!admission.allowed) {
      return sendTooManyAttempts(reply, view, action, email, admission.retryAfterSeconds);
    }
    const account = await authenticateWithPassword(database, email, password);
    if (!account) {
      return sendPage(
        reply,
        401,
        signInPage(view, { action, email, problem: { kind: 'incorrect-credentials' } }),
      );
    }
    await limiter.succeeded(admission.attempt);
    knownBrowsers.remember(reply, account.id);
    return finish(
      provider,
      request,
      reply,
      { login: { accountId: account.id, amr: ['pwd'], remember: true } },
      false,
    );
  });
}

/** The interaction the browser's cookie points at, if it is the one in the URL and still alive. */
async function currentInteraction(
  provider: Provider,
  request: FastifyRequest<InteractionRoute>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof oidcErrors.SessionNotFound) return undefined;
    throw error;
  }
}

async function grantWhatWasAsked(
  provider: Provider,
  interaction: Interaction,
  clientId: string,
): Promise<string> {
  const accountId = interaction.session?.accountId;
  if (!accountId) throw new Error('A consent prompt without a signed-in account');
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

async function finish(
  provider: Provider,
  request: FastifyRequest<InteractionRoute>,
  reply: FastifyReply,
  result: Parameters<Provider['interactionResult']>[2],
  mergeWithLastSubmission: boolean,
): Promise<FastifyReply> {
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission,
  });
  return reply.redirect(returnTo, 303);
}

function interactionPath(interaction: Interaction): string {
  return `${ISSUER_PATH}/interaction/${encodeURIComponent(interaction.uid)}`;
}

/** 429 with Retry-After: the form again, saying when to try again, with the e-mail address kept. */
function sendTooManyAttempts(
  reply: FastifyReply,
  view: PageView,
  action: string,
  email: string,
  retryAfterSeconds: number,
): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  const problem = { kind: 'too-many-attempts', retryAfterSeconds } as const;
  return sendPage(reply, 429, signInPage(view, { action, email, problem }));
}

function sendPage(reply: FastifyReply, status: number, { html, headers }: RenderedPage): FastifyReply {
  return reply.code(status).headers(headers).type('text/html; charset=utf-8').send(html);
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
