import type { Database } from '../db/database.ts';
import { findAccountByEmail } from '../identity/accounts.ts';

/** The id of the account with this address, or undefined when there is none or it was deleted. */
export async function activeAccountId(database: Database, email: string): Promise<string | undefined> {
  const account = await findAccountByEmail(database, email);
  return account && account.deletedAt === null ? account.id : undefined;
}
