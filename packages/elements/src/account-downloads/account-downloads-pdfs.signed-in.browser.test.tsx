import { describe, expect, inject, it } from 'vitest';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The downloads against the real reference server, signed in as the demo business customer whose
 * orders and products the demo seed made (packages/server/src/services/products/demo-products.ts):
 * the PDFs of their ordered products and their map PDFs, as the product service answers them.
 */

signedInAs(inject('portalOrigin'), inject('demoUsers').business);

function names(root: ShadowRoot, part: string): string[] {
  return [...root.querySelectorAll(`[part="${part}"] .download-name`)].map((name) => name.textContent ?? '');
}

describe('the downloads of the demo business customer', () => {
  it('lists the PDFs of their ordered products and their map PDFs', async () => {
    const root = await showElement('account-downloads', '/downloads', 'Downloads');
    await expect.poll(() => names(root, 'map-pdfs'), ANSWERED).toEqual(['Store locations Berlin']);
    await expect.poll(() => names(root, 'product-pdfs'), ANSWERED).toEqual(['Client portfolio']);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});
