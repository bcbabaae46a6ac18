import { type CallOptions, isHttpStatus, path, requestVoid, type ServiceEndpoint } from '../http.ts';
import type { EmailChangeBody, EmailChangeResult, Identity } from '../schemas/auth-api.ts';

/**
 * Auth API (`services.authApi`), account-portal §7. Every call names the signed-in identity in its
 * path (see [Note: Identity from the identity token] for where `idpType` and `idpSub` come from) and
 * answers 204 No Content on success; the portal reads no body from any of them.
 */

/*
 * [Note: Confirmation keeps the identity path]
 * The spec writes the confirm calls as '.../deleteaccount/{token}/actions/confirm': the same identity
 * prefix. The pages that confirm (/delete-account-confirmation, /change-email-confirmation) are shell
 * routes, so they always have a session: a mail link opened signed out goes through sign-in first and
 * then confirms. Keeping the identity in the path lets the service check that the token was issued to
 * the identity confirming it, so a forwarded link cannot act for whoever happens to be signed in. The
 * public result pages (account deleted, change-email success) only show the outcome and call nothing,
 * so no call ever needs the token alone. An unknown, used or expired token answers 404 and is thrown:
 * the page goes to its error page.
 */

function identityPath(identity: Identity): string {
  return path`/v2/identities/${identity.idpType}/${identity.idpSub}`;
}

/**
 * POST /v2/identities/{idpType}/{idpSub}/deleteaccount with `{ channel }`: mails the customer a link
 * to confirm the deletion. Answers 204.
 */
export function requestAccountDeletion(
  service: ServiceEndpoint,
  identity: Identity,
  channel: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'POST',
    path: `${identityPath(identity)}/deleteaccount`,
    body: { channel },
    signal: options.signal,
  });
}

/**
 * POST /v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm, no body: deletes the
 * account. Answers 204; see [Note: Confirmation keeps the identity path].
 */
export function confirmAccountDeletion(
  service: ServiceEndpoint,
  identity: Identity,
  confirmationToken: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'POST',
    path: `${identityPath(identity)}${path`/deleteaccount/${confirmationToken}/actions/confirm`}`,
    signal: options.signal,
  });
}

/**
 * POST /v2/identities/{idpType}/{idpSub}/emailchanges with `{ email, channel }`: mails a confirmation
 * link to the new address. Answers 204. A 409 (the address is in use) and a 429 (too many requests)
 * come back as a failed result the page can show; anything else is thrown.
 */
export async function requestEmailChange(
  service: ServiceEndpoint,
  identity: Identity,
  change: EmailChangeBody,
  options: CallOptions = {},
): Promise<EmailChangeResult> {
  try {
    await requestVoid(service, {
      method: 'POST',
      path: `${identityPath(identity)}/emailchanges`,
      body: { email: change.email, channel: change.channel },
      signal: options.signal,
    });
    return { ok: true };
  } catch (error) {
    if (isHttpStatus(error, 409)) return { ok: false, reason: 'emailInUse' };
    if (isHttpStatus(error, 429)) return { ok: false, reason: 'tooManyRequests' };
    throw error;
  }
}

/**
 * POST /v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm, no body: makes the new
 * address the account's. Answers 204; see [Note: Confirmation keeps the identity path].
 */
export function confirmEmailChange(
  service: ServiceEndpoint,
  identity: Identity,
  confirmationToken: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'POST',
    path: `${identityPath(identity)}${path`/emailchanges/${confirmationToken}/actions/confirm`}`,
    signal: options.signal,
  });
}
