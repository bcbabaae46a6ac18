/**
 * [Note: Preview gestures]
 * The preview's touch and mouse gestures (photo-library §2.3, §9), decided here apart from the
 * pointer events that feed them:
 * - a drag sideways past 35% of the stage's width goes to the previous or next photo (when there is
 *   one); a drag down past 35% of its height closes the preview, for touch only (a phone's gesture,
 *   §2.3 'on mobile'); anything shorter snaps back;
 * - two taps or clicks within 200 ms of each other, neither moving more than a few pixels, toggle the
 *   zoom between 1 and 2.5; while zoomed a drag moves the photo, kept within its enlarged edges,
 *   and never changes photo.
 */

export const SWIPE_THRESHOLD = 0.35;
export const DOUBLE_TAP_MS = 200;
export const ZOOMED_SCALE = 2.5;
/** How far a pointer may move between down and up and still count as a tap. */
export const TAP_SLOP_PX = 10;

export type SwipeOutcome = 'previous' | 'next' | 'close' | 'snapBack';

export interface Swipe {
  readonly dx: number;
  readonly dy: number;
  readonly width: number;
  readonly height: number;
  /** A touch swipe (a phone): only then does swiping down close. */
  readonly touch: boolean;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

/** What a finished drag at zoom 1 does. */
export function swipeOutcome(swipe: Swipe): SwipeOutcome {
  const { dx, dy, width, height } = swipe;
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (dx <= -SWIPE_THRESHOLD * width && swipe.hasNext) return 'next';
    if (dx >= SWIPE_THRESHOLD * width && swipe.hasPrevious) return 'previous';
    return 'snapBack';
  }
  return swipe.touch && dy >= SWIPE_THRESHOLD * height ? 'close' : 'snapBack';
}

/** Whether a pointer that went down and up moved little enough to be a tap. */
export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) <= TAP_SLOP_PX;
}

/** Counts taps: `tap(now)` says whether this tap is the second of a double tap. */
export class TapCounter {
  #last = Number.NEGATIVE_INFINITY;

  tap(now: number): boolean {
    const double = now - this.#last <= DOUBLE_TAP_MS;
    this.#last = double ? Number.NEGATIVE_INFINITY : now;
    return double;
  }
}

/**
 * Where a zoomed photo may be moved: at `scale`, a photo shown `width` x `height` may move by
 * at most half of what it grew in each direction, so its edges never come inside the stage.
 */
export function clampPan(
  pan: { readonly x: number; readonly y: number },
  size: { readonly width: number; readonly height: number },
  scale: number,
): { x: number; y: number } {
  const limitX = ((scale - 1) * size.width) / 2;
  const limitY = ((scale - 1) * size.height) / 2;
  return {
    x: Math.min(limitX, Math.max(-limitX, pan.x)),
    y: Math.min(limitY, Math.max(-limitY, pan.y)),
  };
}
