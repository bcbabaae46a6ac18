import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import { holdConfig, loadingView } from '../ui/page-skeleton.test-data.ts';
import './element.tsx';

/**
 * The orders page while the page's session loads, in Chromium against the real reference server:
 * its config request is held, so the session cannot start until the test lets it.
 */

const origin = inject('portalOrigin');
signedInAs(origin, inject('signedInUsers').consumer);

describe('the orders while the session loads', () => {
  it("shows the page's shape in skeletons, busy and without a spinner, then the orders", async () => {
    const config = holdConfig();
    try {
      window.history.replaceState(null, '', '/orders');
      const element = document.createElement('order-list');
      element.setAttribute('locale', 'en-GB');
      document.body.append(element);
      await expect
        .poll(() => loadingView(element.shadowRoot))
        .toEqual({ busyPage: true, spinner: false, heading: null });
      config.release();
      await expect.poll(() => loadingView(element.shadowRoot).heading, ANSWERED).toBe('Orders');
      expect(loadingView(element.shadowRoot).spinner).toBe(false);
    } finally {
      config.release();
    }
  });
});
