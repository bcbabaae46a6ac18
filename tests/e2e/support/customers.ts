import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../../packages/server/src/db/database.ts';
import { createAccount } from '../../../packages/server/src/identity/accounts.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { DATA_DIR_VARIABLE } from './paths.ts';

/**
 * A customer of its own for a journey that changes an account for good (deleting it): created in the
 * database of the portal under test, as a sign-up would, with the demo password. The embedded
 * identity provider has no sign-up page, and the demo accounts are shared by every journey.
 */
export interface NewCustomer {
  readonly email: string;
  readonly firstName: string;
}

export async function createCustomer(firstName = 'Robin'): Promise<NewCustomer> {
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!dataDir)
    throw new Error(`${DATA_DIR_VARIABLE} is not set: run the suites with tests/e2e/playwright.config.ts`);
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  const database = await openDatabase({ dataDir });
  try {
    await createAccount(database, {
      email,
      password: DEMO_PASSWORD,
      firstName,
      lastName: 'Hale',
      userType: 'consumer',
    });
  } finally {
    await database.close();
  }
  return { email, firstName };
}
