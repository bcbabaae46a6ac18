import {
  type CallOptions,
  isHttpStatus,
  path,
  requestJson,
  requestVoid,
  type ServiceEndpoint,
} from '../http.ts';
import {
  Address,
  type AddressInput,
  AddressList,
  Customer,
  type FtpSettings,
  type PersonalDetails,
} from '../schemas/customer.ts';

/** Customer service (`services.customer`), account-portal §7: the signed-in customer ('me'). */

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

/** GET /customers/me/addresses: answers `{ addresses }`, the default address first. */
export function getAddresses(service: ServiceEndpoint, options: CallOptions = {}): Promise<AddressList> {
  return requestJson(
    service,
    { method: 'GET', path: '/customers/me/addresses', signal: options.signal },
    AddressList,
  );
}

/**
 * POST /customers/me/addresses with an `AddressInput`: answers 201 with the new address and its id.
 * Saving one with isDefault true makes it the only default. An address that breaks the address rule is
 * refused with 400.
 */
export function createAddress(
  service: ServiceEndpoint,
  address: AddressInput,
  options: CallOptions = {},
): Promise<Address> {
  return requestJson(
    service,
    { method: 'POST', path: '/customers/me/addresses', body: address, signal: options.signal },
    Address,
  );
}

/** PUT /customers/me/addresses/{id} with an `AddressInput`: answers 200 with the stored address. */
export function updateAddress(
  service: ServiceEndpoint,
  addressId: string,
  address: AddressInput,
  options: CallOptions = {},
): Promise<Address> {
  return requestJson(
    service,
    {
      method: 'PUT',
      path: path`/customers/me/addresses/${addressId}`,
      body: address,
      signal: options.signal,
    },
    Address,
  );
}

/** DELETE /customers/me/addresses/{id}: answers 204. */
export function deleteAddress(
  service: ServiceEndpoint,
  addressId: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/customers/me/addresses/${addressId}`,
    signal: options.signal,
  });
}
