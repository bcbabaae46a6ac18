import { type CallOptions, isHttpStatus, requestJson, type ServiceEndpoint } from '../http.ts';
import { Customer, type FtpSettings, type PersonalDetails } from '../schemas/customer.ts';

/**
 * Customer service (`services.customer`), account-portal §7: the signed-in customer ('me'). Their
 * addresses are in addresses.ts.
 */

/**
 * GET /customers/me: the customer, or null (404) when the account was deleted, which the portal
 * answers by signing out. Any other failure is thrown.
 */
export async function getCustomer(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<Customer | null> {
  try {
    return await requestJson(
      service,
      { method: 'GET', path: '/customers/me', signal: options.signal },
      Customer,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/*
 * [Note: PATCH for the FTP settings]
 * The spec allows PATCH or PUT for the FTP settings. PATCH it is: the body carries only callbackUrl and
 * callbackFormat, not the whole customer, which PUT would have to replace.
 */

/**
 * PATCH /customers/me with `{ callbackUrl, callbackFormat }` (null clears one): answers 200 with the
 * updated customer. See [Note: PATCH for the FTP settings].
 */
export function updateFtpSettings(
  service: ServiceEndpoint,
  settings: FtpSettings,
  options: CallOptions = {},
): Promise<Customer> {
  return requestJson(
    service,
    {
      method: 'PATCH',
      path: '/customers/me',
      body: { callbackUrl: settings.callbackUrl, callbackFormat: settings.callbackFormat },
      signal: options.signal,
    },
    Customer,
  );
}

/** PUT /customers/me/personal-details with `{ firstName, lastName }`: answers 200 with the customer. */
export function updatePersonalDetails(
  service: ServiceEndpoint,
  details: PersonalDetails,
  options: CallOptions = {},
): Promise<Customer> {
  return requestJson(
    service,
    {
      method: 'PUT',
      path: '/customers/me/personal-details',
      body: { firstName: details.firstName, lastName: details.lastName },
      signal: options.signal,
    },
    Customer,
  );
}
