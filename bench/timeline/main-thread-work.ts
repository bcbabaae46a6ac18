/**
 * The main thread's own work while moving through the library: `<photo-library>` in the host
 * portal, scrolled as the timeline bench scrolls it (a wheel turned down a dozen screens at five
 * depths, long steps through the whole library, jumps with the month list), traced by Chromium at
 * full speed. For each task of the page's main thread the trace gives its CPU time (the
 * thread's own clock), which other processes on the machine do not stretch: the timeline bench's
 * longest task at 4x is a wall-clock time, and on two shared cores it moves by 50 ms and more
 * between runs of the same build. Four times a task's CPU time is what it takes with the CPU slowed
 * four times and a core to itself, so the 50 ms goal at 4x is 12.5 ms here.
 *
 * Each task is named by what took most of it: a frame (rendering the page, with the animation
 * frame callbacks before it), a major garbage collection, or script (a tile turn, a page of photos
 * arriving, an event). For each size and kind it prints the longest task, the tasks over 12.5 ms,
 * and the major collections one by one.
 *
 * Run: `npm run build`, then `npx tsx bench/timeline/main-thread-work.ts --data-dir <folder>
 * [--sizes 10000,100000,1000000] [--steps 20]`, on a data folder the timeline bench (`npm run
 * bench:timeline -- --data-dir <folder>`) has seeded. Prints the figures; asserts nothing.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { startPortalServer } from '../../scripts/portal-server.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    steps: { type: 'string', default: '20' },
  },
});
const dataDir = values['data-dir'];
if (dataDir === undefined) throw new Error('--data-dir: a folder the timeline bench has seeded');
const STEPS = Number(values.steps);
/** The goal at 4x (50 ms), as the CPU time of a task at full speed. */
const GOAL_CPU_MS = 50 / 4;
/** Time for a step's photos to arrive and its tiles to be made, before the next step. */
const STEP_GAP_MS = 1500;

/** One event of Chromium's trace, as far as this bench reads it. */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU time in the event (µs). */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

type Kind = 'frame' | 'major GC' | 'script';

interface Task {
  readonly kind: Kind;
  /** CPU time and wall time, ms. */
  readonly cpu: number;
  readonly wall: number;
}

/** The renderer's main-thread tasks of a trace, each with its kind. */
function tasksOf(events: readonly TraceEvent[]): Task[] {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const renderers = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map(thread),
  );
  // The page's renderer: the main thread that was busiest (others are blank or extension pages).
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'RunTask' && renderers.has(thread(event)))
      busy.set(thread(event), (busy.get(thread(event)) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events
    .filter((event) => thread(event) === main && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let inside = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    while (inside < onMain.length && (onMain[inside]?.ts ?? 0) < task.ts) inside += 1;
    let gc = 0;
    let frame = 0;
    for (let index = inside; index < onMain.length; index += 1) {
      const event = onMain[index];
      if (event === undefined || event.ts > end) break;
      if (event.name === 'MajorGC') gc += event.dur ?? 0;
      if (
        event.name === 'WebFrameWidgetImpl::BeginMainFrame' ||
        event.name === 'WebFrameWidgetImpl::UpdateLifecycle'
      )
        frame += event.dur ?? 0;
    }
    const wall = (task.dur ?? 0) / 1000;
    const kind: Kind = gc > wall * 500 ? 'major GC' : frame > wall * 500 ? 'frame' : 'script';
    tasks.push({ kind, cpu: (task.tdur ?? 0) / 1000, wall });
  }
  return tasks;
}

async function signedIn(browser: Browser, origin: string, size: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // The wait below is a string the page evaluates, which the portal's policy would refuse.
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/my-photos`);
  await page.getByLabel('E-mail address').fill(`timeline-${size}@example.com`);
  await page.getByLabel('Password').fill('bench');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/my-photos'));
  await page.locator('photo-library .tile img').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

type Move = 'jump' | 'step' | 'wheel';

/** Where in the library the wheel turns, as shares of the page (as in the timeline bench). */
const WHEEL_DEPTHS = [0.1, 0.3, 0.5, 0.7, 0.9];
/** The wheel: a notch of 100 px each 40 ms, 100 notches at each depth (as in the timeline bench). */
const WHEEL_NOTCHES = 100;
const WHEEL_NOTCH_MS = 40;

/** Turns the wheel steadily down a dozen screens at each depth. */
async function wheel(page: Page): Promise<void> {
  await page.mouse.move(400, 400);
  for (const depth of WHEEL_DEPTHS) {
    await page.evaluate(
      (share) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * share),
      depth,
    );
    await new Promise((resolve) => setTimeout(resolve, STEP_GAP_MS));
    for (let notch = 0; notch < WHEEL_NOTCHES; notch += 1) {
      const started = performance.now();
      await page.mouse.wheel(0, 100);
      const left = WHEEL_NOTCH_MS - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, STEP_GAP_MS));
}

/** Turns the wheel, or moves through the library `STEPS` times (month-list jumps, long scrolls), traced. */
async function traced(browser: Browser, page: Page, move: Move): Promise<Task[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'],
  });
  if (move === 'wheel') await wheel(page);
  for (let step = 1; move !== 'wheel' && step <= STEPS; step += 1) {
    if (move === 'jump') {
      await page.evaluate(
        (share) => {
          const select = document
            .querySelector('photo-library')
            ?.shadowRoot?.querySelector<HTMLSelectElement>('.month-jump select');
          if (!select) throw new Error('no month list');
          select.selectedIndex = Math.floor(share * (select.options.length - 1));
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        ((step * 7919) % STEPS) / STEPS,
      );
    } else {
      await page.evaluate(
        (share) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * share),
        step / (STEPS + 1),
      );
    }
    // Waited for outside the page, so that no probe runs on the thread measured.
    await new Promise((resolve) => setTimeout(resolve, STEP_GAP_MS));
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return tasksOf(trace.traceEvents);
}

function print(size: number, move: Move, tasks: readonly Task[]): void {
  const line = (label: string, of: readonly Task[]) => {
    const longest = of.reduce<Task | null>(
      (most, task) => (most === null || task.cpu > most.cpu ? task : most),
      null,
    );
    const over = of.filter((task) => task.cpu > GOAL_CPU_MS).length;
    console.log(
      `  ${label.padEnd(22)} ${longest === null ? '-'.padStart(8) : `${longest.cpu.toFixed(1)} ms`.padStart(8)}` +
        ` ${longest === null ? '' : `(x4: ${(longest.cpu * 4).toFixed(0)} ms)`.padEnd(14)} ${String(over).padStart(4)} over ${GOAL_CPU_MS} ms`,
    );
  };
  const what = move === 'wheel' ? `the wheel at ${WHEEL_DEPTHS.length} depths` : `${STEPS} ${move}s`;
  console.log(`\n${size.toLocaleString('en-GB')} photos, ${what}: the longest task's CPU time at full speed`);
  line('any task', tasks);
  for (const kind of ['frame', 'script', 'major GC'] as const)
    line(
      kind,
      tasks.filter((task) => task.kind === kind),
    );
  const collections = tasks.filter((task) => task.kind === 'major GC');
  console.log(
    `  major GCs, in order:   ${collections.map((task) => `${task.cpu.toFixed(1)} ms`).join(', ') || 'none'}`,
  );
}

const server = await startPortalServer({ dataDir, logFile: join(dataDir, 'server.log') });
const browser = await chromium.launch(chromiumLaunchOptions('browser'));
try {
  for (const size of values.sizes.split(',').map(Number)) {
    for (const move of ['wheel', 'step', 'jump'] as const) {
      // A page of its own for each: the first major collection after a load is the dearest.
      const page = await signedIn(browser, server.url, size);
      print(size, move, await traced(browser, page, move));
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
