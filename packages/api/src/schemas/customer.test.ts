import { describe, expect, it } from 'vitest';
import { Address, AddressChangeState, AddressList } from './address.ts';
import { AddressInput } from './address-input.ts';
import { Customer, FtpSettings } from './customer.ts';

const customer = {
  id: 'c-1',
  accountId: 'acc-1',
  email: 'jan@example.com',
  firstName: 'Jan',
  lastName: 'Jansen',
  userType: 'Consumer',
  accountDeleted: false,
  changed: false,
  callbackUrl: null,
  callbackFormat: null,
  b2bAccountStatus: null,
};

const addressInput = {
  firstName: 'Jan',
  lastName: 'Jansen',
  street: 'Kalverstraat',
  houseNumber: '1',
  postalCode: '1012 NX',
  city: 'Amsterdam',
  countryCode: 'NL',
  isDefault: false,
};

function issuesOf(result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('Customer', () => {
  it('accepts a consumer and a B2B customer with FTP settings', () => {
    expect(Customer.parse(customer)).toEqual(customer);
    const b2b = {
      ...customer,
      userType: 'b2b',
      callbackUrl: 'https://ftp.example.com/cb',
      callbackFormat: 'XML',
      b2bAccountStatus: 'Blocked',
      firstName: null,
      lastName: null,
    };
    expect(Customer.parse(b2b)).toEqual(b2b);
  });

  it('rejects an unknown B2B status, callback format or a non-http callbackUrl', () => {
    expect(Customer.safeParse({ ...customer, b2bAccountStatus: 'Active' }).success).toBe(false);
    expect(Customer.safeParse({ ...customer, callbackFormat: 'CSV' }).success).toBe(false);
    expect(Customer.safeParse({ ...customer, callbackUrl: 'ftp://ftp.example.com' }).success).toBe(false);
    expect(Customer.safeParse({ ...customer, accountDeleted: 'no' }).success).toBe(false);
  });

  it('takes FTP settings with an http(s) callbackUrl, or nulls to clear them', () => {
    expect(
      FtpSettings.safeParse({ callbackUrl: 'http://x.example.com', callbackFormat: 'JSON' }).success,
    ).toBe(true);
    expect(FtpSettings.safeParse({ callbackUrl: null, callbackFormat: null }).success).toBe(true);
    expect(FtpSettings.safeParse({ callbackUrl: 'mailto:a@b.co', callbackFormat: 'JSON' }).success).toBe(
      false,
    );
  });
});

describe('Address', () => {
  it('accepts an address with its optional fields', () => {
    const address = {
      ...addressInput,
      id: 'a-1',
      companyName: 'Jansen BV',
      houseNumberAddition: 'bis',
      phoneNumber: '+31 20 123 4567',
    };
    expect(Address.parse(address)).toEqual(address);
    expect(AddressList.parse({ addresses: [address] })).toEqual({ addresses: [address] });
  });

  it('requires an id and an upper-case ISO country code', () => {
    expect(Address.safeParse(addressInput).success).toBe(false);
    expect(Address.safeParse({ ...addressInput, id: 'a-1', countryCode: 'nl' }).success).toBe(false);
    expect(Address.safeParse({ ...addressInput, id: 'a-1', countryCode: 'NLD' }).success).toBe(false);
  });

  it('loads a stored address even when it no longer passes the address rule', () => {
    expect(Address.safeParse({ ...addressInput, id: 'a-1', postalCode: '1012' }).success).toBe(true);
  });

  it('lists the address change states', () => {
    expect(AddressChangeState.options).toEqual([
      'NotStarted',
      'Editing',
      'RequestInProgress',
      'RequestSent',
      'SuccessfulUpdate',
      'RequestFailed',
    ]);
  });
});

describe('AddressInput', () => {
  it('accepts a valid address and trims its fields', () => {
    expect(AddressInput.parse({ ...addressInput, street: ' Kalverstraat ', postalCode: '1012 NX ' })).toEqual(
      addressInput,
    );
  });

  it("reports each field the address rule rejects at its path with the spec's message", () => {
    const result = AddressInput.safeParse({
      ...addressInput,
      street: '12',
      houseNumber: 'a',
      postalCode: '10115',
      phoneNumber: '12',
    });
    expect(issuesOf(result)).toEqual([
      ['street', 'Street name must be valid'],
      ['houseNumber', 'Street number must be valid'],
      ['postalCode', 'Postal Code must be valid'],
      ['phoneNumber', 'Phone number must be valid'],
    ]);
  });

  it('checks the postal code against the address country', () => {
    expect(AddressInput.safeParse({ ...addressInput, countryCode: 'DE', postalCode: '10115' }).success).toBe(
      true,
    );
    expect(
      AddressInput.safeParse({ ...addressInput, countryCode: 'GB', postalCode: 'SW1A 1AA' }).success,
    ).toBe(true);
  });

  it('reports missing names together with the address rule', () => {
    const result = AddressInput.safeParse({ ...addressInput, firstName: ' ', postalCode: 'x' });
    expect(issuesOf(result).map(([path]) => path)).toEqual(['firstName', 'postalCode']);
  });
});
