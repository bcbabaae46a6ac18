import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test';
import { FIRST_RENDER_MARK } from '../../../packages/elements/src/runtime/first-render.ts';

/**
 * [Note: The honest first-load budget]
 * What a customer's phone downloads before an element first shows itself, measured the way the
 * phone pays for it: every response Chromium received before that moment, at its transferred size
 * (headers plus the body as sent, compressed when the server compressed it), in a browser whose
 * cache is empty. Nothing is left out because it is "shared": the loader, every chunk, the config
 * and the catalogue all count. The budget is on the portal's JavaScript; the page's own files (the
 * CMS page's scripts and styles, the host's HTML) and the portal's JSON are listed beside it.
 */

export type ResourceKind = 'portal script' | 'portal data' | 'page file';

export interface LoadedResource {
  /** The path on its origin, e.g. '/elements/chunks/react-BahDKGzw.js'. */
  readonly path: string;
  readonly kind: ResourceKind;
  /** Bytes on the wire: response headers plus the body as sent. */
  readonly transferred: number;
  /** The body as sent (compressed when it was). */
  readonly body: number;
  readonly encoding: string;
  /** Requested before the element first rendered. */
  readonly beforeFirstRender: boolean;
}

export interface FirstLoad {
  readonly resources: readonly LoadedResource[];
  /** Transferred bytes of the portal's JavaScript requested before the element first rendered. */
  readonly portalScriptBytes: number;
  /** The same for everything requested before the element first rendered. */
  readonly totalBytes: number;
}

export interface FirstLoadOptions {
  readonly browser: Browser;
  /** The signed-in state to start from (cookies); a context of its own keeps the cache empty. */
  readonly storageState?: BrowserContextOptions['storageState'];
  readonly url: string;
  /** The tag of the element whose first render ends the measurement. */
  readonly element: string;
  /** Whether a path is one of the portal's own files rather than the embedding page's. */
  readonly isPortalFile: (path: string) => boolean;
  readonly contextOptions?: BrowserContextOptions;
  /**
   * The element reads its data once it has rendered: the measurement waits for that first answer of
   * a service before it takes a quiet network as the end, which on a busy machine can come first.
   */
  readonly awaitServiceAnswer?: boolean;
}

/** The longest the measurement waits for the element's first service answer. */
const SERVICE_ANSWER_WAIT_MS = 30_000;

/**
 * Opens `url` in a fresh context and records every request until `element` has rendered its area
 * (its shadow root holds the area's root, not the loading spinner) and the network has been quiet.
 */
export async function measureFirstLoad(options: FirstLoadOptions): Promise<FirstLoad> {
  const context = await options.browser.newContext({
    ...options.contextOptions,
    ...(options.storageState === undefined ? {} : { storageState: options.storageState }),
  });
  try {
    const page = await context.newPage();
    const finished: Request[] = [];
    let serviceAnswered: () => void = () => undefined;
    const serviceAnswer = new Promise<void>((resolve) => {
      serviceAnswered = resolve;
    });
    page.on('requestfinished', (request) => {
      finished.push(request);
      if (new URL(request.url()).pathname.startsWith('/services/')) serviceAnswered();
    });
    await page.goto(options.url);
    const firstRender = await firstRenderTime(page, options.element);
    if (options.awaitServiceAnswer === true) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        serviceAnswer,
        new Promise((resolve) => {
          timer = setTimeout(resolve, SERVICE_ANSWER_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    await page.waitForLoadState('networkidle');
    const resources = await Promise.all(
      finished.map(async (request): Promise<LoadedResource> => {
        const sizes = await request.sizes();
        const response = await request.response();
        const url = new URL(request.url());
        return {
          path: `${url.pathname}${url.search}`,
          kind: kindOf(url.pathname, request.resourceType(), options.isPortalFile),
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          body: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          beforeFirstRender: request.timing().startTime <= firstRender,
        };
      }),
    );
    const before = resources.filter((resource) => resource.beforeFirstRender);
    return {
      resources,
      portalScriptBytes: sum(before.filter((resource) => resource.kind === 'portal script')),
      totalBytes: sum(before),
    };
  } finally {
    await context.close();
  }
}

function kindOf(path: string, type: string, isPortalFile: (path: string) => boolean): ResourceKind {
  if (!isPortalFile(path)) return 'page file';
  return type === 'script' || path.endsWith('.js') ? 'portal script' : 'portal data';
}

function sum(resources: readonly LoadedResource[]): number {
  return resources.reduce((total, resource) => total + resource.transferred, 0);
}

/**
 * The moment (ms since the epoch, as request timings count) the element's area first rendered: the
 * runtime marks it as the area's root is committed (`FIRST_RENDER_MARK`), so how soon a test looks
 * does not move it.
 */
async function firstRenderTime(page: Page, tag: string): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => {
      const [mark] = performance.getEntriesByName(name, 'mark');
      return mark === undefined ? false : performance.timeOrigin + mark.startTime;
    },
    `${FIRST_RENDER_MARK}${tag}`,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export const KB = 1024;

/** The table `npm run bench` and the budget test print: one line a resource, then the sums. */
export function describeFirstLoad(title: string, load: FirstLoad): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`.padStart(9);
  const lines = [`${title}`];
  for (const resource of load.resources) {
    const when = resource.beforeFirstRender ? '' : '  (after first render)';
    lines.push(
      `  ${resource.kind.padEnd(13)} ${kb(resource.transferred)} ${resource.encoding.padEnd(8)} ${resource.path}${when}`,
    );
  }
  lines.push(`  portal JavaScript before first render: ${kb(load.portalScriptBytes).trim()}`);
  lines.push(`  everything before first render:        ${kb(load.totalBytes).trim()}`);
  return lines.join('\n');
}
