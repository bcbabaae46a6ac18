import { type PostTask, postTask } from './post-task.ts';

/**
 * [Note: A few tiles a task]
 * A photo's tile costs the main thread more than its markup: Chromium starts the image's request as
 * the element is made (lazy or not), then lays it out and paints it; on a phone-class CPU that is
 * about half a millisecond a tile. A jump, a fling or a page of photos arriving would otherwise turn
 * the whole window of rows into tiles at once, 80 and more, in one task far over the 50 ms that makes
 * a page feel stuck.
 *
 * So rows make their tiles in turns. A task makes at most `budget` new tiles: a row on screen makes
 * as many of its tiles as are left in the task's budget at once (before the frame is painted);
 * every other row keeps what it drew before (placeholders, or the photos it had) and waits its turn.
 * Turns are given in tasks of their own, one after another, so the browser paints between them,
 * nearest the viewport first, asked again at each turn since the page may have moved meanwhile. A
 * row given fewer tiles than it asked for makes those (its first new ones) and waits its turn for
 * the rest: a tile may cost several milliseconds on a slow phone, and a whole row in one task was
 * the longest task of a scroll. A row that leaves the page, or whose photos change again before its
 * turn, gives its place up.
 *
 * The page's budget is paced by time, not set in tiles: a tile costs a phone several times what it
 * costs a desktop, and a fixed count that keeps a desktop's task short is a long task on a slow
 * phone. Each turn's task is timed from its first grant until the renders it asked for, and the
 * image requests they start, are done; the budget is the tiles that fit in TURN_MS at what a tile
 * cost in the last turns (see `#took`): between one tile and TILES_PER_TASK.
 */

/** New tiles a task makes at most: two rows of a wide grid. */
export const TILES_PER_TASK = 16;

/** How long a turn's tiles may take to make: well inside the 50 ms after which a page feels stuck. */
export const TURN_MS = 12;

/** What a paced budget reads: the time, and a way to run code once the renders asked for are done. */
export interface TurnClock {
  readonly now: () => number;
  /** Runs `run` after the renders the grants just asked for, and the image requests they start. */
  readonly afterRenders: (run: () => void) => void;
}

const pageClock: TurnClock = {
  now: () => performance.now(),
  // Preact renders in a microtask; an image whose `src` it sets asks for its file in a microtask the
  // render queues (the HTML spec's "update the image data"). A microtask queued by a microtask
  // queued now runs after both.
  afterRenders: (run) => queueMicrotask(() => queueMicrotask(run)),
};

interface Waiting {
  readonly tiles: number;
  /** Lower first; 0 is on screen. */
  readonly priority: () => number;
  readonly grant: (tiles: number) => void;
}

export class TileTurns {
  /** The most tiles a task makes; with a clock, the budget is paced below it. */
  readonly #most: number;
  readonly #post: PostTask;
  readonly #clock: TurnClock | null;
  readonly #waiting = new Set<Waiting>();
  /** New tiles made in the current task; reset by the next turn's task. */
  #spent = 0;
  #posted = false;
  /** What a tile took to make in the last turns (ms), with a clock: at first, as if `most` filled TURN_MS. */
  #tileMs: number;

  /**
   * `budget` tiles a task; with `clock`, at most that many and as many as fit in TURN_MS at what
   * tiles took to make in the last turns.
   */
  constructor(budget: number = TILES_PER_TASK, post: PostTask = postTask, clock: TurnClock | null = null) {
    this.#most = budget;
    this.#post = post;
    this.#clock = clock;
    this.#tileMs = TURN_MS / budget;
  }

  /** The tiles a task may make now. */
  get budget(): number {
    if (this.#clock === null) return this.#most;
    return Math.max(1, Math.min(this.#most, Math.floor(TURN_MS / this.#tileMs)));
  }

  /**
   * Asks to make `tiles` new tiles; `grant` is called with how many of them may be made, at once or
   * in a later task: all of them, or as many as the task has budget left for (the row asks again
   * for the rest). `priority` is read when turns are given: 0 for a row on screen, more the farther
   * it is. Returns what gives the place up.
   */
  request(tiles: number, priority: () => number, grant: (tiles: number) => void): () => void {
    const room = this.#room();
    if (priority() <= 0 && room > 0) {
      const granted = Math.min(tiles, room);
      this.#spend(granted);
      grant(granted);
      return () => undefined;
    }
    const waiting: Waiting = { tiles, priority, grant };
    this.#waiting.add(waiting);
    this.#schedule();
    return () => {
      this.#waiting.delete(waiting);
    };
  }

  /** The tiles the current task may still make. */
  #room(): number {
    return this.budget - this.#spent;
  }

  #spend(tiles: number): void {
    this.#spent += tiles;
    this.#schedule();
  }

  /** The next task starts a new budget, and gives the waiting rows their turns. */
  #schedule(): void {
    if (this.#posted) return;
    this.#posted = true;
    this.#post(() => this.#turn());
  }

  #turn(): void {
    this.#posted = false;
    this.#spent = 0;
    const order = [...this.#waiting]
      .map((waiting) => ({ waiting, priority: waiting.priority() }))
      .sort((a, b) => a.priority - b.priority);
    const started = this.#clock?.now() ?? 0;
    for (const { waiting } of order) {
      const room = this.#room();
      if (room <= 0) break;
      const granted = Math.min(waiting.tiles, room);
      this.#waiting.delete(waiting);
      this.#spent += granted;
      waiting.grant(granted);
    }
    const granted = this.#spent;
    if (this.#clock !== null && granted > 0) {
      const clock = this.#clock;
      clock.afterRenders(() => this.#took(clock.now() - started, granted));
    }
    if (this.#waiting.size > 0 || this.#spent > 0) this.#schedule();
  }

  /**
   * A turn made `tiles` tiles in `ms`. The cost of a tile rises to a dearer turn's at once and falls
   * a quarter of the way to a cheaper one's: a tile's cost varies from turn to turn (the first after
   * a jump cost several times the later ones here), and a turn too large is the long task to avoid.
   */
  #took(ms: number, tiles: number): void {
    const cost = ms / tiles;
    this.#tileMs = cost > this.#tileMs ? cost : this.#tileMs + (cost - this.#tileMs) / 4;
  }
}

/** The page's turns: one main thread, so one budget for every grid of the page, paced by time. */
export const pageTileTurns = new TileTurns(TILES_PER_TASK, postTask, pageClock);
