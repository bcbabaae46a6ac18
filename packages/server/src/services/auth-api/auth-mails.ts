import { type ComposedMail, composeMail } from '../../mail/index.ts';

/** The e-mails of account deletion and email change. */

function greeting(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

function lifetime(ms: number): string {
  const hours = Math.round(ms / (60 * 60 * 1000));
  return `The link works once, for ${hours} hours.`;
}

export function deletionRequestMail(input: {
  firstName: string;
  email: string;
  link: string;
  lifetimeMs: number;
}): ComposedMail {
  return composeMail('Confirm the deletion of your account', {
    greeting: greeting(input.firstName),
    paragraphs: [
      `We received a request to delete the account of ${input.email}.`,
      'Deleting it removes your orders, saved projects, photos, albums and everything else in your account for good. It cannot be undone.',
    ],
    action: { label: 'Delete my account', url: input.link },
    after: [
      lifetime(input.lifetimeMs),
      'If you did not ask for this, ignore this e-mail: your account stays as it is.',
    ],
  });
}

export function accountDeletedMail(input: { firstName: string }): ComposedMail {
  return composeMail('Your account has been deleted', {
    greeting: greeting(input.firstName),
    paragraphs: [
      'As you confirmed, your account and everything in it have been deleted.',
      'Thank you for having been with us.',
    ],
  });
}

/**
 * Goes to the new address, which may be mistyped: it names neither the account's current address
 * nor the person, so a stranger who gets it learns nothing.
 */
export function emailChangeRequestMail(input: {
  newEmail: string;
  link: string;
  lifetimeMs: number;
}): ComposedMail {
  return composeMail('Confirm your new e-mail address', {
    greeting: 'Hello,',
    paragraphs: [`Someone asked to use ${input.newEmail} as the e-mail address of their account.`],
    action: { label: 'Confirm my new e-mail address', url: input.link },
    after: [lifetime(input.lifetimeMs), 'If you did not ask for this, ignore this e-mail: nothing changes.'],
  });
}

export function emailChangedMail(input: { firstName: string; newEmail: string }): ComposedMail {
  return composeMail('Your e-mail address was changed', {
    greeting: greeting(input.firstName),
    paragraphs: [
      `The e-mail address of your account is now ${input.newEmail}. From now on, sign in with it.`,
      'If you did not make this change, contact customer care at once.',
    ],
  });
}
