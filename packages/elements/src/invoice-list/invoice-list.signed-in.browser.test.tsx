import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/** The invoices against the real reference server, signed in as a business customer without invoices yet. */

signedInAs(inject('portalOrigin'), inject('signedInUsers').b2b);

describe('the invoices of a new business customer', () => {
  it('says there are no invoices', async () => {
    const root = await showElement('invoice-list', '/invoices', 'B2B invoices');
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent, ANSWERED)
      .toBe('You have no invoices yet.');
  });
});
