import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The photo library against the real reference server, signed in as a customer whose library only
 * this file and the phone upload's add to (test/portal-server.ts, `ownUsers.photos`): a photo added
 * with Add photos is what the counts and the timeline then show, and an album made on the albums
 * page is what the album page and the album list then show, as the photo service answers them.
 */

signedInAs(inject('portalOrigin'), inject('ownUsers').photos);

function albumNames(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.album-grid .album-name')].map((name) => name.textContent ?? '');
}

function button(scope: Element | ShadowRoot, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (found === undefined) throw new Error(`no button '${text}' in ${scope.textContent}`);
  return found;
}

/** A small JPEG as a camera would make it. */
async function photo(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(64, 48);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d context');
  context.fillStyle = '#3f8a4c';
  context.fillRect(0, 0, 64, 48);
  context.fillStyle = '#f5c542';
  context.fillRect(20, 12, 24, 24);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return new File([blob], name, { type: 'image/jpeg' });
}

function photosCount(root: ShadowRoot): number | null {
  const tab = [...root.querySelectorAll('nav.tabs a')].find((link) => link.textContent?.startsWith('Photos'));
  const count = tab?.querySelector('.tab-count')?.textContent;
  return count == null ? null : Number(count);
}

function timelineCount(root: ShadowRoot): number {
  return [...root.querySelectorAll('.month-heading .month-count')].reduce(
    (sum, count) => sum + Number.parseInt(count.textContent ?? '0', 10),
    0,
  );
}

// First in the file: the account's library is empty until the test after it adds a photo.
describe('an empty library', () => {
  it('shows as empty as soon as the count says so, without waiting for its months', async () => {
    await holding('/users/timeline', async () => {
      const root = await showElement('photo-library', '/my-photos/photos', 'My photos');
      await expect
        .poll(() => root.querySelector('.empty-state')?.textContent ?? '', ANSWERED)
        .toContain('Your photo library is empty');
      expect(photosCount(root)).toBe(0);
      expect(root.querySelector('.timeline-skeleton')).toBeNull();
    });
  });
});

describe("the customer's photos", () => {
  it('adds a photo with Add photos, which the photo count and the timeline then show', async () => {
    const root = await showElement('photo-library', '/my-photos/photos', 'My photos');
    await expect.poll(() => photosCount(root), ANSWERED).not.toBeNull();
    const before = photosCount(root) ?? 0;

    // The header's Add photos, by keyboard: a library with photos has another one below.
    const add = root.querySelector<HTMLButtonElement>('button.add-photos');
    if (add === null) throw new Error(`no Add photos in ${root.textContent}`);
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => root.querySelector('dialog[open] input[type=file]'), ANSWERED).not.toBeNull();
    const dialog = root.querySelector('dialog[open]');
    const input = dialog?.querySelector<HTMLInputElement>('input[type=file]');
    if (dialog == null || input == null) throw new Error('no file chooser');
    await userEvent.upload(input, await photo(`library-${crypto.randomUUID()}.jpg`));
    await userEvent.click(button(dialog, 'Upload 1 photo'));
    await expect
      .poll(() => [...dialog.querySelectorAll('button')].map((one) => one.textContent), ANSWERED)
      .toContain('Done');
    await userEvent.click(button(dialog, 'Done'));

    await expect.poll(() => photosCount(root), ANSWERED).toBe(before + 1);
    // The timeline's months, as their counts say, hold every photo, the new one too.
    await expect.poll(() => timelineCount(root), ANSWERED).toBe(before + 1);
  });
});

/**
 * Runs `check` while the photo service's answers to paths ending in `ending` are held, then lets
 * them go: `release` hands them on.
 */
async function holding(ending: string, check: (release: () => void) => Promise<void>): Promise<void> {
  const realFetch = globalThis.fetch;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, window.location.href).pathname.endsWith(ending)) await released;
    return realFetch(input, init);
  };
  try {
    await check(release);
  } finally {
    release();
    globalThis.fetch = realFetch;
  }
}

/** The area's one loading pattern: skeletons named 'Loading…', and no spinner. */
async function expectSkeleton(root: ShadowRoot, placeholders: string): Promise<void> {
  await expect
    .poll(() => root.querySelectorAll(`.card-loading[aria-busy="true"] ${placeholders}`).length)
    .toBeGreaterThan(0);
  expect(root.querySelector('.card-loading')?.textContent).toBe('Loading…');
  expect(root.querySelector('[role="progressbar"]')).toBeNull();
}

describe('while the library loads', () => {
  it('shows the skeleton of the timeline until its months show', async () => {
    await holding('/users/timeline', async (release) => {
      const root = await showElement('photo-library', '/my-photos/photos', 'My photos');
      await expectSkeleton(root, '.timeline-skeleton-tiles .tile');
      release();
      await expect
        .poll(() => root.querySelector('.month-heading, .empty-state') !== null, ANSWERED)
        .toBe(true);
      expect(root.querySelector('.timeline-skeleton')).toBeNull();
    });
  });

  it('shows the skeleton of the album grid until the albums show', async () => {
    await holding('/photo/albums', async (release) => {
      const root = await showElement('photo-library', '/my-photos/albums', 'My photos');
      await expectSkeleton(root, '.album-grid-skeleton .album-cover');
      release();
      await expect.poll(() => root.querySelector('.album-grid .new-album') !== null, ANSWERED).toBe(true);
    });
  });
});

describe("the customer's albums", () => {
  it('makes an album, which its own page and then the album list show', async () => {
    const name = `Walks ${crypto.randomUUID().slice(0, 8)}`;
    const root = await showElement('photo-library', '/my-photos/albums', 'My photos');
    await expect.poll(() => albumNames(root), ANSWERED).toContain('New album');
    expect(albumNames(root)).not.toContain(name);

    await userEvent.click(button(root, 'New album'));
    await expect.poll(() => root.querySelector('dialog[open] input'), ANSWERED).not.toBeNull();
    const dialog = root.querySelector('dialog[open]');
    const input = dialog?.querySelector('input');
    if (dialog == null || input == null) throw new Error('no album name field');
    await userEvent.type(input, name);
    await userEvent.click(button(dialog, 'Create album'));
    await expect
      .poll(() => [...root.querySelectorAll('h1')].map((heading) => heading.textContent), ANSWERED)
      .toContain(name);

    const albums = [...root.querySelectorAll('a')].find((link) => link.textContent === 'My albums');
    if (albums === undefined) throw new Error(`no way back to the albums in ${root.textContent}`);
    await userEvent.click(albums);
    await expect.poll(() => albumNames(root), ANSWERED).toContain(name);
  });
});
