import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/** The saved projects against the real reference server, signed in as a consumer who has saved none. */

signedInAs(inject('portalOrigin'), inject('signedInUsers').consumer);

describe('the saved projects of a new customer', () => {
  it('says there are none', async () => {
    const root = await showElement('saved-projects', '/saved-projects', 'My saved projects');
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent, ANSWERED)
      .toBe('You have no saved projects yet. Projects you save while creating a product appear here.');
  });
});
