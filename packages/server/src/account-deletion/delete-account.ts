import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.ts';
import { type Database, nowIso } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { findAccountReferences, SUPPORTED_ACTIONS } from './account-references.ts';
import { queueBlobDeletions, thumbnailHashes } from './blob-collection.ts';

export interface AccountDeletionContext {
  readonly database: Database;
  readonly blobs: BlobStore;
  readonly jobs: JobQueue;
}

/** The account as it was just before it was deleted: where to send the last word. */
export interface DeletedAccount {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
}

export interface DeletionSteps {
  /** Runs first in the deletion's transaction; throwing aborts the deletion (a token check). */
  readonly before?: (trx: Transaction<Tables>) => Promise<void>;
  /** Runs last in the same transaction (the goodbye e-mail). */
  readonly after?: (trx: Transaction<Tables>, deleted: DeletedAccount) => Promise<void>;
}

/** Columns the tombstone keeps as they are; every other nullable column is cleared. */
const KEPT_COLUMNS = new Set(['id', 'user_type', 'created_at', 'deleted_at']);
/** Columns that are NOT NULL and personal, written over in the tombstone. */
const REWRITTEN_COLUMNS = new Set(['email', 'password_hash', 'first_name', 'last_name']);

/*
 * [Note: A deleted account is a tombstone]
 * Deleting an account keeps its row, with `deleted_at` set and nothing personal left: the e-mail
 * becomes `deleted-<id>@deleted.invalid` (so the address is free again and a sign-in with it finds
 * nothing), the password hash is emptied (no password matches it), names are emptied and every
 * other nullable column is cleared. The row stays so a token issued before the deletion can still
 * be told apart from a forged one: GET /customers/me answers such a token 404 ('account deleted',
 * which signs the portal out), every other route 401, and the identity provider treats the
 * account's sessions as gone. Everything else of the account is deleted in the same transaction
 * (see [Note: Account deletion follows the foreign keys]), its identity sessions, grants and
 * refresh tokens are revoked, its newsletter subscription ends, and its photos' blobs are listed
 * for collection (see [Note: Blobs outlive their rows until collected]).
 */

/**
 * Deletes the account and all its data in one transaction; see [Note: A deleted account is a
 * tombstone]. Resolves undefined, changing nothing, when the account does not exist or was
 * deleted already.
 */
export async function deleteAccount(
  context: AccountDeletionContext,
  accountId: string,
  steps: DeletionSteps = {},
): Promise<DeletedAccount | undefined> {
  const { database } = context;
  const references = await findAccountReferences(database);
  const unsupported = references.filter((reference) => !SUPPORTED_ACTIONS.has(reference.onDelete));
  if (unsupported.length > 0) {
    const named = unsupported.map(
      (reference) => `${reference.table}.${reference.column} (${reference.onDelete})`,
    );
    throw new Error(
      `Foreign keys to accounts must be ON DELETE CASCADE or SET NULL for account deletion: ${named.join(', ')}`,
    );
  }
  const clearedColumns = await clearedAccountColumns(database);

  return database.db.transaction().execute(async (trx) => {
    await steps.before?.(trx);
    let accountQuery = trx
      .selectFrom('accounts')
      .select(['id', 'email', 'first_name'])
      .where('id', '=', accountId)
      .where('deleted_at', 'is', null);
    if (database.dialect === 'postgres') accountQuery = accountQuery.forUpdate();
    const account = await accountQuery.executeTakeFirst();
    if (!account) return undefined;

    await listPhotoBlobs(trx, context.jobs, accountId);
    await revokeIdentity(trx, accountId);
    for (const { table, column, onDelete } of references) {
      const statement =
        onDelete === 'CASCADE'
          ? sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${accountId}`
          : sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} = ${accountId}`;
      await statement.execute(trx);
    }
    await trx.deleteFrom('newsletter_subscriptions').where('email', '=', account.email).execute();
    await writeTombstone(trx, accountId, clearedColumns);

    const deleted: DeletedAccount = { id: account.id, email: account.email, firstName: account.first_name };
    await steps.after?.(trx, deleted);
    return deleted;
  });
}

/** The nullable columns of `accounts` the tombstone clears, whichever migration added them. */
async function clearedAccountColumns({ db }: Database): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const accounts = tables.find((table) => table.name === 'accounts');
  if (!accounts) throw new Error('No accounts table');
  return accounts.columns
    .filter(
      (column) => column.isNullable && !KEPT_COLUMNS.has(column.name) && !REWRITTEN_COLUMNS.has(column.name),
    )
    .map((column) => column.name);
}

async function writeTombstone(trx: Kysely<Tables>, accountId: string, clearedColumns: readonly string[]) {
  const assignments: RawBuilder<unknown>[] = [
    sql`${sql.ref('email')} = ${`deleted-${accountId}@deleted.invalid`}`,
    sql`${sql.ref('password_hash')} = ${''}`,
    sql`${sql.ref('first_name')} = ${''}`,
    sql`${sql.ref('last_name')} = ${''}`,
    sql`${sql.ref('deleted_at')} = ${nowIso()}`,
    ...clearedColumns.map((column) => sql`${sql.ref(column)} = null`),
  ];
  await sql`update accounts set ${sql.join(assignments)} where id = ${accountId}`.execute(trx);
}

async function listPhotoBlobs(trx: Kysely<Tables>, jobs: JobQueue, accountId: string): Promise<void> {
  const photos = await trx
    .selectFrom('photos')
    .select(['blob_hash', 'thumbnails'])
    .where('owner_id', '=', accountId)
    .execute();
  const hashes = photos.flatMap((photo) => [photo.blob_hash, ...thumbnailHashes(photo.thumbnails)]);
  await queueBlobDeletions(trx, jobs, hashes);
}

/**
 * Deletes every object the identity provider stored for the account (sessions, grants, refresh
 * tokens, codes, interactions): each names the account as `"accountId":"<id>"` in its JSON
 * payload (see identity/adapter.ts), and a grant's tokens are found by its id as well. Access
 * tokens are signed JWTs that are never stored; they stop working because the account is deleted.
 */
async function revokeIdentity(trx: Kysely<Tables>, accountId: string): Promise<void> {
  // The id goes into a LIKE pattern; account ids are UUIDs, which hold no pattern characters.
  if (/[%_\\]/.test(accountId)) throw new Error(`Unexpected account id '${accountId}'`);
  const rows = await trx
    .selectFrom('oidc_payloads')
    .select(['model', 'id'])
    .where('payload', 'like', `%"accountId":"${accountId}"%`)
    .execute();
  const grantIds = rows.filter((row) => row.model === 'Grant').map((row) => row.id);
  if (grantIds.length > 0) await trx.deleteFrom('oidc_payloads').where('grant_id', 'in', grantIds).execute();
  for (const row of rows) {
    await trx.deleteFrom('oidc_payloads').where('model', '=', row.model).where('id', '=', row.id).execute();
  }
}
