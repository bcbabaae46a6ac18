import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadPlatform } from '../runtime/platform.ts';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/** The FTP page against the real reference server, signed in as a business customer. */

const origin = inject('portalOrigin');
const business = inject('signedInUsers').b2b;
signedInAs(origin, business);

describe('the FTP page of a business customer', () => {
  it('shows their customer number and saves a callback link, which the page then starts from', async () => {
    const root = await showElement('ftp-integration', '/integration', 'FTP instructions');
    await expect
      .poll(() => root.querySelector('.account-value')?.textContent, ANSWERED)
      .toBe(business.profile.sub);
    const url = root.querySelector<HTMLInputElement>('input[name="callbackUrl"]');
    const save = [...root.querySelectorAll('button')].find(
      (button) => button.textContent === 'Save settings',
    );
    if (url === null || save === undefined) throw new Error('no callback form');
    await userEvent.fill(url, 'https://erp.lee-print.example/ftp/status');
    await userEvent.click(save);
    await expect
      .poll(() => root.querySelector('[role="status"].inline-success')?.textContent, ANSWERED)
      .toBe('Your FTP settings have been saved.');

    // Read anew from the service, not from the page's data cache.
    document.body.replaceChildren();
    const { dataCache } = await loadPlatform(origin);
    for (const key of [...dataCache.keys()]) dataCache.delete(key);
    const again = await showElement('ftp-integration', '/integration', 'FTP instructions');
    await expect
      .poll(() => again.querySelector<HTMLInputElement>('input[name="callbackUrl"]')?.value, ANSWERED)
      .toBe('https://erp.lee-print.example/ftp/status');
  });
});
