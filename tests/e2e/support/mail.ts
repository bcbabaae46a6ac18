import { expect, type Page } from '@playwright/test';
import { checkA11y } from './axe.ts';
import { publicUrl } from './urls.ts';

/**
 * The local mail page of the embedded default (packages/server/src/mail/mail-pages.ts): what the
 * server would have e-mailed. The suites follow mailed links from it the way a person would.
 */

export const MAIL_PAGE = {
  title: 'Mail',
  caption: 'Messages, newest first',
  allMessages: 'All messages',
  asHtml: 'The same message as HTML',
} as const;

/** The subjects of the mails the journeys follow (packages/server/src/services). */
export const SUBJECTS = {
  newsletter: 'Confirm your newsletter subscription',
  emailChange: 'Confirm your new e-mail address',
  emailChanged: 'Your e-mail address was changed',
  accountDeletion: 'Confirm the deletion of your account',
} as const;

export interface MailedMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly links: readonly string[];
}

/**
 * Opens /mail, the newest message to `to` with `subject`, and returns the link of its body that
 * leads to `route` (a portal page of account-portal §2), leaving the browser on the message.
 */
export async function openMailedLink(
  page: Page,
  to: string,
  subject: string,
  route: string,
): Promise<string> {
  await page.goto(publicUrl('/mail'));
  await expect(page.getByRole('heading', { level: 1, name: MAIL_PAGE.title })).toBeVisible();
  await checkA11y(page);
  const row = page
    .getByRole('table', { name: MAIL_PAGE.caption })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: to, exact: true }) })
    .filter({ has: page.getByRole('link', { name: subject, exact: true }) })
    .first();
  await row.getByRole('link', { name: subject, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await checkA11y(page);
  const prefix = publicUrl(route);
  const link = page.getByRole('link').filter({ hasText: prefix }).first();
  const href = await link.getAttribute('href');
  if (!href?.startsWith(`${prefix}?`))
    throw new Error(`The mail '${subject}' to ${to} has no link to ${route}`);
  return href;
}

/** The messages to an address, newest first, from the page's JSON (GET /mail/messages). */
export async function messagesTo(to: string): Promise<MailedMessage[]> {
  const response = await fetch(publicUrl(`/mail/messages?to=${encodeURIComponent(to)}`));
  if (!response.ok) throw new Error(`GET /mail/messages answered ${response.status}`);
  const body = (await response.json()) as { messages: MailedMessage[] };
  return body.messages;
}

/** The link to `route` in the newest mail to `to` with `subject`. */
export async function mailedLink(to: string, subject: string, route: string): Promise<URL> {
  const message = (await messagesTo(to)).find((candidate) => candidate.subject === subject);
  const href = message?.links.find((link) => link.startsWith(`${publicUrl(route)}?`));
  if (!href) throw new Error(`No mail '${subject}' to ${to} with a link to ${route}`);
  return new URL(href);
}
