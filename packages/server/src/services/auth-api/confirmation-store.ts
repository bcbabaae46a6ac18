import type { Kysely, Selectable } from 'kysely';
import type { ConfirmationPurpose, ConfirmationTokensTable } from '../../db/auth-mail-tables.ts';
import { type Database, nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import { createConfirmationToken, hashConfirmationToken } from '../../mail/index.ts';

/**
 * How long a confirmation link works: 24 hours for both, long enough to find the mail the next day,
 * short enough that an old mail in a mailbox is no standing key to the account.
 */
export const TOKEN_LIFETIME_MS: Readonly<Record<ConfirmationPurpose, number>> = {
  'delete-account': 24 * 60 * 60 * 1000,
  'email-change': 24 * 60 * 60 * 1000,
};

export interface NewConfirmation {
  readonly accountId: string;
  readonly purpose: ConfirmationPurpose;
  readonly channel: string;
  /** The address an email change moves to. */
  readonly newEmail?: string;
}

/** Stores a token for the account and purpose (see [Note: Confirmation tokens]); returns it for the link. */
export async function issueConfirmationToken(
  trx: Kysely<Tables>,
  confirmation: NewConfirmation,
): Promise<string> {
  const { token, tokenHash } = createConfirmationToken();
  const now = Date.now();
  await trx
    .insertInto('confirmation_tokens')
    .values({
      token_hash: tokenHash,
      account_id: confirmation.accountId,
      purpose: confirmation.purpose,
      new_email: confirmation.newEmail ?? null,
      channel: confirmation.channel,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + TOKEN_LIFETIME_MS[confirmation.purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Marks the token used and returns its row, when it was issued to this account for this purpose,
 * is unused and has not expired; otherwise changes nothing and returns undefined. One conditional
 * UPDATE, so a link clicked twice at once confirms once.
 */
export async function claimConfirmationToken(
  trx: Kysely<Tables>,
  { token, accountId, purpose }: { token: string; accountId: string; purpose: ConfirmationPurpose },
): Promise<Selectable<ConfirmationTokensTable> | undefined> {
  const now = nowIso();
  return trx
    .updateTable('confirmation_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashConfirmationToken(token))
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Marks every unused token of the account and purpose used: a newer confirmation supersedes them. */
export async function retireConfirmationTokens(
  trx: Kysely<Tables>,
  accountId: string,
  purpose: ConfirmationPurpose,
): Promise<void> {
  await trx
    .updateTable('confirmation_tokens')
    .set({ used_at: nowIso() })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export interface LockedAccount {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
}

/**
 * The active account, locked until the transaction ends on PostgreSQL (SQLite runs one write
 * transaction at a time anyway), so one account's requests are counted and applied one by one.
 */
export async function lockActiveAccount(
  trx: Kysely<Tables>,
  dialect: Database['dialect'],
  accountId: string,
): Promise<LockedAccount | undefined> {
  let query = trx
    .selectFrom('accounts')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', accountId)
    .where('deleted_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { id: row.id, email: row.email, firstName: row.first_name };
}
