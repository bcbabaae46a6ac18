import { createHash } from 'node:crypto';
import { type Account, findAccountByEmail } from '../../identity/accounts.ts';
import type { ServiceContext } from '../context.ts';

/*
 * [Note: Demo content is keyed, not counted]
 * The demo seeds of invoices, products, saved projects and widgets may run on every start, from
 * several processes at once. Every demo row's id is derived from its account and a fixed key, and
 * inserted with "on conflict do nothing", so running a seed again adds nothing, and a row the demo
 * user deleted comes back on the next start (the demo stays demonstrable). Dates are relative to the
 * moment a row is first seeded.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UUID-shaped id, the same for the same account and key. */
export function demoId(accountId: string, key: string): string {
  const hex = createHash('sha256').update(`${accountId}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Six upper-case hex characters of the account: makes demo product and invoice numbers unique. */
export function demoAccountTag(accountId: string): string {
  return createHash('sha256').update(accountId).digest('hex').slice(0, 6).toUpperCase();
}

/** The moment `days` days (and `hours` hours) before `now`, as an ISO timestamp. */
export function daysAgo(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000).toISOString();
}

/** The demo account with this e-mail address, unless it does not exist or was deleted. */
export async function activeDemoAccount(
  context: ServiceContext,
  email: string,
): Promise<Account | undefined> {
  const account = await findAccountByEmail(context.database, email);
  return account && account.deletedAt === null ? account : undefined;
}
