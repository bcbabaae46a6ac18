/**
 * The main thread's work while moving through the library, as customers' browsers do it:
 * `<photo-library>` in the host portal, scrolled as the timeline bench scrolls it (a wheel turned
 * down a dozen screens at five depths, long steps through the whole library, jumps with the month
 * list), in a Chromium driven over the DevTools protocol with nothing but the page, the input and
 * the trace: no Network domain.
 *
 * [Note: The bench's browser watches no requests]
 * Playwright enables the protocol's Network domain on every page it drives, and with it the
 * browser keeps a record of every request for the inspector. A timeline moving through a large
 * library asks for hundreds of thumbnails a minute, and with those records each major garbage
 * collection took 35 to 54 ms of the main thread's time at full speed here, where without them
 * it took 3 to 7 ms (a million photos, 20 steps; `Network.enable` alone, asked for with no
 * buffers, brought the long collections back). No customer's browser keeps them. So this bench
 * signs in with Playwright, then closes it, and drives a Chromium of its own over a bare protocol
 * connection.
 *
 * For each way of moving it measures twice on one page:
 * - with the CPU slowed four times, the longest main-thread task (the Long Tasks API, wall-clock
 *   time) and the blocking time (each long task's time over 50 ms), the issue's figure;
 * - at full speed, traced, each main-thread task's CPU time (the thread's own clock, which other
 *   processes on the machine do not stretch), named by what took most of it: a frame (rendering
 *   the page, with the animation-frame callbacks before it), a major garbage collection, or
 *   script (a tile turn, a page of photos arriving, an event). Four times a task's CPU time is
 *   what it takes with the CPU slowed four times on a core of its own, so the goal is 12.5 ms.
 *
 * Run: `npm run build`, then `npx tsx bench/timeline/main-thread-work.ts --data-dir <folder>
 * [--sizes 10000,100000,1000000] [--steps 20]`, on a data folder the timeline bench (`npm run
 * bench:timeline -- --data-dir <folder>`) has seeded. Prints the figures; asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { startPortalServer } from '../../scripts/portal-server.ts';
import {
  signInToLibrary,
  WHEEL_DEPTHS,
  WHEEL_NOTCH_MS,
  WHEEL_NOTCH_PX,
  WHEEL_NOTCHES,
} from './library-bench.ts';

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
const THROTTLE = 4;
/** The goal: no task over 50 ms with the CPU slowed four times; as CPU time at full speed, 12.5 ms. */
const GOAL_MS = 50;
const GOAL_CPU_MS = GOAL_MS / THROTTLE;
/** Time for a step's photos to arrive and its tiles to be made, before the next step. */
const STEP_GAP_MS = 1500;
const VIEWPORT = { width: 1280, height: 800 };
type Move = 'wheel' | 'step' | 'jump';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bare DevTools protocol connection: commands and their answers, and events. */
class Protocol {
  readonly #socket: WebSocket;
  readonly #answers = new Map<number, (message: ProtocolMessage) => void>();
  readonly #listeners: ((message: ProtocolMessage) => void)[] = [];
  #next = 0;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ProtocolMessage;
      const answer = message.id === undefined ? undefined : this.#answers.get(message.id);
      if (answer !== undefined && message.id !== undefined) {
        this.#answers.delete(message.id);
        answer(message);
      } else for (const listener of this.#listeners) listener(message);
    });
  }

  static async open(url: string): Promise<Protocol> {
    const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 2 ** 30 });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Protocol(socket);
  }

  async send(method: string, params: object = {}): Promise<ProtocolMessage> {
    this.#next += 1;
    const id = this.#next;
    const answered = new Promise<ProtocolMessage>((resolve) => this.#answers.set(id, resolve));
    this.#socket.send(JSON.stringify({ id, method, params }));
    const message = await answered;
    if (message.error !== undefined) throw new Error(`${method}: ${message.error.message}`);
    return message;
  }

  /** Evaluates `expression` in the page and returns its value. */
  async evaluate(expression: string): Promise<unknown> {
    const { result } = await this.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (result?.exceptionDetails !== undefined)
      throw new Error(
        `${expression.trim().slice(0, 60)}: ${result.exceptionDetails.exception?.description ?? result.exceptionDetails.text}`,
      );
    return result?.result?.value;
  }

  listen(listener: (message: ProtocolMessage) => void): void {
    this.#listeners.push(listener);
  }

  close(): void {
    this.#socket.close();
  }
}

interface ProtocolMessage {
  readonly id?: number;
  readonly method?: string;
  readonly params?: { readonly value?: readonly TraceEvent[] };
  readonly result?: {
    readonly result?: { readonly value?: unknown };
    readonly exceptionDetails?: {
      readonly text: string;
      readonly exception?: { readonly description?: string };
    };
  };
  readonly error?: { readonly message: string };
}

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

/** The session cookies of the account of `size` photos, signed in through the identity provider's form. */
async function sessionCookies(origin: string, size: number): Promise<object[]> {
  const browser = await chromium.launch(chromiumLaunchOptions('browser'));
  try {
    const page = await browser.newPage();
    await signInToLibrary(page, origin, size);
    return (await page.context().cookies()).map(({ name, value, domain, path }) => ({
      name,
      value,
      domain,
      path,
    }));
  } finally {
    await browser.close();
  }
}

/** A Chromium of the bench's own, and protocol connections to it and to its page. */
interface OwnBrowser {
  readonly process: ChildProcess;
  readonly profile: string;
  readonly browser: Protocol;
  readonly page: Protocol;
}

async function launch(): Promise<OwnBrowser> {
  const { executablePath, args } = chromiumLaunchOptions('browser');
  const profile = mkdtempSync(join(tmpdir(), 'main-thread-work-'));
  const child = spawn(
    executablePath,
    [
      ...args,
      '--headless',
      // As Playwright launches it: a page in front is never treated as one in the background.
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const found = /DevTools listening on (ws:\S+)/.exec(said);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    child.once('exit', () => reject(new Error(`Chromium stopped before it listened: ${said}`)));
  });
  const targets = (await (await fetch(`http://127.0.0.1:${new URL(address).port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const pageTarget = targets.find((target) => target.type === 'page');
  if (pageTarget === undefined) throw new Error('Chromium opened no page');
  return {
    process: child,
    profile,
    browser: await Protocol.open(address),
    page: await Protocol.open(pageTarget.webSocketDebuggerUrl),
  };
}

/** Closes the browser as a customer would, and removes its profile once all its processes have stopped. */
async function close(own: OwnBrowser): Promise<void> {
  if (own.process.exitCode === null && own.process.signalCode === null) {
    const stopped = new Promise((resolve) => own.process.once('exit', resolve));
    // The answer may not come: the browser goes with the connection.
    void own.browser.send('Browser.close').catch(() => undefined);
    await stopped;
  }
  own.page.close();
  own.browser.close();
  rmSync(own.profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
}

/** The long tasks the page has seen since the last read, kept by the page itself. */
const LONG_TASKS_SCRIPT = `
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Opens `/my-photos` signed in, and waits until its first thumbnail has loaded and the page is quiet. */
async function openLibrary(own: OwnBrowser, origin: string, cookies: readonly object[]): Promise<void> {
  const { page } = own;
  await page.send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false });
  await page.send('Page.enable');
  await page.send('Page.addScriptToEvaluateOnNewDocument', { source: LONG_TASKS_SCRIPT });
  // Cookies are set without enabling the Network domain ([Note: The bench's browser watches no requests]).
  await page.send('Network.setCookies', { cookies });
  await page.send('Page.navigate', { url: `${origin}/my-photos` });
  const loaded = `[...(document.querySelector('photo-library')?.shadowRoot?.querySelectorAll('.timeline img') ?? [])]
    .some((image) => image.complete && image.naturalWidth > 0)`;
  const until = Date.now() + 120_000;
  while ((await page.evaluate(loaded)) !== true) {
    if (Date.now() > until) throw new Error('The first thumbnail did not load');
    await sleep(250);
  }
  await sleep(3000);
}

/** Moves through the library once: the wheel at its depths, or `STEPS` long steps or jumps. */
async function moveThrough(page: Protocol, move: Move): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await sleep(STEP_GAP_MS);
  const scrollTo = (share: number) =>
    page.evaluate(`window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * ${share})`);
  if (move === 'wheel') {
    const at = { x: 400, y: 400 };
    await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at });
    for (const depth of WHEEL_DEPTHS) {
      await scrollTo(depth);
      await sleep(STEP_GAP_MS);
      for (let notch = 0; notch < WHEEL_NOTCHES; notch += 1) {
        const started = performance.now();
        await page.send('Input.dispatchMouseEvent', {
          type: 'mouseWheel',
          ...at,
          deltaX: 0,
          deltaY: WHEEL_NOTCH_PX,
        });
        await sleep(WHEEL_NOTCH_MS - (performance.now() - started));
      }
    }
    await sleep(STEP_GAP_MS);
    return;
  }
  for (let step = 1; step <= STEPS; step += 1) {
    if (move === 'jump') {
      const share = ((step * 7919) % STEPS) / STEPS;
      await page.evaluate(`(() => {
        const select = document.querySelector('photo-library')?.shadowRoot?.querySelector('.month-jump select');
        if (!select) throw new Error('no month list');
        select.selectedIndex = Math.floor(${share} * (select.options.length - 1));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      })()`);
    } else await scrollTo(step / (STEPS + 1));
    // Waited for outside the page, so that no probe runs on the thread measured.
    await sleep(STEP_GAP_MS);
  }
}

/** The long tasks of a move with the CPU slowed `THROTTLE` times (wall-clock ms). */
async function longTasks(page: Protocol, move: Move): Promise<number[]> {
  await page.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluate('globalThis.__longTasks.length = 0');
  await moveThrough(page, move);
  const tasks = (await page.evaluate('globalThis.__longTasks.splice(0)')) as number[];
  await page.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return tasks;
}

/** The main-thread tasks of a move at full speed, from a trace. */
async function tracedTasks(own: OwnBrowser, move: Move): Promise<Task[]> {
  const events: TraceEvent[] = [];
  let complete: () => void = () => undefined;
  const completed = new Promise<void>((resolve) => {
    complete = resolve;
  });
  own.browser.listen((message) => {
    if (message.method === 'Tracing.dataCollected') events.push(...(message.params?.value ?? []));
    if (message.method === 'Tracing.tracingComplete') complete();
  });
  await own.browser.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink',
        'v8',
      ],
    },
  });
  await moveThrough(own.page, move);
  await own.browser.send('Tracing.end');
  await completed;
  return tasksOf(events);
}

function print(size: number, move: Move, slowed: readonly number[], tasks: readonly Task[]): void {
  const what = move === 'wheel' ? `the wheel at ${WHEEL_DEPTHS.length} depths` : `${STEPS} ${move}s`;
  // The Long Tasks API reports only tasks over 50 ms.
  const longest = slowed.length === 0 ? `under ${GOAL_MS}` : Math.max(...slowed).toFixed(0);
  const blocking = slowed.reduce((sum, duration) => sum + Math.max(0, duration - GOAL_MS), 0);
  console.log(`\n${size.toLocaleString('en-GB')} photos, ${what}`);
  console.log(
    `  CPU slowed ${THROTTLE}x: longest task ${longest} ms (goal ${GOAL_MS} ms), ${slowed.length} over ${GOAL_MS} ms, blocking ${blocking.toFixed(0)} ms`,
  );
  const line = (label: string, of: readonly Task[]) => {
    const most = of.reduce((max, task) => Math.max(max, task.cpu), 0);
    const over = of.filter((task) => task.cpu > GOAL_CPU_MS).length;
    console.log(
      `  full speed, ${label.padEnd(9)} longest ${`${most.toFixed(1)} ms`.padStart(8)} (x${THROTTLE}: ${(most * THROTTLE).toFixed(0)} ms), ${over} over ${GOAL_CPU_MS} ms`,
    );
  };
  line('any task', tasks);
  for (const kind of ['frame', 'script', 'major GC'] as const)
    line(
      kind,
      tasks.filter((task) => task.kind === kind),
    );
  const collections = tasks.filter((task) => task.kind === 'major GC');
  console.log(
    `  major GCs, in order: ${collections.map((task) => `${task.cpu.toFixed(1)} ms`).join(', ') || 'none'}`,
  );
}

const server = await startPortalServer({ dataDir, logFile: join(dataDir, 'server.log') });
try {
  for (const size of values.sizes.split(',').map(Number)) {
    const cookies = await sessionCookies(server.url, size);
    for (const move of ['wheel', 'step', 'jump'] as const) {
      // A browser of its own for each way of moving, its page loaded anew.
      const own = await launch();
      try {
        await openLibrary(own, server.url, cookies);
        const slowed = await longTasks(own.page, move);
        print(size, move, slowed, await tracedTasks(own, move));
      } finally {
        await close(own);
      }
    }
  }
} finally {
  await server.stop();
}
