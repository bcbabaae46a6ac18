import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/** The online photo books against the real reference server, signed in as a consumer without any. */

signedInAs(inject('portalOrigin'), inject('signedInUsers').consumer);

describe('the photo books of a new customer', () => {
  it('says there are none', async () => {
    const root = await showElement('photo-books', '/online-products', 'My online photo books');
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent, ANSWERED)
      .toBe('You have no photo books yet. The photo books you order appear here.');
  });
});
