import { UserMessage } from '../errors.ts';

/**
 * Business customers (account-portal §3, §2 'B2B banner'): the user type check and the account statuses
 * with the banner each shows.
 */

const B2B_USER_TYPE = 'b2b';

/** A business customer: user type b2b in any case. */
export function isB2bCustomer(userType: string | null | undefined): boolean {
  return userType?.toLowerCase() === B2B_USER_TYPE;
}

export const B2B_ACCOUNT_STATUSES = ['Default', 'New', 'Blocked'] as const;
export type B2bAccountStatus = (typeof B2B_ACCOUNT_STATUSES)[number];

export const B2B_STATUS_MESSAGES = {
  Default: UserMessage.b2bStatusDefault,
  New: UserMessage.b2bStatusNew,
  Blocked: UserMessage.b2bStatusBlocked,
} as const satisfies Record<B2bAccountStatus, string>;

export type B2bStatusMessage = (typeof B2B_STATUS_MESSAGES)[B2bAccountStatus];

export function b2bStatusMessage(status: B2bAccountStatus): B2bStatusMessage {
  return B2B_STATUS_MESSAGES[status];
}
