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
  /** The page's scroll past the grid's top, never negative. */
  readonly scrollTop: number;
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
  return { viewport, version, layout, mapping, top, scrollTop, around, rows, distance };
}
