import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { addPhotos, createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { chooseLibraryAction, press } from './support/library-tools.ts';
import { localized, type TextValues } from './support/locales.ts';
import { urlFor } from './support/urls.ts';

/**
 * The photo export (photo-library §2.8) on the real server: requested from the timeline, made by
 * the server's export job, then downloaded from its page chunk by chunk, the zip checked with
 * unzip; an export the service no longer knows, and a request that fails.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const EXPORT_TEXT = {
  action: 'Export photos',
  title: 'Export your photos',
  create: 'Create export',
  close: 'Close',
  requested: "We'll email you within 48 hours when your export is ready to download.",
  failure: "We've run into a problem exporting your photos...",
  toLibrary: 'Back to my photos',
  ready: 'Your export is ready to download',
  chunk: 'My Photos export ({{iteration}} of {{total}})',
  download: 'Download .zip',
  expired: 'Your download link has expired',
  createNew: 'Create a new export',
} as const;

function say(name: keyof typeof EXPORT_TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, EXPORT_TEXT[name], values);
}

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

test('an export is requested from the timeline and its zip downloaded from its page', {
  tag: '@phone',
}, async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Ebba' });
  await addPhotos(customer.email, 3);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  const modal = library.getByRole('dialog', { name: say('title') });

  await chooseLibraryAction(library, say('action'));
  await press(modal.getByRole('button', { name: say('create') }));
  await expect(modal.getByText(say('requested'))).toBeVisible();
  await checkA11y(page);
  await press(modal.getByRole('button', { name: say('close') }).last());

  // The server's job makes the export; asked again once it is ready, the request opens its page.
  await expect(async () => {
    if (!page.url().includes('/exports/')) {
      if (!(await modal.isVisible())) await chooseLibraryAction(library, say('action'));
      await press(modal.getByRole('button', { name: say('create') }));
    }
    await expect(page).toHaveURL(/\/my-photos\/exports\/[^/]+$/, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });

  await expect(library.getByText(say('ready'))).toBeVisible();
  await expect(library.getByText(/The download links are valid until \d{2} \w{3} \d{4}\./)).toBeVisible();
  const chunks = library.getByRole('list', { name: 'Your export files' });
  await expect(chunks.getByRole('listitem')).toHaveCount(1);
  await expect(chunks.getByText(say('chunk', { iteration: 1, total: 1 }))).toBeVisible();
  await expect(chunks).toContainText(/\d+\.\d{2} (KB|MB)/);
  const zip = page.waitForEvent('download', { timeout: 60_000 });
  await press(chunks.getByRole('button', { name: say('download') }));
  const saved = await zip;
  expect(saved.suggestedFilename()).toBe('photo-export-1.zip');
  const folder = mkdtempSync(join(tmpdir(), 'export-zip-'));
  try {
    const file = join(folder, 'export.zip');
    await saved.saveAs(file);
    execFileSync('unzip', ['-tq', file]);
    expect(execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(3);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('an unknown export says its link has expired and offers a new one; a failed request says so', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST, path: `/my-photos/exports/${randomUUID()}` });
  const library = photoLibrary(page);
  await expect(library.getByText(say('expired'))).toBeVisible();
  await library.getByRole('button', { name: say('createNew') }).click();
  const modal = library.getByRole('dialog', { name: say('title') });
  await page.route('**/services/exports/backups', (route) => route.fulfill({ status: 500, body: '{}' }));
  await modal.getByRole('button', { name: say('create') }).click();
  await expect(modal.getByRole('alert')).toContainText(say('failure'));
  await modal.getByRole('link', { name: say('toLibrary') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/photos'));
  await expect(modal).toBeHidden();
});
