import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ANSWERED, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The account overview in Chromium, signed in to the real reference server as a consumer who has
 * just joined: the greeting, the latest orders and the storage card read the real services. A call
 * can be made to fail once (a stand-in answers 503 before the real server is asked again), to see
 * each card fail on its own and load on 'Try again'.
 */

const origin = inject('portalOrigin');
const consumer = inject('signedInUsers').consumer;
const realFetch = globalThis.fetch;
/** Paths of the service calls made, in order. */
const called: string[] = [];
/** Path endings to answer 503 once each. */
const failOnce = new Set<string>();

signedInAs(origin, consumer);

beforeAll(() => {
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname.startsWith('/services/')) {
      called.push(url.pathname);
      const failing = [...failOnce].find((ending) => url.pathname.endsWith(ending));
      if (failing !== undefined) {
        failOnce.delete(failing);
        return Promise.resolve(new Response('{"message":"Unavailable"}', { status: 503 }));
      }
    }
    return realFetch(input, init);
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

afterEach(() => {
  called.length = 0;
  failOnce.clear();
});

/** Adds `<account-overview>` (or `element`, already added) and waits for its h1. */
async function show(added?: HTMLElement): Promise<ShadowRoot> {
  const element = added ?? document.createElement('account-overview');
  if (added === undefined) {
    element.setAttribute('locale', 'en-GB');
    document.body.append(element);
  }
  await expect.poll(() => element.shadowRoot?.querySelector('h1')?.textContent ?? '', ANSWERED).not.toBe('');
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
}

function card(root: ShadowRoot, part: string): Element {
  const found = root.querySelector(`[part="${part}"]`);
  if (found === null) throw new Error(`no ${part} in ${root.textContent}`);
  return found;
}

function tryAgain(scope: Element): HTMLButtonElement {
  const button = [...scope.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === 'Try again',
  );
  if (button === undefined) throw new Error(`no Try again in ${scope.textContent}`);
  return button;
}

describe('the account overview', () => {
  it('greets the customer by the name the customer service holds, and says they have no orders yet', async () => {
    const root = await show();
    await expect.poll(() => root.querySelector('h1')?.textContent, ANSWERED).toBe('Hello, Robin');
    await expect
      .poll(() => card(root, 'orders').querySelector('.empty-state')?.textContent, ANSWERED)
      .toBe('You have not placed any orders yet.');
    expect(called).toContain('/services/customer/customers/me');
    expect(called.some((path) => path.startsWith('/services/orders/'))).toBe(true);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows the shape of each card while it loads', async () => {
    // Each render, watched from the first: before any answer, skeletons in the greeting and both cards.
    const busyParts = new Set<string>();
    const element = document.createElement('account-overview');
    element.setAttribute('locale', 'en-GB');
    const watch = new MutationObserver(() => {
      for (const busy of element.shadowRoot?.querySelectorAll('[aria-busy="true"]') ?? [])
        busyParts.add(busy.closest('[part]')?.getAttribute('part') ?? '');
    });
    document.body.append(element);
    if (element.shadowRoot === null) throw new Error('no shadow root');
    watch.observe(element.shadowRoot, { subtree: true, childList: true, attributes: true });
    const root = await show(element);
    await expect.poll(() => root.querySelectorAll('[aria-busy="true"]').length, ANSWERED).toBe(0);
    watch.disconnect();
    expect([...busyParts]).toEqual(expect.arrayContaining(['greeting', 'storage', 'orders']));
  });

  it('says the orders could not be loaded while the rest of the page works, and loads them on Try again', async () => {
    failOnce.add('/superorders/me');
    const root = await show();
    const orders = card(root, 'orders');
    await expect
      .poll(() => orders.querySelector('[role="alert"]')?.textContent, ANSWERED)
      .toContain('Your orders could not be loaded.');
    await expect.poll(() => root.querySelector('h1')?.textContent, ANSWERED).toBe('Hello, Robin');
    await userEvent.click(tryAgain(orders));
    await expect
      .poll(() => card(root, 'orders').querySelector('.empty-state')?.textContent, ANSWERED)
      .toBe('You have not placed any orders yet.');
    expect(card(root, 'orders').querySelector('[role="alert"]')).toBeNull();
  });

  it('greets by the sign-in name when the customer could not be loaded, and reads them on Try again', async () => {
    failOnce.add('/customers/me');
    const root = await show();
    const greeting = card(root, 'greeting');
    await expect
      .poll(() => greeting.querySelector('[role="alert"]')?.textContent, ANSWERED)
      .toContain('Your account details could not be loaded.');
    expect(root.querySelector('h1')?.textContent).toBe('Hello, Robin');
    await userEvent.click(tryAgain(greeting));
    await expect.poll(() => card(root, 'greeting').querySelector('[role="alert"]'), ANSWERED).toBeNull();
    expect(called.filter((path) => path === '/services/customer/customers/me')).toHaveLength(2);
  });
});
