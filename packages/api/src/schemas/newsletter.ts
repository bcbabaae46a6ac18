import * as z from 'zod/mini';
import { email, id } from './common.ts';

/**
 * Newsletter double opt-in (account-portal §2 'Result pages', §7 'Newsletter'). The confirmation page
 * reads `email` and `confirmation-token` from its query string; both must be present and the e-mail
 * valid before anything is sent, otherwise the page goes straight to the error page.
 */

export const SubscriptionConfirmation = z.object({ email, token: id });
export type SubscriptionConfirmation = z.infer<typeof SubscriptionConfirmation>;

/** The query parameter holding the token, as the route table gives it. */
export const CONFIRMATION_TOKEN_PARAM = 'confirmation-token';
export const EMAIL_PARAM = 'email';

/** Reads the confirmation from the page's query string; null when it is missing or malformed. */
export function readSubscriptionConfirmation(search: URLSearchParams): SubscriptionConfirmation | null {
  const parsed = SubscriptionConfirmation.safeParse({
    email: search.get(EMAIL_PARAM) ?? undefined,
    token: search.get(CONFIRMATION_TOKEN_PARAM) ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
