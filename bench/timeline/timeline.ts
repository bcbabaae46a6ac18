// The server's modules reach the identity provider's types, which the server declares itself.
/// <reference path="../../packages/server/src/identity/oidc-provider.d.ts" />
/**
 * The photos timeline in a real browser at scale: `<photo-library>` in the host portal against the
 * real server, for accounts of 10,000, 100,000 and 1,000,000 photos (seeded as `npm run seed` does),
 * in headless Chromium with the CPU slowed 4 times, beside a naive baseline in the same run (every
 * loaded section rendered, no windowing: naive-timeline.ts). For each it prints:
 * - API requests and bytes before the first thumbnail shows;
 * - the most elements in the page (the element's shadow root, the baseline's body) at any point
 *   while scrolling from top to bottom;
 * - the longest main-thread task while scrolling as a hand does (a wheel turned steadily down a
 *   dozen screens, at five depths of the library), while stepping through the whole library in
 *   long jumps (1/120 of it each, a screen of new rows every step), and while jumping with the
 *   year/month scrubber;
 * - the JS heap after the full scroll (after a garbage collection);
 * - whether the library's last photo could be reached.
 * Goals: first thumbnails after at most 3 API requests, at most 1,500 elements, no task over 50 ms,
 * heap under 100 MB, all of the library reachable. Asserts nothing; figures go to the README.
 * The longest tasks here count the page's major garbage collections as Playwright's browser makes
 * them, kept long by its record of every request; main-thread-work.ts measures the tasks in a
 * browser that keeps none ([Note: The bench's browser watches no requests] there).
 *
 * Run: `npm run build`, then `npm run bench:timeline -- [--sizes 10000,100000,1000000]
 * [--throttle 4] [--steps 120] [--data-dir <folder>] [--element-only]`. A data folder given is
 * kept, and the libraries already seeded in it are used again (seeding a million photos takes
 * minutes). `--element-only` leaves the baseline out.
 * Diagnostics: BENCH_DEBUG=1 prints the requests counted and, at each scroll step, the animation
 * frames over 50 ms with the scripts that ran in them; BENCH_PROFILE=1 prints where the main thread
 * spent the scroll (a CPU profile's self time by function).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { TIMELINE_PAGE_SIZE } from '../../packages/api/src/clients/limits.ts';
import { FileBlobStore } from '../../packages/server/src/blobs/file-blob-store.ts';
import { openDatabase } from '../../packages/server/src/db/database.ts';
import { createAccount, findAccountByEmail } from '../../packages/server/src/identity/accounts.ts';
import { runAuthorizationCodeFlow } from '../../packages/server/src/identity/authorization-code-flow.ts';
import { seedLargeLibrary } from '../../packages/server/src/seed/large-library.ts';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { startPortalServer } from '../../scripts/portal-server.ts';
import {
  BENCH_PASSWORD,
  benchEmail,
  WHEEL_DEPTHS,
  WHEEL_NOTCH_MS,
  WHEEL_NOTCH_PX,
  WHEEL_NOTCHES,
} from './library-bench.ts';
import { runNaiveTimeline } from './naive-timeline.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    throttle: { type: 'string', default: '4' },
    steps: { type: 'string', default: '120' },
    'data-dir': { type: 'string' },
    /** Measures the element alone, without the naive baseline (while working on the element). */
    'element-only': { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const THROTTLE = Number(values.throttle);
const STEPS = Number(values.steps);
const VIEWPORT = { width: 1280, height: 800 };
/** How long a scroll step waits for the photos in view to load before it goes on. */
const SETTLE_MS = 3000;
const SCRUBBER_JUMPS = 20;
/** How long the bottom of the page may take to show the library's last photo. */
const LAST_PHOTO_WAIT_MS = 120_000;

interface Figures {
  readonly requests: number;
  readonly kilobytes: number;
  readonly mostElements: number;
  readonly wheelTasks: LongTasks;
  readonly scrollTasks: LongTasks;
  readonly jumpTasks: LongTasks | null;
  readonly heapMegabytes: number;
  /** Seconds from the end of the scroll until the library's last photo showed; null: not within the wait. */
  readonly lastPhotoSeconds: number | null;
}

async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    // A million rows outgrow SQLite's default page cache many times over, which slows the load.
    if (database.dialect === 'sqlite') await sql`PRAGMA cache_size = -1048576`.execute(database.db);
    for (const size of SIZES) {
      if ((await findAccountByEmail(database, benchEmail(size))) !== undefined) continue;
      const account = await createAccount(database, {
        email: benchEmail(size),
        password: BENCH_PASSWORD,
        firstName: 'Timeline',
        lastName: String(size),
        userType: 'consumer',
      });
      const started = performance.now();
      await seedLargeLibrary(
        { database, blobs: new FileBlobStore(dataDir) },
        {
          ownerId: account.id,
          count: size,
          storeBlobs: false,
          onProgress: (inserted) => {
            if (inserted % 100_000 === 0) process.stdout.write(`  seeded ${inserted} of ${size}\n`);
          },
        },
      );
      console.log(`Seeded ${size} photos in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await database.close();
  }
}

/**
 * With BENCH_DEBUG, the animation frames over 50 ms and the scripts in them (kept only then: the
 * list grows through the run and would count in the heap measured).
 */
const LONG_FRAMES_SCRIPT = `
  globalThis.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < 50) continue;
      globalThis.__frames.push({
        duration: Math.round(entry.duration),
        blocking: Math.round(entry.blockingDuration),
        render: Math.round(entry.startTime + entry.duration - entry.renderStart),
        layout: Math.round(entry.startTime + entry.duration - entry.styleAndLayoutStart),
        scripts: entry.scripts.map((script) => script.invoker + ' ' + Math.round(script.duration) + 'ms forced ' + Math.round(script.forcedStyleAndLayoutDuration) + 'ms ' + script.sourceFunctionName + '@' + script.sourceURL.split('/').pop() + ':' + script.sourceCharPosition),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

/**
 * Long tasks of the page, counted from the last reset: the longest, and the blocking time (each
 * task's time over 50 ms, summed), which one stray task (a garbage collection, the machine busy
 * elsewhere) moves far less than it moves the longest.
 */
const LONG_TASKS_SCRIPT = `
  globalThis.__name = (target) => target;
  globalThis.__longest = 0;
  globalThis.__blocking = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.__longest = Math.max(globalThis.__longest, entry.duration);
      globalThis.__blocking += Math.max(0, entry.duration - 50);
    }
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * Whether a row in view has fewer tiles than photos ([Note: Places without elements]), asked
 * without laying the page out: the probe polls every 50 ms, and a probe that measured the rows
 * (`getBoundingClientRect`) made the page lay itself out in the probe's own task, a long task of
 * the bench's making among the page's. The rows in view come from an IntersectionObserver, which
 * the browser answers with each frame; until it has answered after the last step
 * (`__stepAt`, set with each step), the photos count as waiting.
 */
const ROWS_IN_VIEW_SCRIPT = `
  globalThis.__stepAt = 0;
  globalThis.__photosWaiting = () => {
    const root = document.querySelector('photo-library')?.shadowRoot;
    if (!root) return true;
    if (!globalThis.__rowsInView) {
      const inView = new Set();
      globalThis.__rowsInView = inView;
      globalThis.__rowsSeenAt = 0;
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target);
          else inView.delete(entry.target);
        }
        globalThis.__rowsSeenAt = performance.now();
      });
      const rowsIn = (node) =>
        node.classList.contains('timeline-row') ? [node] : [...node.querySelectorAll('.timeline-row')];
      for (const row of root.querySelectorAll('.timeline-row')) observer.observe(row);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node.nodeType === 1) for (const row of rowsIn(node)) observer.observe(row);
          }
          for (const node of record.removedNodes) {
            if (node.nodeType !== 1) continue;
            for (const row of rowsIn(node)) {
              observer.unobserve(row);
              inView.delete(row);
            }
          }
        }
      }).observe(root, { childList: true, subtree: true });
    }
    if (globalThis.__rowsSeenAt < globalThis.__stepAt) return true;
    return [...globalThis.__rowsInView].some(
      (row) => row.querySelectorAll(':scope > .tile').length < Number(row.dataset.count),
    );
  };
`;

async function openPage(
  browser: Browser,
  origin: string,
  size: number,
): Promise<{ page: Page; cdp: CDPSession; token: string }> {
  // The portal's pages allow no script but their own files; the bench's probes are strings the
  // page evaluates, so the context sets the page's policy aside for them.
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB', bypassCSP: true });
  await context.addInitScript({ content: LONG_TASKS_SCRIPT });
  await context.addInitScript({ content: ROWS_IN_VIEW_SCRIPT });
  if (process.env.BENCH_DEBUG) await context.addInitScript({ content: LONG_FRAMES_SCRIPT });
  const page = await context.newPage();
  // Signed in through the identity provider's own form, as a customer is.
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mail address').fill(benchEmail(size));
  await page.getByLabel('Password').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/`);
  const cdp = await context.newCDPSession(page);
  const tokens = await runAuthorizationCodeFlow({
    baseUrl: origin,
    credentials: { email: benchEmail(size), password: BENCH_PASSWORD },
  });
  return { page, cdp, token: tokens.accessToken };
}

/** Counts the service calls and their bytes until `until` resolves. */
async function countRequests(
  page: Page,
  until: () => Promise<unknown>,
): Promise<{ requests: number; kilobytes: number }> {
  let requests = 0;
  const sizes: Promise<number>[] = [];
  const onRequest = (request: import('playwright-core').Request) => {
    if (!new URL(request.url()).pathname.startsWith('/services/') || request.url().includes('/media/'))
      return;
    requests += 1;
    if (process.env.BENCH_DEBUG) console.log('   ', request.method(), request.url());
    sizes.push(
      request
        .response()
        .then(async (response) => (response === null ? 0 : (await response.body()).byteLength))
        .catch(() => 0),
    );
  };
  page.on('request', onRequest);
  await until();
  page.off('request', onRequest);
  const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  return { requests, kilobytes: bytes / 1024 };
}

interface Target {
  /** Elements in the timeline's part of the page. */
  readonly elements: string;
  /** Whether a thumbnail has loaded. */
  readonly firstThumbnail: string;
  /** Whether the viewport still waits for photos. */
  readonly waiting: string;
  /** The alt text of the last loaded photo. */
  readonly lastPhoto: string;
}

const ELEMENT: Target = {
  elements: `document.querySelector('photo-library')?.shadowRoot?.querySelectorAll('*').length ?? 0`,
  firstThumbnail: `[...(document.querySelector('photo-library')?.shadowRoot?.querySelectorAll('.timeline img') ?? [])].some((image) => image.complete && image.naturalWidth > 0)`,
  waiting: `globalThis.__photosWaiting()`,
  lastPhoto: `[...(document.querySelector('photo-library')?.shadowRoot?.querySelectorAll('.timeline img') ?? [])].at(-1)?.alt ?? ''`,
};

const NAIVE: Target = {
  elements: `document.body.querySelectorAll('*').length`,
  firstThumbnail: `[...document.querySelectorAll('main img')].some((image) => image.complete && image.naturalWidth > 0)`,
  waiting: `[...document.querySelectorAll('main section > div:last-child')].some((rest) => { const box = rest.getBoundingClientRect(); return rest.offsetHeight > 0 && box.bottom > 0 && box.top < innerHeight; })`,
  lastPhoto: `[...document.querySelectorAll('main img')].at(-1)?.alt ?? ''`,
};

async function settle(page: Page, target: Target): Promise<void> {
  await page
    .waitForFunction(`!(${target.waiting})`, undefined, { timeout: SETTLE_MS, polling: 50 })
    .catch(() => undefined);
}

interface LongTasks {
  readonly longest: number;
  readonly blocking: number;
}

async function longTasks(page: Page): Promise<LongTasks> {
  return page.evaluate(() => {
    const { __longest, __blocking } = globalThis as unknown as { __longest: number; __blocking: number };
    return { longest: __longest, blocking: __blocking };
  });
}

async function resetLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.assign(globalThis, { __longest: 0, __blocking: 0 });
  });
}

/** Scrolls from top to bottom in STEPS steps, the photos in view loaded at each. */
async function scrollThrough(page: Page, target: Target): Promise<number> {
  let most = 0;
  for (let step = 0; step <= STEPS; step += 1) {
    await page.evaluate((fraction) => {
      Object.assign(globalThis, { __stepAt: performance.now() });
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction);
    }, step / STEPS);
    await settle(page, target);
    most = Math.max(most, await page.evaluate<number>(target.elements));
    if (process.env.BENCH_DEBUG) {
      console.log('    step', step, 'longest so far', (await longTasks(page)).longest);
      console.log(
        JSON.stringify(
          await page.evaluate(() => (globalThis as unknown as { __frames: unknown[] }).__frames.splice(0)),
        ),
      );
    }
  }
  return most;
}

/**
 * Scrolls as a hand does: at each of WHEEL_DEPTHS, jumps there and lets the view fill and the page
 * come to rest, then turns the wheel steadily down. Only the wheel's part counts.
 */
async function wheelThrough(page: Page, target: Target): Promise<LongTasks> {
  let longest = 0;
  let blocking = 0;
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  for (const depth of WHEEL_DEPTHS) {
    await page.evaluate((fraction) => {
      Object.assign(globalThis, { __stepAt: performance.now() });
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction);
    }, depth);
    await settle(page, target);
    // The rows around the view and their tiles are made in tasks after it fills.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await resetLongTasks(page);
    for (let notch = 0; notch < WHEEL_NOTCHES; notch += 1) {
      const started = performance.now();
      await page.mouse.wheel(0, WHEEL_NOTCH_PX);
      const left = WHEEL_NOTCH_MS - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
    await settle(page, target);
    const tasks = await longTasks(page);
    longest = Math.max(longest, tasks.longest);
    blocking += tasks.blocking;
  }
  return { longest, blocking };
}

/** The name of the library's last photo, in the saved order (date taken, newest first). */
async function lastPhotoOf(origin: string, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const counts = (await (await fetch(`${origin}/services/photo/users/timeline`, { headers })).json()) as {
    years: { year: number; months: { month: number; count: number }[] }[];
  };
  const year = counts.years.at(-1);
  const month = year?.months.at(-1);
  if (year === undefined || month === undefined) return '';
  let cursor: string | null = null;
  let last = '';
  do {
    const query = new URLSearchParams({
      limit: String(TIMELINE_PAGE_SIZE),
      sortKey: 'dateTaken',
      sortOrder: 'desc',
    });
    if (cursor !== null) query.set('cursor', cursor);
    const page = (await (
      await fetch(`${origin}/services/photo/photos/timeline/${year.year}/${month.month}?${query}`, {
        headers,
      })
    ).json()) as { cursor: string | null; images: { localFileName: string }[] };
    last = page.images.at(-1)?.localFileName ?? last;
    cursor = page.cursor;
  } while (cursor !== null);
  return last;
}

/** At the bottom of the page: how long until the library's last photo is in the page. */
async function timeToLastPhoto(page: Page, target: Target, lastPhoto: string): Promise<number | null> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const started = performance.now();
  try {
    await page.waitForFunction(`(${target.lastPhoto}) === ${JSON.stringify(lastPhoto)}`, undefined, {
      timeout: LAST_PHOTO_WAIT_MS,
      polling: 250,
    });
    return (performance.now() - started) / 1000;
  } catch {
    return null;
  }
}

async function heapMegabytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

async function measureElement(browser: Browser, origin: string, size: number): Promise<Figures> {
  const { page, cdp, token } = await openPage(browser, origin, size);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const first = await countRequests(page, async () => {
      await page.goto(`${origin}/my-photos`);
      await page.waitForFunction(ELEMENT.firstThumbnail, undefined, { timeout: 120_000, polling: 50 });
    });
    // The first load's own work (the shell, the storage status) ends before the scroll is measured.
    await page.waitForLoadState('networkidle');
    const wheelTasks = await wheelThrough(page, ELEMENT);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page, ELEMENT);
    await resetLongTasks(page);
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const mostElements = await scrollThrough(page, ELEMENT);
    const scrollTasks = await longTasks(page);
    if (process.env.BENCH_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      const self = new Map<string, number>();
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const counts = new Map<number, number>();
      for (const sample of profile.samples ?? []) counts.set(sample, (counts.get(sample) ?? 0) + 1);
      for (const [id, hits] of counts) {
        const node = byId.get(id);
        if (node === undefined) continue;
        const name = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
        self.set(name, (self.get(name) ?? 0) + hits);
      }
      const total = [...self.values()].reduce((sum, hits) => sum + hits, 0);
      for (const [name, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
        console.log(`    ${((100 * hits) / total).toFixed(1).padStart(5)}% ${name}`);
      }
    }
    const heap = await heapMegabytes(cdp);
    const lastPhotoSeconds = await timeToLastPhoto(page, ELEMENT, await lastPhotoOf(origin, token));

    // The scrubber: months picked across the library, each jumped to in one step.
    await page.evaluate(() => window.scrollTo(0, 0));
    await resetLongTasks(page);
    for (let jump = 0; jump < SCRUBBER_JUMPS; jump += 1) {
      await page.evaluate(
        (fraction) => {
          const select = document
            .querySelector('photo-library')
            ?.shadowRoot?.querySelector<HTMLSelectElement>('.month-jump select');
          if (!select) throw new Error('no scrubber');
          Object.assign(globalThis, { __stepAt: performance.now() });
          select.selectedIndex = Math.floor(fraction * (select.options.length - 1));
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        ((jump * 7919) % SCRUBBER_JUMPS) / SCRUBBER_JUMPS,
      );
      await settle(page, ELEMENT);
    }
    const jumpTasks = await longTasks(page);
    return {
      ...first,
      mostElements,
      wheelTasks,
      scrollTasks,
      jumpTasks,
      heapMegabytes: heap,
      lastPhotoSeconds,
    };
  } finally {
    await page.context().close();
  }
}

async function measureNaive(browser: Browser, origin: string, size: number): Promise<Figures> {
  const { page, cdp, token } = await openPage(browser, origin, size);
  try {
    // A blank page on the portal's own origin, where the baseline calls the services.
    await page.route(`${origin}/bench/naive`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Naive timeline</title><body style="margin:0">',
      }),
    );
    await page.goto(`${origin}/bench/naive`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const first = await countRequests(page, async () => {
      await page.evaluate(runNaiveTimeline, { service: `${origin}/services/photo`, token });
      await page.waitForFunction(NAIVE.firstThumbnail, undefined, { timeout: 120_000, polling: 50 });
    });
    await page.waitForLoadState('networkidle');
    const wheelTasks = await wheelThrough(page, NAIVE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page, NAIVE);
    await resetLongTasks(page);
    const mostElements = await scrollThrough(page, NAIVE);
    const scrollTasks = await longTasks(page);
    const heap = await heapMegabytes(cdp);
    const lastPhotoSeconds = await timeToLastPhoto(page, NAIVE, await lastPhotoOf(origin, token));
    return {
      ...first,
      mostElements,
      wheelTasks,
      scrollTasks,
      jumpTasks: null,
      heapMegabytes: heap,
      lastPhotoSeconds,
    };
  } finally {
    await page.context().close();
  }
}

function print(size: number, element: Figures, naive: Figures | null): void {
  const row = (label: string, of: (figures: Figures) => string, goal: string) =>
    console.log(
      `  ${label.padEnd(40)} ${of(element).padStart(12)} ${(naive === null ? '-' : of(naive)).padStart(12)}   ${goal}`,
    );
  console.log(`\n${size.toLocaleString('en-GB')} photos, CPU slowed ${THROTTLE}x`);
  console.log(`  ${''.padEnd(40)} ${'element'.padStart(12)} ${'naive'.padStart(12)}   goal`);
  row('API requests before the first thumbnail', (f) => String(f.requests), '<= 3');
  row('  their bytes', (f) => `${f.kilobytes.toFixed(1)} KB`, '');
  row('most elements while scrolling', (f) => f.mostElements.toLocaleString('en-GB'), '<= 1,500');
  row('longest task while scrolling (wheel)', (f) => `${f.wheelTasks.longest.toFixed(0)} ms`, '<= 50 ms');
  row(
    '  blocking time a second of it',
    (f) =>
      `${(f.wheelTasks.blocking / ((WHEEL_DEPTHS.length * WHEEL_NOTCHES * WHEEL_NOTCH_MS) / 1000)).toFixed(0)} ms`,
    '',
  );
  row(
    'longest task stepping through the library',
    (f) => `${f.scrollTasks.longest.toFixed(0)} ms`,
    '<= 50 ms',
  );
  row('  blocking time a step', (f) => `${(f.scrollTasks.blocking / (STEPS + 1)).toFixed(0)} ms`, '');
  row(
    'longest task while jumping',
    (f) => (f.jumpTasks === null ? '-' : `${f.jumpTasks.longest.toFixed(0)} ms`),
    '<= 50 ms',
  );
  row(
    '  blocking time a jump',
    (f) => (f.jumpTasks === null ? '-' : `${(f.jumpTasks.blocking / SCRUBBER_JUMPS).toFixed(0)} ms`),
    '',
  );
  row('JS heap after the full scroll', (f) => `${f.heapMegabytes.toFixed(1)} MB`, '< 100 MB');
  row(
    'last photo shown after reaching the end',
    (f) =>
      f.lastPhotoSeconds === null
        ? `not in ${LAST_PHOTO_WAIT_MS / 1000} s`
        : `${f.lastPhotoSeconds.toFixed(1)} s`,
    'reached',
  );
}

async function main(): Promise<void> {
  const kept = values['data-dir'];
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'timeline-bench-'));
  mkdirSync(dataDir, { recursive: true });
  try {
    await seed(dataDir);
    const server = await startPortalServer({ dataDir, logFile: join(dataDir, 'server.log') });
    const browser = await chromium.launch(chromiumLaunchOptions('browser'));
    try {
      for (const size of SIZES) {
        const element = await measureElement(browser, server.url, size);
        const naive = values['element-only'] ? null : await measureNaive(browser, server.url, size);
        print(size, element, naive);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    if (kept === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
