import type { Locator, Page } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '@portal/api/http';
import { signIn } from './support/accounts.ts';
import { addPhotos, addSavedProjects, createCustomer, type NewCustomer } from './support/customers.ts';
import { injectFaults } from './support/faults.ts';
import { expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { useTempFolder, writeNoisyJpeg } from './support/photo-files.ts';

/**
 * The portal under failures the server injects on purpose ([Note: Injected faults] in
 * packages/server/src/http/fault-injection.ts), each for a customer of its own so journeys running
 * beside them are untouched: a delete that the service keeps refusing is retried in rounds, then
 * reported ('Exceeded maximum amount of retries!'), the photos come back and the open dialog deletes
 * them once the service works; a download and an upload that fail say so and succeed when tried
 * again; a call that hangs gives up after the client's timeout and is tried again. After each, the
 * page and the server agree.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const TEXT = {
  select: 'Select',
  deleteAction: 'Delete',
  deleteTitle: 'Delete {{count, number}} photos?',
  deleteFailed: 'Error: Your photos could not be deleted',
  deleted: '{{count, number}} photos have been deleted.',
  download: 'Download',
  downloadFailed: 'Download failed',
  preparing: 'Preparing download...',
  add: 'Add photos',
  startOne: 'Upload {{count, number}} photo',
  uploaded: 'Uploaded',
  done: 'Done',
  retry: 'Try again',
  projectsFailed: 'Your saved projects could not be loaded.',
  projectsTitle: 'My saved projects',
} as const;

function say(name: keyof typeof TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, TEXT[name], values);
}

const inFolder = useTempFolder('portal-faults-');

/** How far the page's clock moves between looks at an upload that retries on its own. */
const UPLOAD_RETRY_STEP_MS = 5000;

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

function photosTab(library: Locator): Locator {
  return library.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ });
}

/** The failures the page reported (`portal-failure` events), as their messages. */
async function reportedFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { failures?: string[] }).failures ?? []);
}

async function customerWithPhotos(name: string, count: number): Promise<NewCustomer> {
  const customer = await createCustomer({ firstName: name });
  await addPhotos(customer.email, count);
  return customer;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const failures: string[] = [];
    (window as unknown as { failures: string[] }).failures = failures;
    window.addEventListener('portal-failure', (event) => {
      if (event instanceof CustomEvent)
        failures.push(String((event.detail as { message?: unknown }).message));
    });
  });
});

test.afterEach(async () => {
  await injectFaults([]);
});

test('a delete the service keeps refusing is retried in rounds, reported, undone, and done when it works again', async ({
  page,
}) => {
  const customer = await customerWithPhotos('Nour', 6);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  await expect(photosTab(library)).toContainText('6');
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  const tiles = library.locator('.tile-button');
  const names = [
    (await tiles.nth(0).getAttribute('aria-label')) ?? '',
    (await tiles.nth(1).getAttribute('aria-label')) ?? '',
  ];
  await tiles.nth(0).click();
  await tiles.nth(1).click();

  await injectFaults([{ account: customer.id, method: 'DELETE', path: '/services/photo/photos', fail: 1 }]);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().endsWith('/services/photo/photos'))
      deletes.push(request.url());
  });
  await library
    .getByRole('region')
    .getByRole('button', { name: say('deleteAction'), exact: true })
    .click();
  const dialog = library.getByRole('dialog', { name: say('deleteTitle', { count: 2 }) });
  await dialog.getByRole('button', { name: say('deleteAction'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(say('deleteFailed'));
  // The first try and three rounds of retries, then the batch gives up and says why.
  expect(deletes).toHaveLength(4);
  expect(await reportedFailures(page)).toContain('Exceeded maximum amount of retries!');
  // The photos are back, still selected, and the library still counts them.
  for (const name of names)
    await expect(library.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  await expect(photosTab(library)).toContainText('6');

  await injectFaults([]);
  await dialog.getByRole('button', { name: say('deleteAction'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(library.getByText(say('deleted', { count: 2 }))).toBeVisible();
  await page.reload();
  await expect(photosTab(library)).toContainText('4');
  for (const name of names) await expect(library.getByRole('img', { name })).toHaveCount(0);
});

test('a download and an upload that the service fails say so, and succeed when tried again', async ({
  page,
}) => {
  // The upload's own retries (seconds apart) are waited out on the page's clock, below.
  await page.clock.install();
  const customer = await customerWithPhotos('Ilse', 3);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  const tiles = library.locator('.tile-button');
  await tiles.nth(0).click();
  await tiles.nth(1).click();
  const bar = library.getByRole('region');

  await injectFaults([{ account: customer.id, method: 'POST', path: '/services/downloads', fail: 1 }]);
  await bar.getByRole('button', { name: say('download'), exact: true }).click();
  await expect(library.getByText(say('downloadFailed'))).toBeVisible();
  await injectFaults([]);
  const zip = page.waitForEvent('download', { timeout: 60_000 });
  await bar.getByRole('button', { name: say('download'), exact: true }).click();
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);

  // An upload whose bytes the service refuses fails, keeps the photo, and goes through when tried again.
  const photo = await writeNoisyJpeg(inFolder('faulty.jpg'), {
    width: 320,
    height: 240,
    taken: '2024:06:01 10:00:00',
    offset: '+02:00',
  });
  await injectFaults([
    { account: customer.id, method: 'PATCH', path: '/services/storage/uploads/tus', fail: 1 },
  ]);
  await library
    .getByRole('button', { name: say('add') })
    .first()
    .click();
  const dialog = library.getByRole('dialog', { name: say('add') });
  await dialog.locator('input[type=file]').setInputFiles([photo]);
  await dialog.getByRole('button', { name: say('startOne', { count: 1 }) }).click();
  const row = dialog.getByRole('listitem').filter({ hasText: 'faulty.jpg' });
  // The upload tries again on its own, a little later each time, before it gives up and says so.
  await expect(async () => {
    await page.clock.fastForward(UPLOAD_RETRY_STEP_MS);
    await expect(row.getByRole('button', { name: say('retry') })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await injectFaults([]);
  await row.getByRole('button', { name: say('retry') }).click();
  await expect(row).toContainText(say('uploaded'), { timeout: 30_000 });
  await dialog.getByRole('button', { name: say('done') }).click();
  await expect(photosTab(library)).toContainText('4');
});

test('a call that hangs gives up after the client’s timeout, says so, and is tried again', async ({
  page,
}) => {
  // The client's timeout runs on the page's clock, which the test moves past it.
  await page.clock.install();
  const customer = await createCustomer({ firstName: 'Tariq' });
  await addSavedProjects(customer.email, 3);
  await injectFaults([{ account: customer.id, method: 'GET', path: '/services/projects', hang: 1 }]);
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/services/projects/')) asked = true;
  });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/saved-projects' });
  const projects = page.locator('saved-projects');
  await expect(projects.getByRole('heading', { level: 1, name: say('projectsTitle') })).toBeVisible();
  await expect.poll(() => asked).toBe(true);
  await expect(projects.getByText(say('projectsFailed'))).toBeHidden();
  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  await expect(projects.getByText(say('projectsFailed'))).toBeVisible();
  await injectFaults([]);
  await projects.getByRole('button', { name: say('retry') }).click();
  await expect(projects.getByRole('heading', { level: 2, name: 'Project 1' })).toBeVisible();
});
