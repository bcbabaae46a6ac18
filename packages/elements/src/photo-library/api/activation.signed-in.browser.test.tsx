import { startActivation } from '@portal/api/clients/activation';
import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, signedInAs } from '../../runtime/session/signed-in-user.test-data.ts';
import { observed, probeHook, serviceAs } from '../../ui/hook-probe.test-data.tsx';
import { useActivationStatus } from './activation.ts';

/**
 * The activation status against the real reference server, signed in as a customer whose library
 * only this file activates (test/portal-server.ts, `ownUsers.activation`). The browser tests'
 * server runs no jobs, so an activation once started stays IMPORTING.
 */

const origin = inject('portalOrigin');
const customer = inject('ownUsers').activation;
signedInAs(origin, customer);

describe('the activation status of the library', () => {
  it('is not active for a library never activated, and importing once an activation started', async () => {
    const probe = await probeHook((accountId) => observed(useActivationStatus(accountId)));
    await expect.poll(() => probe().data, ANSWERED).toBe('NOT_ACTIVE');

    const { started } = await startActivation(await serviceAs(origin, customer, 'photo'));
    expect(started).toBe(true);
    await probe().mutate();
    await expect.poll(() => probe().data, ANSWERED).toBe('IMPORTING');
  });
});
