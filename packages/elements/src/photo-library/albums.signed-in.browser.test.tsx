import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The photo library's albums against the real reference server, signed in as a customer whose
 * library only this file and the phone upload's add to (test/portal-server.ts, `ownUsers.photos`):
 * an album made on the albums page is what the album page and the album list then show, as the
 * photo service answers them.
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
