import { UserMessage } from '../errors.ts';

/**
 * Address validation (account-portal §5), shared by the address form and the services: the address
 * input schemas run it in a refine, so a form and a server can never disagree about an address.
 */

/** The fields this rule checks; the names are the address schema's. */
export interface ValidatedAddressFields {
  /** ISO 3166-1 alpha-2, upper case. */
  readonly countryCode: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postalCode: string;
  /** Optional: absent, null and blank are all valid. */
  readonly phoneNumber?: string | null | undefined;
}

export type AddressField = 'street' | 'houseNumber' | 'postalCode' | 'phoneNumber';

/** One message per invalid field; an empty object means the address is valid. */
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/*
 * [Note: Postal codes per country]
 * The brands' countries get their national format; every other country gets a loose check (letters,
 * digits, spaces and hyphens, 2-10 characters) so a customer abroad is never locked out. Letters are
 * compared in upper case and surrounding spaces are ignored; the optional space of NL, GB, IE and SE
 * codes may be left out ('1234ab', 'SW1A1AA').
 * - GB: outward code (area, district, optional sub-district) and inward code (sector digit and a unit
 *   of two letters that never uses C, I, K, M, O or V); the Girobank code GIR 0AA is valid too.
 * - IE: Eircode, a routing key (a letter and two digits, or D6W) and a four-character identifier drawn
 *   from the Eircode alphabet (digits and the letters A C D E F H K N P R T V W X Y).
 * - NL: four digits not starting with 0, then two letters other than the reserved SA, SD and SS.
 * - ES: five digits whose first two are a province number 01-52.
 * - PT: seven digits written 1234-567.
 */
const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^[1-9]\d{3}$/,
  BE: /^[1-9]\d{3}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  FR: /^\d{5}$/,
  GB: /^(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/,
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/,
  IT: /^\d{5}$/,
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  NO: /^\d{4}$/,
  PT: /^[1-9]\d{3}-\d{3}$/,
  SE: /^[1-9]\d{2} ?\d{2}$/,
};
const ANY_POSTAL_CODE = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/;

/** True when `postalCode` is a postal code of `countryCode` (see [Note: Postal codes per country]). */
export function isValidPostalCode(countryCode: string, postalCode: string): boolean {
  const pattern = POSTAL_CODE_PATTERNS[countryCode.toUpperCase()] ?? ANY_POSTAL_CODE;
  return pattern.test(postalCode.trim().toUpperCase());
}

/*
 * [Note: Phone numbers per country]
 * A phone number is accepted in international form (+<country code><number>, or 00 instead of +) or in
 * its country's national form. Spaces, dots, hyphens, slashes and brackets are ignored, and so is the
 * '(0)' people write after a country code ('+31 (0)6 1234 5678').
 * - International: E.164, a country code not starting with 0 and at most 15 digits in all. When the
 *   country code is the address country's, the national number must also have that country's length;
 *   a number of another country (a customer with a foreign mobile) only has to be valid E.164.
 * - National: countries with a trunk prefix (0 before the national number) require it; NO, DK, ES, PT
 *   and IT have none. Other countries accept 6-15 digits.
 * The lengths are the national significant number's, kept wide where a country's numbering varies
 * (DE, AT), because rejecting a real number is worse than accepting an odd one.
 */
interface PhoneNumbering {
  readonly callingCode: string;
  readonly trunkPrefix: boolean;
  readonly minDigits: number;
  readonly maxDigits: number;
}

const PHONE_NUMBERING: Readonly<Record<string, PhoneNumbering>> = {
  AT: { callingCode: '43', trunkPrefix: true, minDigits: 4, maxDigits: 13 },
  BE: { callingCode: '32', trunkPrefix: true, minDigits: 8, maxDigits: 9 },
  DE: { callingCode: '49', trunkPrefix: true, minDigits: 6, maxDigits: 13 },
  DK: { callingCode: '45', trunkPrefix: false, minDigits: 8, maxDigits: 8 },
  ES: { callingCode: '34', trunkPrefix: false, minDigits: 9, maxDigits: 9 },
  FR: { callingCode: '33', trunkPrefix: true, minDigits: 9, maxDigits: 9 },
  GB: { callingCode: '44', trunkPrefix: true, minDigits: 9, maxDigits: 10 },
  IE: { callingCode: '353', trunkPrefix: true, minDigits: 7, maxDigits: 9 },
  IT: { callingCode: '39', trunkPrefix: false, minDigits: 6, maxDigits: 11 },
  NL: { callingCode: '31', trunkPrefix: true, minDigits: 9, maxDigits: 9 },
  NO: { callingCode: '47', trunkPrefix: false, minDigits: 8, maxDigits: 8 },
  PT: { callingCode: '351', trunkPrefix: false, minDigits: 9, maxDigits: 9 },
  SE: { callingCode: '46', trunkPrefix: true, minDigits: 7, maxDigits: 10 },
};
const E164 = /^\+[1-9]\d{6,14}$/;
const ANY_NATIONAL_NUMBER = /^\d{6,15}$/;

/** True when `phoneNumber` is a phone number valid for `countryCode` (see [Note: Phone numbers per country]). */
export function isValidPhoneNumber(countryCode: string, phoneNumber: string): boolean {
  const compact = phoneNumber
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s.()/-]/g, '')
    .replace(/^00/, '+');
  const numbering = PHONE_NUMBERING[countryCode.toUpperCase()];
  if (compact.startsWith('+')) {
    if (!E164.test(compact)) return false;
    if (!numbering || !compact.startsWith(numbering.callingCode, 1)) return true;
    return hasNationalLength(compact.slice(1 + numbering.callingCode.length), numbering);
  }
  if (!numbering) return ANY_NATIONAL_NUMBER.test(compact);
  if (!/^\d+$/.test(compact)) return false;
  if (!numbering.trunkPrefix) return hasNationalLength(compact, numbering);
  return compact.startsWith('0') && hasNationalLength(compact.slice(1), numbering);
}

function hasNationalLength(digits: string, numbering: PhoneNumbering): boolean {
  // A trunk-prefix country's national number never starts with its trunk prefix.
  if (numbering.trunkPrefix && digits.startsWith('0')) return false;
  return digits.length >= numbering.minDigits && digits.length <= numbering.maxDigits;
}

/** A house number starts with a digit ('12', '12a', '12-14'); additions go in their own field. */
const STREET_NUMBER = /^\d[\p{L}\p{N} /-]{0,9}$/u;

export function isValidStreetNumber(houseNumber: string): boolean {
  return STREET_NUMBER.test(houseNumber.trim());
}

/** A street name is not blank and holds at least one letter, so digits alone are no street name. */
export function isValidStreetName(street: string): boolean {
  return /\p{L}/u.test(street);
}

/** Checks an address and returns the spec's message for each invalid field. */
export function validateAddress(address: ValidatedAddressFields): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  if (!isValidStreetName(address.street)) errors.street = UserMessage.streetNameInvalid;
  if (!isValidStreetNumber(address.houseNumber)) errors.houseNumber = UserMessage.streetNumberInvalid;
  if (!isValidPostalCode(address.countryCode, address.postalCode)) {
    errors.postalCode = UserMessage.postalCodeInvalid;
  }
  const phoneNumber = address.phoneNumber?.trim();
  if (phoneNumber && !isValidPhoneNumber(address.countryCode, phoneNumber)) {
    errors.phoneNumber = UserMessage.phoneNumberInvalid;
  }
  return errors;
}
