import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * [Note: A cheaper password hash for test runs]
 * The test suites create accounts and sign in thousands of times; at N = 2^15 scrypt alone took
 * most of their time. `PASSWORD_HASH_COST=10` (N = 2^10) lowers the cost of new hashes, and is
 * honoured only when `NODE_ENV=test`, as the suites set it, so a production process can never be
 * started with a weak hash by a stray variable (it refuses to start instead). The same trade as a
 * framework's test settings lowering bcrypt's rounds.
 */
export const DEFAULT_HASH_COST_EXPONENT = 15;
const TEST_HASH_COST_EXPONENTS = { min: 10, max: DEFAULT_HASH_COST_EXPONENT };

export function hashCostExponent(env: NodeJS.ProcessEnv): number {
  const configured = env.PASSWORD_HASH_COST;
  if (configured === undefined || configured === '') return DEFAULT_HASH_COST_EXPONENT;
  const exponent = Number(configured);
  if (
    env.NODE_ENV !== 'test' ||
    !Number.isInteger(exponent) ||
    exponent < TEST_HASH_COST_EXPONENTS.min ||
    exponent > TEST_HASH_COST_EXPONENTS.max
  ) {
    throw new Error(
      `PASSWORD_HASH_COST is for test runs only (NODE_ENV=test, ${TEST_HASH_COST_EXPONENTS.min} to ${TEST_HASH_COST_EXPONENTS.max}); got '${configured}'`,
    );
  }
  return exponent;
}

/**
 * scrypt cost parameters for new hashes. N = 2^15 with r = 8 takes 32 MiB and 50 to 200 ms per hash
 * on a small server; every stored hash carries its own parameters, so raising them later only
 * affects new hashes and old ones keep verifying.
 */
const COST = 2 ** hashCostExponent(process.env);
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** Stored as `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const parameters = { N: COST, r: BLOCK_SIZE, p: PARALLELISM };
  const hash = await derive(password, salt, KEY_LENGTH, parameters);
  return [PREFIX, COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), hash.toString('base64url')].join(
    '$',
  );
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!isPositiveInteger(N) || !isPositiveInteger(r) || !isPositiveInteger(p) || expected.length === 0) {
    return false;
  }
  try {
    const actual = await derive(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    // Parameters scrypt refuses (N not a power of two, too much memory): no password matches.
    return false;
  }
}

/**
 * A hash of a random password, compared against when no account has the e-mail address, so an
 * unknown address costs as much time as a wrong password and response times do not reveal which
 * addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;
export function passwordDecoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(SALT_LENGTH).toString('base64url'));
  return decoyHash;
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  parameters: { N: number; r: number; p: number },
): Promise<Buffer> {
  // Node's default memory cap (32 MiB) is exactly what N = 2^15, r = 8 needs; leave headroom.
  const options: ScryptOptions = { ...parameters, maxmem: 256 * parameters.N * parameters.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function isPositiveInteger(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0;
}
