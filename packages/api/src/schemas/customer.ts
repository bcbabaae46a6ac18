import * as z from 'zod/mini';
import { email, httpUrl, id, requiredTrimmedUpTo, TEXT_LIMITS } from './common.ts';

/**
 * Customer service (`services.customer`), account-portal §3 and §7: the customer. Their addresses are
 * in address.ts, so what every element loads to greet the customer leaves the address rule out.
 */

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
  firstName: requiredTrimmedUpTo(TEXT_LIMITS.name),
  lastName: requiredTrimmedUpTo(TEXT_LIMITS.name),
});
export type PersonalDetails = z.infer<typeof PersonalDetails>;
