import { describe, expect, inject, it } from 'vitest';
import { signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import { loadingView, showAfterLoading } from '../ui/page-skeleton.test-data.ts';
import './element.tsx';

/**
 * The orders page while the page's session loads, in Chromium against the real reference server:
 * its config request is held, so the session cannot start until the test lets it.
 */

const origin = inject('portalOrigin');
signedInAs(origin, inject('signedInUsers').consumer);

describe('the orders while the session loads', () => {
  it("shows the page's shape in skeletons, busy and without a spinner, then the orders", async () => {
    const root = await showAfterLoading('order-list', '/orders', 'Orders');
    expect(loadingView(root).spinner).toBe(false);
  });
});
