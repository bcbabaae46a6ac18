import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The settings in Chromium, signed in to the real reference server as a business customer who has
 * just joined: the customer and their addresses are read, the name and a new address saved, by
 * the real customer service. A call can be answered otherwise once (a stand-in in front of the
 * real server), to see a failed read and a refused save.
 */

const BASE = '/settings';
const origin = inject('portalOrigin');
const business = inject('signedInUsers').b2b;
const realFetch = globalThis.fetch;
/** 'METHOD /path ending' -> the answer to give once instead of the real server's. */
const standIns = new Map<string, Response>();
/** Calls sent and not yet answered: a test ends only once its page's calls have settled. */
let pending = 0;

signedInAs(origin, business);

beforeAll(() => {
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const call = [...standIns.keys()].find((key) => {
      const [method, ending = ''] = key.split(' ');
      return (init?.method ?? 'GET') === method && url.pathname.endsWith(ending);
    });
    const answer = call === undefined ? undefined : standIns.get(call);
    if (call === undefined || answer === undefined) {
      pending += 1;
      return realFetch(input, init).finally(() => {
        pending -= 1;
      });
    }
    standIns.delete(call);
    return Promise.resolve(answer);
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

// Before the page and its data cache are emptied for the next test (`signedInAs`): a read an
// element began (a revalidation on mount) is answered into this test, not into the next one's page.
afterEach(async () => {
  standIns.clear();
  await expect.poll(() => pending, ANSWERED).toBe(0);
});

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function show(path: string, heading: string): Promise<ShadowRoot> {
  return showElement('account-settings', `${BASE}${path}`, heading);
}

function part(root: ShadowRoot, name: string): Element | null {
  return root.querySelector(`[part="${name}"]`);
}

function button(scope: Element | ShadowRoot, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (found === undefined) throw new Error(`no button '${text}' in ${scope.textContent}`);
  return found;
}

function input(root: ShadowRoot, name: string): HTMLInputElement {
  const found = root.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (found === null) throw new Error(`no field ${name}`);
  return found;
}

describe('the settings', () => {
  it("shows who the customer is, that they have no address yet, and their business account's status", async () => {
    const root = await show('/b2b', 'My settings');
    await expect
      .poll(() => part(root, 'personal-details')?.querySelector('dd')?.textContent, ANSWERED)
      .toBe('Robin Hale');
    expect(part(root, 'personal-details')?.textContent).toContain(business.profile.email);
    await expect
      .poll(() => part(root, 'addresses')?.querySelector('.muted')?.textContent, ANSWERED)
      .toBe('You have not saved an address yet.');
    expect(part(root, 'business')).not.toBeNull();
  });

  it('says the settings could not be loaded, and shows them after Try again', async () => {
    standIns.set('GET /customers/me', json({ message: 'Unavailable' }, 503));
    const root = await show('/b2b', 'My settings');
    await expect
      .poll(() => root.querySelector('[role="alert"]')?.textContent, ANSWERED)
      .toContain('An error occurred loading your settings');
    expect(part(root, 'personal-details')).toBeNull();
    await userEvent.click(button(root, 'Try again'));
    await expect
      .poll(() => part(root, 'personal-details')?.querySelector('dd')?.textContent, ANSWERED)
      .toBe('Robin Hale');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('saves a new name, says so, and the settings show it', async () => {
    const root = await show('/personal-details', 'Change personal details');
    await expect.poll(() => input(root, 'firstName').value, ANSWERED).toBe('Robin');
    await userEvent.clear(input(root, 'firstName'));
    await userEvent.type(input(root, 'firstName'), 'Robyn');
    await userEvent.click(button(root, 'Save details'));
    await expect
      .poll(() => root.querySelector('[role="status"].inline-success')?.textContent, ANSWERED)
      .toBe('Your details have been saved.');
    await userEvent.click(input(root, 'lastName'));
    await userEvent.keyboard('s');
    expect(root.querySelector('.inline-success')).toBeNull();

    document.body.replaceChildren();
    const settings = await show('/b2b', 'My settings');
    await expect
      .poll(() => part(settings, 'personal-details')?.querySelector('dd')?.textContent, ANSWERED)
      .toBe('Robyn Hale');
  });

  it('says a save the service refused for a field the form does not have failed, and keeps what was typed', async () => {
    standIns.set(
      'PUT /customers/me/personal-details',
      json(
        {
          message: 'Invalid request body.middleName: Unknown field',
          errors: { middleName: 'Unknown field' },
        },
        400,
      ),
    );
    const root = await show('/personal-details', 'Change personal details');
    await expect.poll(() => input(root, 'lastName').value, ANSWERED).toBe('Hale');
    await userEvent.clear(input(root, 'lastName'));
    await userEvent.type(input(root, 'lastName'), 'Hale-Lee');
    await userEvent.click(button(root, 'Save details'));
    await expect
      .poll(() => root.querySelector('[role="alert"].inline-failure')?.textContent, ANSWERED)
      .toBe('Unable to save changes. Please try again');
    expect(input(root, 'lastName').value).toBe('Hale-Lee');
    expect(root.querySelector('.field-error')).toBeNull();
  });

  it("puts the service's message at the field it refused", async () => {
    standIns.set(
      'PUT /customers/me/personal-details',
      json({ message: 'Invalid request body.lastName: Too long', errors: { lastName: 'Too long' } }, 400),
    );
    const root = await show('/personal-details', 'Change personal details');
    await expect.poll(() => input(root, 'lastName').value, ANSWERED).not.toBe('');
    await userEvent.click(button(root, 'Save details'));
    await expect
      .poll(() => root.querySelector('.field-error')?.textContent, ANSWERED)
      .toBe('Please check this field.');
    expect(input(root, 'lastName').getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('[role="alert"].inline-failure')).toBeNull();
  });

  it('adds an address, which the list of all addresses then shows', async () => {
    const root = await show('/b2b/new-address', 'New address');
    await expect.poll(() => root.querySelector('form.address-form'), ANSWERED).not.toBeNull();
    await userEvent.type(input(root, 'firstName'), 'Robin');
    await userEvent.type(input(root, 'lastName'), 'Hale');
    await userEvent.type(input(root, 'street'), 'Hauptstraße');
    await userEvent.type(input(root, 'houseNumber'), '12');
    await userEvent.type(input(root, 'postalCode'), '10115');
    await userEvent.type(input(root, 'city'), 'Berlin');
    await userEvent.selectOptions(
      root.querySelector<HTMLSelectElement>('select[name="countryCode"]') ?? input(root, 'city'),
      'DE',
    );
    await userEvent.click(button(root, 'Save address'));
    await expect.poll(() => root.querySelector('h1')?.textContent, ANSWERED).toBe('Addresses');
    await expect
      .poll(() => root.querySelector('.address-card')?.textContent, ANSWERED)
      .toContain('Hauptstraße 12');
    expect(root.querySelector('.address-card')?.textContent).toContain('10115 Berlin');
  });
});
