import { isHttpStatus } from '@portal/api/http';
import { email } from '@portal/api/schemas/common';
import { WIDGET_SHARE_MESSAGE_MAX_LENGTH } from '@portal/api/schemas/widgets';

/** What the share form holds, as typed. */
export interface ShareFields {
  readonly toEmailAddress: string;
  readonly fromName: string;
  readonly personalMessage: string;
}

export type ShareField = keyof ShareFields;

/** The form's fields in the order they show, so the first wrong one gets the focus. */
export const SHARE_FIELDS: readonly ShareField[] = ['toEmailAddress', 'fromName', 'personalMessage'];

export type ShareProblem = 'emailRequired' | 'emailInvalid' | 'nameRequired' | 'messageTooLong';

/**
 * What keeps the form from being sent, by field (account-portal §5 and the contract's
 * `WidgetShare`): a recipient address that is an e-mail address, a name, and a message of at most
 * WIDGET_SHARE_MESSAGE_MAX_LENGTH characters (it may be empty).
 */
export function shareProblems(fields: ShareFields): Partial<Record<ShareField, ShareProblem>> {
  const problems: Partial<Record<ShareField, ShareProblem>> = {};
  const to = fields.toEmailAddress.trim();
  if (to === '') problems.toEmailAddress = 'emailRequired';
  else if (!email.safeParse(to).success) problems.toEmailAddress = 'emailInvalid';
  if (fields.fromName.trim() === '') problems.fromName = 'nameRequired';
  if (fields.personalMessage.length > WIDGET_SHARE_MESSAGE_MAX_LENGTH)
    problems.personalMessage = 'messageTooLong';
  return problems;
}

/** Why a share the service refused failed, as the form says it. */
export type ShareFailure = 'tooMany' | 'blocked' | 'notPublished' | 'failed';

/**
 * 429: the hourly limit of shares is reached; 409: the book is blocked; 404: the widget is gone
 * (deleted meanwhile); anything else: try again.
 */
export function shareFailureOf(error: unknown): ShareFailure {
  if (isHttpStatus(error, 429)) return 'tooMany';
  if (isHttpStatus(error, 409)) return 'blocked';
  if (isHttpStatus(error, 404)) return 'notPublished';
  return 'failed';
}

/** The name the form starts with: the customer's first and last name, as far as known. */
export function senderName(customer: {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}): string {
  return [customer.firstName, customer.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
