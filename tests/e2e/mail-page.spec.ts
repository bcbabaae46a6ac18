import { DEMO_ACCOUNTS } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { MAIL_PAGE, SUBJECTS } from './support/mail.ts';
import { publicUrl } from './support/urls.ts';

/**
 * The local mail page, which the result-page journeys read their links from. Only read here: the
 * newsletter link of the demo account is followed once, by result-pages.spec.ts.
 */

test('the mail page lists the demo newsletter mail and shows it with its link', async ({ page }) => {
  await page.goto(publicUrl('/mail'));
  await expect(page).toHaveTitle(MAIL_PAGE.title);
  const messages = page.getByRole('table', { name: MAIL_PAGE.caption });
  const row = messages
    .getByRole('row')
    .filter({ hasText: DEMO_ACCOUNTS.demo })
    .filter({ hasText: SUBJECTS.newsletter });
  await expect(row).toHaveCount(1);
  await expect(messages.getByRole('columnheader')).toHaveText(['Created', 'To', 'Subject', 'Status']);

  await row.getByRole('link', { name: SUBJECTS.newsletter }).click();
  await expect(page.getByRole('heading', { level: 1, name: SUBJECTS.newsletter })).toBeVisible();
  await expect(page).toHaveTitle(SUBJECTS.newsletter);
  const confirmation = page.getByRole('link', { name: /\/subscription-confirmation\?/ });
  await expect(confirmation).toHaveAttribute(
    'href',
    new RegExp(
      `^${publicUrl('/subscription-confirmation')}\\?confirmation-token=[\\w-]{43,}&email=demo%40example\\.com$`,
    ),
  );

  await page.getByRole('link', { name: MAIL_PAGE.asHtml }).click();
  await expect(page.getByRole('link', { name: 'Confirm my subscription' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: MAIL_PAGE.allMessages }).click();
  await expect(messages).toBeVisible();
});

test('the messages of an address are offered as JSON with their links', async ({ request }) => {
  const response = await request.get(
    publicUrl(`/mail/messages?to=${encodeURIComponent(DEMO_ACCOUNTS.demo)}`),
  );
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: { subject: string; links: string[] }[] };
  const newsletter = messages.find((message) => message.subject === SUBJECTS.newsletter);
  expect(newsletter?.links).toEqual([
    expect.stringMatching(/\/subscription-confirmation\?confirmation-token=/),
  ]);
});

test('an unknown message is a page that leads back to the list', async ({ page }) => {
  const response = await page.goto(publicUrl('/mail/00000000-0000-4000-8000-000000000000'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: MAIL_PAGE.allMessages })).toHaveAttribute('href', '/mail');
});
