import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { findActiveAccount } from './accounts.ts';
import type { TokenSubject, TokenVerifier } from './verify.ts';

export const MISSING_OR_INVALID_TOKEN = 'Missing or invalid access token';

/**
 * Thrown where a request has no usable access token: the app's error handler answers status 401
 * with `{ message: MISSING_OR_INVALID_TOKEN }`. `headers` carries the RFC 6750 challenge, which
 * Fastify's default error handler sends along.
 */
export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  readonly headers = { 'www-authenticate': 'Bearer' };

  constructor(options?: ErrorOptions) {
    super(MISSING_OR_INVALID_TOKEN, options);
    this.name = 'UnauthorizedError';
  }
}

export interface UserAuthentication {
  /**
   * The user the request's bearer token speaks for; throws UnauthorizedError when the token is
   * missing, invalid or expired, or its account has been deleted since it was issued.
   * Use in a handler: `const user = await requireUser(request)`.
   */
  requireUser(request: FastifyRequest): Promise<TokenSubject>;
  /** The same check for a token that did not come in a header (the push socket's first message). */
  authenticateToken(token: string): Promise<TokenSubject>;
}

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export function createUserAuthentication({
  verifier,
  database,
}: {
  verifier: TokenVerifier;
  database: Database;
}): UserAuthentication {
  async function authenticateToken(token: string): Promise<TokenSubject> {
    let subject: TokenSubject;
    try {
      subject = await verifier.verify(token);
    } catch (error) {
      throw new UnauthorizedError({ cause: error });
    }
    // A deleted account's tokens stop working at once, not when they expire.
    if (!(await findActiveAccount(database, subject.subject))) throw new UnauthorizedError();
    return subject;
  }

  return {
    authenticateToken,
    async requireUser(request) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new UnauthorizedError();
      return authenticateToken(token);
    },
  };
}
