import { describe, expect, it } from 'vitest';
import { type MotionClock, ScrollMotion, SETTLE_MS } from './scroll-motion.ts';

/** Timers and frames that move only when the test says so. */
class ManualClock implements MotionClock {
  #now = 0;
  #next = 1;
  readonly #timers = new Map<number, { readonly run: () => void; readonly at: number }>();
  readonly #frames = new Map<number, () => void>();

  setTimeout(run: () => void, ms: number): number {
    const handle = this.#next++;
    this.#timers.set(handle, { run, at: this.#now + ms });
    return handle;
  }

  clearTimeout(handle: number): void {
    this.#timers.delete(handle);
  }

  requestAnimationFrame(run: () => void): number {
    const handle = this.#next++;
    this.#frames.set(handle, run);
    return handle;
  }

  cancelAnimationFrame(handle: number): void {
    this.#frames.delete(handle);
  }

  /** Lets `ms` pass: the timers due in it run, in order. */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = [...this.#timers]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      this.#timers.delete(due[0]);
      this.#now = due[1].at;
      due[1].run();
    }
    this.#now = end;
  }

  /** The browser draws a frame: the frame callbacks asked for so far run. */
  frame(): void {
    const runs = [...this.#frames.values()];
    this.#frames.clear();
    for (const run of runs) run();
  }
}

const VIEWPORT = 800;

/** A timeline view whose page position the test moves, and the asks its renders make. */
function view() {
  const clock = new ManualClock();
  const motion = new ScrollMotion(0, clock);
  const asked: number[] = [];
  let page = 0;
  let cancel = (): void => undefined;
  /** The view is rendered at `top` (React's cleanup of the last render's effect first). */
  const render = (top = page) => {
    cancel();
    cancel = motion.rendered({
      top,
      viewportHeight: VIEWPORT,
      drawnAt: top,
      offset: () => page,
      ask: () => asked.push(top),
    });
  };
  return {
    clock,
    motion,
    asked,
    render,
    /** The page scrolls to `top`; nothing is drawn yet. */
    scroll(top: number) {
      page = top;
    },
    /** A scroll drawn in one frame and rendered. */
    move(top: number) {
      page = top;
      clock.frame();
      render(top);
    },
  };
}

describe('a view scrolled through the timeline', () => {
  it('asks for the rows at once when it moves less than a viewport', () => {
    const { move, asked } = view();
    move(300);
    move(900);
    expect(asked).toEqual([300, 900]);
  });

  it('puts off a view passing through until it stays for the settle time, and asks where it stayed', () => {
    const { move, asked, clock } = view();
    move(5_000);
    move(12_000);
    move(20_000);
    clock.advance(SETTLE_MS - 1);
    clock.frame();
    expect(asked).toEqual([]);
    clock.advance(1);
    clock.frame();
    expect(asked).toEqual([20_000]);
  });

  it('asks when a view passing through slows down to less than a viewport a frame', () => {
    const { move, asked } = view();
    move(5_000);
    move(12_000);
    move(12_500);
    expect(asked).toEqual([12_500]);
  });

  it('goes on passing through when photos arrive and render it again where it is', () => {
    const { move, render, asked, clock } = view();
    move(5_000);
    // The photos asked for before the scroll began arrive: a render without a move.
    render();
    render();
    expect(asked).toEqual([]);
    move(12_000);
    render();
    clock.advance(SETTLE_MS);
    clock.frame();
    expect(asked).toEqual([12_000]);
  });

  it('does not take a timer that fires before the scroll that moved on is drawn for a stay', () => {
    const { move, scroll, render, asked, clock } = view();
    move(5_000);
    // A busy page: the view has moved on, and the timer fires before that scroll is rendered.
    scroll(12_000);
    clock.advance(SETTLE_MS);
    clock.frame();
    expect(asked).toEqual([]);
    render();
    clock.advance(SETTLE_MS);
    clock.frame();
    expect(asked).toEqual([12_000]);
  });

  it('never asks for a render that a later render replaced', () => {
    const { move, asked, clock } = view();
    move(5_000);
    clock.advance(SETTLE_MS);
    // The frame that would read the stay draws a new scroll first.
    move(12_000);
    clock.frame();
    clock.advance(SETTLE_MS);
    clock.frame();
    expect(asked).toEqual([12_000]);
  });

  it("asks at once where the element's own jump lands, however far", () => {
    const { move, motion, asked } = view();
    motion.jump();
    move(400_000);
    move(400_300);
    motion.jump();
    // Rendered before the scroll: still at its place.
    move(400_300);
    move(90_000);
    expect(asked).toEqual([400_000, 400_300, 400_300, 90_000]);
  });
});
