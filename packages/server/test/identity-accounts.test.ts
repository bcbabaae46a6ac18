import { afterEach, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import {
  authenticateWithPassword,
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  EmailTakenError,
  ensureDemoAccounts,
  findAccountByEmail,
  findActiveAccount,
} from '../src/identity/accounts.ts';
import { hashPassword, verifyPassword } from '../src/identity/passwords.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

describe('passwords', () => {
  it('stores a salted scrypt hash with its parameters and verifies against it', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse!', first)).toBe(false);
  });

  it('refuses every password against a hash it cannot read', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$0$8$1$c2FsdA$aGFzaA',
      'scrypt$3$8$1$c2FsdA$aGFzaA',
      'bcrypt$1$2$3$4$5',
    ]) {
      expect(await verifyPassword('anything', stored), stored).toBe(false);
    }
  });
});

describe.each(ENGINES)('accounts on $name', (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  async function database() {
    test ??= await createTestDatabase(engine.name);
    return test.database;
  }

  const newAccount = {
    email: ' Someone@Example.com ',
    password: 'secret',
    firstName: 'Some',
    lastName: 'One',
    userType: 'consumer',
  } as const;

  it.skipIf(engine.skip)('creates an account under its lower-cased address, once', async () => {
    const db = await database();
    const account = await createAccount(db, newAccount);
    expect(account).toMatchObject({ email: 'someone@example.com', userType: 'consumer', deletedAt: null });
    await expect(createAccount(db, { ...newAccount, email: 'SOMEONE@example.com' })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    expect(await findAccountByEmail(db, 'someone@EXAMPLE.com')).toEqual(account);
  });

  it.skipIf(engine.skip)('signs in with the address in any case and the right password only', async () => {
    const db = await database();
    const account = await createAccount(db, newAccount);
    expect(await authenticateWithPassword(db, 'SomeOne@example.com', 'secret')).toEqual(account);
    expect(await authenticateWithPassword(db, 'someone@example.com', 'Secret')).toBeUndefined();
    expect(await authenticateWithPassword(db, 'nobody@example.com', 'secret')).toBeUndefined();
  });

  it.skipIf(engine.skip)('refuses a deleted account at sign-in and at look-up', async () => {
    const db = await database();
    const account = await createAccount(db, newAccount);
    await db.db.updateTable('accounts').set({ deleted_at: nowIso() }).where('id', '=', account.id).execute();
    expect(await authenticateWithPassword(db, 'someone@example.com', 'secret')).toBeUndefined();
    expect(await findActiveAccount(db, account.id)).toBeUndefined();
  });

  it.skipIf(engine.skip)('creates the three demo accounts once, however often it runs', async () => {
    const db = await database();
    await Promise.all([ensureDemoAccounts(db), ensureDemoAccounts(db)]);
    await ensureDemoAccounts(db);
    const rows = await db.db.selectFrom('accounts').select(['email', 'user_type']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'business@example.com', user_type: 'b2b' },
      { email: 'demo@example.com', user_type: 'consumer' },
      { email: 'friend@example.com', user_type: 'consumer' },
    ]);
    for (const demo of DEMO_ACCOUNTS) {
      expect(await authenticateWithPassword(db, demo.email, DEMO_PASSWORD)).toMatchObject({
        email: demo.email,
      });
    }
  });
});
