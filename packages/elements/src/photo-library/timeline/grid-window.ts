import { type RefObject, useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTrailing, useViewport, useWidth, type Viewport } from './grid-viewport.ts';
import {
  type GridMetrics,
  mergeRows,
  ScrollMapping,
  TimelineLayout,
  type TimelineRow,
} from './timeline-layout.ts';
import type { TimelineManager } from './timeline-manager.ts';

/** How far beyond the viewport rows are drawn (and their photos asked for), in viewports. */
const OVERSCAN = 0.75;

/**
 * [Note: Rows drawn near an origin]
 * A library of a million photos is a timeline of up to 48 million pixels (a phone's three columns,
 * a tablet's tall tiles), and the browser places a box only within about 33.5 million pixels of its
 * container (Chromium's layout units: 1/64 px in 31 bits), with less than a pixel's precision from
 * 16.7 million (a float's 24 bits). Drawn at their own positions, the rows of the last fifth of such
 * a library would all be drawn at one place. So the rows are drawn from an origin near the view,
 * a timeline position in steps of ORIGIN_STEP: each row at its distance from the origin, the window
 * that holds them where the origin is drawn in the grid (below 15 million pixels,
 * `MAX_SCROLL_HEIGHT`). A scroll still moves one element; the rows are placed anew only when the
 * view passes a step, once in a million pixels.
 */
export const ORIGIN_STEP = 1_000_000;

/** What a windowed grid of a manager's sections draws: the timeline's, an album's. */
export interface GridWindow {
  readonly viewport: Viewport;
  /** The manager's version: changes whenever anything shown does. */
  readonly version: number;
  /** Null until the grid's width is known. */
  readonly layout: TimelineLayout | null;
  readonly mapping: ScrollMapping | null;
  /** The grid's position at the top of the viewport (the page's scroll mapped into the grid). */
  readonly top: number;
  /** The timeline position the rows and headings are drawn from ([Note: Rows drawn near an origin]). */
  readonly origin: number;
  /** Where in the grid the window of rows is drawn: where the mapping draws `origin` (`ScrollMapping.shift`). */
  readonly windowTop: number;
  /** The part of the grid drawn around the view, `span` long from `start`. */
  readonly around: { readonly start: number; readonly span: number };
  /** The rows drawn: those in view, and a render later those around them. */
  readonly rows: readonly TimelineRow[];
  /**
   * How far a row drawn at `rowTop` is from the view, in pixels, 0 when it is on screen; the same
   * function across renders, reading the latest view ([Note: A few tiles a task]).
   */
  readonly distance: (rowTop: number) => number;
}

/**
 * The window of a grid laid out from `manager`'s sections with `metricsOf` its width: the rows in
 * the viewport at once, and the rows around them (its overscan) for the viewport a render later
 * ([Note: The rows on screen first]). `metricsOf` is a module function (it keys the layout).
 */
export function useGridWindow(
  grid: RefObject<HTMLElement | null>,
  manager: TimelineManager,
  metricsOf: (width: number) => GridMetrics,
): GridWindow {
  const width = useWidth(grid);
  const viewport = useViewport(grid);
  const version = useSyncExternalStore(
    (listener) => manager.subscribe(listener),
    () => manager.version,
  );
  // The sections as shown: a section shrinks while photos of it are being deleted.
  const sections = manager.months;
  const layout = useMemo(
    () => (width > 0 ? new TimelineLayout(sections, metricsOf(width)) : null),
    [sections, width, metricsOf],
  );
  const mapping = useMemo(
    () => (layout === null ? null : new ScrollMapping(layout.height, viewport.height)),
    [layout, viewport.height],
  );
  const scrollTop = Math.max(0, viewport.offset);
  const top = mapping?.toTimeline(scrollTop) ?? 0;
  const origin = Math.floor(top / ORIGIN_STEP) * ORIGIN_STEP;
  const windowTop = origin + (mapping?.shift(scrollTop) ?? 0);
  const trailing = useTrailing(viewport);
  const trailingTop = mapping?.toTimeline(Math.max(0, trailing.offset)) ?? 0;
  const margin = trailing.height * OVERSCAN;
  const around = { start: Math.max(0, trailingTop - margin), span: trailing.height + 2 * margin };
  const rows =
    layout === null
      ? []
      : mergeRows(layout.rowsIn(top, viewport.height), layout.rowsIn(around.start, around.span));

  const view = useRef({ top, height: viewport.height, rowHeight: layout?.metrics.tileSize ?? 0 });
  view.current = { top, height: viewport.height, rowHeight: layout?.metrics.tileSize ?? 0 };
  const distance = useCallback((rowTop: number) => {
    const { top: viewTop, height, rowHeight } = view.current;
    if (rowTop + rowHeight <= viewTop) return viewTop - (rowTop + rowHeight) + 1;
    if (rowTop >= viewTop + height) return rowTop - (viewTop + height) + 1;
    return 0;
  }, []);
  return { viewport, version, layout, mapping, top, origin, windowTop, around, rows, distance };
}
