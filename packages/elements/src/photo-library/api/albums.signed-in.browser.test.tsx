import { addPhotosToAlbum, createAlbum, renameAlbum } from '@portal/api/clients/albums';
import type { AlbumListPage } from '@portal/api/schemas/albums';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ANSWERED, signedInAs } from '../../runtime/session/signed-in-user.test-data.ts';
import {
  countRequests,
  observed,
  observedPages,
  probeHook,
  serviceAs,
  uploadPhotoAs,
} from '../../ui/hook-probe.test-data.tsx';
import { useAlbum, useAlbumPages, useRefreshAlbum, useRefreshAlbumList } from './albums.ts';

/**
 * The album hooks against the real reference server, signed in as a customer whose albums only this
 * file makes and changes (test/portal-server.ts, `ownUsers.albums`). An album changed through the
 * photo service, as another tab would change it, stays as the hooks first read it until the
 * refresh functions are called: the hooks do not ask again by themselves, the refresh does.
 */

const origin = inject('portalOrigin');
const customer = inject('ownUsers').albums;
signedInAs(origin, customer);

afterEach(() => {
  vi.restoreAllMocks();
});

function uniqueName(prefix: string): string {
  return `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
}

describe('refreshing an album', () => {
  it('shows the name and photos the album has now only once the refresh is called', async () => {
    const photoService = await serviceAs(origin, customer, 'photo');
    const name = uniqueName('Harbour');
    const { albumId } = await createAlbum(photoService, name);
    const probe = await probeHook((accountId) => ({
      album: observed(useAlbum(accountId, albumId)),
      refresh: useRefreshAlbum(accountId),
    }));
    await expect.poll(() => probe().album.data?.albumName, ANSWERED).toBe(name);
    expect(probe().album.data?.photosCount).toBe(0);

    const reads = countRequests('GET', `/albums/${albumId}`);
    const renamed = uniqueName('Harbour at night');
    await renameAlbum(photoService, albumId, renamed);
    await addPhotosToAlbum(photoService, albumId, [await uploadPhotoAs(origin, customer)]);
    expect(probe().album.data).toMatchObject({ albumName: name, photosCount: 0 });
    expect(reads()).toBe(0);

    await probe().refresh(albumId);
    await expect
      .poll(() => probe().album.data, ANSWERED)
      .toMatchObject({
        albumName: renamed,
        photosCount: 1,
      });
    expect(reads()).toBe(1);
  });
});

describe('refreshing the album list', () => {
  it('lists an album made elsewhere, in both variants of the list, only once the refresh is called', async () => {
    const photoService = await serviceAs(origin, customer, 'photo');
    const probe = await probeHook((accountId) => ({
      own: observedPages(useAlbumPages(accountId, false)),
      withShared: observedPages(useAlbumPages(accountId, true)),
      refresh: useRefreshAlbumList(accountId),
    }));
    const names = (pages: readonly AlbumListPage[] | undefined) =>
      pages?.flatMap((page) => page.albums.map((album) => album.albumName));
    await expect.poll(() => names(probe().own.data), ANSWERED).toBeDefined();
    await expect.poll(() => names(probe().withShared.data), ANSWERED).toBeDefined();

    const reads = countRequests('GET', '/albums');
    const name = uniqueName('Allotment');
    await createAlbum(photoService, name);
    expect(names(probe().own.data)).not.toContain(name);
    expect(names(probe().withShared.data)).not.toContain(name);
    expect(reads()).toBe(0);

    await probe().refresh();
    await expect.poll(() => names(probe().own.data), ANSWERED).toContain(name);
    await expect.poll(() => names(probe().withShared.data), ANSWERED).toContain(name);
    // One read of each variant's single page.
    expect(reads()).toBe(2);
  });
});
