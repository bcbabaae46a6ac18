import { type CallOptions, requestJson, type ServiceEndpoint } from '../http.ts';
import { AccountInformation } from '../schemas/account-information.ts';

/**
 * Deletion service (`services.deletion`), photo-library §7: the account information the storage
 * status is derived from. Outside production a failure falls back to `sampleAccountInformation`;
 * that choice is the caller's, so this call always rejects on failure.
 */

/** GET /accounts/getaccountinformation: the signed-in customer's storage dates. */
export function getAccountInformation(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<AccountInformation> {
  return requestJson(
    service,
    { method: 'GET', path: '/accounts/getaccountinformation', signal: options.signal },
    AccountInformation,
  );
}
