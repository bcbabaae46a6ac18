import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import type { UserType } from './accounts.ts';

/** Who an access token speaks for. */
export interface TokenSubject {
  /** The account id (`sub`). */
  readonly subject: string;
  readonly email: string;
  readonly userType: UserType;
}

export type AccessTokenProblem = 'expired' | 'invalid';

/** Why a token was refused: expired, or anything else (signature, issuer, audience, claims). */
export class AccessTokenError extends Error {
  readonly problem: AccessTokenProblem;

  constructor(problem: AccessTokenProblem, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AccessTokenError';
    this.problem = problem;
  }
}

export interface TokenVerifierOptions {
  /** The exact `iss` the tokens must carry. */
  readonly issuer: string;
  /** The `aud` the tokens must include. */
  readonly audience: string;
  /**
   * The issuer's public keys: the key set itself for the embedded provider, or the URL of an
   * external issuer's JWKS (fetched on demand and cached, refetched when an unknown key id shows up).
   */
  readonly jwks: JSONWebKeySet | URL;
}

export interface TokenVerifier {
  /** Checks signature, expiry, issuer and audience; throws AccessTokenError. */
  verify(token: string): Promise<TokenSubject>;
}

/**
 * [Note: Access tokens are told apart by audience]
 * The verifier does not insist on the RFC 9068 `typ: at+jwt` header, which not every external
 * issuer sets; an ID token still never passes as an access token, because its audience is the
 * client id, never the API audience.
 */
export function createTokenVerifier({ issuer, audience, jwks }: TokenVerifierOptions): TokenVerifier {
  const keys: JWTVerifyGetKey = jwks instanceof URL ? createRemoteJWKSet(jwks) : createLocalJWKSet(jwks);
  return {
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, keys, { issuer, audience, requiredClaims: ['sub', 'exp'] }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new AccessTokenError('expired', 'The access token has expired', { cause: error });
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new AccessTokenError('invalid', `The access token is not valid: ${reason}`, { cause: error });
      }
      const { sub, email, user_type: userType } = payload;
      if (
        typeof sub !== 'string' ||
        typeof email !== 'string' ||
        (userType !== 'consumer' && userType !== 'b2b')
      ) {
        throw new AccessTokenError('invalid', 'The access token lacks sub, email or user_type');
      }
      return { subject: sub, email, userType };
    },
  };
}
