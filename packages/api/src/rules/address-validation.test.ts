import { describe, expect, it } from 'vitest';
import {
  isValidPhoneNumber,
  isValidPostalCode,
  isValidStreetName,
  isValidStreetNumber,
  validateAddress,
} from './address-validation.ts';

const VALID_POSTAL_CODES: Readonly<Record<string, readonly string[]>> = {
  AT: ['1010', '6020'],
  BE: ['1000', '9000'],
  DE: ['10115', '01067'],
  DK: ['1050', '0800'],
  ES: ['28013', '08001', '52001'],
  FR: ['75008', '20000'],
  GB: ['SW1A 1AA', 'SW1A1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'W1A 0AX', 'GIR 0AA'],
  IE: ['D02 X285', 'A65F4E2', 'D6W 1234', 't12 ak34'],
  IT: ['00184', '20121'],
  NL: ['1234 AB', '1234AB', '1234ab', ' 9999 ZZ '],
  NO: ['0150', '9990'],
  PT: ['1000-001', '4050-123'],
  SE: ['114 55', '11455'],
};

const INVALID_POSTAL_CODES: Readonly<Record<string, readonly string[]>> = {
  AT: ['0101', '10100', 'A101'],
  BE: ['0999', '100', '10000'],
  DE: ['1011', '101155', 'D-10115'],
  DK: ['DK1050', '105'],
  ES: ['53001', '00001', '2801'],
  FR: ['7500', '750088', '2A000'],
  GB: ['SW1A 1CA', 'QW1 1AA', '12345', 'SW1A', 'SW1A 1A'],
  IE: ['D02 X28', 'B02 X285', 'D02 X2B5', 'D0 2X285'],
  IT: ['0018', 'I-00184'],
  NL: ['0234 AB', '1234 SA', '1234 SS', '1234 SD', '1234 A', '12345 AB', '1234-AB'],
  NO: ['01500', 'N-0150'],
  PT: ['1000001', '1000-01', '0100-001'],
  SE: ['014 55', '1145', '114-55'],
};

describe('postal codes (account-portal §5)', () => {
  for (const [country, codes] of Object.entries(VALID_POSTAL_CODES)) {
    it(`accepts ${country} postal codes in the national format: ${codes.join(', ')}`, () => {
      for (const code of codes) expect(isValidPostalCode(country, code), code).toBe(true);
    });
  }

  for (const [country, codes] of Object.entries(INVALID_POSTAL_CODES)) {
    it(`rejects malformed ${country} postal codes: ${codes.join(', ')}`, () => {
      for (const code of codes) expect(isValidPostalCode(country, code), code).toBe(false);
    });
  }

  it('reads the country code in any case', () => {
    expect(isValidPostalCode('nl', '1234 AB')).toBe(true);
  });

  it('accepts any plausible postal code of a country outside the brands, and nothing blank', () => {
    expect(isValidPostalCode('US', '94105')).toBe(true);
    expect(isValidPostalCode('PL', '00-950')).toBe(true);
    expect(isValidPostalCode('CA', 'K1A 0B1')).toBe(true);
    expect(isValidPostalCode('US', '')).toBe(false);
    expect(isValidPostalCode('US', '9')).toBe(false);
    expect(isValidPostalCode('US', '12345678901')).toBe(false);
    expect(isValidPostalCode('US', '#1234')).toBe(false);
  });
});

describe('phone numbers (account-portal §5)', () => {
  it.each([
    ['NL', '+31612345678'],
    ['NL', '+31 6 1234 5678'],
    ['NL', '+31 (0)6 1234 5678'],
    ['NL', '0031612345678'],
    ['NL', '06-12345678'],
    ['NL', '020 123 4567'],
    ['BE', '+32 470 12 34 56'],
    ['BE', '02 123 45 67'],
    ['DE', '+49 30 1234567'],
    ['DE', '030/1234567'],
    ['GB', '+44 7700 900123'],
    ['GB', '07700 900123'],
    ['GB', '(020) 7946 0018'],
    ['IE', '+353 87 123 4567'],
    ['IE', '087 123 4567'],
    ['FR', '+33 6 12 34 56 78'],
    ['FR', '06.12.34.56.78'],
    ['SE', '+46 70 123 45 67'],
    ['SE', '070-123 45 67'],
    ['AT', '+43 664 1234567'],
    ['AT', '0664 1234567'],
    ['NO', '+47 412 34 567'],
    ['NO', '412 34 567'],
    ['DK', '+45 32 12 34 56'],
    ['DK', '32 12 34 56'],
    ['ES', '+34 612 34 56 78'],
    ['ES', '612 345 678'],
    ['PT', '+351 912 345 678'],
    ['PT', '912 345 678'],
    ['IT', '+39 06 1234 5678'],
    ['IT', '06 1234 5678'],
    ['IT', '347 123 4567'],
  ])('accepts a %s number written %s', (country, phoneNumber) => {
    expect(isValidPhoneNumber(country, phoneNumber)).toBe(true);
  });

  it.each([
    ['NL', '+3161234567', 'too short for NL'],
    ['NL', '+316123456789', 'too long for NL'],
    ['NL', '+31 0612345678', 'trunk prefix after the country code'],
    ['NL', '612345678', 'national number without its trunk prefix'],
    ['NL', '06123456', 'too short'],
    ['NL', '06 1234 567a', 'a letter'],
    ['GB', '+44 7700 900', 'too short for GB'],
    ['DK', '3212345', 'too short for DK'],
    ['NO', '0412345678', 'too long for NO'],
    ['ES', '+34 61234567', 'too short for ES'],
    ['DE', '+0 30 1234567', 'a country code starting with 0'],
    ['DE', '+49 30 1234567 890 1234', 'longer than E.164 allows'],
    ['DE', 'call me', 'no number'],
    ['US', '12345', 'too short anywhere'],
  ])('rejects a %s number written %s (%s)', (country, phoneNumber) => {
    expect(isValidPhoneNumber(country, phoneNumber)).toBe(false);
  });

  it('accepts a valid foreign number for an address in a brand country', () => {
    expect(isValidPhoneNumber('NL', '+44 7700 900123')).toBe(true);
    expect(isValidPhoneNumber('GB', '+1 415 555 2671')).toBe(true);
  });

  it('accepts numbers of countries outside the brands in international or plain national form', () => {
    expect(isValidPhoneNumber('US', '+1 (415) 555-2671')).toBe(true);
    expect(isValidPhoneNumber('US', '415 555 2671')).toBe(true);
    expect(isValidPhoneNumber('us', '+1 415')).toBe(false);
  });
});

describe('street number and street name (account-portal §5)', () => {
  it('accepts a street number that starts with a digit', () => {
    for (const houseNumber of ['1', '12a', '12 A', '12-14', '3/5', ' 7 ']) {
      expect(isValidStreetNumber(houseNumber), houseNumber).toBe(true);
    }
  });

  it('rejects a street number that is blank, does not start with a digit or is too long', () => {
    for (const houseNumber of ['', '  ', 'a12', '-1', 'Rose Cottage', '12345678901', '12#']) {
      expect(isValidStreetNumber(houseNumber), houseNumber).toBe(false);
    }
  });

  it('accepts a street name with letters, including ones with digits', () => {
    for (const street of ['Kalverstraat', '1e Jan van Nassaustraat', 'Rue de l’Église', 'Ødegårdsvei']) {
      expect(isValidStreetName(street), street).toBe(true);
    }
  });

  it('rejects a blank or digits-only street name', () => {
    for (const street of ['', '   ', '123', '12-14']) {
      expect(isValidStreetName(street), street).toBe(false);
    }
  });
});

describe('validateAddress', () => {
  const valid = {
    countryCode: 'NL',
    street: 'Kalverstraat',
    houseNumber: '1',
    postalCode: '1012 NX',
    phoneNumber: '+31 20 123 4567',
  };

  it('returns no errors for a valid address', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it('treats an absent, null or blank phone number as valid: it is optional', () => {
    expect(validateAddress({ ...valid, phoneNumber: undefined })).toEqual({});
    expect(validateAddress({ ...valid, phoneNumber: null })).toEqual({});
    expect(validateAddress({ ...valid, phoneNumber: '  ' })).toEqual({});
  });

  it("returns the spec's message for each invalid field", () => {
    expect(
      validateAddress({
        countryCode: 'NL',
        street: '12',
        houseNumber: 'a',
        postalCode: '12',
        phoneNumber: '1',
      }),
    ).toEqual({
      street: 'Street name must be valid',
      houseNumber: 'Street number must be valid',
      postalCode: 'Postal Code must be valid',
      phoneNumber: 'Phone number must be valid',
    });
  });

  it('checks the postal code and phone number against the address country', () => {
    const german = { ...valid, countryCode: 'DE', postalCode: '10115', phoneNumber: '030 1234567' };
    expect(validateAddress(german)).toEqual({});
    expect(validateAddress({ ...german, postalCode: '1012 NX' })).toEqual({
      postalCode: 'Postal Code must be valid',
    });
  });
});
