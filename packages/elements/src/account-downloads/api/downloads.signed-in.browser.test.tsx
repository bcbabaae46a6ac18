import { createDownload } from '@portal/api/clients/downloads';
import { isHttpStatus } from '@portal/api/http';
import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, signedInAs } from '../../runtime/session/signed-in-user.test-data.ts';
import { observed, probeHook, serviceAs, uploadPhotoAs } from '../../ui/hook-probe.test-data.tsx';
import { useArchiveState } from './downloads.ts';

/**
 * Whether a prepared photo archive can be downloaded, against the real reference server, signed in
 * as a customer whose archives only this file makes (test/portal-server.ts, `ownUsers.archives`,
 * with the finished archive `finishedDownload`). The browser tests' server runs no jobs, so an
 * archive started here stays unfinished.
 */

const origin = inject('portalOrigin');
const customer = inject('ownUsers').archives;
signedInAs(origin, customer);

describe('the state of a photo archive', () => {
  it('is ready for a finished archive', async () => {
    const downloadId = inject('finishedDownload');
    const probe = await probeHook((accountId) => observed(useArchiveState(accountId, downloadId)));
    await expect.poll(() => probe().data, ANSWERED).toBe('ready');
  });

  it('is being prepared for an archive just started', async () => {
    const photoId = await uploadPhotoAs(origin, customer);
    const { id: downloadId } = await createDownload(await serviceAs(origin, customer, 'downloads'), {
      id: crypto.randomUUID(),
      name: 'Just started',
      photos: [photoId],
    });
    const probe = await probeHook((accountId) => observed(useArchiveState(accountId, downloadId)));
    await expect.poll(() => probe().data, ANSWERED).toBe('preparing');
    expect(probe().error).toBeUndefined();
  });

  it('fails as not found for an archive the service does not know', async () => {
    const downloadId = crypto.randomUUID();
    const probe = await probeHook((accountId) => observed(useArchiveState(accountId, downloadId)));
    await expect.poll(() => isHttpStatus(probe().error, 404), ANSWERED).toBe(true);
    expect(probe().data).toBeUndefined();
  });
});
