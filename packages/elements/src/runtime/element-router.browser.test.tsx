import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { RouteLink } from '../ui/route-link.tsx';
import { defineElement } from './define-element.tsx';
import { useElementNavigate, useRoute } from './element-router.tsx';
import { announceLocation, type PortalNavigateDetail } from './navigation.ts';
import { configurePortal } from './platform.ts';

/**
 * An element's own routes in a real browser ([Note: Navigation in three places]): on a page that
 * routes nothing (a CMS page) the element writes its history entries and follows Back; on a page
 * that takes navigations over (the host) it only announces them and follows the address the page
 * announces back.
 */

const TAG = 'test-routes';
const BASE = '/shop/orders';

function Routes(): ReactElement {
  const details = useRoute('/:code');
  const navigate = useElementNavigate();
  if (details === null) {
    return (
      <div>
        <h1>All orders</h1>
        <RouteLink to="/A%2F1">Open A/1</RouteLink>
        <button type="button" onClick={() => navigate('/B2', { replace: true })}>
          Replace with B2
        </button>
        <button type="button" onClick={() => navigate('/C3', { replace: true, keepScroll: true })}>
          Step to C3
        </button>
      </div>
    );
  }
  return (
    <div>
      <h1>{`Order ${details.code}`}</h1>
      <RouteLink to="/">Back to all</RouteLink>
    </div>
  );
}

const announced: PortalNavigateDetail[] = [];
const record = (event: GlobalEventHandlersEventMap['portal-navigate']) => announced.push(event.detail);
let start = '';

beforeAll(() => {
  configurePortal({ origin: inject('portalOrigin'), reporter: () => undefined });
  defineElement({ tag: TAG, component: Routes, defaultBasePath: '/' });
  start = window.location.pathname + window.location.search;
  document.addEventListener('portal-navigate', record);
});

afterEach(() => {
  document.body.replaceChildren();
  announced.length = 0;
  window.history.replaceState(null, '', start);
});

async function addRoutes(path: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const element = document.createElement(TAG);
  element.setAttribute('base-path', BASE);
  document.body.append(element);
  await expect.poll(() => heading(element), { timeout: 10_000 }).not.toBe('');
  return element;
}

function heading(element: HTMLElement): string {
  return element.shadowRoot?.querySelector('h1')?.textContent ?? '';
}

function focusedHeading(element: HTMLElement): string | null {
  const focused = element.shadowRoot?.activeElement;
  return focused instanceof HTMLHeadingElement ? focused.textContent : null;
}

function control(element: HTMLElement, name: string): HTMLElement {
  const found = [...(element.shadowRoot?.querySelectorAll<HTMLElement>('a, button') ?? [])].find(
    (candidate) => candidate.textContent === name,
  );
  if (found === undefined) throw new Error(`No '${name}' in <${element.localName}>`);
  return found;
}

describe('an element on a page that routes nothing', () => {
  it('shows the route of the address, decoded, and links with full hrefs', async () => {
    const element = await addRoutes(`${BASE}/X%20Y`);
    expect(heading(element)).toBe('Order X Y');
    control(element, 'Back to all').click();
    await expect.poll(() => heading(element)).toBe('All orders');
    expect(control(element, 'Open A/1').getAttribute('href')).toBe(`${BASE}/A%2F1`);
  });

  it('writes its own history entry, announces it, follows Back and moves focus to the new heading', async () => {
    const element = await addRoutes(BASE);
    const entries = window.history.length;
    control(element, 'Open A/1').click();
    await expect.poll(() => heading(element)).toBe('Order A/1');
    expect(window.location.pathname).toBe(`${BASE}/A%2F1`);
    expect(window.history.length).toBe(entries + 1);
    expect(announced).toEqual([{ href: `${BASE}/A%2F1`, replace: false, keepScroll: false }]);
    await expect.poll(() => focusedHeading(element)).toBe('Order A/1');

    window.history.back();
    await expect.poll(() => heading(element)).toBe('All orders');
    expect(window.location.pathname).toBe(BASE);
  });

  it('replaces the entry when asked, without moving focus', async () => {
    const element = await addRoutes(BASE);
    const entries = window.history.length;
    control(element, 'Replace with B2').click();
    await expect.poll(() => heading(element)).toBe('Order B2');
    expect(window.history.length).toBe(entries);
    expect(announced).toEqual([{ href: `${BASE}/B2`, replace: true, keepScroll: false }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(focusedHeading(element)).toBeNull();
  });

  it('asks the page to keep its scroll when the element says so', async () => {
    const element = await addRoutes(BASE);
    control(element, 'Step to C3').click();
    await expect.poll(() => heading(element)).toBe('Order C3');
    expect(announced).toEqual([{ href: `${BASE}/C3`, replace: true, keepScroll: true }]);
  });

  it('carries the stripped layout on its hrefs and navigations', async () => {
    const element = await addRoutes(`${BASE}?stripped=true`);
    expect(control(element, 'Open A/1').getAttribute('href')).toBe(`${BASE}/A%2F1?stripped=true`);
    control(element, 'Open A/1').click();
    await expect.poll(() => heading(element)).toBe('Order A/1');
    expect(window.location.search).toBe('?stripped=true');
  });
});

describe('an element on a page that takes navigations over', () => {
  it('leaves the history to the page and follows the address the page announces', async () => {
    const takeOver = (event: Event) => event.preventDefault();
    document.addEventListener('portal-navigate', takeOver);
    try {
      const element = await addRoutes(BASE);
      const entries = window.history.length;
      control(element, 'Open A/1').click();
      expect(announced).toEqual([{ href: `${BASE}/A%2F1`, replace: false, keepScroll: false }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(window.history.length).toBe(entries);
      expect(heading(element)).toBe('All orders');

      // The page's router goes there, then announces the new address.
      window.history.pushState(null, '', `${BASE}/A%2F1`);
      announceLocation();
      await expect.poll(() => heading(element)).toBe('Order A/1');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(focusedHeading(element), 'the page moves focus itself').toBeNull();
    } finally {
      document.removeEventListener('portal-navigate', takeOver);
    }
  });
});
