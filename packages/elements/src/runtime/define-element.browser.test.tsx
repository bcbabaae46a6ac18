import { HttpError } from '@portal/api/http';
import { Component, type ReactElement, type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type PortalErrorDetail, useElement, useElementState, useReportFailure } from './context.tsx';
import {
  defineElement as defineFramedElement,
  type ElementDefinition,
  type ElementFrame,
} from './define-element.tsx';
import { configurePortal, loadPlatform } from './platform.ts';
import { consoleReporter, FAILURE_EVENT } from './reporter.ts';
import { addWorkbench, button, click, NotifyButton, shadow, workbenchReports } from './workbench.test.tsx';

/**
 * The runtime as an area uses it, in a real browser: an element defined with `defineElement` whose
 * component shows toasts, keeps a count, reports a failure and can be made to throw. Config and
 * catalogues come from the real reference server (test/portal-server.ts). The frame is the test's
 * own, plain and recognisable ([Note: The element's frame]); the portal's is tested in
 * ui/element-frame.browser.test.tsx.
 */

const reports = workbenchReports();

const FRAME_CSS = '.frame-sheet { color: rgb(1, 2, 3); }';
const FRAME_FALLBACK = 'The frame caught it';

class FrameBoundary extends Component<
  { readonly children: ReactNode; readonly onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <p role="alert">{FRAME_FALLBACK}</p> : this.props.children;
  }
}

function FrameToasts(): ReactElement {
  const toasts = useElementState((state) => state.toasts);
  return (
    <ul className="frame-toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

const TEST_FRAME: ElementFrame = {
  styles: FRAME_CSS,
  Boundary: FrameBoundary,
  SiteDataBlocked: () => <p>Site data blocked</p>,
  Toasts: FrameToasts,
};

function defineElement<Props extends object>(definition: ElementDefinition<Props>): void {
  defineFramedElement(definition, TEST_FRAME);
}

function Workbench(): ReactElement {
  const reportFailure = useReportFailure();
  const [count, setCount] = useState(0);
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('The workbench broke');
  return (
    <div>
      <button type="button" onClick={() => setCount((counted) => counted + 1)}>
        Count
      </button>
      <p className="count">{count}</p>
      <NotifyButton />
      <button
        type="button"
        onClick={() =>
          reportFailure(
            'LOAD_WORKBENCH_FAILED',
            new HttpError(503, 'GET', '/services/workbench', 'c-42', null),
          )
        }
      >
        Fail
      </button>
      <button type="button" onClick={() => setBroken(true)}>
        Break
      </button>
    </div>
  );
}

const TAG = 'test-workbench';
const READER_TAG = 'test-reader';

/** How often the reader's data was fetched, however many readers show it. */
let reads = 0;

/** An area that shows one answer of the services through SWR, as the areas do. */
function Reader(): ReactElement {
  const { data, mutate } = useSWR(['test-reads'], async () => {
    reads += 1;
    return `read ${reads}`;
  });
  return (
    <>
      <p className="reading">{data ?? '…'}</p>
      <button type="button" onClick={() => void mutate()}>
        Read again
      </button>
    </>
  );
}

beforeAll(() => {
  defineElement({
    tag: READER_TAG,
    component: Reader,
    defaultBasePath: '/',
  });
  defineElement({
    tag: TAG,
    component: Workbench,
    defaultBasePath: '/',
  });
});

function toastTexts(element: HTMLElement): string[] {
  return [...shadow(element).querySelectorAll('.frame-toasts li')].map((toast) => toast.textContent ?? '');
}

describe('defineElement', () => {
  it("renders into an open shadow root that adopts the brand's tokens, the frame's sheet and its own", async () => {
    const element = await addWorkbench(TAG, { brand: 'printwell' });
    const sheets = shadow(element).adoptedStyleSheets;
    expect(sheets).toHaveLength(3);
    expect(sheets[1]?.cssRules[0]?.cssText).toBe(FRAME_CSS);
    expect(getComputedStyle(element).getPropertyValue('--portal-primary').trim()).toBe('#1d4ed8');
  });

  it('lets the page override a token on the element', async () => {
    const element = await addWorkbench(TAG);
    element.style.setProperty('--portal-primary', 'rgb(1, 2, 3)');
    expect(getComputedStyle(element).getPropertyValue('--portal-primary').trim()).toBe('rgb(1, 2, 3)');
  });
});

describe("the frame's toasts", () => {
  it('shows the toasts of its own element only: two elements on one page share none', async () => {
    const first = await addWorkbench(TAG);
    const second = await addWorkbench(TAG);
    click(first, 'Notify');
    click(first, 'Notify');
    await expect.poll(() => toastTexts(first)).toEqual(['Toast 2', 'Toast 1']);
    expect(toastTexts(second)).toEqual([]);
  });
});

/** An element with an attribute of its own, showing what it was given. */
interface ShowProps {
  readonly items?: readonly string[] | undefined;
}

function Show({ items }: ShowProps): ReactElement {
  const { basePath } = useElement();
  return <p className="shown">{`${basePath} ${items === undefined ? 'no items' : items.join(',')}`}</p>;
}

function shown(element: HTMLElement): string | null {
  return element.shadowRoot?.querySelector('.shown')?.textContent ?? null;
}

let lateTags = 0;
function defineShow(): string {
  lateTags += 1;
  const tag = `test-show-${lateTags}`;
  defineElement<ShowProps>({
    tag,
    component: Show,
    attributes: { items: 'json' },
    defaultBasePath: '/',
  });
  return tag;
}

describe('the lifecycle', () => {
  it('keeps the area and its state when the element is moved elsewhere on the page', async () => {
    const element = await addWorkbench(TAG);
    click(element, 'Count');
    click(element, 'Count');
    await expect.poll(() => shadow(element).querySelector('.count')?.textContent).toBe('2');
    const count = shadow(element).querySelector('.count');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow(element).querySelector('.count')).toBe(count);
    expect(count?.textContent).toBe('2');
  });

  it('unmounts an element removed for good', async () => {
    const element = await addWorkbench(TAG);
    element.remove();
    await expect.poll(() => shadow(element).childElementCount).toBe(0);
  });

  it('mounts nothing for an element created and given attributes but never attached', async () => {
    const element = document.createElement(TAG);
    element.setAttribute('locale', 'de-DE');
    element.setAttribute('base-path', '/somewhere');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shadow(element).childElementCount).toBe(0);
  });

  it('takes over properties set before its code loaded, and upgrades despite JSON that does not parse', async () => {
    lateTags += 1;
    const tag = `test-show-${lateTags}`;
    const early = document.createElement(tag) as HTMLElement & { basePath?: string };
    early.basePath = '/early';
    const broken = document.createElement(tag);
    broken.setAttribute('items', '{not json');
    document.body.append(early, broken);
    lateTags -= 1;
    expect(defineShow()).toBe(tag);
    await expect.poll(() => shown(early)).toBe('/early no items');
    await expect.poll(() => shown(broken)).toBe('/ no items');
  });

  it('reads attributes by type and resets a removed one, and setting a property writes no attribute', async () => {
    const element = document.createElement(defineShow()) as HTMLElement & {
      basePath?: string;
      items?: readonly string[];
    };
    element.setAttribute('items', '["a","b"]');
    document.body.append(element);
    await expect.poll(() => shown(element)).toBe('/ a,b');
    element.items = ['c'];
    element.basePath = '/set';
    await expect.poll(() => shown(element)).toBe('/set c');
    expect(element.getAttribute('items')).toBe('["a","b"]');
    expect(element.hasAttribute('base-path')).toBe(false);
    element.setAttribute('items', '["d"]');
    await expect.poll(() => shown(element)).toBe('/set d');
    element.removeAttribute('items');
    await expect.poll(() => shown(element)).toBe('/set no items');
  });
});

describe('the platform', () => {
  it('is shared by a second copy of the runtime on the page: one config, one session', async () => {
    const secondCopy = new URL('./platform.ts?second-copy', import.meta.url).href;
    const copy = (await import(/* @vite-ignore */ secondCopy)) as typeof import('./platform.ts');
    expect(copy.loadPlatform).not.toBe(loadPlatform);
    const [mine, theirs] = await Promise.all([
      loadPlatform(inject('portalOrigin')),
      copy.loadPlatform(inject('portalOrigin')),
    ]);
    expect(theirs).toBe(mine);
  });
});

describe('the data cache', () => {
  function reading(element: HTMLElement): string | null {
    return element.shadowRoot?.querySelector('.reading')?.textContent ?? null;
  }

  it("is the page's: two elements read the same answer once, and an element added again finds it", async () => {
    const first = document.createElement(READER_TAG);
    const second = document.createElement(READER_TAG);
    document.body.append(first, second);
    await expect.poll(() => [reading(first), reading(second)]).toEqual(['read 1', 'read 1']);
    first.remove();
    const again = document.createElement(READER_TAG);
    const shown: (string | null)[] = [];
    const observer = new MutationObserver(() => shown.push(reading(again)));
    document.body.append(again);
    await expect.poll(() => again.shadowRoot).not.toBeNull();
    if (again.shadowRoot !== null)
      observer.observe(again.shadowRoot, { subtree: true, childList: true, characterData: true });
    await expect.poll(() => reading(again)).not.toBeNull();
    observer.disconnect();
    // At once the answer already read, then (stale while revalidating) perhaps a fresh one; never '…'.
    expect([...shown, reading(again)].filter((text) => text !== null)[0]).toBe('read 1');
  });

  it('keeps serving the elements that stay when the first of them is removed', async () => {
    document.body.replaceChildren();
    const first = document.createElement(READER_TAG);
    const second = document.createElement(READER_TAG);
    document.body.append(first);
    await expect.poll(() => reading(first)).toMatch(/^read \d+$/);
    document.body.append(second);
    await expect.poll(() => reading(second)).toBe(reading(first));
    first.remove();
    const third = document.createElement(READER_TAG);
    document.body.append(third);
    await expect.poll(() => reading(third)).toBe(reading(second));

    const before = reads;
    click(second, 'Read again');
    const fresh = `read ${before + 1}`;
    await expect.poll(() => [reading(second), reading(third)]).toEqual([fresh, fresh]);
  });
});

describe('failures', () => {
  it('reports a _FAILED action with its correlation id and announces it from the element', async () => {
    const element = await addWorkbench(TAG);
    const announced: PortalErrorDetail[] = [];
    const onError = (event: Event) => {
      if (event instanceof CustomEvent && event.composed) announced.push(event.detail);
    };
    window.addEventListener('portal-error', onError);
    click(element, 'Fail');
    window.removeEventListener('portal-error', onError);
    expect(reports).toMatchObject([{ action: 'LOAD_WORKBENCH_FAILED', correlationId: 'c-42', status: 503 }]);
    expect(announced).toEqual([
      { action: 'LOAD_WORKBENCH_FAILED', message: 'HTTP 503 GET /services/workbench', correlationId: 'c-42' },
    ]);
  });

  it("by default logs a failure and announces it once page-wide, apart from the element's own event", async () => {
    const element = await addWorkbench(TAG);
    configurePortal({ reporter: consoleReporter });
    const heard: { type: string; action: string }[] = [];
    const listen = (event: Event) => {
      if (event instanceof CustomEvent) heard.push({ type: event.type, action: event.detail.action });
    };
    window.addEventListener('portal-error', listen);
    window.addEventListener(FAILURE_EVENT, listen);
    try {
      click(element, 'Fail');
    } finally {
      window.removeEventListener('portal-error', listen);
      window.removeEventListener(FAILURE_EVENT, listen);
      configurePortal({ reporter: (report) => reports.push(report) });
    }
    expect(heard).toEqual([
      { type: FAILURE_EVENT, action: 'LOAD_WORKBENCH_FAILED' },
      { type: 'portal-error', action: 'LOAD_WORKBENCH_FAILED' },
    ]);
  });

  it("shows the frame's boundary when an area throws, and reports it", async () => {
    const element = await addWorkbench(TAG);
    click(element, 'Break');
    await expect
      .poll(() => shadow(element).querySelector('[role="alert"]')?.textContent)
      .toBe(FRAME_FALLBACK);
    expect(button(element, 'Count')).toBeNull();
    expect(reports.map((report) => report.action)).toContain('RENDER_FAILED');
  });
});
