import * as z from 'zod/mini';
import { id, requiredTrimmedUpTo, TEXT_LIMITS, trimmedUpTo } from './common.ts';

/**
 * Customer service (`services.customer`), account-portal §3 and §7: the customer's addresses and the
 * postal address an order is delivered to.
 */

/** Where the customer's change of an address (theirs, or an order's delivery address) stands. */
export const AddressChangeState = z.enum([
  'NotStarted',
  'Editing',
  'RequestInProgress',
  'RequestSent',
  'SuccessfulUpdate',
  'RequestFailed',
]);
export type AddressChangeState = z.infer<typeof AddressChangeState>;

/** ISO 3166-1 alpha-2, upper case ('NL', 'GB'). */
export const CountryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
export type CountryCode = z.infer<typeof CountryCode>;

/**
 * The fields of a postal address, shared by the customer's addresses and an order's delivery address.
 * Street, house number, postal code and phone number are checked against the country by
 * `validateAddress` in the input schemas (address-input.ts); answers are taken as the service stored
 * them.
 */
export const PostalAddress = z.object({
  firstName: requiredTrimmedUpTo(TEXT_LIMITS.name),
  lastName: requiredTrimmedUpTo(TEXT_LIMITS.name),
  companyName: z.optional(trimmedUpTo(TEXT_LIMITS.name)),
  street: trimmedUpTo(TEXT_LIMITS.line),
  houseNumber: trimmedUpTo(TEXT_LIMITS.code),
  houseNumberAddition: z.optional(trimmedUpTo(TEXT_LIMITS.code)),
  postalCode: trimmedUpTo(TEXT_LIMITS.code),
  city: requiredTrimmedUpTo(TEXT_LIMITS.line),
  countryCode: CountryCode,
  phoneNumber: z.optional(trimmedUpTo(TEXT_LIMITS.phone)),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

export const CustomerAddressFields = z.extend(PostalAddress, {
  /** The address orders are delivered to unless the customer picks another. */
  isDefault: z.boolean(),
});

/** One of the customer's addresses. */
export const Address = z.extend(CustomerAddressFields, { id });
export type Address = z.infer<typeof Address>;

/** Answer of GET /customers/me/addresses. */
export const AddressList = z.object({ addresses: z.array(Address) });
export type AddressList = z.infer<typeof AddressList>;
