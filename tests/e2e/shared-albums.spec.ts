import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { addPhotos, createCustomer, shareAlbum } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { closePreview, press } from './support/library-tools.ts';
import { localized, type TextValues } from './support/locales.ts';
import { urlFor } from './support/urls.ts';

/**
 * Shared albums (photo-library §2.4, §2.6), a legacy feature now read-only: the demo customers share
 * one album each with the other, so each is an owner and a participant. The owner sees who it is
 * shared with, a participant who shared it; both download photos of either owner, neither copies
 * nor removes; the owner deletes an album for everyone, a participant leaves it.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const SHARED_TEXT = {
  sharedWithYou: 'Shared with you',
  noLongerSupported: 'Shared albums are no longer supported',
  sharedWithOne: 'Shared with {{count, number}} person',
  sharedWithNone: 'Shared with {{count, number}} people',
  seeWho: 'See who',
  people: 'People in this album',
  owner: '{{email}} (owner)',
  sharedBy: 'Shared by {{email}}',
  unavailable: 'Unavailable for shared albums',
  select: 'Select',
  download: 'Download',
  copy: 'Copy to album',
  remove: 'Remove from album',
  deleteAlbum: 'Delete album',
  deleteTitle: 'Delete this shared album?',
  forEveryone:
    'The album “{{name}}” is deleted for everyone it is shared with. The photos stay in each person’s library.',
  leave:
    'You leave the album “{{name}}”, and the photos you added to it are removed from it. They stay in your library.',
} as const;

function say(name: keyof typeof SHARED_TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, SHARED_TEXT[name], values);
}

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

function selectionBar(library: Locator): Locator {
  return library.getByRole('region', { name: 'Selected photos' });
}

test('the owner sees who a shared album is shared with and downloads photos of both owners, but copies and removes nothing', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: HOST, path: '/my-photos/albums' });
  const library = photoLibrary(page);
  const albums = library.getByRole('list', { name: 'Albums' });
  await albums.getByRole('link', { name: /Weekend away/ }).click();
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[^/]+$/);
  await expect(library.getByText(say('noLongerSupported'))).toBeVisible();
  await expect(library.getByText(say('sharedWithOne', { count: 1 }))).toBeVisible();
  await library.getByRole('button', { name: say('seeWho') }).click();
  const people = library.getByRole('dialog', { name: say('people') });
  await expect(people.getByRole('listitem')).toHaveText([
    say('owner', { email: 'demo@example.com' }),
    'friend@example.com',
  ]);
  await checkA11y(page);
  await page.keyboard.press('Escape');

  // Newest added first: the participant's photos lead, the owner's close the album.
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  const tiles = library.locator('.tile-button');
  await tiles.first().click();
  await tiles.last().click();
  const bar = selectionBar(library);
  for (const name of ['copy', 'remove'] as const) {
    const action = bar.getByRole('button', { name: say(name) });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAttribute('title', say('unavailable'));
  }
  const zip = page.waitForEvent('download', { timeout: 60_000 });
  await bar.getByRole('button', { name: say('download'), exact: true }).click();
  const saved = await zip;
  expect(saved.suggestedFilename()).toMatch(/\.zip$/);
  const folder = mkdtempSync(join(tmpdir(), 'shared-zip-'));
  try {
    const file = join(folder, 'shared.zip');
    await saved.saveAs(file);
    execFileSync('unzip', ['-tq', file]);
    expect(execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a participant finds an album under Shared with you, sees who shared it, and previews it read-only', {
  tag: '@phone',
}, async ({ page }) => {
  await signIn(page, 'friend', { host: HOST, path: '/my-photos/albums' });
  const library = photoLibrary(page);
  const shared = library.getByRole('list', { name: say('sharedWithYou') });
  await press(shared.getByRole('link', { name: /Weekend away/ }));
  await expect(library.getByText(say('sharedBy', { email: 'demo@example.com' }))).toBeVisible();

  const first = library.getByRole('list', { name: 'Photos' }).getByRole('link').first();
  const name = (await first.locator('img').getAttribute('alt')) ?? '';
  await press(first);
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[^/]+\/preview\/[^/]+$/);
  const preview = library.getByRole('dialog', { name });
  const toolbar = preview.getByRole('toolbar');
  await expect(toolbar.getByRole('button', { name: say('download') })).toBeEnabled();
  await expect(toolbar.getByRole('button', { name: say('copy') })).toBeDisabled();
  await expect(toolbar.getByRole('button', { name: /Remove|Delete/ })).toBeDisabled();
  await closePreview(preview);
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[^/]+$/);
});

test('a participant leaves a shared album, then its owner deletes it for everyone', async ({ browser }) => {
  const owner = await createCustomer({ firstName: 'Oona' });
  const participant = await createCustomer({ firstName: 'Pia' });
  await addPhotos(owner.email, 2);
  await addPhotos(participant.email, 1);
  await shareAlbum({ owner: owner.email, participants: [participant.email], name: 'Lake house' });

  const asParticipant = await browser.newPage();
  await signIn(asParticipant, 'demo', { host: HOST, email: participant.email, path: '/my-photos/albums' });
  let library = photoLibrary(asParticipant);
  await library
    .getByRole('list', { name: say('sharedWithYou') })
    .getByRole('link', { name: /Lake house/ })
    .click();
  await library.getByRole('button', { name: say('deleteAlbum') }).click();
  let confirm = library.getByRole('dialog', { name: say('deleteTitle') });
  await expect(confirm).toContainText(say('leave', { name: 'Lake house' }));
  await confirm.getByRole('button', { name: say('deleteAlbum') }).click();
  await expect(asParticipant).toHaveURL(urlFor(HOST, '/my-photos/albums'));
  await expect(library.getByRole('heading', { name: say('sharedWithYou') })).toHaveCount(0);
  await asParticipant.close();

  const asOwner = await browser.newPage();
  await signIn(asOwner, 'demo', { host: HOST, email: owner.email, path: '/my-photos/albums' });
  library = photoLibrary(asOwner);
  await library
    .getByRole('list', { name: 'Albums' })
    .getByRole('link', { name: /Lake house/ })
    .click();
  // The participant's photo left with them.
  await expect(library.getByText(/^2 photos · /)).toBeVisible();
  await library.getByRole('button', { name: say('deleteAlbum') }).click();
  confirm = library.getByRole('dialog', { name: say('deleteTitle') });
  await expect(confirm).toContainText(say('forEveryone', { name: 'Lake house' }));
  await confirm.getByRole('button', { name: say('deleteAlbum') }).click();
  await expect(asOwner).toHaveURL(urlFor(HOST, '/my-photos/albums'));
  await expect(library.getByRole('link', { name: /Lake house/ })).toHaveCount(0);
  await asOwner.close();
});

test('albums, shared albums and their previews open by address on a brand CMS page and in the webview, and the back button walks them', async ({
  page,
}) => {
  const cms = 'printwell.co.uk';
  await signIn(page, 'demo', { host: cms, path: '/my-photos/albums' });
  const library = photoLibrary(page);
  const ownHref = await library.getByRole('link', { name: /Crete 2022/ }).getAttribute('href');
  const sharedHref = await library
    .getByRole('list', { name: say('sharedWithYou') })
    .getByRole('link', { name: /Garden party/ })
    .getAttribute('href');
  const albumId = /\/albums\/([^/?]+)/.exec(ownHref ?? '')?.[1] ?? '';
  const sharedId = /\/shared-albums\/([^/?]+)/.exec(sharedHref ?? '')?.[1] ?? '';
  expect(albumId).not.toBe('');
  expect(sharedId).not.toBe('');

  // On the brand's page: the album by its address, a photo's preview, and back.
  await page.goto(urlFor(cms, `/demo/my-photos/albums/${albumId}`));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(library.getByRole('heading', { level: 1, name: 'Crete 2022' })).toBeVisible();
  const firstPhoto = library.getByRole('list', { name: 'Photos' }).getByRole('link').first();
  const name = (await firstPhoto.locator('img').getAttribute('alt')) ?? '';
  await firstPhoto.click();
  await expect(page).toHaveURL(new RegExp(`/demo/my-photos/albums/${albumId}/preview/[^/]+$`));
  await expect(library.getByRole('dialog', { name })).toBeVisible();
  await page.reload();
  await expect(library.getByRole('dialog', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(urlFor(cms, `/demo/my-photos/albums/${albumId}`));

  // In the webview: the shared album by its address, its preview, and the back button.
  await page.goto(urlFor(cms, `/demo/my-photos/shared-albums/${sharedId}?stripped=true`));
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(library.getByText(say('noLongerSupported'))).toBeVisible();
  await library.getByRole('list', { name: 'Photos' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/shared-albums/${sharedId}/preview/[^/?]+\\?stripped=true$`));
  await page.goBack();
  await expect(page).toHaveURL(urlFor(cms, `/demo/my-photos/shared-albums/${sharedId}?stripped=true`));
  await expect(library.getByRole('dialog')).toHaveCount(0);
  await library.getByRole('link', { name: 'My albums' }).click();
  await expect(page).toHaveURL(urlFor(cms, '/demo/my-photos/albums?stripped=true'));
  await page.goBack();
  await expect(library.getByText(say('noLongerSupported'))).toBeVisible();
});
