import { projectDeletionDate } from '@portal/api/rules/storage-status';
import type { AccountInformation } from '@portal/api/schemas/account-information';
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/**
 * [Note: Which orders restart the storage period]
 * Photos are kept 18 months from the last order (photo-library §2.10, §9). The last order is the
 * newest superorder (what the customer checked out) that was not cancelled: a cancelled order was
 * never bought, so it buys no storage time. Its date is the UTC calendar day it was placed.
 */

/** The calendar date of the account's newest order that was not cancelled, or null when there is none. */
export async function lastOrderDate(db: Kysely<Tables>, accountId: string): Promise<string | null> {
  const newest = await db
    .selectFrom('superorders')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('status', '!=', 'Cancelled')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return newest ? newest.created_at.slice(0, 10) : null;
}

/** How many saved projects the account holds. */
export async function projectCount(db: Kysely<Tables>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_projects')
    .select(sql<number>`count(*)`.as('projects'))
    .where('owner_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.projects);
}

/**
 * The account information of `accountId`, or undefined when there is no such active account. Every
 * date is a calendar date (see [Note: Storage dates are calendar dates]): registration is the UTC
 * day the account was created; a postponed deletion date comes from `deletion_delays`.
 */
export async function accountInformation(
  db: Kysely<Tables>,
  accountId: string,
): Promise<AccountInformation | undefined> {
  const account = await db
    .selectFrom('accounts as a')
    .leftJoin('deletion_delays as d', 'd.account_id', 'a.id')
    .select(['a.created_at', 'd.delayed_deletion_date'])
    .where('a.id', '=', accountId)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!account) return undefined;
  const registrationDate = account.created_at.slice(0, 10);
  const lastOrder = await lastOrderDate(db, accountId);
  return {
    delayedDeletionDate: account.delayed_deletion_date,
    lastOrderDate: lastOrder,
    projectCount: await projectCount(db, accountId),
    projectedDeletionDate: projectDeletionDate({ lastOrderDate: lastOrder, registrationDate }),
    registrationDate,
  };
}
