import { getConfig } from '@portal/api/clients/config';
import { createUploadTransfer, revokeUploadTransfer } from '@portal/api/clients/upload-transfers';
import type { ServiceEndpoint } from '@portal/api/http';
import {
  TRANSFER_SOCKET_ACK,
  TransferEvent,
  type UploadTransfer,
} from '@portal/api/schemas/upload-transfers';
import { describe, expect, inject, it } from 'vitest';
import './element.tsx';
import { setUpPhonePage } from './phone-page.test-data.ts';

/**
 * The real `<phone-upload>` in Chromium against the real reference server: the computer's side
 * (a transfer made and revoked with the customer's own token, the transfer socket it watches) is
 * played by the test through the same endpoints, and the page is opened with the code in its
 * address as the QR code holds it (photo-library §2.1, §7 'Other').
 */

const TEXT = {
  title: 'Upload to My photos',
  account: (email: string) => `Your photos go to the library of ${email}.`,
  until: /^You can upload until \d\d:\d\d\.$/,
  expired:
    'This code has expired. Show a new code on your computer (My photos, From your phone) and scan it again.',
  incomplete: 'This link is incomplete. Scan the code on your computer again.',
} as const;

const origin = inject('portalOrigin');
const signedIn = inject('signedInUsers').consumer;
/** The customer whose computer makes the codes: their e-mail address and access token. */
const customer = { email: String(signedIn.profile.email), accessToken: signedIn.access_token };

/** The storage service as the customer's computer speaks to it. */
const computer: ServiceEndpoint = {
  baseUrl: `${origin}/services/storage`,
  getToken: async () => customer.accessToken,
};

/** The address the file began at. */
const start = setUpPhonePage(origin);

/** Opens the page as the phone does from the QR code: the code in the address's fragment. */
async function openWith(token: string | null): Promise<ShadowRoot> {
  if (token !== null) window.history.replaceState(null, '', `${start()}#${token}`);
  return show();
}

async function show(): Promise<ShadowRoot> {
  const element = document.createElement('phone-upload');
  element.setAttribute('locale', 'en-GB');
  document.body.append(element);
  await expect
    .poll(() => element.shadowRoot?.querySelector('h1')?.textContent ?? null, { timeout: 10_000 })
    .toBe(TEXT.title);
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
}

function alertText(root: ShadowRoot): string | null {
  return root.querySelector('[role=alert]')?.textContent ?? null;
}

function texts(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll('p'), (paragraph) => paragraph.textContent ?? '');
}

function uploadButton(root: ShadowRoot): HTMLButtonElement | null {
  return root.querySelector('.phone-upload-actions button');
}

/** The transfer socket as the computer watches it: the events it hears about `transfer`. */
async function watch(transfer: UploadTransfer): Promise<{ heard: TransferEvent[]; close: () => void }> {
  const { storage } = await getConfig({ baseUrl: origin });
  const url = new URL(storage.transferSocketUrl, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url);
  const heard: TransferEvent[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () =>
      socket.send(
        JSON.stringify({ action: 'watch', token: customer.accessToken, transferId: transfer.transferId }),
      ),
    );
    socket.addEventListener('message', ({ data }) => {
      if (data === TRANSFER_SOCKET_ACK) resolve();
      else if (typeof data === 'string') heard.push(TransferEvent.parse(JSON.parse(data)));
    });
    socket.addEventListener('close', () => reject(new Error('the transfer socket closed')));
  });
  return { heard, close: () => socket.close() };
}

describe('the phone’s upload page', () => {
  it('opens with a valid code: names whose library, until when, and tells the computer the phone is here', async () => {
    const transfer = await createUploadTransfer(computer);
    const socket = await watch(transfer);
    try {
      const root = await openWith(transfer.token);

      await expect.poll(() => texts(root)).toContain(TEXT.account(customer.email));
      expect(texts(root).some((text) => TEXT.until.test(text))).toBe(true);
      expect(root.querySelector('input[type=file]')).not.toBeNull();
      expect(uploadButton(root)?.textContent).toBe('Upload');
      expect(alertText(root)).toBeNull();
      await expect
        .poll(() => socket.heard)
        .toEqual([{ type: 'phone-connected', transferId: transfer.transferId }]);
    } finally {
      socket.close();
    }
  });

  it('takes the code out of the address, and finds it again when the page is opened anew in the tab', async () => {
    const transfer = await createUploadTransfer(computer);
    await openWith(transfer.token);

    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe(start());

    // A reload: the page opened again at the address without the code.
    document.body.replaceChildren();
    const reopened = await show();
    await expect.poll(() => texts(reopened)).toContain(TEXT.account(customer.email));
  });

  it('says a code revoked on the computer has expired, and how to get a new one', async () => {
    const transfer = await createUploadTransfer(computer);
    await revokeUploadTransfer(computer, transfer.transferId);

    const root = await openWith(transfer.token);

    await expect.poll(() => alertText(root)).toBe(TEXT.expired);
    expect(root.querySelector('input[type=file]')).toBeNull();
    expect(uploadButton(root)).toBeNull();
    expect(texts(root)).not.toContain(TEXT.account(customer.email));
  });

  it('says a code the service never made has expired', async () => {
    const root = await openWith(`upt_${'x'.repeat(43)}`);

    await expect.poll(() => alertText(root)).toBe(TEXT.expired);
  });

  it('says the link is incomplete when the address holds no code', async () => {
    const root = await openWith(null);

    expect(alertText(root)).toBe(TEXT.incomplete);
    expect(root.querySelector('input[type=file]')).toBeNull();
  });
});
