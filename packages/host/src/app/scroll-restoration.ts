import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where the scroll positions of the visit's pages are kept over a reload, by history entry. */
const STORAGE_KEY = 'portal.scroll-positions';
/** The most positions kept: a long visit does not grow the session storage without end. */
const MAX_POSITIONS = 100;
/**
 * How long a restored position waits for the page to grow tall enough to reach it (its element and
 * data may still be loading); the visitor scrolling or typing meanwhile ends the wait.
 */
const RESTORE_FOR_MS = 5000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The history state of a navigation that leaves the page where it is scrolled: an element's overlay
 * stepping on (the photo preview) or an element putting its list back in place itself.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
}

/** While a position is being restored, the scrolls it causes are not the visitor's to record. */
let restoring = false;

/** The visit's positions by history entry: in memory, and in session storage when the page goes. */
const positions = new Map<string, number>(readStoredPositions());

function readStoredPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return [];
    return Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  } catch {
    return [];
  }
}

function storePositions(): void {
  const kept = [...positions].slice(-MAX_POSITIONS);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage refused or full: after a reload the page then starts at the top.
  }
}

/** Scrolls to `top`, trying again on the next frames while the page is not yet tall enough. */
function restore(top: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    restoring = false;
    cancelAnimationFrame(frame);
    for (const input of VISITOR_INPUT) window.removeEventListener(input, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() >= until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  restoring = true;
  for (const input of VISITOR_INPUT) window.addEventListener(input, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * A page opened anew starts at the top (or at its #fragment); one reached with Back or Forward, or
 * reloaded, comes back where it was left. The position of the page shown is recorded as it scrolls,
 * by history entry, and kept in session storage when the page goes, so it survives a reload; the
 * browser's own restoration is off, as it would jump before the page has rendered.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  // The history entry shown, switched as soon as a new page commits: a scroll that the new page
  // causes (ours to the top, or the browser clamping to a shorter page) is never counted as the
  // position of the page before it.
  const shown = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (restoring) return;
      positions.delete(shown.current);
      positions.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', storePositions);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: an entry's state is read when the entry shows.
  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) return restore(saved);
    if (location.hash !== '') {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== NavigationType.Pop && !keepsScroll(location.state)) {
      window.scrollTo(0, 0);
    }
    return undefined;
  }, [location.key, location.hash, navigationType]);
}
