import { gridThumbnailSize } from '@portal/api/rules/timeline-dates';
import {
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { previewPath } from '../routes.ts';
import type { PhotoSelection, SelectablePhoto } from '../selection.ts';
import { moveFocus } from './grid-focus.ts';
import { useGridWindow } from './grid-window.ts';
import { useKeptPlace } from './kept-place.ts';
import type { ListPosition } from './list-position.ts';
import { MonthHeading } from './month-heading.tsx';
import { MonthJump } from './month-jump.tsx';
import { PhotoRows, useRowTiles } from './photo-rows.tsx';
import { ScrollMotion } from './scroll-motion.ts';
import { gridMetrics, type ScrollMapping, type TimelineMonth } from './timeline-layout.ts';
import type { TimelineManager } from './timeline-manager.ts';
import { useTouchSelect } from './touch-select.ts';
import type { TouchSelection } from './use-managed-selection.ts';

/** The date scrubber loads after the first screen: it is for moving far, not for the first look. */
const DateScrubber = lazy(async () => ({ default: (await import('./date-scrubber.tsx')).DateScrubber }));

/** The date scrubber shows on a timeline taller than this many viewports ([Note: The date scrubber]). */
const SCRUBBER_FROM_VIEWPORTS = 2;

/** Selection mode as the grid shows it (photo-library §4); absent while not selecting. */
export interface GridSelection {
  readonly selection: PhotoSelection;
  /** A tile pressed: `range` when Shift was held (select from the last pick to this one). */
  readonly onToggle: (photo: SelectablePhoto, range: boolean) => void;
  /** A month's select-all pressed. */
  readonly onToggleMonth: (section: number) => void;
}

interface TimelineGridProps {
  readonly months: readonly TimelineMonth[];
  readonly manager: TimelineManager;
  readonly selecting?: GridSelection | undefined;
  /** Controls shown before the month list, in the tools' row (the sort). */
  readonly tools?: ReactNode;
  /** The row's actions, after the month list ([Note: One row of tools]). */
  readonly actions?: ReactNode;
  /** A long press and a drag select photos ([Note: Selecting with a finger]); absent where they do not. */
  readonly touch?: TouchSelection | undefined;
  /**
   * Tiles open the photo's preview (when it is on); called as one is opened, with the list's place
   * (null while the list's top is in view).
   */
  readonly onOpen?: ((position: ListPosition | null) => void) | undefined;
  /** A place to scroll the list to once it is laid out ([Note: The list's place, kept for the preview]). */
  readonly restore?: ListPosition | null | undefined;
  readonly onRestored?: (() => void) | undefined;
}

/**
 * The photos timeline (photo-library §2.2): one section per month, laid out from the counts
 * ([Note: A timeline of any size]) and windowed to the rows near the viewport, whose photos load
 * as they come near ([Note: The timeline manager]).
 */
export function TimelineGrid({
  months,
  manager,
  selecting,
  tools,
  actions,
  touch,
  onOpen,
  restore,
  onRestored,
}: TimelineGridProps): ReactElement {
  const grid = useRef<HTMLDivElement>(null);
  useTouchSelect(grid, (section, index) => manager.month(section).at(index)?.imageId, touch);
  const {
    viewport,
    version,
    layout,
    mapping,
    top: timelineTop,
    origin,
    windowTop,
    around,
    rows,
    distance,
  } = useGridWindow(grid, manager, gridMetrics);
  const headings =
    layout === null
      ? []
      : [
          ...new Set([
            ...layout.sectionsIn(timelineTop, viewport.height),
            ...layout.sectionsIn(around.start, around.span),
          ]),
        ].sort((a, b) => a - b);

  const wanted = rows.map((row) => `${row.section}:${row.first}:${row.count}`).join(',');
  // [Note: A jump loads where it lands]
  const motion = useRef<ScrollMotion | null>(null);
  motion.current ??= new ScrollMotion(timelineTop);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows on screen are named by `wanted`; `version` asks again after new counts or a retry.
  useEffect(
    () =>
      motion.current?.rendered({
        top: timelineTop,
        viewportHeight: viewport.height,
        drawnAt: viewport.offset,
        offset: () => -(grid.current?.getBoundingClientRect().top ?? 0),
        ask: () => {
          manager.want(
            rows.map((row) => ({ section: row.section, first: row.first, last: row.first + row.count - 1 })),
          );
          // [Note: Photos far away are let go]
          if (layout !== null) manager.trim(layout.sectionAt(timelineTop));
        },
      }),
    [wanted, manager, version],
  );

  // The month at the top of the view, read half a heading down: a jump lands on its month's top,
  // which the scroll position's whole pixels (scaled beyond the browser's height limit) may put a
  // pixel or two above.
  const currentSection =
    layout === null ? 0 : layout.sectionAt(timelineTop + layout.metrics.headingHeight / 2);
  const current = layout?.months[currentSection];
  /**
   * Scrolls the page so that timeline position `top` is at the top of the viewport, at once whatever
   * the page's `scroll-behavior` ([Note: A jump loads where it lands]).
   */
  const scrollToTop = (top: number, using: ScrollMapping | null = mapping) => {
    const element = grid.current;
    if (using === null || element === null) return;
    const gridTop = element.getBoundingClientRect().top + window.scrollY;
    motion.current?.jump();
    window.scrollTo({ top: gridTop + using.toScroll(top), behavior: 'instant' });
  };
  const jumpTo = (year: number, month: number) => {
    const top = layout?.topOfMonth(year, month);
    if (top != null) scrollToTop(top);
  };
  const open =
    layout === null
      ? undefined
      : () => {
          const anchor = layout.anchorAt(timelineTop);
          const month = layout.months[anchor.section];
          onOpen?.(
            month === undefined || viewport.offset <= 0
              ? null
              : { year: month.year, month: month.month, photo: anchor.photo, within: anchor.within },
          );
        };
  // The rows are memoised: they call the latest `open` through a callback that stays the same.
  const openLatest = useRef(open);
  openLatest.current = open;
  const openTile = useCallback(() => openLatest.current?.(), []);
  const tiles = useRowTiles(
    previewPath,
    gridThumbnailSize(viewport.width),
    selecting,
    onOpen === undefined ? undefined : openTile,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, when the list is laid out.
  useLayoutEffect(() => {
    if (restore == null || layout === null || mapping === null) return;
    const section = manager.sectionOf(restore);
    if (section >= 0) scrollToTop(layout.topOf({ section, photo: restore.photo, within: restore.within }));
    onRestored?.();
  }, [restore, layout === null, mapping === null]);
  useKeptPlace(layout, mapping, timelineTop, viewport.offset, scrollToTop);
  return (
    <>
      <div className="timeline-tools">
        {tools}
        <MonthJump months={months} current={current} onJump={jumpTo} />
        {actions}
      </div>
      <div className="timeline-area">
        {layout !== null && layout.height > SCRUBBER_FROM_VIEWPORTS * viewport.height ? (
          <Suspense fallback={null}>
            <DateScrubber
              layout={layout}
              current={currentSection}
              onJump={(section) => scrollToTop(layout.sectionTop(section))}
            />
          </Suspense>
        ) : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys of the tile buttons inside, delegated; the grid itself takes no input. */}
        <div
          ref={grid}
          className="timeline"
          style={{ height: mapping?.scrollHeight ?? 0 }}
          onKeyDown={moveFocus}
        >
          {layout === null ? null : (
            // The window is drawn where the scroll maps its origin to, and a scroll moves only it:
            // rows whose photos did not change are not rendered again ([Note: One render per
            // frame] in timeline-manager.ts, [Note: Rows drawn near an origin]).
            <div className="timeline-window" style={{ transform: `translateY(${windowTop}px)` }}>
              {headings.map((section) => (
                <MonthHeading
                  key={`h${section}`}
                  layout={layout}
                  section={section}
                  top={layout.sectionTop(section) - origin}
                  failed={manager.month(section).failed}
                  manager={manager}
                  selecting={selecting}
                />
              ))}
              <PhotoRows
                rows={rows}
                photosOf={(section) => manager.month(section)}
                metrics={layout.metrics}
                tiles={tiles}
                origin={origin}
                distance={distance}
              />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
