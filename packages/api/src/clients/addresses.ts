import { type CallOptions, path, requestJson, requestVoid, type ServiceEndpoint } from '../http.ts';
import { Address, AddressList } from '../schemas/address.ts';
import type { AddressInput } from '../schemas/address-input.ts';

/** Customer service (`services.customer`), account-portal §7: the signed-in customer's addresses. */

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
