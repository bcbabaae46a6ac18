/**
 * [Note: A jump loads where it lands]
 * A scroll that moves the view by more than `PASSING_VIEWPORTS` viewports between two renders is
 * passing through (a smooth scroll to the middle of the library, a fling): the rows it passes are
 * not asked for until the view slows down, or stays where it is for `SETTLE_MS`. Two things do not
 * end the passing:
 * - a render that did not move the view (photos arriving for the rows asked before the scroll
 *   began);
 * - the timer firing before the scroll that moved on has been drawn, as it does on a busy page:
 *   the stay is read from the page in a frame, when the browser has applied its scroll, and the
 *   timer starts again if the view is not where it was.
 * The element's own jumps (the month list, the date scrubber, a place restored) are instant and
 * load at once.
 */
const PASSING_VIEWPORTS = 1;
export const SETTLE_MS = 120;

/** The page's clocks, injected by tests. */
export interface MotionClock {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  requestAnimationFrame(run: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

const pageClock: MotionClock = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
  requestAnimationFrame: (run) => window.requestAnimationFrame(run),
  cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
};

export interface MotionFrame {
  /** The timeline's position at the top of the view, as this render drew it. */
  readonly top: number;
  readonly viewportHeight: number;
  /** The page's scroll position this render drew (as `offset` reads it). */
  readonly drawnAt: number;
  /**
   * The page's scroll position now, read only in a frame (it may lay the page out): a render's
   * effect that read it would lay out the rows it has just added, at once and again after.
   */
  readonly offset: () => number;
  /** Asks for the rows this render shows. */
  readonly ask: () => void;
}

/** Decides, render by render, whether the rows in view are asked for now or once the view stays. */
export class ScrollMotion {
  readonly #clock: MotionClock;
  #top: number;
  #jumped = false;
  #passing = false;

  constructor(top: number, clock: MotionClock = pageClock) {
    this.#top = top;
    this.#clock = clock;
  }

  /** The element scrolls itself next (instantly): where it lands is asked for at once. */
  jump(): void {
    this.#jumped = true;
  }

  /** A render of the view at `frame.top`: asks now, or puts it off; answers how to cancel that. */
  rendered(frame: MotionFrame): () => void {
    const moved = Math.abs(frame.top - this.#top);
    const passing =
      !this.#jumped && (moved > PASSING_VIEWPORTS * frame.viewportHeight || (moved === 0 && this.#passing));
    this.#top = frame.top;
    // A jump is over once the view has moved to where it went.
    this.#jumped &&= moved === 0;
    this.#passing = passing;
    const ask = () => {
      this.#passing = false;
      frame.ask();
    };
    if (!passing) {
      ask();
      return () => undefined;
    }
    const clock = this.#clock;
    let seen = frame.drawnAt;
    let timer = 0;
    let drawn = 0;
    const settle = () => {
      drawn = clock.requestAnimationFrame(() => {
        const now = frame.offset();
        if (Math.abs(now - seen) <= 1) {
          ask();
          return;
        }
        seen = now;
        timer = clock.setTimeout(settle, SETTLE_MS);
      });
    };
    timer = clock.setTimeout(settle, SETTLE_MS);
    return () => {
      clock.clearTimeout(timer);
      clock.cancelAnimationFrame(drawn);
    };
  }
}
