import type { Customer } from '@portal/api/schemas/customer';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { useCustomer } from '../runtime/customer.ts';
import { readStateOf } from '../runtime/read-state.ts';
import { showPage } from '../runtime/test-page.test-data.ts';
import { defineTestPage } from '../ui/test-page.test.tsx';
import { FtpPage } from './ftp-page.tsx';

/**
 * The FTP instructions page in Chromium with the real catalogues and config: the customer service is
 * a stand-in for `fetch` (everything else goes to the real reference server), so the callback form
 * can be checked as a customer fills it in (account-portal §3, §5): a link that is not http or https
 * is refused with the spec's message and nothing is sent; http and https links are saved with the
 * chosen format; a failed save keeps what was typed.
 */

const TAG = 'test-ftp-page';
const ACCOUNT = 'acc-0042-7731';
const CUSTOMERS_ME = '/services/customer/customers/me';
const LINK_INVALID = 'Upload link must be a valid URL';

const CUSTOMER: Customer = {
  id: ACCOUNT,
  accountId: ACCOUNT,
  email: 'jordan@lee-print.example',
  firstName: 'Jordan',
  lastName: 'Lee',
  userType: 'B2B',
  accountDeleted: false,
  changed: false,
  callbackUrl: null,
  callbackFormat: null,
  b2bAccountStatus: 'Default',
};

let b2b = true;
let stored: Customer = CUSTOMER;
/** How the stand-in answers GET /customers/me and PATCH /customers/me. */
let failGet = 0;
let failPatch: number | null = null;
const patches: unknown[] = [];
const realFetch = globalThis.fetch;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Page(): ReactElement {
  const customer = useCustomer(ACCOUNT);
  return <FtpPage accountId={ACCOUNT} b2b={b2b} customer={readStateOf(customer)} />;
}

defineTestPage(TAG, Page, { basePath: '/integration' });

beforeAll(() => {
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname !== CUSTOMERS_ME) return realFetch(input, init);
    if (init?.method === 'PATCH') {
      const body: unknown = JSON.parse(String(init.body));
      patches.push(body);
      if (failPatch !== null) return json({ message: 'Refused' }, failPatch);
      stored = { ...stored, ...(body as Partial<Customer>), changed: true };
      return json(stored);
    }
    if (failGet > 0) {
      failGet -= 1;
      return json({ message: 'Unavailable' }, 503);
    }
    return json(stored);
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

afterEach(() => {
  b2b = true;
  stored = CUSTOMER;
  failGet = 0;
  failPatch = null;
  patches.length = 0;
  vi.restoreAllMocks();
});

function show(): Promise<ShadowRoot> {
  return showPage(TAG, 'FTP instructions');
}

/** The page once the customer has loaded: the form's controls. */
async function showForm(root?: ShadowRoot) {
  const shown = root ?? (await show());
  await expect.poll(() => shown.querySelector('input[name="callbackUrl"]')).not.toBeNull();
  const url = shown.querySelector<HTMLInputElement>('input[name="callbackUrl"]');
  const save = [...shown.querySelectorAll('button')].find((button) => button.textContent === 'Save settings');
  const format = (name: string) => shown.querySelector<HTMLInputElement>(`input[value="${name}"]`);
  if (url === null || save === undefined) throw new Error('no callback form');
  return { root: shown, url, save, format };
}

function fieldError(root: ShadowRoot): string | null {
  return root.querySelector('.field-error')?.textContent ?? null;
}

describe('the callback form', () => {
  it('refuses a javascript: link with the spec message, focused, and sends nothing', async () => {
    const { root, url, save } = await showForm();
    await userEvent.fill(url, 'javascript:alert(document.cookie)');
    await userEvent.click(save);
    await expect.poll(() => fieldError(root)).toBe(LINK_INVALID);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain(root.querySelector('.field-error')?.id);
    expect(root.activeElement).toBe(url);
    expect(url.value).toBe('javascript:alert(document.cookie)');
    expect(patches).toEqual([]);
  });

  it.each(['ftp://ftp.example.com/status', 'erp.example.com/status', 'data:text/html,hi'])(
    'refuses %s the same way',
    async (link) => {
      const { root, url, save } = await showForm();
      await userEvent.fill(url, link);
      await userEvent.click(save);
      await expect.poll(() => fieldError(root)).toBe(LINK_INVALID);
      expect(patches).toEqual([]);
    },
  );

  it('saves an https link with the chosen format, and says so', async () => {
    const { root, url, save, format } = await showForm();
    expect(url.value).toBe('');
    expect(format('JSON')?.checked).toBe(true);
    await userEvent.fill(url, '  https://erp.lee-print.example/ftp/status ');
    await userEvent.click(format('XML') ?? save);
    await userEvent.click(save);
    await expect
      .poll(() => root.querySelector('[role="status"].inline-success')?.textContent)
      .toBe('Your FTP settings have been saved.');
    expect(patches).toEqual([
      { callbackUrl: 'https://erp.lee-print.example/ftp/status', callbackFormat: 'XML' },
    ]);
    expect(fieldError(root)).toBeNull();
  });

  it('takes an http link once a refused one is corrected', async () => {
    const { root, url, save } = await showForm();
    await userEvent.fill(url, 'javascript:void(0)');
    await userEvent.click(save);
    await expect.poll(() => fieldError(root)).toBe(LINK_INVALID);
    await userEvent.fill(url, 'http://10.0.0.7:8080/hook');
    await userEvent.click(save);
    await expect
      .poll(() => patches)
      .toEqual([{ callbackUrl: 'http://10.0.0.7:8080/hook', callbackFormat: 'JSON' }]);
    await expect.poll(() => fieldError(root)).toBeNull();
    expect(url.getAttribute('aria-invalid')).toBe('false');
  });

  it('says a failed save failed, and keeps what was typed', async () => {
    failPatch = 503;
    const { root, url, save, format } = await showForm();
    await userEvent.fill(url, 'https://erp.lee-print.example/hook');
    await userEvent.click(format('XML') ?? save);
    await userEvent.click(save);
    await expect
      .poll(() => root.querySelector('[role="alert"].inline-failure')?.textContent)
      .toBe('Unable to save changes. Please try again');
    expect(url.value).toBe('https://erp.lee-print.example/hook');
    expect(format('XML')?.checked).toBe(true);
    expect(root.querySelector('.inline-success')).toBeNull();
  });

  it('shows the saved settings, and clears the link when it is emptied', async () => {
    stored = { ...CUSTOMER, callbackUrl: 'https://erp.lee-print.example/hook', callbackFormat: 'XML' };
    const { url, save, format } = await showForm();
    expect(url.value).toBe('https://erp.lee-print.example/hook');
    expect(format('XML')?.checked).toBe(true);
    await userEvent.clear(url);
    await userEvent.click(save);
    await expect.poll(() => patches).toEqual([{ callbackUrl: null, callbackFormat: 'XML' }]);
  });
});

describe('the FTP instructions page', () => {
  it('gives the steps and the customer number, which it copies', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { root } = await showForm();
    expect([...root.querySelectorAll('.steps h3')].map((step) => step.textContent)).toEqual([
      'Connect to our FTP server',
      'Upload your orders',
      'We take it from there',
      'Follow your orders automatically',
    ]);
    expect(root.querySelector('code')?.textContent).toBe('/upload');
    expect(root.textContent).toContain(CUSTOMER.email);
    const copy = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Copy');
    if (copy === undefined) throw new Error('no Copy button');
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(ACCOUNT);
    await expect.poll(() => copy.textContent).toBe('Copied');
    expect(root.querySelector('.visually-hidden[role="status"]')?.textContent).toBe(
      'Customer number copied.',
    );
  });

  it('says when the settings could not be loaded, and shows them after Try again', async () => {
    failGet = 1;
    const root = await show();
    await expect
      .poll(() => root.querySelector('[role="alert"]')?.textContent)
      .toContain('An error occurred loading your settings');
    // One read failed: one card says so, with one 'Try again'.
    expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);
    const retries = [...root.querySelectorAll('button')].filter(
      (button) => button.textContent === 'Try again',
    );
    expect(retries).toHaveLength(1);
    const [retry] = retries;
    if (retry === undefined) throw new Error('no Try again');
    await userEvent.click(retry);
    await showForm(root);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('tells a customer who is not a business customer that it is not for them, and leads to the overview', async () => {
    b2b = false;
    const root = await show();
    expect(root.textContent).toContain('FTP orders are for business customers');
    const link = [...root.querySelectorAll('a')].find(
      (anchor) => anchor.textContent === 'Go to my account overview',
    );
    expect(link?.getAttribute('href')).toBe('/');
    expect(root.querySelector('form')).toBeNull();
  });
});
