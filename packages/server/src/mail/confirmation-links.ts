import { createHash, randomBytes } from 'node:crypto';

/**
 * [Note: Confirmation tokens]
 * A link that confirms something by e-mail (account deletion, email change, newsletter opt-in)
 * carries 32 random bytes (256 bits) in base64url. Only the token's SHA-256 is stored, so reading
 * the database (a backup, a log of queries) does not give anyone a working link; a hash is enough
 * because the token is random, not chosen by a person. Each purpose stores its tokens with the
 * account or address, the purpose, an expiry and a used mark, and confirms with one conditional
 * UPDATE, so of two clicks on the same link exactly one succeeds.
 */
const TOKEN_BYTES = 32;

export interface ConfirmationToken {
  /** Goes into the link and nowhere else. */
  readonly token: string;
  /** What is stored and looked up. */
  readonly tokenHash: string;
}

export function createConfirmationToken(): ConfirmationToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashConfirmationToken(token) };
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A link to a page of the portal (account-portal §2 route table), e.g.
 * `portalLink(publicUrl, '/delete-account-confirmation', { 'confirmation-token': token })`.
 */
export function portalLink(
  publicUrl: string,
  route: string,
  query: Readonly<Record<string, string>>,
): string {
  return `${publicUrl}${route}?${new URLSearchParams(query).toString()}`;
}
