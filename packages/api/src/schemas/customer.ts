import * as z from 'zod/mini';
import { type ValidatedAddressFields, validateAddress } from '../rules/address-validation.ts';
import { email, httpUrl, id, TEXT_LIMITS } from './common.ts';

/**
 * Surrounding spaces are dropped, so a stored address never keeps a stray space; each field has its
 * maximum (see [Note: Every text has a maximum length]).
 */
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Customer service (`services.customer`), account-portal §3 and §7: the customer and their addresses. */

/** B2B account status; each has its banner (account-portal §2). */
export const B2bAccountStatus = z.enum(['Default', 'New', 'Blocked']);
export type B2bAccountStatus = z.infer<typeof B2bAccountStatus>;

/** The format of the FTP integration's callbacks to the customer's callbackUrl. */
export const CallbackFormat = z.enum(['JSON', 'XML']);
export type CallbackFormat = z.infer<typeof CallbackFormat>;

export const Customer = z.object({
  id,
  /** The account the order service files orders under (GET /orders/byAccount/{accountId}). */
  accountId: id,
  email,
  /** Null until the customer gives one: a B2B account may register with a company name only. */
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  /** Free text from the identity system ('B2B', 'Consumer'); read it through the case-insensitive B2B check. */
  userType: z.string(),
  /** The account is being deleted: the portal signs the customer out. */
  accountDeleted: z.boolean(),
  /** The account's `changed` flag (account-portal §3), carried as the service sets it. */
  changed: z.boolean(),
  /** FTP integration (B2B): where callbacks go and in which format; null while not set up. */
  callbackUrl: z.nullable(httpUrl),
  callbackFormat: z.nullable(CallbackFormat),
  /** Null for consumers. */
  b2bAccountStatus: z.nullable(B2bAccountStatus),
});
export type Customer = z.infer<typeof Customer>;

/** Body of PATCH /customers/me: the FTP integration settings; null clears a setting. */
export const FtpSettings = z.object({
  callbackUrl: z.nullable(httpUrl),
  callbackFormat: z.nullable(CallbackFormat),
});
export type FtpSettings = z.infer<typeof FtpSettings>;

/**
 * Body of PUT /customers/me/personal-details: the customer's name as the portal greets them and
 * addresses mail to them; both required. Path and body chosen here (the spec names the page, not its
 * call); the reference server implements exactly them.
 */
export const PersonalDetails = z.object({
  firstName: text(TEXT_LIMITS.name),
  lastName: text(TEXT_LIMITS.name),
});
export type PersonalDetails = z.infer<typeof PersonalDetails>;

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
 * `validateAddress` in the input schemas; answers are taken as the service stored them.
 */
export const PostalAddress = z.object({
  firstName: text(TEXT_LIMITS.name),
  lastName: text(TEXT_LIMITS.name),
  companyName: z.optional(trimmed(TEXT_LIMITS.name)),
  street: trimmed(TEXT_LIMITS.line),
  houseNumber: trimmed(TEXT_LIMITS.code),
  houseNumberAddition: z.optional(trimmed(TEXT_LIMITS.code)),
  postalCode: trimmed(TEXT_LIMITS.code),
  city: text(TEXT_LIMITS.line),
  countryCode: CountryCode,
  phoneNumber: z.optional(trimmed(TEXT_LIMITS.phone)),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

/*
 * [Note: One address rule for form and services]
 * The input schemas run `validateAddress` (rules/address-validation.ts) in a refine that reports each
 * invalid field at its own path with the spec's message, so the form shows it next to the field and a
 * service rejects the same address with the same message. Answers skip the rule: an address stored
 * before a rule tightened must still load, or the customer could not correct it.
 */
export function withAddressRule<T extends z.ZodMiniType<ValidatedAddressFields>>(schema: T): T {
  return schema.check(
    z.superRefine<z.output<T>>((address, context) => {
      for (const [field, message] of Object.entries(validateAddress(address))) {
        context.issues.push({ code: 'custom', message, path: [field], input: address });
      }
    }),
  );
}

const CustomerAddressFields = z.extend(PostalAddress, {
  /** The address orders are delivered to unless the customer picks another. */
  isDefault: z.boolean(),
});

/** One of the customer's addresses. */
export const Address = z.extend(CustomerAddressFields, { id });
export type Address = z.infer<typeof Address>;

/** Body of POST /customers/me/addresses and PUT /customers/me/addresses/{id}. */
export const AddressInput = withAddressRule(CustomerAddressFields);
export type AddressInput = z.infer<typeof AddressInput>;

/** Answer of GET /customers/me/addresses. */
export const AddressList = z.object({ addresses: z.array(Address) });
export type AddressList = z.infer<typeof AddressList>;
