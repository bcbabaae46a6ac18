import { describe, expect, inject, it } from 'vitest';
import { signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import { showAfterLoading } from '../ui/page-skeleton.test-data.ts';
import './element.tsx';

/**
 * The downloads page while the page's session loads, in Chromium against the real reference
 * server: its config request is held, so the session cannot start until the test lets it.
 */

const origin = inject('portalOrigin');
signedInAs(origin, inject('signedInUsers').consumer);

describe('the downloads while the session loads', () => {
  it("shows the page's shape in skeletons, busy and without a spinner, then the downloads", async () => {
    const root = await showAfterLoading('account-downloads', '/downloads', 'Downloads');
    await expect.poll(() => root?.querySelector('.page-skeleton') ?? null).toBeNull();
  });
});
