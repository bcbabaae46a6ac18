import { describe, expect, it } from 'vitest';
import { clampPan, isTap, type Swipe, swipeOutcome, TapCounter } from './preview-gestures.ts';

const STAGE = { width: 400, height: 800 };
const BOTH_WAYS = { hasPrevious: true, hasNext: true };

function swipe(dx: number, dy: number, extra: Partial<Swipe> = {}): Swipe {
  return { dx, dy, ...STAGE, touch: true, ...BOTH_WAYS, ...extra };
}

describe('swipeOutcome', () => {
  it('changes photo past 35% of the width, towards the side the photo is pulled from', () => {
    expect(swipeOutcome(swipe(-141, 10))).toBe('next');
    expect(swipeOutcome(swipe(141, -10))).toBe('previous');
    expect(swipeOutcome(swipe(-139, 0))).toBe('snapBack');
    expect(swipeOutcome(swipe(139, 0))).toBe('snapBack');
  });

  it('snaps back where there is no photo to go to', () => {
    expect(swipeOutcome(swipe(-300, 0, { hasNext: false }))).toBe('snapBack');
    expect(swipeOutcome(swipe(300, 0, { hasPrevious: false }))).toBe('snapBack');
  });

  it('closes on a touch swipe down past 35% of the height, and only then', () => {
    expect(swipeOutcome(swipe(0, 281))).toBe('close');
    expect(swipeOutcome(swipe(0, 279))).toBe('snapBack');
    expect(swipeOutcome(swipe(0, -500))).toBe('snapBack');
    expect(swipeOutcome(swipe(0, 500, { touch: false }))).toBe('snapBack');
  });

  it('follows the longer of the two movements', () => {
    expect(swipeOutcome(swipe(-150, 300))).toBe('close');
    expect(swipeOutcome(swipe(-300, 290))).toBe('next');
  });
});

describe('taps', () => {
  it('counts a movement of a few pixels as a tap', () => {
    expect(isTap(3, 4)).toBe(true);
    expect(isTap(8, 8)).toBe(false);
  });

  it('takes two taps within 200 ms as a double tap, and starts again after one', () => {
    const taps = new TapCounter();
    expect(taps.tap(1000)).toBe(false);
    expect(taps.tap(1200)).toBe(true);
    // The third tap starts a new pair.
    expect(taps.tap(1300)).toBe(false);
    expect(taps.tap(1501)).toBe(false);
    expect(taps.tap(1650)).toBe(true);
  });
});

describe('clampPan', () => {
  it('keeps a zoomed photo’s edges outside the stage', () => {
    const size = { width: 400, height: 300 };
    // At 2.5 the photo grew by 600 x 450: it may move 300 and 225 each way.
    expect(clampPan({ x: 1000, y: -1000 }, size, 2.5)).toEqual({ x: 300, y: -225 });
    expect(clampPan({ x: -20, y: 40 }, size, 2.5)).toEqual({ x: -20, y: 40 });
    expect(clampPan({ x: 5, y: 5 }, size, 1)).toEqual({ x: 0, y: 0 });
  });
});
