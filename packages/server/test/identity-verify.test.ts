import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenError, createTokenVerifier, type TokenVerifier } from '../src/identity/verify.ts';

const ISSUER = 'https://portal.example/oidc';
const AUDIENCE = 'urn:portal:api';
const CLAIMS = { sub: 'account-1', email: 'demo@example.com', user_type: 'consumer' };

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let signingKey: SigningKey;
let otherKey: SigningKey;
let verifier: TokenVerifier;
let publicJwk: Awaited<ReturnType<typeof exportJWK>>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [publicJwk] } });
});

function sign(
  payload: JWTPayload = CLAIMS,
  { issuer = ISSUER, audience = AUDIENCE, expiresAt = '10m' as string | number, key = signingKey } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

async function refusal(token: string): Promise<AccessTokenError> {
  const error = await verifier.verify(token).then(
    () => expect.fail('the token was accepted'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AccessTokenError);
  return error instanceof AccessTokenError ? error : expect.fail('not an AccessTokenError');
}

describe('access token verifier', () => {
  it('returns subject, e-mail and user type of a valid token', async () => {
    expect(await verifier.verify(await sign())).toEqual({
      subject: 'account-1',
      email: 'demo@example.com',
      userType: 'consumer',
    });
  });

  it('rejects a token for another audience', async () => {
    expect((await refusal(await sign(CLAIMS, { audience: 'portal' }))).problem).toBe('invalid');
  });

  it('rejects a token from another issuer', async () => {
    const error = await refusal(await sign(CLAIMS, { issuer: 'https://elsewhere.example/oidc' }));
    expect(error.problem).toBe('invalid');
    expect(error.message).toMatch(/iss/);
  });

  it('rejects an expired token as expired', async () => {
    const expiredAt = Math.floor(Date.now() / 1000) - 60;
    expect((await refusal(await sign(CLAIMS, { expiresAt: expiredAt }))).problem).toBe('expired');
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await sign()).split('.');
    const forged = Buffer.from(JSON.stringify({ ...CLAIMS, sub: 'account-2' })).toString('base64url');
    expect((await refusal(`${header}.${forged}.${signature}`)).problem).toBe('invalid');
  });

  it('rejects a token signed by another key', async () => {
    expect((await refusal(await sign(CLAIMS, { key: otherKey }))).problem).toBe('invalid');
  });

  it('rejects a token without its user type', async () => {
    expect((await refusal(await sign({ sub: 'account-1', email: 'demo@example.com' }))).problem).toBe(
      'invalid',
    );
  });

  it('rejects what is not a JWT at all', async () => {
    expect((await refusal('not-a-token')).problem).toBe('invalid');
  });

  describe('against an external issuer', () => {
    let server: Server | undefined;
    afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it("fetches the issuer's JWKS from its URL", async () => {
      server = createServer((_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ keys: [publicJwk] }));
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const remote = createTokenVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        jwks: new URL(`http://127.0.0.1:${port}/jwks`),
      });
      expect(await remote.verify(await sign())).toMatchObject({ subject: 'account-1' });
    });
  });
});
