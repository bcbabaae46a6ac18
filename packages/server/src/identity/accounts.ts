import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { AccountsTable } from '../db/tables.ts';
import { hashPassword, passwordDecoy, verifyPassword } from './passwords.ts';

export type UserType = 'consumer' | 'b2b';

export interface Account {
  readonly id: string;
  /** Lower-cased. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userType: UserType;
  readonly createdAt: string;
  /** Set once the account was deleted; such an account can no longer sign in or use its tokens. */
  readonly deletedAt: string | null;
}

export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userType: UserType;
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`An account with the e-mail address '${email}' already exists`);
    this.name = 'EmailTakenError';
  }
}

/** Creates an account; throws EmailTakenError when the address (compared lower-cased) is taken. */
export async function createAccount({ db }: Database, input: NewAccount): Promise<Account> {
  const row = {
    id: randomUUID(),
    email: normalizeEmail(input.email),
    password_hash: await hashPassword(input.password),
    first_name: input.firstName,
    last_name: input.lastName,
    user_type: input.userType,
    created_at: nowIso(),
    deleted_at: null,
  };
  const result = await db
    .insertInto('accounts')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new EmailTakenError(row.email);
  return toAccount(row);
}

/** The account with this e-mail address, deleted or not. */
export async function findAccountByEmail({ db }: Database, email: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && toAccount(row);
}

/** The account with this id, unless it does not exist or was deleted. */
export async function findActiveAccount({ db }: Database, id: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toAccount(row);
}

/**
 * The account these credentials sign in to, or undefined: for an unknown address, a wrong password
 * and a deleted account alike, so the answer never tells which of them it was.
 */
export async function authenticateWithPassword(
  { db }: Database,
  email: string,
  password: string,
): Promise<Account | undefined> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await passwordDecoy()));
  if (!row || !matches || row.deleted_at !== null) return undefined;
  return toAccount(row);
}

export const DEMO_PASSWORD = 'demo';

/** The accounts every embedded installation offers for trying the portal out. */
export const DEMO_ACCOUNTS: readonly Omit<NewAccount, 'password'>[] = [
  { email: 'demo@example.com', firstName: 'Alex', lastName: 'Morgan', userType: 'consumer' },
  { email: 'friend@example.com', firstName: 'Sam', lastName: 'Rivera', userType: 'consumer' },
  { email: 'business@example.com', firstName: 'Jordan', lastName: 'Lee', userType: 'b2b' },
];

/**
 * Creates the demo accounts that do not exist yet (password 'demo'). Safe to run on every start
 * and from several processes at once: an address already taken is left as it is.
 */
export async function ensureDemoAccounts(database: Database): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    if (await findAccountByEmail(database, demo.email)) continue;
    try {
      await createAccount(database, { ...demo, password: DEMO_PASSWORD });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
    }
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toAccount(row: Selectable<AccountsTable>): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userType: row.user_type === 'b2b' ? 'b2b' : 'consumer',
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
  };
}
