import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { Customer, FtpSettings, PersonalDetails } from '@portal/api/schemas/customer';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

export interface StoredCustomer {
  readonly customer: Customer;
  /** The account was deleted: GET /customers/me answers 404 for it. */
  readonly deleted: boolean;
}

/*
 * [Note: The customer's flags]
 * - `accountDeleted` is false for every customer answered: a deleted account answers 404 instead
 *   (account-portal §7), which is what signs the portal out.
 * - `changed` turns true once the customer has changed their settings through this service (the FTP
 *   settings), and stays true.
 * - `b2bAccountStatus` is null for consumers; a B2B account whose status was never set is Default,
 *   the status whose banner asks for the missing account details.
 */

/** The customer of an account, deleted or not; undefined when there is no such account. */
export async function findCustomer(
  db: Kysely<Tables>,
  accountId: string,
): Promise<StoredCustomer | undefined> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('customer_profiles', 'customer_profiles.account_id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.first_name',
      'accounts.last_name',
      'accounts.user_type',
      'accounts.deleted_at',
      'customer_profiles.b2b_status',
      'customer_profiles.callback_url',
      'customer_profiles.callback_format',
      'customer_profiles.changed',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  const b2b = isB2bCustomer(row.user_type);
  return {
    deleted: row.deleted_at !== null,
    customer: {
      id: row.id,
      accountId: row.id,
      email: row.email,
      firstName: row.first_name || null,
      lastName: row.last_name || null,
      userType: row.user_type,
      accountDeleted: false,
      changed: row.changed === 1,
      callbackUrl: row.callback_url,
      callbackFormat:
        row.callback_format === 'JSON' || row.callback_format === 'XML' ? row.callback_format : null,
      b2bAccountStatus: b2b ? toB2bStatus(row.b2b_status) : null,
    },
  };
}

function toB2bStatus(stored: string | null): Customer['b2bAccountStatus'] {
  return stored === 'New' || stored === 'Blocked' ? stored : 'Default';
}

/** Saves the customer's name, as the portal and its mails address them. */
export async function savePersonalDetails(
  db: Kysely<Tables>,
  accountId: string,
  details: PersonalDetails,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ first_name: details.firstName, last_name: details.lastName })
    .where('id', '=', accountId)
    .execute();
}

/** Saves the FTP settings and marks the customer changed (see [Note: The customer's flags]). */
export async function saveFtpSettings(
  db: Kysely<Tables>,
  accountId: string,
  settings: FtpSettings,
): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('customer_profiles')
    .values({
      account_id: accountId,
      b2b_status: null,
      callback_url: settings.callbackUrl,
      callback_format: settings.callbackFormat,
      changed: 1,
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict.column('account_id').doUpdateSet({
        callback_url: settings.callbackUrl,
        callback_format: settings.callbackFormat,
        changed: 1,
        updated_at: updatedAt,
      }),
    )
    .execute();
}
