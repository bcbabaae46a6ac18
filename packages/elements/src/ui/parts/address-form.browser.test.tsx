import type { PostalAddress } from '@portal/api/schemas/address';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { configurePortal } from '../../runtime/platform.ts';
import { defineElement } from '../element-frame.tsx';
import { AddressForm } from './address-form.tsx';

/**
 * The address form in Chromium, in an element of its own with the real catalogues: what a customer
 * sees when an address is incomplete or breaks its country's rules (account-portal §5), and that
 * nothing typed is lost.
 */

const TAG = 'test-address-form';

const HOME: PostalAddress = {
  firstName: 'Alex',
  lastName: 'Morgan',
  street: 'Keizersgracht',
  houseNumber: '12',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
};

const sent: PostalAddress[] = [];
let serviceErrors: Record<string, string> | undefined;

function Harness(): ReactElement {
  const [busy, setBusy] = useState(false);
  return (
    <AddressForm
      initial={HOME}
      legend="New delivery address"
      submitLabel="Save address"
      busy={busy}
      serviceErrors={serviceErrors}
      onSubmit={(address) => {
        sent.push(address);
        setBusy(false);
      }}
      onCancel={() => setBusy(false)}
    />
  );
}

beforeAll(() => {
  configurePortal({ origin: inject('portalOrigin'), reporter: () => undefined });
  defineElement({ tag: TAG, component: Harness, defaultBasePath: '/' });
});

afterEach(() => {
  document.body.replaceChildren();
  sent.length = 0;
  serviceErrors = undefined;
});

async function addForm(): Promise<ShadowRoot> {
  const element = document.createElement(TAG);
  element.setAttribute('locale', 'en-GB');
  document.body.append(element);
  await expect
    .poll(() => element.shadowRoot?.querySelector('form') ?? null, { timeout: 10_000 })
    .not.toBeNull();
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
}

function control(root: ShadowRoot, label: string): HTMLInputElement | HTMLSelectElement {
  const found = [...root.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  const target = found === undefined ? null : root.getElementById(found.htmlFor);
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) {
    throw new Error(`No field '${label}'`);
  }
  return target;
}

function messageOf(root: ShadowRoot, label: string): string | null {
  const id = control(root, label).getAttribute('aria-describedby');
  return id === null ? null : (root.getElementById(id)?.textContent ?? null);
}

async function retype(root: ShadowRoot, label: string, value: string): Promise<void> {
  const input = control(root, label);
  await userEvent.clear(input);
  if (value !== '') await userEvent.type(input, value);
}

async function save(root: ShadowRoot): Promise<void> {
  const button = [...root.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === 'Save address',
  );
  if (button === undefined) throw new Error('No Save address button');
  await userEvent.click(button);
}

describe('the address form', () => {
  it('sends a valid address, trimmed, with blank optional fields left out', async () => {
    const root = await addForm();
    await retype(root, 'City', '  Amsterdam ');
    await save(root);
    expect(sent).toEqual([{ ...HOME }]);
  });

  it('marks every empty required field and moves focus to the first, keeping what was typed', async () => {
    const root = await addForm();
    await retype(root, 'First name', '');
    await retype(root, 'City', '');
    await retype(root, 'Phone number', '+31 6 1234');
    await save(root);
    expect(sent).toEqual([]);
    expect(messageOf(root, 'First name')).toBe('Please fill in this field.');
    expect(messageOf(root, 'City')).toBe('Please fill in this field.');
    expect(control(root, 'First name').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(root, 'Last name')).toBeNull();
    expect(root.activeElement).toBe(control(root, 'First name'));
    expect(control(root, 'Phone number').value).toBe('+31 6 1234');
  });

  it("checks the postal code and phone number by the address's country", async () => {
    const root = await addForm();
    await retype(root, 'Postal code', 'SW1A 1AA');
    await save(root);
    expect(messageOf(root, 'Postal code')).toBe('Postal Code must be valid');

    const country = control(root, 'Country');
    await userEvent.selectOptions(country, 'GB');
    await save(root);
    expect(messageOf(root, 'Postal code')).toBeNull();
    expect(sent.map((address) => [address.countryCode, address.postalCode])).toEqual([['GB', 'SW1A 1AA']]);

    await retype(root, 'Phone number', '12');
    await retype(root, 'House number', 'x');
    await save(root);
    expect(messageOf(root, 'Phone number')).toBe('Phone number must be valid');
    expect(messageOf(root, 'House number')).toBe('Street number must be valid');
    expect(sent).toHaveLength(1);
  });

  it("shows the service's own field messages in the element's language", async () => {
    serviceErrors = { postalCode: 'Postal Code must be valid', unknownField: 'ignored' };
    const root = await addForm();
    expect(messageOf(root, 'Postal code')).toBe('Postal Code must be valid');
  });
});
