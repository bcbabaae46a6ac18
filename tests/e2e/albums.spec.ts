import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { addPhotos, createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { closePreview, press } from './support/library-tools.ts';
import { localized, type TextValues } from './support/locales.ts';
import { urlFor } from './support/urls.ts';

/**
 * `<photo-library>`'s albums (photo-library §2.1, §2.4, §2.5, §2.7): the Albums tab with its count,
 * the demo customer's albums with covers and counts, and a new customer creating an album (the
 * name checked on submit), renaming it and deleting it.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const ALBUMS_TEXT = {
  albums: 'Albums',
  photos: 'Photos',
  newAlbum: 'New album',
  createTitle: 'Create new album',
  create: 'Create album',
  name: 'Album name',
  required: 'Please give your album a name',
  invalid: 'Name not valid',
  createdToday: 'Created today',
  empty: 'Your album is empty',
  myAlbums: 'My albums',
  rename: 'Change the album’s name',
  renameTitle: 'Change album name',
  save: 'Save',
  deleteAlbum: 'Delete album',
  deleteTitle: 'Delete this album?',
  photoCount: '{{count, number}} photos',
  select: 'Select',
  copyAction: 'Copy to album',
  copyTitle: 'Copy to album',
  selected: '{{count, number}} photos selected',
  inBar: '{{count, number}} selected',
  copied: 'Photos copied to {{album}}',
  unableToSave: 'Unable to save changes. Please try again',
  sortBy: 'Sort by',
  remove: 'Remove from album',
  removeOneTitle: 'Remove this photo from the album?',
  removeTitle: 'Remove {{count, number}} photos from the album?',
  removedOne: 'The photo has been removed from the album.',
  removeFailed: 'Error: Your photos could not be removed from the album',
  download: 'Download',
  addPhotos: 'Add photos',
  addTitle: 'Add photos to {{album}}',
  yourPhotos: 'Your photos',
  addCount: 'Add {{count, number}} photos',
  added: '{{count, number}} photos have been added to the album.',
} as const;

function say(name: keyof typeof ALBUMS_TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, ALBUMS_TEXT[name], values);
}

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

test('the Albums tab lists the demo albums with their covers and counts, and opens one', async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, path: '/my-photos' });
  const library = photoLibrary(page);
  const tabs = library.getByRole('navigation', { name: 'My photos' });
  const albumsTab = tabs.getByRole('link', { name: /^Albums/ });
  await expect(albumsTab).toContainText(/\d/);
  await press(albumsTab);
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/albums'));
  await expect(albumsTab).toHaveAttribute('aria-current', 'page');
  const list = library.getByRole('list', { name: say('albums') });
  await expect(list.getByRole('button', { name: say('newAlbum') })).toBeVisible();
  const crete = list.getByRole('link', { name: /Crete 2022/ });
  await expect(crete).toBeVisible();
  await expect(crete).toContainText(/Created \d{2} \w{3} \d{4}/);
  await expect(crete.locator('img')).toHaveJSProperty('complete', true);

  await press(crete);
  await expect(library.getByRole('heading', { level: 1, name: 'Crete 2022' })).toBeVisible();
  await expect(
    library
      .getByRole('list', { name: say('photos') })
      .getByRole('img')
      .first(),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/albums'));
  await page.goBack();
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos'));
  await expect(tabs.getByRole('link', { name: /^Photos/ })).toHaveAttribute('aria-current', 'page');
});

test('a customer creates an album, renames it and deletes it', async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Ines' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos/albums' });
  const library = photoLibrary(page);
  const albumsTab = library
    .getByRole('navigation', { name: 'My photos' })
    .getByRole('link', { name: /^Albums/ });
  await expect(albumsTab).toContainText('0');

  await library.getByRole('button', { name: say('newAlbum') }).click();
  const modal = library.getByRole('dialog', { name: say('createTitle') });
  const field = modal.getByLabel(say('name'));
  await expect(field).toHaveAttribute('placeholder', 'Untitled album');
  await modal.getByRole('button', { name: say('create') }).click();
  await expect(modal.getByText(say('required'))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('Summer <3');
  await modal.getByRole('button', { name: say('create') }).click();
  await expect(modal.getByText(say('invalid'))).toBeVisible();
  await field.fill('  Summer at the lake  ');
  await modal.getByRole('button', { name: say('create') }).click();

  // The new album opens, empty, created today.
  await expect(library.getByRole('heading', { level: 1, name: 'Summer at the lake' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+$/);
  await expect(library.getByText(say('empty'))).toBeVisible();
  await expect(library.getByText(say('createdToday'), { exact: false })).toBeVisible();

  await library.getByRole('button', { name: say('rename') }).click();
  const rename = library.getByRole('dialog', { name: say('renameTitle') });
  await expect(rename.getByLabel(say('name'))).toHaveValue('Summer at the lake');
  await rename.getByLabel(say('name')).fill('Lake weekend');
  await rename.getByRole('button', { name: say('save') }).click();
  await expect(rename).toBeHidden();
  await expect(library.getByRole('heading', { level: 1, name: 'Lake weekend' })).toBeVisible();

  await library.getByRole('link', { name: say('myAlbums') }).click();
  await expect(library.getByRole('link', { name: /Lake weekend/ })).toBeVisible();
  await expect(albumsTab).toContainText('1');
  await library.getByRole('link', { name: /Lake weekend/ }).click();

  await library.getByRole('button', { name: say('deleteAlbum') }).click();
  const confirm = library.getByRole('dialog', { name: say('deleteTitle') });
  await confirm.getByRole('button', { name: say('deleteAlbum') }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/albums'));
  await expect(library.getByRole('link', { name: /Lake weekend/ })).toHaveCount(0);
  await expect(albumsTab).toContainText('0');
});

test('selected photos are copied to a new album, then a previewed one to it, a failure retried in the modal', {
  tag: '@phone',
}, async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Jonas' });
  await addPhotos(customer.email, 6);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  await press(library.getByRole('button', { name: say('select'), exact: true }));
  const tiles = library.locator('.tile-button');
  const names = [
    await tiles.nth(0).getAttribute('aria-label'),
    await tiles.nth(1).getAttribute('aria-label'),
  ];
  await press(tiles.nth(0));
  await press(tiles.nth(1));
  await press(library.getByRole('region').getByRole('button', { name: say('copyAction') }));

  const modal = library.getByRole('dialog', { name: say('copyTitle') });
  await expect(modal.getByText(say('selected', { count: 2 }))).toBeVisible();
  await press(modal.getByRole('button', { name: say('newAlbum') }));
  await press(modal.getByRole('button', { name: say('create') }));
  await expect(modal.getByText(say('required'))).toBeVisible();
  await modal.getByLabel(say('name')).fill('Best of');
  await press(modal.getByRole('button', { name: say('create') }));

  // Copied: the selection ends and the toast links to the album.
  const toast = library.getByRole('status').filter({ hasText: 'Photos copied to' });
  await expect(toast).toHaveText(say('copied', { album: 'Best of' }));
  await expect(library.getByRole('button', { name: say('select'), exact: true })).toBeVisible();

  // From the preview, a third photo goes to the same album; the first try fails and is retried.
  const third = (await library.locator('a.tile img').nth(2).getAttribute('alt')) ?? '';
  await press(library.getByRole('link', { name: third, exact: true }));
  const preview = library.getByRole('dialog', { name: third });
  await press(preview.getByRole('toolbar').getByRole('button', { name: say('copyAction') }));
  await page.route('**/services/photo/albums/*/photos', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  const choose = library.getByRole('dialog', { name: say('copyTitle') });
  await press(choose.getByRole('button', { name: /Best of/ }));
  await expect(choose.getByRole('alert')).toHaveText(say('unableToSave'));
  await page.unroute('**/services/photo/albums/*/photos');
  await press(choose.getByRole('button', { name: /Best of/ }));
  await expect(choose).toBeHidden();
  await expect(preview).toBeVisible();
  await closePreview(preview);

  await press(toast.first().getByRole('link', { name: 'Best of' }));
  await expect(library.getByRole('heading', { level: 1, name: 'Best of' })).toBeVisible();
  await expect(library.getByText(say('photoCount', { count: 3 }), { exact: false })).toBeVisible();
  const album = library.getByRole('list', { name: say('photos') });
  for (const name of [...names, third])
    await expect(album.getByRole('img', { name: name ?? '' })).toBeVisible();
});

test("an album's photos are sorted, previewed, removed from it (a failure retried) and downloaded", async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Maren' });
  await addPhotos(customer.email, 5);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);

  // Four photos go into a new album from the timeline: the first, then a shift-click on the fourth,
  // a month further down, scrolled to as a customer would before clicking it. Each is picked by its
  // name (the grid is windowed: a tile's place among the buttons changes as the page scrolls).
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  const tiles = library.locator('.tile-button');
  await expect(tiles).toHaveCount(5);
  const timeline = await tiles.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label')),
  );
  const tile = (index: number) => library.getByRole('button', { name: timeline[index] ?? '', exact: true });
  await tile(0).click();
  await expect(tile(0)).toHaveAttribute('aria-pressed', 'true');
  await tile(3).scrollIntoViewIfNeeded();
  await expect(tile(3)).toBeInViewport();
  await tile(3).click({ modifiers: ['Shift'] });
  await expect(library.getByRole('region').getByText(say('inBar', { count: 4 }))).toBeVisible();
  await library
    .getByRole('region')
    .getByRole('button', { name: say('copyAction') })
    .click();
  const copy = library.getByRole('dialog', { name: say('copyTitle') });
  await copy.getByRole('button', { name: say('newAlbum') }).click();
  await copy.getByLabel(say('name')).fill('Weekend');
  await copy.getByRole('button', { name: say('create') }).click();
  await library.getByRole('status').getByRole('link', { name: 'Weekend' }).click();
  await expect(library.getByRole('heading', { level: 1, name: 'Weekend' })).toBeVisible();
  const album = library.getByRole('list', { name: say('photos') });
  await expect(album.getByRole('img')).toHaveCount(4);

  // Sorted by date taken both ways: one order is the other reversed, and the choice is kept.
  const sort = library.getByLabel(say('sortBy'));
  await expect(sort).toHaveValue('created/desc');
  const names = () =>
    album.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  await sort.selectOption('dateTaken/desc');
  await expect.poll(async () => (await names()).length).toBe(4);
  const newestFirst = await names();
  await sort.selectOption('dateTaken/asc');
  await expect.poll(names).toEqual([...newestFirst].reverse());
  expect(new Set(newestFirst).size).toBe(4);
  await page.reload();
  await expect(library.getByLabel(say('sortBy'))).toHaveValue('dateTaken/asc');

  // The preview steps through the album and removes a photo from it, not from the library.
  const first = newestFirst.at(-1) ?? '';
  await album.getByRole('link', { name: first, exact: true }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+\/preview\/[^/]+$/);
  const preview = library.getByRole('dialog', { name: first });
  await preview
    .getByRole('toolbar')
    .getByRole('button', { name: say('remove') })
    .click();
  const confirmOne = library.getByRole('dialog', { name: say('removeOneTitle') });
  await confirmOne.getByRole('button', { name: say('remove') }).click();
  await expect(library.getByRole('status').filter({ hasText: 'removed from the album' })).toHaveText(
    say('removedOne'),
  );
  await expect(library.getByRole('dialog', { name: newestFirst.at(-2) ?? '' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(library.getByText(say('photoCount', { count: 3 }), { exact: false })).toBeVisible();
  await expect(album.getByRole('img', { name: first, exact: true })).toHaveCount(0);

  // Two removed in selection mode; the first try fails and is retried in the open modal.
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  const albumTiles = album.locator('.tile-button');
  await albumTiles.nth(0).click();
  await albumTiles.nth(1).click();
  await page.route('**/services/photo/albums/*/photos', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await library
    .getByRole('region')
    .getByRole('button', { name: say('remove') })
    .click();
  const confirm = library.getByRole('dialog', { name: say('removeTitle', { count: 2 }) });
  await confirm.getByRole('button', { name: say('remove') }).click();
  await expect(confirm.getByRole('alert')).toHaveText(say('removeFailed'));
  await page.unroute('**/services/photo/albums/*/photos');
  await confirm.getByRole('button', { name: say('remove') }).click();
  await expect(confirm).toBeHidden();
  await expect(library.getByText(/^1 photo · /)).toBeVisible();

  // The last one downloads under its file name.
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  await album.locator('.tile-button').first().click();
  const download = page.waitForEvent('download');
  await library
    .getByRole('region')
    .getByRole('button', { name: say('download'), exact: true })
    .click();
  expect((await download).suggestedFilename()).toBe(newestFirst[0]);

  // Removed from the album, never from the library: it still has all five.
  await library.getByRole('link', { name: say('myAlbums') }).click();
  await expect(
    library.getByRole('navigation', { name: 'My photos' }).getByRole('link', { name: /^Photos/ }),
  ).toContainText('5');
});

test('an empty album is filled with photos picked from the library', async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Linnea' });
  await addPhotos(customer.email, 3);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos/albums' });
  const library = photoLibrary(page);
  await library.getByRole('button', { name: say('newAlbum') }).click();
  const create = library.getByRole('dialog', { name: say('createTitle') });
  await create.getByLabel(say('name')).fill('Picnic');
  await create.getByRole('button', { name: say('create') }).click();
  await expect(library.getByText(say('empty'))).toBeVisible();

  // The empty album's own way in (the header has the same button).
  await library
    .getByRole('button', { name: say('addPhotos') })
    .last()
    .click();
  const picker = library.getByRole('dialog', { name: say('addTitle', { album: 'Picnic' }) });
  const choices = picker.getByRole('list', { name: say('yourPhotos') }).getByRole('button');
  await expect(choices).toHaveCount(3);
  const add = picker.getByRole('button', { name: /^Add \d+ photo/ });
  await expect(add).toBeDisabled();
  const names = [
    await choices.nth(0).getAttribute('aria-label'),
    await choices.nth(2).getAttribute('aria-label'),
  ];
  await choices.nth(0).click();
  await choices.nth(2).click();
  await expect(choices.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await checkA11y(page);
  await picker.getByRole('button', { name: say('addCount', { count: 2 }) }).click();
  await expect(picker).toBeHidden();
  await expect(library.getByRole('status').filter({ hasText: 'added to the album' })).toHaveText(
    say('added', { count: 2 }),
  );
  const album = library.getByRole('list', { name: say('photos') });
  for (const name of names) await expect(album.getByRole('img', { name: name ?? '' })).toBeVisible();
  await expect(library.getByText(/^2 photos · /)).toBeVisible();
});
