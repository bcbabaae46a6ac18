import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import type { Database } from '../db/database.ts';
import { getOrCreateSecret } from '../secrets.ts';

export const SIGNING_ALGORITHM = 'RS256';
const SIGNING_KEY_SECRET = 'oidc-signing-key';
const COOKIE_KEYS_SECRET = 'oidc-cookie-keys';

export interface ProviderKeys {
  /** The private signing key set, as oidc-provider takes it. */
  readonly signing: { keys: JWK[] };
  /** The same keys without their private parts: what the JWKS endpoint publishes. */
  readonly public: JSONWebKeySet;
  /** Keys that sign the provider's cookies (session, interaction). */
  readonly cookies: string[];
}

/**
 * The provider's signing key and cookie keys, created on first start and kept as secrets in the
 * database: every process signs with the same key and accepts the same cookies, and a restart
 * invalidates no token and no session.
 */
export async function loadProviderKeys(database: Database): Promise<ProviderKeys> {
  const privateJwk: JWK = JSON.parse(await getOrCreateSecret(database, SIGNING_KEY_SECRET, createSigningKey));
  const cookies: unknown = JSON.parse(
    await getOrCreateSecret(database, COOKIE_KEYS_SECRET, () =>
      JSON.stringify([randomBytes(32).toString('base64url')]),
    ),
  );
  if (!Array.isArray(cookies) || !cookies.every((key) => typeof key === 'string')) {
    throw new Error(`The stored secret '${COOKIE_KEYS_SECRET}' is not a list of keys`);
  }
  return { signing: { keys: [privateJwk] }, public: { keys: [publicPart(privateJwk)] }, cookies };
}

async function createSigningKey(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk: JWK = privateKey.export({ format: 'jwk' });
  const kid = await calculateJwkThumbprint(jwk);
  return JSON.stringify({ ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' });
}

function publicPart(privateJwk: JWK): JWK {
  const publicKey = createPublicKey(createPrivateKey({ key: privateJwk, format: 'jwk' }));
  return { ...publicKey.export({ format: 'jwk' }), kid: privateJwk.kid, alg: privateJwk.alg, use: 'sig' };
}
