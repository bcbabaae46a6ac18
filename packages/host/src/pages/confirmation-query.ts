/** The query of the links mailed for confirmations (account-portal §2 route table). */
export const TOKEN_PARAM = 'confirmation-token';
export const EMAIL_PARAM = 'email';

/** The confirmation token of an e-mail change or account deletion link, or null without one. */
export function confirmationToken(search: string): string | null {
  const token = new URLSearchParams(search).get(TOKEN_PARAM)?.trim();
  return token ? token : null;
}

export interface SubscriptionLink {
  readonly email: string;
  readonly token: string;
}

/** The address and token of a newsletter double opt-in link, or null when either is missing. */
export function subscriptionLink(search: string): SubscriptionLink | null {
  const query = new URLSearchParams(search);
  const email = query.get(EMAIL_PARAM)?.trim();
  const token = query.get(TOKEN_PARAM)?.trim();
  return email && token ? { email, token } : null;
}

/**
 * `path` with the link's address and token, so the subscription error page can offer the same
 * confirmation again (Try again) and the retry confirms exactly what the mail asked for.
 */
export function withSubscriptionLink(path: string, link: SubscriptionLink | null): string {
  if (link === null) return path;
  const query = new URLSearchParams({ [TOKEN_PARAM]: link.token, [EMAIL_PARAM]: link.email });
  return `${path}?${query.toString()}`;
}
