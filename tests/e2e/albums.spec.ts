import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { createCustomer } from './support/customers.ts';
import { expect, test } from './support/fixtures.ts';
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
  await albumsTab.click();
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/albums'));
  await expect(albumsTab).toHaveAttribute('aria-current', 'page');
  const list = library.getByRole('list', { name: say('albums') });
  await expect(list.getByRole('button', { name: say('newAlbum') })).toBeVisible();
  const crete = list.getByRole('link', { name: /Crete 2022/ });
  await expect(crete).toBeVisible();
  await expect(crete).toContainText(/Created \d{2} \w{3} \d{4}/);
  await expect(crete.locator('img')).toHaveJSProperty('complete', true);

  await crete.click();
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
