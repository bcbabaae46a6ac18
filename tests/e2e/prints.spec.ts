import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { addPhotos, createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { chooseLibraryAction, press } from './support/library-tools.ts';
import { localized, type TextValues } from './support/locales.ts';

/**
 * Ordering prints (photo-library §2.9) on the real server: photos selected for prints go to the
 * prints editor as a temp selection, and the demo stack's editor page shows exactly those photos;
 * a failed transfer says so and keeps the selection.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const PRINTS_TEXT = {
  action: 'Order photo prints',
  next: 'Next: Customise {{count, number}} photo prints',
  adding: 'Adding {{count, number}} photos to editor...',
  failed: 'Error transferring photos. Try again.',
  selected: '{{count, number}} selected',
} as const;

function say(name: keyof typeof PRINTS_TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, PRINTS_TEXT[name], values);
}

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

test('photos selected for prints arrive in the prints editor, after a failed first try', {
  tag: '@phone',
}, async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Tove' });
  await addPhotos(customer.email, 4);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);

  await chooseLibraryAction(library, say('action'));
  const next = library.getByRole('button', { name: /^Next: Customise/ });
  await expect(next).toBeDisabled();
  const tiles = library.locator('.tile-button');
  const chosen = [
    await tiles.nth(0).getAttribute('aria-label'),
    await tiles.nth(2).getAttribute('aria-label'),
  ];
  for (const index of [0, 2]) {
    const tile = tiles.nth(index);
    await tile.scrollIntoViewIfNeeded();
    await press(tile);
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(next).toHaveText(say('next', { count: 2 }));
  await checkA11y(page);

  // The first transfer fails: it says so, and the selection stays.
  await page.route('**/temp-selections', (route) => route.fulfill({ status: 503, body: '{}' }));
  await press(next);
  await expect(library.getByText(say('failed'))).toBeVisible();
  await expect(library.getByText(say('selected', { count: 2 }))).toBeVisible();
  await page.unroute('**/temp-selections');

  await press(next);
  // The overlay stays at least 3 s, then the editor opens.
  await expect(library.getByRole('status').filter({ hasText: 'Adding' })).toHaveText(
    say('adding', { count: 2 }),
  );
  await page.waitForURL(/\/prints-editor\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('autoselectproduct')).toBe('PRINTS_STANDARD');
  expect(url.searchParams.get('channel')).toBeTruthy();
  expect(url.searchParams.get('tempSelectionId')).toMatch(/^[0-9a-f-]{36}$/);
  const received = page.getByRole('list', { name: '2 photos received' });
  await expect(received.getByRole('img')).toHaveCount(2);
  for (const name of chosen) await expect(received.getByRole('img', { name: name ?? '' })).toBeVisible();
});

test('prints mode names the next order deadline, and says nothing when the cut-off service fails', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Wilma' });
  await addPhotos(customer.email, 2);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);

  // The demo Christmas campaign covers prints: its cut-off and its delivery promise.
  await chooseLibraryAction(library, say('action'));
  await expect(library.getByText(/^Order by /)).toHaveText(
    /^Order by \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} to receive your prints by \d{2} [A-Z][a-z]{2} \d{4}\.$/,
  );
  await checkA11y(page);

  await page.route('**/services/cutoff/**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.reload();
  await chooseLibraryAction(library, say('action'));
  await expect(library.getByRole('button', { name: /^Next: Customise/ })).toBeDisabled();
  await expect(library.getByText(/^Order by /)).toHaveCount(0);
});
