import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ATTRIBUTE_PAYLOADS } from '../runtime/attribute-payloads.test-data.ts';
import { type PortalErrorDetail, useNavigateOutside } from '../runtime/context.tsx';
import { useElementNavigate, useRoute } from '../runtime/element-router.tsx';
import { announceLocation, type PortalNavigateDetail } from '../runtime/navigation.ts';
import { configurePortal } from '../runtime/platform.ts';
import type { FailureReport } from '../runtime/reporter.ts';
import { defineElement } from './element-frame.tsx';
import { RouteLink } from './route-link.tsx';

/**
 * An element's own routes in a real browser ([Note: Navigation in three places]): on a page that
 * routes nothing (a CMS page) the element writes its history entries and follows Back; on a page
 * that takes navigations over (the host) it only announces them and follows the address the page
 * announces back.
 */

const TAG = 'test-routes';
const BASE = '/shop/orders';
/** The same routes in an element whose default base path is BASE. */
const GUARDED_TAG = 'test-guarded-routes';

function Routes(): ReactElement {
  const details = useRoute('/:code');
  const navigate = useElementNavigate();
  const navigateOutside = useNavigateOutside();
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
        <button type="button" onClick={() => navigateOutside('//evil.example/orders')}>
          Leave for another site
        </button>
        <button type="button" onClick={() => navigateOutside('javascript:alert(document.domain)')}>
          Run a script
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
const reports: FailureReport[] = [];
const portalErrors: PortalErrorDetail[] = [];
const recordError = (event: GlobalEventHandlersEventMap['portal-error']) => portalErrors.push(event.detail);
/** What a `javascript:` address that ran would have shown. */
const alerts: string[] = [];
const pageAlert = window.alert;
let start = '';

beforeAll(() => {
  configurePortal({ origin: inject('portalOrigin'), reporter: (report) => reports.push(report) });
  defineElement({ tag: TAG, component: Routes, defaultBasePath: '/' });
  defineElement({ tag: GUARDED_TAG, component: Routes, defaultBasePath: BASE });
  start = window.location.pathname + window.location.search;
  document.addEventListener('portal-navigate', record);
  document.addEventListener('portal-error', recordError);
  window.alert = (message?: unknown) => alerts.push(String(message));
});

afterAll(() => {
  window.alert = pageAlert;
});

afterEach(() => {
  document.body.replaceChildren();
  announced.length = 0;
  reports.length = 0;
  portalErrors.length = 0;
  window.history.replaceState(null, '', start);
});

async function addRoutes(path: string, basePath = BASE, tag = TAG): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const element = document.createElement(tag);
  element.setAttribute('base-path', basePath);
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

describe('an element whose base path would be script or another site', () => {
  it.each(ATTRIBUTE_PAYLOADS)(
    "given %j, links and navigates under its default base path on the page's origin, and reports it once",
    async (payload) => {
      const origin = window.location.origin;
      const element = await addRoutes(BASE, payload, GUARDED_TAG);
      const link = control(element, 'Open A/1') as HTMLAnchorElement;
      expect(link.getAttribute('href')).toBe(`${BASE}/A%2F1`);
      expect(new URL(link.href).origin).toBe(origin);

      link.click();
      await expect.poll(() => heading(element)).toBe('Order A/1');
      expect(window.location.origin).toBe(origin);
      expect(window.location.pathname).toBe(`${BASE}/A%2F1`);
      expect(announced).toEqual([{ href: `${BASE}/A%2F1`, replace: false, keepScroll: false }]);
      expect(alerts).toEqual([]);

      const refused = { action: 'READ_ATTRIBUTE_FAILED', message: expect.stringContaining('base-path=') };
      expect(reports).toEqual([expect.objectContaining(refused)]);
      expect(portalErrors).toEqual([expect.objectContaining(refused)]);
    },
  );

  it('is refused when set as a property too, and a valid one is taken again', async () => {
    const element = await addRoutes('/', '/elsewhere', GUARDED_TAG);
    element.setAttribute('base-path', '/shop');
    await expect.poll(() => control(element, 'Open A/1').getAttribute('href')).toBe('/shop/A%2F1');
    Reflect.set(element, 'basePath', '//evil.example');
    await expect.poll(() => control(element, 'Open A/1').getAttribute('href')).toBe(`${BASE}/A%2F1`);
    // Reported by an effect of the render that took the default, which may run after that render
    // is painted.
    await expect.poll(() => reports.map((report) => report.action)).toEqual(['READ_ATTRIBUTE_FAILED']);
  });
});

describe("the runtime's navigation", () => {
  it('never announces nor loads an address on another origin or of another scheme, and reports it', async () => {
    const element = await addRoutes(BASE);
    const entries = window.history.length;
    control(element, 'Leave for another site').click();
    control(element, 'Run a script').click();
    expect(announced).toEqual([]);
    expect(window.location.pathname).toBe(BASE);
    expect(window.history.length).toBe(entries);
    expect(alerts).toEqual([]);
    expect(reports.map((report) => report.action)).toEqual(['NAVIGATE_FAILED', 'NAVIGATE_FAILED']);
    expect(portalErrors.map((error) => error.action)).toEqual(['NAVIGATE_FAILED', 'NAVIGATE_FAILED']);
  });
});
