import { randomBytes, scrypt } from 'node:crypto';
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
import {
  DEFAULT_HASH_COST_EXPONENT,
  hashCostExponent,
  hashPassword,
  verifyPassword,
} from '../src/identity/passwords.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

describe('passwords', () => {
  it('stores a salted scrypt hash with its parameters and verifies against it', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    // The suites hash at N = 2^10 ([Note: A cheaper password hash for test runs]).
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse!', first)).toBe(false);
  });

  it('hashes at N = 2^15 unless a test run asks for less, and refuses a lower cost outside a test run', () => {
    expect(DEFAULT_HASH_COST_EXPONENT).toBe(15);
    expect(hashCostExponent({})).toBe(15);
    expect(hashCostExponent({ NODE_ENV: 'production', PASSWORD_HASH_COST: '' })).toBe(15);
    expect(hashCostExponent({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' })).toBe(10);
    for (const env of [
      { PASSWORD_HASH_COST: '10' },
      { NODE_ENV: 'production', PASSWORD_HASH_COST: '10' },
      { NODE_ENV: 'test', PASSWORD_HASH_COST: '4' },
      { NODE_ENV: 'test', PASSWORD_HASH_COST: '16' },
      { NODE_ENV: 'test', PASSWORD_HASH_COST: '12.5' },
    ]) {
      expect(() => hashCostExponent(env), JSON.stringify(env)).toThrow(
        /PASSWORD_HASH_COST is for test runs only/,
      );
    }
  });

  it('verifies a hash made at the full cost whatever the cost of new hashes', async () => {
    const full = 'scrypt$32768$8$1$';
    const stored = await new Promise<string>((resolve, reject) => {
      const salt = randomBytes(16);
      scrypt('correct horse', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
        error ? reject(error) : resolve(`${full}${salt.toString('base64url')}$${key.toString('base64url')}`),
      );
    });
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse?', stored)).toBe(false);
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
