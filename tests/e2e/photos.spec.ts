import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { addPhotos, createCustomer } from './support/customers.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseLibraryAction, closePreview, nextInPreview, press } from './support/library-tools.ts';
import { localized, type TextValues } from './support/locales.ts';
import { defaultLocaleOf, pageHeading } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * `<photo-library>`'s timeline (photo-library §2.1, §2.2) on the demo library `npm start` seeds (322
 * photos over several years): the months from the timeline counts, photos loading as they come into
 * view with only the rows near the viewport in the page, the sort kept for the next visit, dates as
 * the camera recorded them, and the element on a brand's CMS page and in the webview.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';
/** The newest demo photo: taken 1 January 2026 at 00:49, local time. */
const NEWEST_MONTH = 'January 2026';
const NEWEST_DAY = '01 Jan 2026';
/** The most elements the element's shadow root may hold at any point while scrolling. */
const MOST_ELEMENTS = 1500;

const PHOTOS_TEXT = {
  myPhotos: 'My photos',
  photoCount: '{{count, number}} photos',
  sortBy: 'Sort by',
  oldestFirst: 'Date taken, oldest first',
  taken: 'Taken on {{date}}',
  empty: 'Your photo library is empty',
  select: 'Select',
  done: 'Done',
  selected: '{{count, number}} selected',
  deleteAction: 'Delete',
  deleteTitle: 'Delete {{count, number}} photos?',
  deleteFailed: 'Error: Your photos could not be deleted',
  deleted: '{{count, number}} photos have been deleted.',
  selectMonth: 'Select all photos of {{month}}',
  deleteAll: 'Delete all photos',
  deleteAllTitle: 'Delete all your photos?',
  deleteWord: 'DELETE',
  typeToConfirm: 'Type {{word}} to confirm',
  wrongWord: 'Type {{word}} exactly as shown.',
  next: 'Next photo',
  close: 'Close',
  jump: 'Go to',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  previewActions: 'Photo actions',
  deleteOne: 'Delete this photo?',
  deletedOne: 'The photo has been deleted.',
  download: 'Download',
  preparing: 'Preparing download...',
  preparingZip: 'Preparing a zip of {{count, number}} photos...',
  cancelDownload: 'Cancel download',
  downloadCancelled: 'The download was cancelled.',
  storage: 'Photo storage',
  storageRule:
    'Photos are stored for {{months}} months after your last order, or after you registered if you have not ordered yet. Every new order resets this.',
} as const;

function say(name: keyof typeof PHOTOS_TEXT, locale = LOCALE, values?: TextValues): string | RegExp {
  return localized(locale, PHOTOS_TEXT[name], values);
}

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

function monthHeadings(library: Locator): Locator {
  return library.getByRole('heading', { level: 2 });
}

/** The timeline's rows that are on the screen. */
function rowsOnScreen(library: Locator): Promise<number> {
  return library.evaluate(
    (element) =>
      [...(element.shadowRoot?.querySelectorAll('.timeline-row') ?? [])].filter((row) => {
        const { top, bottom } = row.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      }).length,
  );
}

function shadowSize(library: Locator): Promise<number> {
  return library.evaluate((element) => element.shadowRoot?.querySelectorAll('*').length ?? 0);
}

test('the timeline shows every month of the library, loading photos as they come into view', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
  const library = photoLibrary(page);
  await expect(pageHeading(page, say('myPhotos'))).toBeVisible();
  await expect(library.getByRole('navigation').getByText('322')).toBeVisible();
  await expect(monthHeadings(library).first()).toHaveText(NEWEST_MONTH);
  const firstPhoto = library.getByRole('img').first();
  await expect(firstPhoto).toHaveJSProperty('complete', true);
  expect(await firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The storage status, loaded after the timeline, opens in its modal and closes with Escape.
  await library.getByRole('button', { name: say('storage') }).click();
  const storage = page.getByRole('dialog', { name: say('storage') });
  await expect(storage.getByText(say('storageRule', LOCALE, { months: 18 }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(storage).toBeHidden();

  // Scrolled from top to bottom a screen at a time, the page holds only the rows near the viewport.
  let most = 0;
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < bottom; top += 800) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // Once the rows on the screen are drawn.
    await expect.poll(() => rowsOnScreen(library)).toBeGreaterThan(0);
    most = Math.max(most, await shadowSize(library));
  }
  expect(most).toBeLessThan(MOST_ELEMENTS);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The oldest month is reached and its photos load (on a phone its heading is above the screen).
  const oldest = (await library.getByLabel(say('jump')).locator('option').allTextContents()).at(-1);
  await expect(monthHeadings(library).last()).toHaveText(oldest ?? '');
  await expect(library.locator('.tile img').last()).toBeInViewport();
});

for (const timezoneId of ['Pacific/Auckland', 'America/Los_Angeles']) {
  test(`a photo's date reads as the camera recorded it, seen from ${timezoneId}`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    try {
      await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
      const tile = photoLibrary(page).locator('.tile').first();
      await expect(tile).toHaveAttribute('title', say('taken', LOCALE, { date: NEWEST_DAY }));
      await expect(monthHeadings(photoLibrary(page)).first()).toHaveText(NEWEST_MONTH);
    } finally {
      await context.close();
    }
  });
}

test('the sort starts the timeline again and is kept for the next visit', async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
  const library = photoLibrary(page);
  const first = library.locator('.tile').first();
  await expect(first).toHaveAttribute('title', say('taken', LOCALE, { date: NEWEST_DAY }));
  // January 2026 holds one photo: the first row of December 2025 shows the change.
  const december = library.locator('.timeline-row').nth(1).locator('.tile').first();
  await expect(december).toHaveAttribute('title', /.+/);
  const newestFirst = await december.getAttribute('title');
  await library.getByLabel(say('sortBy')).selectOption({ label: textOf(say('oldestFirst')) });
  await expect(december).toHaveAttribute('title', /.+/);
  await expect(december).not.toHaveAttribute('title', newestFirst ?? '');
  const oldestFirst = await december.getAttribute('title');
  await page.reload();
  await expect(library.getByLabel(say('sortBy'))).toHaveValue('dateTaken/asc');
  await expect(december).toHaveAttribute('title', oldestFirst ?? '');
  await library.getByLabel(say('sortBy')).selectOption('dateTaken/desc');
  await expect(library.getByLabel(say('sortBy'))).toHaveValue('dateTaken/desc');
});

test('an empty library says so', async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Avery' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  await expect(photoLibrary(page).getByText(say('empty'))).toBeVisible();
});

test('on a brand CMS page and in the webview, <photo-library> shows the same timeline', async ({ page }) => {
  const cms = 'lumora.nl';
  const locale = defaultLocaleOf(cms);
  await signIn(page, 'demo', { host: cms });
  await page.goto(urlFor(cms, '/demo/my-photos'));
  const library = photoLibrary(page);
  await expect(pageHeading(page, say('myPhotos', locale))).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(library.locator('.tile img').first()).toBeVisible();

  await page.goto(urlFor(cms, '/demo/my-photos?stripped=true'));
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(library.locator('.tile img').first()).toBeVisible();
});

test('photos selected across the grid are deleted, and come back when the delete fails', {
  tag: '@phone',
}, async ({ page }) => {
  // A library of its own: the journey runs at a desktop's size and a phone's, each deleting from it.
  const customer = await createCustomer({ firstName: 'Nils' });
  await addPhotos(customer.email, 6);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  const tab = library.getByRole('navigation').getByRole('link', { name: /^Photos/ });
  await expect(tab).toContainText('6');
  await press(library.getByRole('button', { name: say('select'), exact: true }));
  const tiles = library.getByRole('button', { pressed: false }).filter({ has: page.locator('img') });
  const first = tiles.nth(0);
  const second = tiles.nth(1);
  const names = [await first.getAttribute('aria-label'), await second.getAttribute('aria-label')];
  await press(first);
  await press(library.getByRole('button', { name: names[1] ?? '' }));
  await expect(library.getByText(say('selected', LOCALE, { count: 2 }))).toBeVisible();

  // The service fails every try: the photos come back and the open modal says so.
  await page.route('**/services/photo/photos', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await press(library.getByRole('region').getByRole('button', { name: say('deleteAction'), exact: true }));
  const dialog = library.getByRole('dialog', { name: say('deleteTitle', LOCALE, { count: 2 }) });
  await press(dialog.getByRole('button', { name: say('deleteAction'), exact: true }));
  await expect(dialog.getByRole('alert')).toHaveText(say('deleteFailed'));
  await expect(library.getByRole('button', { name: names[0] ?? '' })).toHaveAttribute('aria-pressed', 'true');

  // The service works again: the same modal deletes them.
  await page.unroute('**/services/photo/photos');
  await press(dialog.getByRole('button', { name: say('deleteAction'), exact: true }));
  await expect(dialog).toBeHidden();
  await expect(library.getByText(say('deleted', LOCALE, { count: 2 }))).toBeVisible();
  await expect(tab).toContainText('4');
  await expect(library.getByRole('button', { name: say('select'), exact: true })).toBeVisible();
  await page.reload();
  await expect(tab).toContainText('4');
  for (const name of names) await expect(library.getByRole('img', { name: name ?? '' })).toHaveCount(0);
});

test('photos are selected with the keyboard and a month at once, and Escape leaves selection mode', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
  const library = photoLibrary(page);
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  // Arrow keys move between the photos, Space selects one.
  const rows = library.locator('.timeline-row');
  // Both rows are selection's buttons before a key moves between them (a busy machine renders the
  // switch from links a moment later).
  await expect(rows.nth(1).locator('.tile-button').first()).toBeVisible();
  await rows.nth(0).locator('.tile-button').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1).locator('.tile-button').first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(rows.nth(1).locator('.tile-button').nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(library.getByText(say('selected', LOCALE, { count: 1 }))).toBeVisible();
  await library.getByRole('button', { name: say('selectMonth', LOCALE, { month: 'December 2025' }) }).click();
  await expect(library.getByText(say('selected', LOCALE, { count: 7 }))).toBeVisible();
  await library.getByRole('button', { name: say('selectMonth', LOCALE, { month: 'December 2025' }) }).click();
  await expect(library.getByText(say('selected', LOCALE, { count: 0 }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(library.getByRole('button', { name: say('select'), exact: true })).toBeVisible();
  await expect(library.getByRole('button', { name: say('done'), exact: true })).toHaveCount(0);
});

test('Delete all photos takes the word DELETE exactly as written, says so on submit when it is not, then shows the empty library', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Quinn' });
  await addPhotos(customer.email, 30);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  await expect(library.getByRole('navigation')).toContainText('30');
  await chooseLibraryAction(library, say('deleteAll'));
  const dialog = library.getByRole('dialog', { name: say('deleteAllTitle') });
  const confirm = dialog.getByRole('button', { name: say('deleteAll'), exact: true });
  const word = textOf(say('deleteWord'));
  const field = dialog.getByLabel(say('typeToConfirm', LOCALE, { word }));
  const wrongWord = dialog.getByText(say('wrongWord', LOCALE, { word }));
  // Nothing is said before the customer asks (photo-library §3: on submit only).
  await field.fill('DELET');
  await expect(wrongWord).toHaveCount(0);
  for (const typed of ['DELET', word.toLowerCase(), ` ${word}`]) {
    await field.fill(typed);
    await confirm.click();
    await expect(wrongWord).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
  }
  await expect(library.getByRole('navigation')).toContainText('30');
  await field.fill(word);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(library.getByText(say('empty'))).toBeVisible();
  await page.reload();
  await expect(library.getByText(say('empty'))).toBeVisible();
});

test('one selected photo downloads under its file name, several as a zip of exactly them', {
  tag: '@phone',
}, async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
  const library = photoLibrary(page);
  await press(library.getByRole('button', { name: say('select'), exact: true }));
  const tiles = library.locator('.tile-button');
  const bar = library.getByRole('region');

  const name = (await tiles.nth(0).getAttribute('aria-label')) ?? '';
  await press(tiles.nth(0));
  const single = page.waitForEvent('download');
  await press(bar.getByRole('button', { name: say('download'), exact: true }));
  expect((await single).suggestedFilename()).toBe(name);

  await press(library.getByRole('button', { name: say('select'), exact: true }));
  const names: string[] = [];
  for (const index of [1, 2, 3]) {
    names.push((await tiles.nth(index).getAttribute('aria-label')) ?? '');
    await press(tiles.nth(index));
  }
  const zip = page.waitForEvent('download', { timeout: 60_000 });
  await press(bar.getByRole('button', { name: say('download'), exact: true }));
  await expect(library.getByText(say('preparing'))).toBeVisible();
  const saved = await zip;
  expect(saved.suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/);
  const folder = mkdtempSync(join(tmpdir(), 'photos-zip-'));
  try {
    const file = join(folder, 'photos.zip');
    await saved.saveAs(file);
    execFileSync('unzip', ['-tq', file]);
    const listed = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.sort()).toEqual([...names].sort());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a zip being prepared is cancelled, is one at a time on every page of the library, and ends with the element', async ({
  page,
}) => {
  // The download service's push socket, passed through except for the zip's 'archive-finished':
  // the zip stays in preparation for as long as the test needs.
  const zipSockets: { closed: boolean }[] = [];
  await page.routeWebSocket(/\/push$/, (socket) => {
    const server = socket.connectToServer();
    const seen = { closed: false };
    zipSockets.push(seen);
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('archive-finished')) return;
      socket.send(message);
    });
    socket.onClose(() => {
      seen.closed = true;
      server.close();
    });
    server.onClose(() => socket.close());
  });
  await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
  const library = photoLibrary(page);
  const bar = library.getByRole('region', { name: 'Selected photos' });
  const tiles = library.locator('.tile-button');
  const preparing = library
    .getByRole('status')
    .filter({ hasText: say('preparingZip', LOCALE, { count: 2 }) });
  const cancel = library.getByRole('button', { name: say('cancelDownload'), exact: true });
  const startZip = async () => {
    await library.getByRole('button', { name: say('select'), exact: true }).click();
    await tiles.nth(1).click();
    await tiles.nth(2).click();
    await bar.getByRole('button', { name: say('download'), exact: true }).click();
    await expect(preparing).toBeVisible();
  };

  await startZip();
  const first = zipSockets.length;
  await cancel.click();
  await expect(library.getByText(say('downloadCancelled'))).toBeVisible();
  await expect(preparing).toBeHidden();
  await expect.poll(() => zipSockets.slice(0, first).every((socket) => socket.closed)).toBe(true);
  // Cancelled, the selection is still there to try again.
  await expect(library.getByText(say('selected', LOCALE, { count: 2 }))).toBeVisible();
  await expect(bar.getByRole('button', { name: say('download'), exact: true })).toBeEnabled();
  await bar.getByRole('button', { name: say('done'), exact: true }).click();

  // A zip under way shows on the library's other pages, and no second one starts beside it.
  await startZip();
  await library
    .getByRole('navigation')
    .getByRole('link', { name: /^Albums/ })
    .click();
  await expect(preparing).toBeVisible();
  await library
    .getByRole('navigation')
    .getByRole('link', { name: /^Photos/ })
    .click();
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  await tiles.nth(3).click();
  await tiles.nth(4).click();
  await expect(bar.getByRole('button', { name: say('download'), exact: true })).toBeDisabled();

  // The element leaving the page ends its socket.
  const open = zipSockets.filter((socket) => !socket.closed);
  expect(open.length).toBeGreaterThan(0);
  await page.evaluate(() => document.querySelector('photo-library')?.remove());
  await expect.poll(() => open.every((socket) => socket.closed), { timeout: 15_000 }).toBe(true);
});

test('a photo opens in the preview, steps to the next, and closes back where the list was', {
  tag: '@phone',
}, async ({ page }) => {
  await signIn(page, 'demo', { host: HOST });
  // In the webview's layout, whose query the preview's address keeps.
  await page.goto(urlFor(HOST, '/my-photos?stripped=true'));
  const library = photoLibrary(page);
  await expect(library.locator('a.tile').nth(8)).toBeVisible();
  const name = (await library.locator('a.tile').nth(8).locator('img').getAttribute('alt')) ?? '';
  await press(library.getByRole('link', { name, exact: true }));
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\/[^/?]+\?stripped=true$/);
  const preview = library.getByRole('dialog', { name });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img', { name })).toHaveJSProperty('complete', true);
  const first = page.url();

  await nextInPreview(preview);
  await expect(page).not.toHaveURL(first);
  await expect(library.getByRole('dialog')).not.toHaveAccessibleName(name);
  const second = page.url();
  await page.reload();
  await expect(library.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(second);
  // Opened by its address, the preview closes to the list in its place.
  await press(library.getByRole('dialog').getByRole('button', { name: say('close'), exact: true }));
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/photos?stripped=true'));

  // Opened from the list, it closes back to the list's own entry, where the list was left.
  const furtherName = (await library.locator('a.tile').last().locator('img').getAttribute('alt')) ?? '';
  const further = library.getByRole('link', { name: furtherName, exact: true });
  await further.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(0);
  await press(further);
  await expect(library.getByRole('dialog')).toBeVisible();
  await closePreview(library.getByRole('dialog'));
  await expect(library.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/photos?stripped=true'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  await page.goto(urlFor(HOST, '/my-photos/photos/preview/no-such-photo'));
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/photos'));
});

test('in the preview a photo zooms, swipes to the next, downloads, and is deleted, the previous one shown then', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Rosa' });
  await addPhotos(customer.email, 5);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  const tiles = library.locator('a.tile');
  await expect(tiles).toHaveCount(5);
  const names = await tiles
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  await tiles.nth(2).click();
  const preview = library.getByRole('dialog', { name: names[2] });
  const photo = preview.getByRole('img', { name: names[2] });
  await expect(photo).toHaveJSProperty('complete', true);

  // A double click zooms to 2.5 and back; the bar's button says which way it goes.
  await photo.dblclick();
  await expect(preview.getByRole('button', { name: say('zoomOut') })).toBeVisible();
  await expect(photo).toHaveAttribute('style', /scale\(2\.5\)/);
  await photo.dblclick();
  await expect(preview.getByRole('button', { name: say('zoomIn') })).toBeVisible();
  // The photo is back at its size once its zoom has run out.
  await expect.poll(() => photo.evaluate((image) => image.getAnimations().length)).toBe(0);

  // Dragged left past 35% of the width, the next photo shows.
  const box = await photo.boundingBox();
  const stage = await preview.locator('.preview-photo').boundingBox();
  if (box === null || stage === null) throw new Error('the photo is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - stage.width * 0.4, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  const next = library.getByRole('dialog', { name: names[3] });
  await expect(next).toBeVisible();

  const actions = next.getByRole('toolbar', { name: say('previewActions') });
  const download = page.waitForEvent('download');
  await actions.getByRole('button', { name: say('download'), exact: true }).click();
  expect((await download).suggestedFilename()).toBe(names[3]);

  // Deleted, the photo leaves the library and the preview goes to the previous one.
  await actions.getByRole('button', { name: say('deleteAction'), exact: true }).click();
  const confirm = library.getByRole('dialog', { name: say('deleteOne') });
  await confirm.getByRole('button', { name: say('deleteAction'), exact: true }).click();
  await expect(library.getByRole('dialog', { name: names[2] })).toBeVisible();
  await expect(library.getByText(say('deletedOne'))).toBeVisible();
  await expect(library.getByRole('navigation')).toContainText('4');

  // The first one deleted, the preview goes to the second.
  await page.keyboard.press('ArrowLeft');
  await expect(library.getByRole('dialog', { name: names[1] })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  const first = library.getByRole('dialog', { name: names[0] });
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: say('deleteAction'), exact: true }).click();
  await confirm.getByRole('button', { name: say('deleteAction'), exact: true }).click();
  await expect(library.getByRole('dialog', { name: names[1] })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(library.getByRole('dialog')).toHaveCount(0);
  await expect(tiles).toHaveCount(3);
  for (const gone of [names[0], names[3]])
    await expect(library.getByRole('img', { name: gone })).toHaveCount(0);
});

test('a preview opened by its address closes to the list at the place it was opened from', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
  const library = photoLibrary(page);
  // Far down the list, a photo is opened; then the page is reloaded on the preview.
  const jump = library.getByLabel(say('jump'));
  await expect(monthHeadings(library).first()).toBeVisible();
  const months = await jump.locator('option').allTextContents();
  await jump.selectOption({ label: months[Math.floor(months.length * 0.6)] ?? '' });
  // A photo the customer sees: in the viewport, below the month's heading.
  const seenPhoto = () =>
    library.locator('a.tile img').evaluateAll((images) => {
      const seen = images.find((image) => {
        const box = image.getBoundingClientRect();
        return box.top >= 100 && box.bottom <= window.innerHeight;
      });
      return seen?.getAttribute('alt') ?? '';
    });
  await expect.poll(seenPhoto).not.toBe('');
  const name = await seenPhoto();
  await library.getByRole('link', { name, exact: true }).click();
  await expect(library.getByRole('dialog', { name })).toBeVisible();
  await page.reload();
  const preview = library.getByRole('dialog', { name });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: say('close'), exact: true }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/photos'));
  await expect(library.getByRole('link', { name, exact: true })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a swipe down closes the preview, a shorter one leaves it open', async ({ page }) => {
    await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
    const library = photoLibrary(page);
    await library.locator('a.tile').first().click();
    const preview = library.getByRole('dialog');
    await expect(preview.locator('.preview-photo img')).toHaveJSProperty('complete', true);
    const stage = await preview.locator('.preview-photo').boundingBox();
    if (stage === null) throw new Error('the stage is not on screen');
    const touch = await page.context().newCDPSession(page);
    const swipeDown = async (fraction: number) => {
      const x = stage.x + stage.width / 2;
      const y = stage.y + 20;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 8; step += 1) {
        const point = { x, y: y + (stage.height * fraction * step) / 8 };
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipeDown(0.2);
    await expect(preview).toBeVisible();
    await swipeDown(0.5);
    await expect(preview).toHaveCount(0);
    await expect(page).toHaveURL(urlFor(HOST, '/my-photos'));
  });
});

function textOf(value: string | RegExp): string {
  if (typeof value === 'string') return value;
  throw new Error(`'${value.source}' has several translations`);
}
