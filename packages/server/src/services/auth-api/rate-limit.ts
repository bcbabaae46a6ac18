import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

/** At most `max` counted requests of one kind per account in any `windowMs`. */
export interface RateLimit {
  readonly action: string;
  readonly max: number;
  readonly windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Email changes: 3 per hour per account. Refused requests (the address is in use) count too, so
 * the 409 cannot be used to test many addresses for accounts.
 */
export const EMAIL_CHANGE_REQUESTS: RateLimit = { action: 'email-change-request', max: 3, windowMs: HOUR_MS };

/** Account deletion requests: 3 per hour per account, so the link cannot be used to flood a mailbox. */
export const DELETE_ACCOUNT_REQUESTS: RateLimit = {
  action: 'delete-account-request',
  max: 3,
  windowMs: HOUR_MS,
};

/** Counted, or refused with the seconds until the oldest counted request leaves the window. */
export type RateDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Counts one request against the limit, or refuses it when the limit is reached (nothing is
 * counted then). Call inside a transaction that holds the account's row lock, so concurrent
 * requests of one account count one after the other.
 */
export async function takeRateLimit(
  trx: Kysely<Tables>,
  accountId: string,
  limit: RateLimit,
): Promise<RateDecision> {
  const now = Date.now();
  const windowStart = new Date(now - limit.windowMs).toISOString();
  // Events that left the window are of no further use.
  await trx
    .deleteFrom('rate_limit_events')
    .where('account_id', '=', accountId)
    .where('action', '=', limit.action)
    .where('created_at', '<=', windowStart)
    .execute();
  const { counted, oldest } = await trx
    .selectFrom('rate_limit_events')
    .select([sql<number>`count(*)`.as('counted'), sql<string | null>`min(created_at)`.as('oldest')])
    .where('account_id', '=', accountId)
    .where('action', '=', limit.action)
    .executeTakeFirstOrThrow();
  if (Number(counted) >= limit.max) {
    const freedAt = Date.parse(oldest ?? new Date(now).toISOString()) + limit.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
  }
  await trx
    .insertInto('rate_limit_events')
    .values({ id: randomUUID(), account_id: accountId, action: limit.action, created_at: nowIso() })
    .execute();
  return { allowed: true };
}
