import { type ReactElement, useRef } from 'react';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { useToast } from './context.tsx';
import { configurePortal } from './platform.ts';
import type { FailureReport } from './reporter.ts';

/*
 * What the tests of an element's frame share, whichever frame defines it (the runtime's
 * define-element tests with a frame of their own, ui/'s element-frame tests with the portal's): a
 * workbench element on the page, its shadow root and its buttons, and the failures it reported.
 * Named *.test.tsx so that only the tests' type-check reads it; it holds no test of its own.
 */

/** The workbench's Notify button: each click shows a toast 'Toast 1', 'Toast 2', ... */
export function NotifyButton(): ReactElement {
  const showToast = useToast();
  const toasts = useRef(0);
  return (
    <button
      type="button"
      onClick={() => {
        toasts.current += 1;
        showToast(`Toast ${toasts.current}`);
      }}
    >
      Notify
    </button>
  );
}

/**
 * Points the portal at the reference server before the file's tests and keeps what they report in
 * the list returned; after each test the page and the list are emptied.
 */
export function workbenchReports(): FailureReport[] {
  const reports: FailureReport[] = [];
  beforeAll(() => {
    configurePortal({ origin: inject('portalOrigin'), reporter: (report) => reports.push(report) });
  });
  afterEach(() => {
    document.body.replaceChildren();
    reports.length = 0;
  });
  return reports;
}

/**
 * Adds the workbench element `tag` to the page and waits until its area has rendered in its shadow
 * root (its Notify button shows).
 */
export async function addWorkbench(
  tag: string,
  attributes: Record<string, string> = {},
): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await expect.poll(() => button(element, 'Notify'), { timeout: 10_000 }).not.toBeNull();
  return element;
}

/** The element's open shadow root; a test fails here when it has none. */
export function shadow(element: HTMLElement): ShadowRoot {
  if (element.shadowRoot === null) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/** The element's button named `name` (its aria-label, else its text), or null. */
export function button(element: HTMLElement, name: string): HTMLButtonElement | null {
  const buttons = [...(element.shadowRoot?.querySelectorAll('button') ?? [])];
  return (
    buttons.find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name) ??
    null
  );
}

/** The element's button named `name`; a test fails here when there is none. */
export function buttonOrThrow(element: HTMLElement, name: string): HTMLButtonElement {
  const target = button(element, name);
  if (target === null) throw new Error(`No button '${name}' in <${element.localName}>`);
  return target;
}

/** Clicks the element's button named `name`. */
export function click(element: HTMLElement, name: string): void {
  buttonOrThrow(element, name).click();
}
