import { type CallOptions, path, requestVoid, type ServiceEndpoint } from '../http.ts';
import type { SubscriptionConfirmation } from '../schemas/newsletter.ts';

/** Newsletter service (`services.newsletter`), account-portal §7 'Newsletter'. */

/**
 * POST /api/v1/Profiles/{email}/subscription/confirm/{token}, with no body. Public: the reader is often
 * not signed in, and the spec sends nothing beyond the path, so no Authorization header is sent even
 * when the endpoint has a token provider. Any 2xx confirms; the answer's body is not read.
 */
export function confirmSubscription(
  service: ServiceEndpoint,
  { email, token }: SubscriptionConfirmation,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(
    { baseUrl: service.baseUrl, fetch: service.fetch },
    {
      method: 'POST',
      path: path`/api/v1/Profiles/${email}/subscription/confirm/${token}`,
      signal: options.signal,
    },
  );
}
