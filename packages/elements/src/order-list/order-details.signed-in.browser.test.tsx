import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The order list against the real reference server, signed in as the demo customer whose orders the
 * demo seed made (packages/server/src/services/orders/demo.ts): the list, and one order's details
 * with its vouchers, expected delivery and 'Order again', each read from the orders services.
 */

signedInAs(inject('portalOrigin'), inject('demoUsers').demo);

function codesIn(root: ShadowRoot, title: string): string[] {
  const section = [...root.querySelectorAll('section')].find((candidate) =>
    candidate.querySelector('h2')?.textContent?.startsWith(title),
  );
  return [...(section?.querySelectorAll('.order-code') ?? [])].map((code) => code.textContent ?? '');
}

describe("the demo customer's orders", () => {
  it('lists every order that has not expired, the recent ones in progress and the others in the history', async () => {
    const root = await showElement('order-list', '/orders', 'Orders');
    await expect.poll(() => codesIn(root, 'In progress'), ANSWERED).toContain('Order DM-1001');
    expect(codesIn(root, 'In progress')).toContain('Order DM-1002');
    expect(codesIn(root, 'Order history')).toEqual(
      expect.arrayContaining(['Order DM-1007', 'Order DM-1008']),
    );
    const all = [...root.querySelectorAll('.order-code')].map((code) => code.textContent);
    expect(all).toHaveLength(9);
    expect(all).not.toContain('Order DM-1009');
  });

  it("shows an order's products with their voucher, its expected delivery and Order again", async () => {
    const root = await showElement('order-list', '/orders/DM-1002', 'Order DM-1002');
    await expect
      .poll(() => [...root.querySelectorAll('.product-title')].map((title) => title.textContent), ANSWERED)
      .toEqual(['Family calendar', 'Birthday cards', 'Mug with photo']);
    await expect
      .poll(() => root.querySelector('.voucher-detail')?.textContent, ANSWERED)
      .toBe('Welcome gift: €5.00 off');
    await expect
      .poll(() => root.querySelector('.delivery-window')?.textContent, ANSWERED)
      .toMatch(/^Expected delivery:? between .+ and .+$/);
    await expect
      .poll(() => [...root.querySelectorAll('.reorder button')].map((button) => button.textContent), ANSWERED)
      .toEqual(['Order again']);
  });
});
