import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The downloads against the real reference server, signed in as a consumer with nothing to
 * download: the archives, the product PDFs and the map PDFs all answer empty.
 */

signedInAs(inject('portalOrigin'), inject('signedInUsers').consumer);

describe('the downloads of a new customer', () => {
  it('says there is nothing to download', async () => {
    const root = await showElement('account-downloads', '/downloads', 'Downloads');
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent, ANSWERED)
      .toBe(
        'You have nothing to download yet. Photo downloads you prepare and the PDFs of your products appear here.',
      );
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});
