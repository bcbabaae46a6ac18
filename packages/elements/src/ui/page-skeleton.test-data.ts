import { expect } from 'vitest';
import { ANSWERED } from '../runtime/test-page.test-data.ts';

/**
 * Holds the page's config request until `release` is called: the element's platform (config,
 * strings, the page's session) cannot load before, so the element shows what it shows while the
 * session loads, for as long as a test looks.
 */
export function holdConfig(): { readonly release: () => void } {
  const realFetch = globalThis.fetch;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname.endsWith('/config.json')) await released;
    return realFetch(input, init);
  };
  return {
    release: () => {
      globalThis.fetch = realFetch;
      release();
    },
  };
}

/** What a visitor sees of the element's loading state. */
export interface LoadingView {
  /** A busy region as tall as a page's heading and cards (a spinner is 32 px). */
  readonly busyPage: boolean;
  /** Anything presented as a progress bar, as the spinner is. */
  readonly spinner: boolean;
  /** The page heading, once the page is there. */
  readonly heading: string | null;
}

export function loadingView(root: ShadowRoot | null): LoadingView {
  const busy = root?.querySelector('[aria-busy="true"]') ?? null;
  return {
    busyPage: busy !== null && busy.getBoundingClientRect().height > 120,
    spinner: root?.querySelector('[role="progressbar"]') != null,
    heading: root?.querySelector('h1')?.textContent ?? null,
  };
}

/**
 * Puts `tag` on the page at `path` with its config held, expects the page's shape in skeletons
 * (busy, no spinner, no heading), lets the config through and waits for the page's `heading`; the
 * element's shadow root, for the test's own checks after.
 */
export async function showAfterLoading(
  tag: string,
  path: string,
  heading: string,
): Promise<ShadowRoot | null> {
  const config = holdConfig();
  try {
    window.history.replaceState(null, '', path);
    const element = document.createElement(tag);
    element.setAttribute('locale', 'en-GB');
    document.body.append(element);
    await expect
      .poll(() => loadingView(element.shadowRoot))
      .toEqual({ busyPage: true, spinner: false, heading: null });
    config.release();
    await expect.poll(() => loadingView(element.shadowRoot).heading, ANSWERED).toBe(heading);
    return element.shadowRoot;
  } finally {
    config.release();
  }
}
