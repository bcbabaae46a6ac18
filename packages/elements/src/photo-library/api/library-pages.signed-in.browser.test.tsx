import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, signedInAs } from '../../runtime/session/signed-in-user.test-data.ts';
import { observedPages, probeHook, uploadPhotoAs } from '../../ui/hook-probe.test-data.tsx';
import { useLibraryPages } from './library-pages.ts';

/**
 * The whole library, page by page, against the real reference server, signed in as a customer whose
 * library only this file adds to (test/portal-server.ts, `ownUsers.library`).
 */

const origin = inject('portalOrigin');
const customer = inject('ownUsers').library;
signedInAs(origin, customer);

describe('the library to pick photos from', () => {
  it('holds every photo of a small library on one page, after which there is no other', async () => {
    const uploaded = [await uploadPhotoAs(origin, customer), await uploadPhotoAs(origin, customer)];
    const probe = await probeHook((accountId) => observedPages(useLibraryPages(accountId)));
    await expect.poll(() => probe().data?.length, ANSWERED).toBe(1);
    const [page] = probe().data ?? [];
    expect(page?.images.map((photo) => photo.imageId).sort()).toEqual([...uploaded].sort());
    expect(page?.cursor).toBeNull();

    await probe().setSize(2);
    await expect.poll(() => probe().size, ANSWERED).toBe(2);
    expect(probe().data).toHaveLength(1);
    expect(probe().error).toBeUndefined();
  });
});
