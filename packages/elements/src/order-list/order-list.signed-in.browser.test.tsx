import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/** The order list against the real reference server, signed in as a consumer who has ordered nothing yet. */

signedInAs(inject('portalOrigin'), inject('signedInUsers').consumer);

describe('the order list of a new customer', () => {
  it('says there are no orders', async () => {
    const root = await showElement('order-list', '/orders', 'Orders');
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent, ANSWERED)
      .toBe('You have not placed any orders yet.');
  });

  it('says an order the customer does not have is not found', async () => {
    const root = await showElement('order-list', '/orders/DM-0000', 'Order not found');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});
