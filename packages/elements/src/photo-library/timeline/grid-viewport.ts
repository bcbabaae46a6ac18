import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/*
 * What a windowed grid measures to know which of its rows are near the viewport: the page's
 * viewport relative to the grid, and the grid's own width. The timeline and the album grid read
 * them from here.
 */

export interface Viewport {
  /** How far the page has scrolled past the grid's top (negative while the grid is below the top). */
  readonly offset: number;
  readonly height: number;
  readonly width: number;
}

/** The page's viewport relative to the grid, followed as the page scrolls and resizes, once a frame. */
export function useViewport(grid: RefObject<HTMLElement | null>): Viewport {
  const [viewport, setViewport] = useState<Viewport>({
    offset: 0,
    height: window.innerHeight,
    width: window.innerWidth,
  });
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = grid.current?.getBoundingClientRect().top ?? 0;
      setViewport((before) => {
        const next = { offset: -top, height: window.innerHeight, width: window.innerWidth };
        return before.offset === next.offset && before.height === next.height && before.width === next.width
          ? before
          : next;
      });
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [grid]);
  return viewport;
}

/** The grid's own width, followed as its container resizes. */
export function useWidth(grid: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = grid.current;
    if (element === null) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid]);
  return width;
}

/**
 * [Note: The rows on screen first]
 * A windowed grid renders the rows in the viewport at once, and the rows beyond it (its overscan)
 * for the viewport `useTrailing` hands on a render later: the hand-over is an effect, which runs
 * after the browser has painted ([Note: React's API in the source, Preact in the bundle]), so after
 * a long jump (the scrubber, a fling) the frame draws one screen of new tiles rather than two and a
 * half, and the screens around it render in a task of their own. React's `useDeferredValue` would
 * render them in the background; Preact's gives the value itself.
 */
export function useTrailing<T>(value: T): T {
  const [trailing, setTrailing] = useState(value);
  useEffect(() => {
    setTrailing(() => value);
  }, [value]);
  return trailing;
}
