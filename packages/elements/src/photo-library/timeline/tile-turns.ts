/**
 * [Note: A few tiles a task]
 * A photo's tile costs the main thread more than its markup: Chromium starts the image's request as
 * the element is made (lazy or not), then lays it out and paints it; on a phone-class CPU that is
 * about half a millisecond a tile. A jump, a fling or a page of photos arriving would otherwise turn
 * the whole window of rows into tiles at once, 80 and more, in one task far over the 50 ms that makes
 * a page feel stuck.
 *
 * So rows make their tiles in turns. A task makes at most `budget` new tiles: a row on screen whose
 * tiles fit in what is left of the task's budget makes them at once (before the frame is painted);
 * every other row keeps what it drew before (placeholders, or the photos it had) and waits its turn.
 * Turns are given in tasks of their own, one after another, so the browser paints between them,
 * nearest the viewport first, asked again at each turn since the page may have moved meanwhile. A
 * row larger than the budget has a task to itself. A row that leaves the page, or whose photos change
 * again before its turn, gives its place up.
 */

/** Runs `run` in a task of its own, after the tasks already queued. */
export type PostTask = (run: () => void) => void;

/** A task of its own: a message, which (unlike a timer) no browser clamps or throttles in a page in view. */
const postTask: PostTask = (run) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
};

/** New tiles a task makes at most: two rows of a wide grid, a little under 10 ms on a phone-class CPU. */
export const TILES_PER_TASK = 16;

interface Waiting {
  readonly tiles: number;
  /** Lower first; 0 is on screen. */
  readonly priority: () => number;
  readonly grant: () => void;
}

export class TileTurns {
  readonly #budget: number;
  readonly #post: PostTask;
  readonly #waiting = new Set<Waiting>();
  /** New tiles made in the current task; reset by the next turn's task. */
  #spent = 0;
  #posted = false;

  constructor(budget: number = TILES_PER_TASK, post: PostTask = postTask) {
    this.#budget = budget;
    this.#post = post;
  }

  /**
   * Asks to make `tiles` new tiles; `grant` is called when they may be, at once or in a later task.
   * `priority` is read when turns are given: 0 for a row on screen, more the farther it is. Returns
   * what gives the place up.
   */
  request(tiles: number, priority: () => number, grant: () => void): () => void {
    if (priority() <= 0 && this.#fits(tiles)) {
      this.#spend(tiles);
      grant();
      return () => undefined;
    }
    const waiting: Waiting = { tiles, priority, grant };
    this.#waiting.add(waiting);
    this.#schedule();
    return () => {
      this.#waiting.delete(waiting);
    };
  }

  #fits(tiles: number): boolean {
    return this.#spent === 0 || this.#spent + tiles <= this.#budget;
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
    for (const { waiting } of order) {
      if (!this.#fits(waiting.tiles)) break;
      this.#waiting.delete(waiting);
      this.#spent += waiting.tiles;
      waiting.grant();
    }
    if (this.#waiting.size > 0 || this.#spent > 0) this.#schedule();
  }
}

/** The page's turns: one main thread, so one budget for every grid of the page. */
export const pageTileTurns = new TileTurns();
