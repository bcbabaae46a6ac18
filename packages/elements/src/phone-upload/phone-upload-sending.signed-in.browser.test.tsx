import { getConfig } from '@portal/api/clients/config';
import { getLibraryCounts } from '@portal/api/clients/photos';
import { createUploadTransfer } from '@portal/api/clients/upload-transfers';
import type { ServiceEndpoint } from '@portal/api/http';
import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ANSWERED } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';
import { setUpPhonePage } from './phone-page.test-data.ts';

/**
 * The phone's upload page sending a photo to the real reference server: the computer's side (the
 * code) is made with the customer's own token, as in phone-upload.browser.test.tsx, for a customer
 * whose library only this file adds to (test/portal-server.ts, `ownUsers.photos`); the photo then is
 * in the library the photo service answers.
 */

const origin = inject('portalOrigin');
const customer = inject('ownUsers').photos;

/** A service of the portal as the customer's computer speaks to it. */
async function service(name: 'storage' | 'photo'): Promise<ServiceEndpoint> {
  const config = await getConfig({ baseUrl: origin });
  const baseUrl = new URL(config.services[name].baseUrl, origin).href;
  return { baseUrl, getToken: async () => customer.access_token };
}

/** The address the file began at. */
const start = setUpPhonePage(origin);

/** A small JPEG as a phone's camera would hand it over. */
async function photo(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(64, 48);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d context');
  context.fillStyle = '#2f6fa3';
  context.fillRect(0, 0, 64, 48);
  context.fillStyle = '#f5c542';
  context.fillRect(8, 8, 24, 16);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return new File([blob], name, { type: 'image/jpeg' });
}

async function photoCount(): Promise<number> {
  return (await getLibraryCounts(await service('photo'))).photosCount;
}

describe('the phone’s upload page with a valid code', () => {
  it('uploads a chosen photo to the library of the account the code stands for', async () => {
    const before = await photoCount();
    const transfer = await createUploadTransfer(await service('storage'));
    window.history.replaceState(null, '', `${start()}#${transfer.token}`);
    const element = document.createElement('phone-upload');
    element.setAttribute('locale', 'en-GB');
    document.body.append(element);
    await expect
      .poll(() => element.shadowRoot?.querySelector('input[type=file]') ?? null, ANSWERED)
      .not.toBeNull();
    const root = element.shadowRoot;
    const input = root?.querySelector<HTMLInputElement>('input[type=file]');
    const upload = root?.querySelector<HTMLButtonElement>('.phone-upload-actions button');
    if (root == null || input == null || upload == null) throw new Error('no upload form');

    await userEvent.upload(input, await photo(`phone-${transfer.transferId}.jpg`));
    await userEvent.click(upload);
    await expect
      .poll(() => root.querySelector('[role="status"]')?.textContent, ANSWERED)
      .toBe('1 photo uploaded. It is in My photos on your computer.');
    await expect.poll(photoCount, ANSWERED).toBe(before + 1);
  });
});
