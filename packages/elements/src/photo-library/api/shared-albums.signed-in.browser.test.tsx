import { isHttpStatus } from '@portal/api/http';
import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, signedInAs } from '../../runtime/session/signed-in-user.test-data.ts';
import { accountIdOf, observed, observedPages, probeHook } from '../../ui/hook-probe.test-data.tsx';
import { useSharedAlbum, useSharedAlbumPages } from './shared-albums.ts';

/**
 * The albums other people shared with the customer, against the real reference server, signed in
 * as a customer one album is shared with (test/portal-server.ts, `ownUsers.sharedAlbumReader` and
 * `sharedAlbum`, which `ownUsers.sharedAlbumOwner` owns). Only read here.
 */

const reader = inject('ownUsers').sharedAlbumReader;
const owner = inject('ownUsers').sharedAlbumOwner;
const album = inject('sharedAlbum');
signedInAs(inject('portalOrigin'), reader);

describe('the albums shared with the customer', () => {
  it('lists the album shared with them, with its owner, on one page', async () => {
    const probe = await probeHook((accountId) => observedPages(useSharedAlbumPages(accountId, true)));
    await expect.poll(() => probe().data?.length, ANSWERED).toBe(1);
    const [page] = probe().data ?? [];
    expect(page?.albums).toEqual([
      expect.objectContaining({
        albumId: album.id,
        albumName: album.name,
        ownerId: accountIdOf(owner),
        photosCount: 0,
      }),
    ]);
    expect(page?.cursor).toBeNull();
  });
});

describe('a shared album', () => {
  it('names its owner and the people it is shared with', async () => {
    const probe = await probeHook((accountId) => observed(useSharedAlbum(accountId, album.id)));
    await expect
      .poll(() => probe().data, ANSWERED)
      .toMatchObject({
        albumId: album.id,
        albumName: album.name,
        owner: { id: accountIdOf(owner), email: 'browser-tests-shared-album-owner@example.com' },
        participants: [{ id: accountIdOf(reader), email: 'browser-tests-shared-album-reader@example.com' }],
      });
  });

  it('fails as not found for an album not shared with the customer', async () => {
    const albumId = crypto.randomUUID();
    const probe = await probeHook((accountId) => observed(useSharedAlbum(accountId, albumId)));
    await expect.poll(() => isHttpStatus(probe().error, 404), ANSWERED).toBe(true);
    expect(probe().data).toBeUndefined();
  });
});
