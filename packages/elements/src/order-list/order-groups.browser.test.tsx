import type { SuperorderPage, SuperorderSummary } from '@portal/api/schemas/orders';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadPlatform } from '../runtime/platform.ts';
import { ANSWERED, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import { showPage } from '../runtime/test-page.test-data.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { OrderGroups } from './order-groups.tsx';

/**
 * The order list's groups in Chromium with the real catalogues, signed in to the real reference
 * server: the groups read the orders through their own hook and client, and the orders service's
 * answer (GET /v2/superorders/me) is given by the test, so each case has the orders it is about.
 * They are shown in progress or in the history by the contract's rule (account-portal §2), each
 * group newest first, with status and delivery type.
 */

const TAG = 'test-order-groups';
const ACCOUNT = 'account-1';
const DAY = 24 * 60 * 60 * 1000;

let orders: SuperorderSummary[] = [];
const realFetch = globalThis.fetch;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

function order(
  code: string,
  createdDaysAgo: number,
  overrides: Partial<SuperorderSummary> = {},
): SuperorderSummary {
  return {
    code,
    createdAt: daysAgo(createdDaysAgo),
    status: 'Confirmed',
    deliveryType: 'Home',
    productCount: 1,
    products: [
      {
        orderId: `${code}-1`,
        productCode: 'P-1',
        title: 'Photo book',
        status: 'Confirmed',
        paymentChangedDate: null,
      },
    ],
    ...overrides,
  };
}

function Harness(): ReactElement {
  return <OrderGroups accountId={ACCOUNT} />;
}

/** The orders service's answer to the customer's superorders: `orders`, in one page. */
function superordersAnswer(): Response {
  const page: SuperorderPage = { items: orders, total: orders.length };
  return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } });
}

signedInAs(inject('portalOrigin'), inject('signedInUsers').consumer);

beforeAll(() => {
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname.endsWith('/v2/superorders/me')) return Promise.resolve(superordersAnswer());
    return realFetch(input, init);
  };
  defineElement({ tag: TAG, component: Harness, defaultBasePath: '/orders' });
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

async function show(given: SuperorderSummary[]): Promise<ShadowRoot> {
  orders = given;
  const root = await showPage(TAG, 'Orders');
  // The answer is in once the skeletons are gone.
  await expect.poll(() => root.querySelector('.skeleton'), ANSWERED).toBeNull();
  return root;
}

/** The order codes of the group titled `title`, in the order shown. */
function group(root: ShadowRoot, title: string): string[] | null {
  const section = [...root.querySelectorAll('section')].find((candidate) =>
    candidate.querySelector('h2')?.textContent?.startsWith(title),
  );
  if (section === undefined) return null;
  return [...section.querySelectorAll('.order-code')].map((code) => code.textContent ?? '');
}

describe('the order groups', () => {
  it('shows recent orders in progress and the others in the history, each newest first', async () => {
    const root = await show([
      order('OLD', 45, { status: 'Dispatched' }),
      order('NEW', 2),
      order('SENT-LONG-AGO', 20, {
        status: 'Dispatched',
        products: [
          {
            orderId: 'S-1',
            productCode: 'P-1',
            title: 'Canvas',
            status: 'Dispatched',
            paymentChangedDate: daysAgo(15),
          },
        ],
      }),
      order('SENT-LATELY', 5, {
        status: 'Dispatched',
        deliveryType: 'PickupPoint',
        products: [
          {
            orderId: 'L-1',
            productCode: 'P-1',
            title: 'Mug',
            status: 'Dispatched',
            paymentChangedDate: daysAgo(3),
          },
        ],
      }),
      order('CANCELLED', 60, { status: 'Cancelled' }),
    ]);
    expect(group(root, 'In progress')).toEqual(['Order NEW', 'Order SENT-LATELY']);
    expect(group(root, 'Order history')).toEqual(['Order SENT-LONG-AGO', 'Order OLD', 'Order CANCELLED']);
    const text = root.textContent ?? '';
    expect(text).toContain('Pickup point');
    expect(text).toContain('Home delivery');
    const cancelled = [...root.querySelectorAll<HTMLElement>('.order-status')].find(
      (status) => status.textContent === 'Cancelled',
    );
    expect(cancelled?.style.color).toBe('var(--portal-order-status-cancelled)');
  });

  it('says when nothing is in progress, and hides an empty history', async () => {
    const root = await show([order('OLD', 45)]);
    expect(group(root, 'In progress')).toEqual([]);
    expect(root.textContent).toContain('No orders in progress right now.');
    expect(group(root, 'Order history')).toEqual(['Order OLD']);

    document.body.replaceChildren();
    const { dataCache } = await loadPlatform(inject('portalOrigin'));
    for (const key of [...dataCache.keys()]) dataCache.delete(key);
    const recent = await show([order('NEW', 1)]);
    expect(group(recent, 'Order history')).toBeNull();
  });

  it('says when there are no orders at all', async () => {
    const root = await show([]);
    expect(root.textContent).toContain('You have not placed any orders yet.');
    expect(group(root, 'In progress')).toBeNull();
  });
});
