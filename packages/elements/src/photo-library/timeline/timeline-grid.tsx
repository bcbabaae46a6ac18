import { gridThumbnailSize, isUnknownDateMonth } from '@portal/api/rules/timeline-dates';
import type { Photo } from '@portal/api/schemas/photos';
import {
  type KeyboardEvent,
  memo,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { formatMonthYear } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useElement, useFormatDate } from '../../runtime/context.tsx';
import { useElementLocation } from '../../runtime/element-router.tsx';
import { Tile } from '../photo-tile.tsx';
import { previewPath } from '../routes.ts';
import type { PhotoSelection, SelectablePhoto } from '../selection.ts';
import type { ListPosition } from './list-position.ts';
import {
  type GridMetrics,
  gridMetrics,
  TimelineLayout as Layout,
  ScrollMapping,
  type TimelineLayout,
  type TimelineMonth,
  type TimelineRow as TimelineRowPlace,
} from './timeline-layout.ts';
import type { TimelineSections } from './timeline-sections.ts';

/** How far beyond the viewport rows are rendered (and their photos asked for), in viewports. */
const OVERSCAN = 0.75;

interface Viewport {
  /** How far the page has scrolled past the grid's top (negative while the grid is below the top). */
  readonly offset: number;
  readonly height: number;
  readonly width: number;
}

/** The page's viewport relative to the grid, followed as the page scrolls and resizes. */
function useViewport(grid: RefObject<HTMLDivElement | null>): Viewport {
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
function useWidth(grid: RefObject<HTMLDivElement | null>): number {
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
  readonly sections: TimelineSections;
  readonly selecting?: GridSelection | undefined;
  /** Controls shown beside the month scrubber (the sort). */
  readonly tools?: ReactNode;
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
 * as they come near ([Note: Month sections load as they show]).
 */
export function TimelineGrid({
  months,
  sections,
  selecting,
  tools,
  onOpen,
  restore,
  onRestored,
}: TimelineGridProps): ReactElement {
  const grid = useRef<HTMLDivElement>(null);
  const width = useWidth(grid);
  const viewport = useViewport(grid);
  useSyncExternalStore(
    (listener) => sections.subscribe(listener),
    () => sections.version,
  );
  // The months as shown: a month shrinks while photos of it are being deleted.
  const shown = sections.months;
  const layout = useMemo(() => (width > 0 ? new Layout(shown, gridMetrics(width)) : null), [shown, width]);
  const mapping = useMemo(
    () => (layout === null ? null : new ScrollMapping(layout.height, viewport.height)),
    [layout, viewport.height],
  );

  const scrollTop = Math.max(0, viewport.offset);
  const timelineTop = mapping?.toTimeline(scrollTop) ?? 0;
  // [Note: The rows on screen first]
  // The rows in the viewport render at once; the rows beyond it (OVERSCAN above and below) follow
  // the viewport through a deferred value, so React renders them in the background, in slices that
  // give way to input. After a long jump (the scrubber, a fling) the frame then holds one screen of
  // new tiles rather than two and a half.
  const deferred = useDeferredValue(viewport);
  const deferredTop = mapping?.toTimeline(Math.max(0, deferred.offset)) ?? 0;
  const margin = deferred.height * OVERSCAN;
  const start = Math.max(0, deferredTop - margin);
  const span = deferred.height + 2 * margin;
  const rows =
    layout === null ? [] : mergeRows(layout.rowsIn(timelineTop, viewport.height), layout.rowsIn(start, span));
  const headings =
    layout === null
      ? []
      : [
          ...new Set([...layout.sectionsIn(timelineTop, viewport.height), ...layout.sectionsIn(start, span)]),
        ].sort((a, b) => a - b);
  /**
   * How far the drawn window of rows is moved within the grid: the timeline's position `top` is
   * drawn at `top + shift`, so that the viewport's own position shows what the scroll maps to. Zero
   * below the browser's height limit; rows keep their own positions either way, so a scroll moves
   * one element, and rows whose photos did not change are not rendered again ([Note: One render
   * per frame] in timeline-sections.ts).
   */
  const shift = scrollTop - timelineTop;

  const wanted = rows.map((row) => `${row.section}:${row.first + row.count - 1}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows on screen are named by `wanted`.
  useEffect(() => {
    for (const row of rows) sections.ensure(row.section, row.first + row.count - 1);
    // [Note: Photos far away are let go]; not while selecting, a range reads the loaded photos.
    if (selecting === undefined && layout !== null) sections.trim(layout.sectionAt(timelineTop));
  }, [wanted, sections]);

  const size = gridThumbnailSize(viewport.width);
  const current = layout === null ? undefined : layout.months[layout.sectionAt(timelineTop)];
  /** Scrolls the page so that timeline position `top` is at the top of the viewport. */
  const scrollToTop = (top: number) => {
    const element = grid.current;
    if (mapping === null || element === null) return;
    const gridTop = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: gridTop + mapping.toScroll(top) });
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, when the list is laid out.
  useLayoutEffect(() => {
    if (restore == null || layout === null || mapping === null) return;
    const section = layout.months.findIndex(
      (month) => month.year === restore.year && month.month === restore.month,
    );
    if (section >= 0) scrollToTop(layout.topOf({ section, photo: restore.photo, within: restore.within }));
    onRestored?.();
  }, [restore, layout === null, mapping === null]);
  return (
    <>
      <div className="timeline-tools">
        {tools}
        <MonthJump months={months} current={current} onJump={jumpTo} />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys of the tile buttons inside, delegated; the grid itself takes no input. */}
      <div
        ref={grid}
        className="timeline"
        style={{ height: mapping?.scrollHeight ?? 0 }}
        onKeyDown={moveFocus}
      >
        {layout === null ? null : (
          <div className="timeline-window" style={{ transform: `translateY(${shift}px)` }}>
            {headings.map((section) => (
              <MonthHeading
                key={`h${section}`}
                layout={layout}
                section={section}
                top={layout.sectionTop(section)}
                sections={sections}
                selecting={selecting}
              />
            ))}
            {rows.map((row) => (
              <TimelineRow
                key={`${row.section}:${row.row}`}
                section={row.section}
                first={row.first}
                count={row.count}
                top={row.top}
                photos={sections.state(row.section).photos}
                metrics={layout.metrics}
                size={size}
                selecting={selecting}
                onOpen={onOpen === undefined ? undefined : openTile}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** One row of a month's photos; rendered again only when its photos, size or selection change. */
const TimelineRow = memo(function TimelineRow({
  section,
  first,
  count,
  top,
  photos,
  metrics,
  size,
  selecting,
  onOpen,
}: {
  readonly section: number;
  /** The index within the month of the row's first photo, and how many it holds. */
  readonly first: number;
  readonly count: number;
  readonly top: number;
  /** The month's loaded photos. */
  readonly photos: readonly Photo[];
  readonly metrics: GridMetrics;
  readonly size: number;
  readonly selecting: GridSelection | undefined;
  readonly onOpen: (() => void) | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { search } = useElementLocation();
  const context = useMemo(() => ({ t, formatDate, search, pathOf: previewPath }), [t, formatDate, search]);
  return (
    <div
      className="timeline-row"
      style={{
        transform: `translateY(${top}px)`,
        gridTemplateColumns: `repeat(${metrics.columns}, ${metrics.tileSize}px)`,
        gap: metrics.gap,
        height: metrics.tileSize,
      }}
    >
      {Array.from({ length: count }, (_, index) => {
        const photo = photos[first + index];
        return photo === undefined ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a photo not loaded yet is known only by its place in the month.
          <div key={`p${first + index}`} className="tile tile-placeholder" />
        ) : (
          <Tile
            key={photo.imageId}
            photo={photo}
            size={size}
            position={{ section, index: first + index }}
            selecting={selecting}
            onOpen={onOpen}
            context={context}
          />
        );
      })}
    </div>
  );
});

/** The rows of both lists, each once, in timeline order. */
function mergeRows(
  first: readonly TimelineRowPlace[],
  second: readonly TimelineRowPlace[],
): TimelineRowPlace[] {
  const byKey = new Map<string, TimelineRowPlace>();
  for (const row of [...first, ...second]) byKey.set(`${row.section}:${row.row}`, row);
  return [...byKey.values()].sort((a, b) => a.top - b.top);
}

/**
 * The year/month scrubber: any month of the library in one step, whatever its size (the page
 * scrolls to the month's place through the scroll mapping). It names the month on screen.
 */
/**
 * Arrow keys move focus between the tiles (in selection mode, where tiles are buttons): left and
 * right to the previous and next photo, up and down to the same column of the row above or below,
 * across months. Focusing a tile scrolls it into view, which brings the rows beyond it in.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const tile = event.target instanceof Element ? event.target.closest('.tile-button') : null;
  const row = tile?.parentElement;
  if (!(tile instanceof HTMLElement) || row == null) return;
  const tiles = (element: Element | null | undefined) =>
    element == null ? [] : [...element.querySelectorAll<HTMLElement>(':scope > .tile-button')];
  const column = tiles(row).indexOf(tile);
  let target: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowRight': {
      const all = [...event.currentTarget.querySelectorAll<HTMLElement>('.tile-button')];
      target = all[all.indexOf(tile) + (event.key === 'ArrowRight' ? 1 : -1)];
      break;
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      const rows = [...event.currentTarget.querySelectorAll('.timeline-window > .timeline-row')];
      const next = tiles(rows[rows.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1)]);
      target = next[Math.min(column, next.length - 1)];
      break;
    }
    default:
      return;
  }
  if (target === undefined) return;
  event.preventDefault();
  target.focus();
}

function MonthJump({
  months,
  current,
  onJump,
}: {
  readonly months: readonly TimelineMonth[];
  readonly current: TimelineMonth | undefined;
  readonly onJump: (year: number, month: number) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { locale } = useElement();
  const id = useId();
  const years = useMemo(() => {
    const byYear = new Map<number, TimelineMonth[]>();
    for (const month of months) byYear.set(month.year, [...(byYear.get(month.year) ?? []), month]);
    return [...byYear];
  }, [months]);
  const name = (month: TimelineMonth) =>
    isUnknownDateMonth(month.year, month.month)
      ? t('photos.unknownDate')
      : formatMonthYear(month.year, month.month, locale);
  return (
    <div className="month-jump" part="month-jump">
      <label htmlFor={id}>{t('photos.jump')}</label>
      <select
        id={id}
        value={current === undefined ? '' : `${current.year}/${current.month}`}
        onChange={(event) => {
          const [year, month] = event.currentTarget.value.split('/').map(Number);
          if (year !== undefined && month !== undefined) onJump(year, month);
        }}
      >
        {years.map(([year, entries]) => (
          <optgroup key={year} label={isUnknownDateMonth(year, 1) ? t('photos.unknownDate') : String(year)}>
            {entries.map((month) => (
              <option key={`${month.year}/${month.month}`} value={`${month.year}/${month.month}`}>
                {name(month)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function MonthHeading({
  layout,
  section,
  top,
  sections,
  selecting,
}: {
  readonly layout: TimelineLayout;
  readonly section: number;
  readonly top: number;
  readonly sections: TimelineSections;
  readonly selecting: GridSelection | undefined;
}): ReactElement | null {
  const { t } = useTranslation();
  const { locale } = useElement();
  const month = layout.months[section];
  if (month === undefined) return null;
  const failed = sections.state(section).status === 'rejected';
  const title = isUnknownDateMonth(month.year, month.month)
    ? t('photos.unknownDate')
    : formatMonthYear(month.year, month.month, locale);
  return (
    <div
      className="month-heading"
      style={{ transform: `translateY(${top}px)`, height: layout.metrics.headingHeight }}
    >
      <h2>{title}</h2>
      <span className="month-count">{t('photos.photoCount', { count: month.count })}</span>
      {selecting === undefined ? null : (
        <button
          type="button"
          className="button button-text select-month"
          aria-label={t('photos.selection.selectMonth', { month: title })}
          onClick={() => selecting.onToggleMonth(section)}
        >
          {t('photos.selection.selectAll')}
        </button>
      )}
      {failed ? (
        <span className="month-failed" role="alert">
          {t('userMessage.photosCouldNotBeLoaded')}
          <button type="button" className="button button-text" onClick={() => sections.retry(section)}>
            {t('runtime.retry')}
          </button>
        </span>
      ) : null}
    </div>
  );
}
