import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import type { Address } from '../schemas/address.ts';
import type { AddressInput } from '../schemas/address-input.ts';
import type { Customer } from '../schemas/customer.ts';
import { createAddress, deleteAddress, getAddresses, updateAddress } from './addresses.ts';
import { getCustomer, updateFtpSettings } from './customer.ts';

const customer: Customer = {
  id: 'c-1',
  accountId: 'acc-1',
  email: 'jan@example.com',
  firstName: 'Jan',
  lastName: 'Jansen',
  userType: 'B2B',
  accountDeleted: false,
  changed: false,
  callbackUrl: 'https://ftp.example.com/callback',
  callbackFormat: 'JSON',
  b2bAccountStatus: 'New',
};

const addressInput: AddressInput = {
  firstName: 'Jan',
  lastName: 'Jansen',
  street: 'Kalverstraat',
  houseNumber: '1',
  postalCode: '1012 NX',
  city: 'Amsterdam',
  countryCode: 'NL',
  phoneNumber: '+31 20 123 4567',
  isDefault: true,
};
const address: Address = { id: 'a-1', ...addressInput };

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/customer');
});
afterAll(() => stub.close());

describe('customer client', () => {
  it('GETs the signed-in customer with the bearer token', async () => {
    stub.respond({ json: customer });
    await expect(getCustomer(stub.endpoint('tok'))).resolves.toEqual(customer);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/customer/customers/me');
    expect([...request.query]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('maps 404 to null: the account was deleted', async () => {
    stub.respond({ status: 404 });
    await expect(getCustomer(stub.endpoint())).resolves.toBeNull();
  });

  it('throws any other failure as HttpError with the status and URL', async () => {
    stub.respond({ status: 503 });
    const error = await getCustomer(stub.endpoint()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/customers/me`);
  });

  it('rejects a customer that breaks the contract', async () => {
    stub.respond({ json: { ...customer, b2bAccountStatus: 'Pending' } });
    await expect(getCustomer(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('PATCHes only the FTP settings and returns the updated customer', async () => {
    const updated = { ...customer, callbackUrl: 'https://new.example.com/cb', callbackFormat: 'XML' };
    stub.respond({ json: updated });
    await expect(
      updateFtpSettings(stub.endpoint('tok'), {
        callbackUrl: 'https://new.example.com/cb',
        callbackFormat: 'XML',
      }),
    ).resolves.toEqual(updated);
    const request = stub.last();
    expect(request.method).toBe('PATCH');
    expect(request.path).toBe('/services/customer/customers/me');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toEqual({ callbackUrl: 'https://new.example.com/cb', callbackFormat: 'XML' });
  });

  it('sends null to clear the FTP settings', async () => {
    stub.respond({ json: { ...customer, callbackUrl: null, callbackFormat: null } });
    await updateFtpSettings(stub.endpoint(), { callbackUrl: null, callbackFormat: null });
    expect(stub.last().body).toEqual({ callbackUrl: null, callbackFormat: null });
  });

  it('sends a different correlation id with each call', async () => {
    stub.respond({ json: customer });
    await getCustomer(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getCustomer(stub.endpoint());
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });
});

describe('customer client: addresses', () => {
  it('GETs the addresses', async () => {
    stub.respond({ json: { addresses: [address] } });
    await expect(getAddresses(stub.endpoint('tok'))).resolves.toEqual({ addresses: [address] });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/customer/customers/me/addresses');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it('rejects an address list that breaks the contract', async () => {
    stub.respond({ json: { addresses: [{ ...address, id: '' }] } });
    await expect(getAddresses(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('POSTs a new address and returns it with its id', async () => {
    stub.respond({ status: 201, json: address });
    await expect(createAddress(stub.endpoint('tok'), addressInput)).resolves.toEqual(address);
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/customer/customers/me/addresses');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toEqual(addressInput);
  });

  it('PUTs a changed address to its id, encoded as one segment', async () => {
    stub.respond({ json: { ...address, id: 'a/1' } });
    await updateAddress(stub.endpoint('tok'), 'a/1', addressInput);
    const request = stub.last();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe('/services/customer/customers/me/addresses/a%2F1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toEqual(addressInput);
  });

  it('throws a refused address (400) as HttpError carrying the service’s messages', async () => {
    stub.respond({ status: 400, json: { errors: { postalCode: 'Postal Code must be valid' } } });
    const error = await createAddress(stub.endpoint(), addressInput).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toEqual({ errors: { postalCode: 'Postal Code must be valid' } });
  });

  it('DELETEs an address by id', async () => {
    stub.respond({ status: 204 });
    await expect(deleteAddress(stub.endpoint('tok'), 'a-1')).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe('/services/customer/customers/me/addresses/a-1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });
});
