import {
  DeleteAccountBody,
  EmailChangeBody,
  Identity,
  LOCAL_IDENTITY_PROVIDER,
} from '@portal/api/schemas/auth-api';
import { id } from '@portal/api/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { deleteAccount } from '../../account-deletion/index.ts';
import { HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import type { TokenSubject } from '../../identity/index.ts';
import { enqueueMail, portalLink } from '../../mail/index.ts';
import type { ServiceContext } from '../context.ts';
import {
  accountDeletedMail,
  deletionRequestMail,
  emailChangedMail,
  emailChangeRequestMail,
} from './auth-mails.ts';
import {
  claimConfirmationToken,
  issueConfirmationToken,
  lockActiveAccount,
  retireConfirmationTokens,
  TOKEN_LIFETIME_MS,
} from './confirmation-store.ts';
import { DELETE_ACCOUNT_REQUESTS, EMAIL_CHANGE_REQUESTS, takeRateLimit } from './rate-limit.ts';

const IDENTITY_PATH = '/v2/identities/:idpType/:idpSub';
const ConfirmParams = z.extend(Identity, { token: id });

/** The portal pages that confirm (account-portal §2 route table) and their query parameter. */
const DELETE_ACCOUNT_PAGE = '/delete-account-confirmation';
const CHANGE_EMAIL_PAGE = '/change-email-confirmation';
const TOKEN_PARAM = 'confirmation-token';

/*
 * [Note: Links go to the public URL]
 * Confirmation links point at the portal's pages under the configured public URL, never at the
 * host a request came in on: a link carrying a live token must only ever lead to this
 * deployment, and a Host or X-Forwarded-Host header is the caller's to choose. A deployment with
 * brand hosts would map the request's `channel` (which every token stores) to that brand's
 * configured origin in the same place; the reference deployment serves every brand from one origin.
 */

/**
 * The Auth API (account-portal §7): account deletion and email change, each a request that mails a
 * single-use link and a confirmation that acts on it (see [Note: Confirmation keeps the identity
 * path] in the contract). Every call names the identity in its path, which must be the token's own
 * ('local', account id) or the call answers 404. Success answers 204 without a body.
 */
export function registerAuthApiService(app: FastifyInstance, context: ServiceContext): void {
  const { database, publicUrl } = context;
  const { db, dialect } = database;

  /** The token's user, when the path names that user's identity; 401 without a token, else 404. */
  async function requireOwnIdentity<P extends z.infer<typeof Identity>>(
    request: FastifyRequest,
    schema: z.ZodMiniType<P>,
  ): Promise<{ user: TokenSubject; params: P }> {
    const user = await context.auth.requireUser(request);
    const params = parseInput(schema, request.params, 'params');
    if (params.idpType !== LOCAL_IDENTITY_PROVIDER || params.idpSub !== user.subject)
      throw notFound('Identity');
    return { user, params };
  }

  app.post(`${IDENTITY_PATH}/deleteaccount`, async (request, reply) => {
    const { user } = await requireOwnIdentity(request, Identity);
    const { channel } = parseInput(DeleteAccountBody, request.body, 'body');
    const outcome = await db.transaction().execute(async (trx) => {
      const account = await lockActiveAccount(trx, dialect, user.subject);
      if (!account) return 'gone';
      const decision = await takeRateLimit(trx, account.id, DELETE_ACCOUNT_REQUESTS);
      if (!decision.allowed) return decision;
      const token = await issueConfirmationToken(trx, {
        accountId: account.id,
        purpose: 'delete-account',
        channel,
      });
      const mail = deletionRequestMail({
        firstName: account.firstName,
        email: account.email,
        link: portalLink(publicUrl, DELETE_ACCOUNT_PAGE, { [TOKEN_PARAM]: token }),
        lifetimeMs: TOKEN_LIFETIME_MS['delete-account'],
      });
      await enqueueMail(trx, { to: account.email, ...mail });
      return 'sent';
    });
    if (outcome === 'gone') throw notFound('Identity');
    if (typeof outcome === 'object') {
      return tooManyRequests(
        reply,
        'account deletion',
        DELETE_ACCOUNT_REQUESTS.max,
        outcome.retryAfterSeconds,
      );
    }
    return reply.code(204).send();
  });

  app.post(`${IDENTITY_PATH}/deleteaccount/:token/actions/confirm`, async (request, reply) => {
    const { user, params } = await requireOwnIdentity(request, ConfirmParams);
    const deleted = await deleteAccount(context, user.subject, {
      async before(trx) {
        const claimed = await claimConfirmationToken(trx, {
          token: params.token,
          accountId: user.subject,
          purpose: 'delete-account',
        });
        if (!claimed) throw notFound('Confirmation');
      },
      async after(trx, account) {
        await enqueueMail(trx, {
          to: account.email,
          ...accountDeletedMail({ firstName: account.firstName }),
        });
      },
    });
    if (!deleted) throw notFound('Identity');
    return reply.code(204).send();
  });

  app.post(`${IDENTITY_PATH}/emailchanges`, async (request, reply) => {
    const { user } = await requireOwnIdentity(request, Identity);
    const body = parseInput(EmailChangeBody, request.body, 'body');
    const newEmail = body.email.trim().toLowerCase();
    // A refused request still counts (see EMAIL_CHANGE_REQUESTS), so refusals are outcomes that
    // commit, not errors that roll back.
    const outcome = await db.transaction().execute(async (trx) => {
      const account = await lockActiveAccount(trx, dialect, user.subject);
      if (!account) return 'gone';
      const decision = await takeRateLimit(trx, account.id, EMAIL_CHANGE_REQUESTS);
      if (!decision.allowed) return decision;
      if (await emailInUse(trx, newEmail)) return 'inUse';
      const token = await issueConfirmationToken(trx, {
        accountId: account.id,
        purpose: 'email-change',
        channel: body.channel,
        newEmail,
      });
      const mail = emailChangeRequestMail({
        newEmail,
        link: portalLink(publicUrl, CHANGE_EMAIL_PAGE, { [TOKEN_PARAM]: token }),
        lifetimeMs: TOKEN_LIFETIME_MS['email-change'],
      });
      await enqueueMail(trx, { to: newEmail, ...mail });
      return 'sent';
    });
    if (outcome === 'gone') throw notFound('Identity');
    if (typeof outcome === 'object') {
      return tooManyRequests(reply, 'email change', EMAIL_CHANGE_REQUESTS.max, outcome.retryAfterSeconds);
    }
    if (outcome === 'inUse') throw emailTaken();
    return reply.code(204).send();
  });

  app.post(`${IDENTITY_PATH}/emailchanges/:token/actions/confirm`, async (request, reply) => {
    const { user, params } = await requireOwnIdentity(request, ConfirmParams);
    await db.transaction().execute(async (trx) => {
      const claimed = await claimConfirmationToken(trx, {
        token: params.token,
        accountId: user.subject,
        purpose: 'email-change',
      });
      const newEmail = claimed?.new_email;
      if (!newEmail) throw notFound('Confirmation');
      const account = await lockActiveAccount(trx, dialect, user.subject);
      if (!account) throw notFound('Identity');
      if (account.email === newEmail) return;
      // Taken since the request: refused, and the claim rolls back with the rest, so the link
      // works again should the address become free while it is valid.
      if (await emailInUse(trx, newEmail)) throw emailTaken();
      await trx.updateTable('accounts').set({ email: newEmail }).where('id', '=', account.id).execute();
      // Links to other addresses requested earlier would now change it again: they are void.
      await retireConfirmationTokens(trx, account.id, 'email-change');
      await enqueueMail(trx, {
        to: account.email,
        ...emailChangedMail({ firstName: account.firstName, newEmail }),
      });
    });
    return reply.code(204).send();
  });
}

async function emailInUse(trx: Parameters<typeof lockActiveAccount>[0], email: string): Promise<boolean> {
  const holder = await trx.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
  return holder !== undefined;
}

function emailTaken(): HttpProblem {
  return new HttpProblem(409, 'The e-mail address is in use by an account');
}

/** 429 with Retry-After, which an error thrown to the app's error handler could not carry. */
function tooManyRequests(reply: FastifyReply, what: string, max: number, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: `Too many ${what} requests: at most ${max} an hour, try again later` });
}
