import { randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';
import type { Database } from '../../src/db/database.ts';
import { loadProviderKeys, SIGNING_ALGORITHM } from '../../src/identity/provider-keys.ts';

/** Access tokens that look right but must be refused, made from a real one of the customer's. */
export interface ForgedTokens {
  /** Signed with the provider's own key, but expired a minute ago. */
  readonly expired: string;
  /** Valid in every claim, but signed with a key of someone else's that carries the provider's key id. */
  readonly foreignKey: string;
  /** Signed with the provider's own key, but for another API (another audience). */
  readonly otherAudience: string;
}

async function signWith(
  payload: JWTPayload,
  key: Parameters<SignJWT['sign']>[0],
  kid: string | undefined,
  typ: string | undefined,
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, ...(kid ? { kid } : {}), ...(typ ? { typ } : {}) })
    .sign(key);
}

/** Forges the three kinds of refused tokens from `token`, a real access token of the customer's. */
export async function forgeTokens(database: Database, token: string): Promise<ForgedTokens> {
  const claims = decodeJwt(token);
  const { kid, typ } = decodeProtectedHeader(token);
  const keys = await loadProviderKeys(database);
  const [jwk] = keys.signing.keys;
  if (jwk === undefined) throw new Error('The provider has no signing key');
  const providerKey = await importJWK(jwk, SIGNING_ALGORITHM);
  const now = Math.floor(Date.now() / 1000);
  const fresh = { ...claims, jti: randomUUID(), iat: now, exp: now + 600 };
  const { privateKey: foreign } = await generateKeyPair(SIGNING_ALGORITHM);
  return {
    expired: await signWith({ ...fresh, iat: now - 660, exp: now - 60 }, providerKey, kid, typ),
    foreignKey: await signWith(fresh, foreign, kid, typ),
    otherAudience: await signWith(
      { ...fresh, aud: 'https://api.someone-else.example' },
      providerKey,
      kid,
      typ,
    ),
  };
}
