import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, signedInAs } from '../../runtime/session/signed-in-user.test-data.ts';
import { observed, probeHook } from '../../ui/hook-probe.test-data.tsx';
import { usePhotoExport } from './photo-export.ts';

/**
 * An export for its download page against the real reference server, signed in as the customer
 * whose finished export the browser tests' server made (test/portal-server.ts, `photoExport`).
 */

signedInAs(inject('portalOrigin'), inject('ownUsers').exports);

describe('an export of the library', () => {
  it('is ready with its chunks when the service knows it', async () => {
    const { id, size } = inject('photoExport');
    const probe = await probeHook(() => observed(usePhotoExport(id)));
    await expect
      .poll(() => probe().data, ANSWERED)
      .toMatchObject({
        status: 'READY',
        backupId: id,
        chunks: [{ iteration: 0, size }],
      });
    expect(probe().error).toBeUndefined();
  });

  it('is null, not a failure, when the service does not know it', async () => {
    const backupId = crypto.randomUUID();
    const probe = await probeHook(() => observed(usePhotoExport(backupId)));
    await expect.poll(() => probe().data, ANSWERED).toBeNull();
    expect(probe().error).toBeUndefined();
  });
});
