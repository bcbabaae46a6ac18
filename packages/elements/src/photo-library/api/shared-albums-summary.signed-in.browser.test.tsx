import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, signedInAs } from '../../runtime/session/signed-in-user.test-data.ts';
import { observed, probeHook } from '../../ui/hook-probe.test-data.tsx';
import { useSharedAlbumsSummary } from './shared-albums-summary.ts';

/**
 * The shared albums summary against the real reference server, signed in as a customer one album
 * is shared with (test/portal-server.ts, `ownUsers.sharedAlbumReader`); they share none themselves.
 */

signedInAs(inject('portalOrigin'), inject('ownUsers').sharedAlbumReader);

describe('the shared albums summary', () => {
  it('counts the albums shared with the customer apart from the ones they share', async () => {
    const probe = await probeHook((accountId) => observed(useSharedAlbumsSummary(accountId, true)));
    await expect
      .poll(() => probe().data, ANSWERED)
      .toMatchObject({ readAlbumsCount: 1, grantedAlbumsCount: 0 });
    expect(probe().error).toBeUndefined();
  });
});
