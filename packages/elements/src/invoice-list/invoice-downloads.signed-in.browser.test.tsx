import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import './element.tsx';

/**
 * The invoices against the real reference server, signed in as the demo business customer whose
 * invoices the demo seed made (packages/server/src/services/invoices/demo-invoices.ts): the list the
 * invoice service answers, and the PDFs a row saves, as the file the page hands to the browser.
 */

signedInAs(inject('portalOrigin'), inject('demoUsers').business);

/** The files the page saved: their names and contents, taken from the link it clicks. */
const saved: { name: string; href: string }[] = [];

function takeSavedFile(event: MouseEvent): void {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement) || link.download === '') return;
  event.preventDefault();
  saved.push({ name: link.download, href: link.href });
}

beforeAll(() => {
  document.addEventListener('click', takeSavedFile, true);
});

afterAll(() => {
  document.removeEventListener('click', takeSavedFile, true);
});

function row(root: ShadowRoot, orderRef: string): Element {
  const found = [...root.querySelectorAll('.invoice-row')].find(
    (candidate) => candidate.querySelector('.order-ref')?.textContent === orderRef,
  );
  if (found === undefined) throw new Error(`no invoice for ${orderRef} in ${root.textContent}`);
  return found;
}

function button(scope: Element, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (found === undefined) throw new Error(`no button '${text}' in ${scope.textContent}`);
  return found;
}

async function startOf(href: string): Promise<string> {
  return (await (await fetch(href)).text()).slice(0, 5);
}

describe('the invoices of the demo business customer', () => {
  it("lists their invoices and saves an invoice's PDF and a combined PDF", async () => {
    const root = await showElement('invoice-list', '/invoices', 'B2B invoices');
    await expect.poll(() => root.querySelectorAll('.invoice-row').length, ANSWERED).toBe(7);
    const orderRefs = [...root.querySelectorAll('.order-ref')].map((ref) => ref.textContent);
    expect(orderRefs).toEqual(expect.arrayContaining(['PO-2150', 'PO-2133', 'SO-86004']));

    const single = row(root, 'SO-86004');
    const number = single.querySelector('.invoice-number')?.textContent ?? '';
    await userEvent.click(button(single, 'Download PDF'));
    await expect.poll(() => saved.length, ANSWERED).toBe(1);
    expect(saved[0]?.name).toBe(`invoice-${number}.pdf`);
    expect(await startOf(saved[0]?.href ?? '')).toBe('%PDF-');

    await userEvent.click(button(row(root, 'PO-2150'), 'Combined PDF (2 invoices)'));
    await expect.poll(() => saved.length, ANSWERED).toBe(2);
    expect(saved[1]?.name).toMatch(/^invoices-IGF-.+\.pdf$/);
    expect(await startOf(saved[1]?.href ?? '')).toBe('%PDF-');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});
