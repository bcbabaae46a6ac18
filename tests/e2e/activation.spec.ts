import { signIn } from './support/accounts.ts';
import { createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';

/**
 * Bringing photos back (photo-library §4) on the real server: an empty library that is NOT_ACTIVE
 * offers it; the import runs as the server's job, the page shows it under way, polls the status and
 * listens to the push socket, and says the photos are back once the library is ACTIVE, which stays
 * so over a reload.
 */

const HOST = 'printwell.co.uk';

const ACTIVATION_TEXT = {
  title: 'Photos stored with us before?',
  start: 'Bring back my photos',
  importing: "We're bringing back your photos",
  done: 'Your photos are back in your library.',
  empty: 'Your photo library is empty',
} as const;

function say(name: keyof typeof ACTIVATION_TEXT, values?: TextValues): string | RegExp {
  return localized('en-GB', ACTIVATION_TEXT[name], values);
}

test('an empty library brings back the photos stored before, and says when they are back', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Ilse' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = page.locator('photo-library');
  await expect(library.getByText(say('empty'))).toBeVisible();
  await expect(library.getByText(say('title'))).toBeVisible();
  await checkA11y(page);

  await library.getByRole('button', { name: say('start') }).click();
  await expect(library.getByRole('status').filter({ hasText: say('importing') })).toBeVisible();
  await expect(library.getByText(say('done'))).toBeVisible({ timeout: 30_000 });
  await expect(library.getByText(say('importing'))).toHaveCount(0);
  await expect(library.getByRole('button', { name: say('start') })).toHaveCount(0);

  await page.reload();
  await expect(library.getByText(say('empty'))).toBeVisible();
  await expect(library.getByText(say('title'))).toHaveCount(0);
});
