import * as z from 'zod/mini';
import { nowIso } from '../../db/database.ts';
import {
  composeMail,
  createConfirmationToken,
  enqueueMail,
  hashConfirmationToken,
  portalLink,
} from '../../mail/index.ts';
import type { ServiceContext } from '../context.ts';

/** How long a subscription link works: a week, since a newsletter is no urgent matter. */
export const SUBSCRIPTION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The public page that confirms (account-portal §2 route table) and its query parameters. */
const SUBSCRIPTION_PAGE = '/subscription-confirmation';
const TOKEN_PARAM = 'confirmation-token';
const EMAIL_PARAM = 'email';

export type NewsletterContext = Pick<ServiceContext, 'database' | 'publicUrl'>;

/** What asking for a subscription did. */
export type SubscriptionRequest = 'confirmationSent' | 'alreadySubscribed';

const Email = z.email();

/*
 * [Note: Subscribing is server-side]
 * The spec has the confirmation call only: signing up happens elsewhere (a shop's checkout, a
 * brand page's form), and that system sends the double opt-in mail. Here `subscribeToNewsletter`
 * is that system: a server-side call, not a route, because an open subscribe route would let
 * anyone make this server mail any address. It creates or renews the pending subscription, with a
 * new link (an earlier pending link stops working), and mails the link to the address; an address
 * that has confirmed already gets no mail. See [Note: Confirmation tokens] for the link's token.
 */

/** Starts the double opt-in for `email`; see [Note: Subscribing is server-side]. */
export async function subscribeToNewsletter(
  context: NewsletterContext,
  email: string,
): Promise<SubscriptionRequest> {
  const outcome = await requestSubscription(context, email, { keepValidLink: false });
  // Without keepValidLink every pending subscription is renewed; only a confirmed one is left.
  return outcome === 'linkStillValid' ? 'alreadySubscribed' : outcome;
}

/**
 * The subscription as `subscribeToNewsletter` makes it, except that a pending subscription whose
 * link still works is left alone: for seeding, which runs on every start.
 */
export async function requestSubscription(
  context: NewsletterContext,
  email: string,
  { keepValidLink }: { keepValidLink: boolean },
): Promise<SubscriptionRequest | 'linkStillValid'> {
  const parsed = Email.safeParse(email.trim().toLowerCase());
  if (!parsed.success) throw new TypeError(`Not an e-mail address: '${email}'`);
  const address = parsed.data;
  const { token, tokenHash } = createConfirmationToken();
  return context.database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const expiresAt = new Date(Date.parse(now) + SUBSCRIPTION_LINK_LIFETIME_MS).toISOString();
    const renewed = await trx
      .insertInto('newsletter_subscriptions')
      .values({
        email: address,
        status: 'pending',
        token_hash: tokenHash,
        token_expires_at: expiresAt,
        created_at: now,
        updated_at: now,
        confirmed_at: null,
      })
      .onConflict((conflict) =>
        conflict
          .column('email')
          .doUpdateSet({ token_hash: tokenHash, token_expires_at: expiresAt, updated_at: now })
          .where((eb) =>
            keepValidLink
              ? eb.and([
                  eb('newsletter_subscriptions.status', '=', 'pending'),
                  eb('newsletter_subscriptions.token_expires_at', '<=', now),
                ])
              : eb('newsletter_subscriptions.status', '=', 'pending'),
          ),
      )
      .returning('email')
      .executeTakeFirst();
    if (!renewed) {
      const existing = await trx
        .selectFrom('newsletter_subscriptions')
        .select('status')
        .where('email', '=', address)
        .executeTakeFirst();
      return existing?.status === 'confirmed' ? 'alreadySubscribed' : 'linkStillValid';
    }
    const link = portalLink(context.publicUrl, SUBSCRIPTION_PAGE, {
      [TOKEN_PARAM]: token,
      [EMAIL_PARAM]: address,
    });
    const mail = composeMail('Confirm your newsletter subscription', {
      greeting: 'Hello,',
      paragraphs: [`Please confirm that ${address} should receive our newsletter.`],
      action: { label: 'Confirm my subscription', url: link },
      after: [
        'The link works once, for 7 days.',
        'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
      ],
    });
    await enqueueMail(trx, { to: address, ...mail });
    return 'confirmationSent';
  });
}

/**
 * Confirms the pending subscription of `email` when `token` is its current link's token and has
 * not expired; false otherwise (wrong address, wrong, expired or used token), changing nothing.
 */
export async function confirmSubscription(
  { database }: NewsletterContext,
  email: string,
  token: string,
): Promise<boolean> {
  const now = nowIso();
  const confirmed = await database.db
    .updateTable('newsletter_subscriptions')
    .set({
      status: 'confirmed',
      token_hash: null,
      token_expires_at: null,
      confirmed_at: now,
      updated_at: now,
    })
    .where('email', '=', email.trim().toLowerCase())
    .where('token_hash', '=', hashConfirmationToken(token))
    .where('status', '=', 'pending')
    .where('token_expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  return confirmed !== undefined;
}
