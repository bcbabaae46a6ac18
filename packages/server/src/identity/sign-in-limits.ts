import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { SignInFailureScope, SignInFailuresTable } from '../db/tables.ts';
import { getOrCreateSecret } from '../secrets.ts';
import { normalizeEmail } from './accounts.ts';

const MINUTE_MS = 60 * 1000;

/**
 * [Note: Sign-in failure limits]
 * Wrong passwords are limited per account (the typed e-mail address) and per client address, in a
 * sliding window: at most `perAccount` failures for one address in any 15 minutes, and `perAddress`
 * failures from one client address (an IPv6 client by its /64 network). Past either limit the form
 * answers 429 and checks no password at all, so a right password is refused too until the oldest
 * failures leave the window; a successful sign-in forgets the account's failures (not the client
 * address's, or one's own account would reset the count between guesses at others').
 *
 * The e-mail address is counted whether or not an account has it, so the limit answers the same for
 * unknown and known addresses and tells nobody which exist. Every attempt is first counted as a
 * failure and then checked against the limit, so attempts sent at once cannot all pass a check made
 * before any of them was counted; a refused attempt is taken back (refusals do not extend the wait)
 * and a right password takes its own row back. The rows are in the database, never in a process,
 * so the limits hold however many processes serve `/oidc`; rows past the window are swept. A browser
 * the account signed in with before is counted apart, under its own limit: see [Note: A known
 * browser is not locked out] in known-browsers.ts.
 */
export const SIGN_IN_FAILURE_LIMITS = {
  windowMs: 15 * MINUTE_MS,
  perAccount: 10,
  perAddress: 30,
  perKnownBrowser: 10,
} as const;

const LIMIT_OF: Readonly<Record<SignInFailureScope, number>> = {
  account: SIGN_IN_FAILURE_LIMITS.perAccount,
  address: SIGN_IN_FAILURE_LIMITS.perAddress,
  browser: SIGN_IN_FAILURE_LIMITS.perKnownBrowser,
};

/** The server secret that keys the hashes the failures are stored under. */
const SUBJECT_KEY_SECRET = 'sign-in-failure-subjects';

/** An attempt counted as a failure until its password turns out right. */
export interface SignInAttempt {
  /** One row per limit the attempt counts against. */
  readonly failures: readonly SignInFailuresTable[];
  /** The row whose subject's failures a right password forgets: the account's, or the known browser's. */
  readonly forgets: SignInFailuresTable;
}

export type SignInAdmission =
  | { readonly allowed: true; readonly attempt: SignInAttempt }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface SignInLimiter {
  /**
   * Counts an attempt with this e-mail address from this client address, or refuses it past a limit.
   * `knownBrowserId`: the attempt comes from a browser known to the typed address's account, and is
   * counted against that browser's limit alone.
   */
  admit(email: string, clientAddress: string, knownBrowserId?: string): Promise<SignInAdmission>;
  /** The attempt's password was right: the failures of the limit it `forgets` are forgotten. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

export async function createSignInLimiter(database: Database): Promise<SignInLimiter> {
  const { db } = database;
  const key = await getOrCreateSecret(database, SUBJECT_KEY_SECRET, () =>
    randomBytes(32).toString('base64url'),
  );
  const subject = (scope: SignInFailureScope, value: string) =>
    createHmac('sha256', key).update(`${scope}:${value}`).digest('base64url');

  /** When the failures of `row`'s subject next drop below its limit: the limit-th newest leaves the window. */
  async function freedAt(row: SignInFailuresTable, windowStart: string, now: number): Promise<number> {
    const blocking = await db
      .selectFrom('sign_in_failures')
      .select('created_at')
      .where('scope', '=', row.scope)
      .where('subject', '=', row.subject)
      .where('created_at', '>', windowStart)
      .orderBy('created_at', 'desc')
      .limit(1)
      .offset(LIMIT_OF[row.scope] - 1)
      .executeTakeFirst();
    return blocking ? Date.parse(blocking.created_at) + SIGN_IN_FAILURE_LIMITS.windowMs : now;
  }

  return {
    async admit(email, clientAddress, knownBrowserId) {
      const now = Date.now();
      const createdAt = new Date(now).toISOString();
      const windowStart = new Date(now - SIGN_IN_FAILURE_LIMITS.windowMs).toISOString();
      const failure = (scope: SignInFailureScope, value: string): SignInFailuresTable => ({
        id: randomUUID(),
        scope,
        subject: subject(scope, value),
        created_at: createdAt,
      });
      const forgets =
        knownBrowserId === undefined
          ? failure('account', normalizeEmail(email))
          : failure('browser', knownBrowserId);
      const rows =
        knownBrowserId === undefined
          ? [forgets, failure('address', clientNetwork(clientAddress))]
          : [forgets];
      const attempt: SignInAttempt = { failures: rows, forgets };
      await db.insertInto('sign_in_failures').values(rows).execute();
      const counts = await db
        .selectFrom('sign_in_failures')
        .select(['scope', sql<number>`count(*)`.as('failures')])
        .where((where) =>
          where.or(
            rows.map((row) =>
              where.and([where('scope', '=', row.scope), where('subject', '=', row.subject)]),
            ),
          ),
        )
        .where('created_at', '>', windowStart)
        .groupBy('scope')
        .execute();
      const failures = (scope: SignInFailureScope) =>
        Number(counts.find((count) => count.scope === scope)?.failures ?? 0);
      const over = rows.filter((row) => failures(row.scope) > LIMIT_OF[row.scope]);
      if (over.length === 0) return { allowed: true, attempt };

      await db
        .deleteFrom('sign_in_failures')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      const freed = Math.max(...(await Promise.all(over.map((row) => freedAt(row, windowStart, now)))));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freed - now) / 1000)) };
    },

    async succeeded({ failures, forgets }) {
      await db
        .deleteFrom('sign_in_failures')
        .where((where) =>
          where.or([
            where(
              'id',
              'in',
              failures.map((row) => row.id),
            ),
            where.and([where('scope', '=', forgets.scope), where('subject', '=', forgets.subject)]),
          ]),
        )
        .execute();
    },
  };
}

/** Deletes the failures that no longer count; answers how many. */
export async function deleteExpiredSignInFailures({ db }: Database, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_failures')
    .where('created_at', '<=', new Date(now - SIGN_IN_FAILURE_LIMITS.windowMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** IPv6 hextets that make up the /64 network a client is usually given. */
const IPV6_NETWORK_HEXTETS = 4;
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * What one client is counted as: an IPv4 address as it is (an IPv4-mapped IPv6 address too), an IPv6
 * address by its /64 network, which one customer's router is given whole.
 */
export function clientNetwork(address: string): string {
  const withoutZone = address.replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(withoutZone)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(withoutZone)) return withoutZone;
  const [head = '', tail] = withoutZone.toLowerCase().split('::');
  // A trailing dotted IPv4 part ('64:ff9b::192.0.2.1') takes the room of two hextets.
  const hextets = (part: string | undefined) =>
    part ? part.split(':').flatMap((piece) => (piece.includes('.') ? ['0', '0'] : [piece])) : [];
  const known = [...hextets(head), ...hextets(tail)];
  const expanded =
    tail === undefined
      ? hextets(head)
      : [...hextets(head), ...Array<string>(8 - known.length).fill('0'), ...hextets(tail)];
  const network = expanded
    .slice(0, IPV6_NETWORK_HEXTETS)
    .map((hextet) => Number.parseInt(hextet, 16).toString(16));
  return `${network.join(':')}::/64`;
}
