import { writeFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import {
  hasRealPhotos,
  NEEDS_REAL_PHOTOS,
  realPhotoPath,
} from '../../packages/server/test/support/real-photos.ts';
import { signIn } from './support/accounts.ts';
import { createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { useTempFolder, writeNoisyJpeg } from './support/photo-files.ts';

/**
 * 'Add photos' (photo-library §2.1, §2.10) on the real server: photos chosen in the dialog go over
 * tus to the storage service, a connection dropped in the middle of a file resumes where the
 * service stopped, and the photos then show in the months they were taken. Other files are left
 * out, a damaged one fails with its reason, a photo the library has is reported, and Cancel takes
 * back what the dialog added.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const UPLOAD_TEXT = {
  add: 'Add photos',
  empty: 'Your photo library is empty',
  refused: '{{names}} was not added: only JPEG, PNG and HEIC photos can be uploaded.',
  start: 'Upload {{count, number}} photos',
  startOne: 'Upload {{count, number}} photo',
  uploaded: 'Uploaded',
  duplicate: 'Already in your library',
  unreadable: 'This photo could not be read. The file may be damaged.',
  retry: 'Try again',
  progress: '{{uploaded, number}} of {{count, number}} photos uploaded',
  done: 'Done',
  cancel: 'Cancel',
  added: '{{count, number}} photos have been added to your library.',
  unknownDate: 'Unknown Date',
} as const;

function say(name: keyof typeof UPLOAD_TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, UPLOAD_TEXT[name], values);
}

const inFolder = useTempFolder('portal-upload-');

/** A noisy JPEG (about 1.5 MB, so a request can be cut in the middle) taken at `taken` by EXIF. */
function jpegTaken(name: string, taken: string): Promise<string> {
  return writeNoisyJpeg(inFolder(name), { width: 1600, height: 1200, taken, offset: '+02:00' });
}

async function pngWithoutDate(name: string): Promise<string> {
  const file = inFolder(name);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b6ea5' } })
    .png()
    .toFile(file);
  return file;
}

function plainFile(name: string, content: string | Buffer): string {
  const file = inFolder(name);
  writeFileSync(file, content);
  return file;
}

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

function uploadDialog(library: Locator): Locator {
  return library.getByRole('dialog', { name: say('add') });
}

function row(dialog: Locator, name: string): Locator {
  return dialog.getByRole('listitem').filter({ hasText: name });
}

function photosTab(library: Locator): Locator {
  return library.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ });
}

test('photos uploaded over a connection dropped mid-file show in the months they were taken', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Noor' });
  const jpeg = await jpegTaken('harbour.jpg', '2019:05:17 12:34:56');
  const png = await pngWithoutDate('drawing.png');
  const notes = plainFile('notes.txt', 'not a photo');

  // The first PATCH of the JPEG reaches the service with half its bytes, then the connection drops.
  const patches: Request[] = [];
  let cutAt: number | null = null;
  await page.route('**/services/storage/uploads/tus/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.fallback();
    patches.push(request);
    const body = request.postDataBuffer();
    if (cutAt !== null || body === null || body.length < 1_000_000) return route.fallback();
    cutAt = Math.floor(body.length / 2);
    // The browser's *.localhost names the host; the test runner reaches the same server by address.
    const url = new URL(request.url());
    url.hostname = '127.0.0.1';
    await route.fetch({ url: url.href, postData: body.subarray(0, cutAt) });
    await route.abort('connectionreset');
  });

  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  await expect(library.getByText(say('empty'))).toBeVisible();
  // The empty library's own way in (the header has the same button).
  await library
    .getByRole('button', { name: say('add') })
    .last()
    .click();
  const dialog = uploadDialog(library);
  await dialog.locator('input[type=file]').setInputFiles([jpeg, png, notes]);
  await expect(dialog.getByRole('alert')).toHaveText(say('refused', { names: 'notes.txt' }));
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await checkA11y(page);
  await dialog.getByRole('button', { name: say('start', { count: 2 }) }).click();

  await expect(row(dialog, 'harbour.jpg')).toContainText(say('uploaded'), { timeout: 30_000 });
  await expect(row(dialog, 'drawing.png')).toContainText(say('uploaded'));
  await expect(dialog.getByText(say('progress', { uploaded: 2, count: 2 }))).toBeVisible();
  await checkA11y(page);
  // It resumed: after the drop, the JPEG's next PATCH started where the service had stopped.
  expect(cutAt).not.toBeNull();
  const offsets = patches.map((patch) => Number(patch.headers()['upload-offset']));
  expect(offsets).toContain(cutAt);

  await dialog.getByRole('button', { name: say('done') }).click();
  await expect(dialog).toBeHidden();
  await expect(library.getByRole('status').filter({ hasText: 'added to your library' })).toHaveText(
    say('added', { count: 2 }),
  );
  await expect(photosTab(library)).toContainText('2');
  await expect(library.getByRole('heading', { name: 'May 2019' })).toBeVisible();
  await expect(library.getByRole('heading', { name: say('unknownDate') })).toBeVisible();
  await expect(library.getByRole('img', { name: 'harbour.jpg' })).toBeVisible();
  await expect(library.getByRole('img', { name: 'drawing.png' })).toBeVisible();
});

// Skipped before any page opens when the real phone photos are not beside this clone.
test.describe('with the real phone photos', () => {
  test.skip(!hasRealPhotos, NEEDS_REAL_PHOTOS);

  test(`phone HEICs, the 200-megapixel one included, arrive; a damaged one fails with its reason${NEEDS_REAL_PHOTOS}`, async ({
    page,
  }) => {
    const customer = await createCustomer({ firstName: 'Aiko' });
    await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
    const library = photoLibrary(page);
    await library
      .getByRole('button', { name: say('add') })
      .first()
      .click();
    const dialog = uploadDialog(library);
    await dialog
      .locator('input[type=file]')
      .setInputFiles([
        realPhotoPath('heic', 'pug.heic'),
        realPhotoPath('heic', '200MP.heic'),
        realPhotoPath('heic', 'corrupted.heic'),
      ]);
    await dialog.getByRole('button', { name: say('start', { count: 3 }) }).click();
    await expect(row(dialog, 'pug.heic')).toContainText(say('uploaded'), { timeout: 60_000 });
    await expect(row(dialog, '200MP.heic')).toContainText(say('uploaded'), { timeout: 60_000 });
    const damaged = row(dialog, 'corrupted.heic');
    await expect(damaged).toContainText(say('unreadable'));
    // Tried again, it fails again for the same reason: the file is what it is.
    await damaged.getByRole('button', { name: say('retry') }).click();
    await expect(damaged).toContainText(say('unreadable'));

    await dialog.getByRole('button', { name: say('done') }).click();
    await expect(photosTab(library)).toContainText('2');
    // The iPhone photo was taken on 21 February 2023.
    await expect(library.getByRole('heading', { name: 'February 2023' })).toBeVisible();
    await expect(library.getByRole('img', { name: 'pug.heic' })).toBeVisible();
  });
});

test('a photo the library has is reported, and Cancel takes back the photos the dialog added', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Elif' });
  const kept = await jpegTaken('kept.jpg', '2020:03:14 15:09:26');
  const fresh = await jpegTaken('fresh.jpg', '2021:08:02 09:00:00');
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  const dialog = uploadDialog(library);

  await library
    .getByRole('button', { name: say('add') })
    .first()
    .click();
  await dialog.locator('input[type=file]').setInputFiles([kept]);
  await dialog.getByRole('button', { name: say('startOne', { count: 1 }) }).click();
  await expect(row(dialog, 'kept.jpg')).toContainText(say('uploaded'), { timeout: 30_000 });
  await dialog.getByRole('button', { name: say('done') }).click();
  await expect(photosTab(library)).toContainText('1');

  // The same photo again, beside a new one.
  await library
    .getByRole('button', { name: say('add') })
    .first()
    .click();
  await dialog.locator('input[type=file]').setInputFiles([kept, fresh]);
  await dialog.getByRole('button', { name: say('start', { count: 2 }) }).click();
  await expect(row(dialog, 'kept.jpg')).toContainText(say('duplicate'), { timeout: 30_000 });
  await expect(row(dialog, 'fresh.jpg')).toContainText(say('uploaded'), { timeout: 30_000 });

  // Cancel deletes the new photo through the delete-photos call; the duplicate was never added.
  const deletion = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().endsWith('/services/photo/photos'),
  );
  await dialog.getByRole('button', { name: say('cancel') }).click();
  await expect(dialog).toBeHidden();
  expect((await deletion).postDataJSON()).toEqual({ photoIds: [expect.any(String)] });
  await page.reload();
  await expect(photosTab(library)).toContainText('1');
  await expect(library.getByRole('heading', { name: 'March 2020' })).toBeVisible();
  await expect(library.getByRole('heading', { name: 'August 2021' })).toHaveCount(0);
});
