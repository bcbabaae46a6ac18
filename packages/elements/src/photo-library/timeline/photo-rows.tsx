import { memo, type ReactElement, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFormatDate } from '../../runtime/context.tsx';
import { useElementLocation } from '../../runtime/element-router.tsx';
import { useRouteTarget } from '../../ui/route-link.tsx';
import { Tile, type TileContext, type TileSelection } from '../photo-tile.tsx';
import { pageTileTurns, type TileTurns } from './tile-turns.ts';
import type { GridMetrics, TimelineRow } from './timeline-layout.ts';
import type { MonthPhotos } from './timeline-manager.ts';

/*
 * The rows near the viewport of a windowed grid, the timeline's or an album's: each row placed at
 * its top in the list, its tiles from the section's loaded photos and a placeholder for each photo
 * not loaded yet. Each row names its section, first photo and size (`data-section`, `data-first`,
 * `data-count`) and each tile its index (`data-index`): [Note: Selecting with a finger] finds the
 * photo under a finger from them. An album's grid is a list of all its photos, so there each place
 * is also a list item saying which of them it is. A row makes its new tiles in its turn ([Note: A
 * few tiles a task]), keeping what it drew until then.
 *
 * [Note: Places without elements]
 * In the timeline a row draws its placeholders as its own background, one grey square a column
 * across the width of its photos, and each tile takes its column in the row's grid: a row is one
 * element and its tiles, not one element a photo. After a jump every row on screen is new, and the
 * frame that draws them spent more on styling them than on anything else (with the CPU slowed four
 * times, some 20 ms of a 55 ms frame here), most of it on the placeholders: the frame now styles a
 * few elements a row instead of one a photo, and the tiles that come in later replace no element.
 * An album's places stay elements: each is a list item.
 */

/** What every tile of a grid shares: its size, selection mode, the preview, the page's words. */
export interface RowTiles extends TileContext {
  readonly size: number;
  readonly selecting: TileSelection | undefined;
  /** A tile opened the preview; absent when the preview is off. */
  readonly onOpen: (() => void) | undefined;
}

/** What the tiles of a grid share, made anew only when one of them changes (the rows are memoised). */
export function useRowTiles(
  pathOf: (photoId: string) => string,
  size: number,
  selecting: TileSelection | undefined,
  onOpen: (() => void) | undefined,
): RowTiles {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { search } = useElementLocation();
  const target = useRouteTarget();
  return useMemo(
    () => ({ t, formatDate, search, pathOf, target, size, selecting, onOpen }),
    [t, formatDate, search, pathOf, target, size, selecting, onOpen],
  );
}

/**
 * The grid's `rows`, each with the photos `photosOf` its section; `listSize` is the number of
 * photos of a grid that is one list (an album's).
 */
export function PhotoRows({
  rows,
  photosOf,
  metrics,
  tiles,
  listSize,
  origin,
  distance,
  turns = pageTileTurns,
}: {
  readonly rows: readonly TimelineRow[];
  readonly photosOf: (section: number) => MonthPhotos;
  readonly metrics: GridMetrics;
  readonly tiles: RowTiles;
  readonly listSize?: number;
  /** The timeline position the rows are drawn from ([Note: Rows drawn near an origin]). */
  readonly origin: number;
  /** How far a row drawn at a top is from the view, 0 on screen: the order of turns. */
  readonly distance: (rowTop: number) => number;
  readonly turns?: TileTurns;
}): ReactElement[] {
  return rows.map((row) => (
    <PhotoRow
      key={`${row.section}:${row.row}`}
      section={row.section}
      first={row.first}
      count={row.count}
      top={row.top}
      origin={origin}
      photos={photosOf(row.section)}
      metrics={metrics}
      tiles={tiles}
      listSize={listSize}
      distance={distance}
      turns={turns}
    />
  ));
}

/** One row; rendered again only when its photos, place or tiles change. */
const PhotoRow = memo(function PhotoRow({
  section,
  first,
  count,
  top,
  origin,
  photos,
  metrics,
  tiles,
  listSize,
  distance,
  turns,
}: {
  readonly section: number;
  /** The position in its section of the row's first photo, and how many it holds. */
  readonly first: number;
  readonly count: number;
  /** The row's top in the timeline, and the position it is drawn from. */
  readonly top: number;
  readonly origin: number;
  /** The section's loaded photos. */
  readonly photos: MonthPhotos;
  readonly metrics: GridMetrics;
  readonly tiles: RowTiles;
  readonly listSize: number | undefined;
  readonly distance: (rowTop: number) => number;
  readonly turns: TileTurns;
}): ReactElement {
  const drawn = useTurn(photos, first, count, () => distance(top), turns);
  const { tileSize, gap, columns } = metrics;
  // [Note: Places without elements]: the timeline's placeholders are the row's background.
  const places =
    listSize === undefined
      ? {
          width: count * tileSize + (count - 1) * gap,
          backgroundImage: `linear-gradient(to right, var(--portal-border) ${tileSize}px, transparent ${tileSize}px)`,
          backgroundSize: `${tileSize + gap}px 100%`,
          backgroundRepeat: 'repeat-x',
        }
      : {};
  return (
    <div
      className="timeline-row"
      data-section={section}
      data-first={first}
      data-count={count}
      style={{
        transform: `translateY(${top - origin}px)`,
        gridTemplateColumns: `repeat(${columns}, ${tileSize}px)`,
        gap,
        height: tileSize,
        ...places,
      }}
    >
      {Array.from({ length: count }, (_, index) => {
        const position = first + index;
        const photo = drawn.at(position);
        // An album's list holds its every photo; the page, the rows near the viewport.
        const item =
          listSize === undefined
            ? undefined
            : ({ role: 'listitem', 'aria-setsize': listSize, 'aria-posinset': position + 1 } as const);
        if (photo === undefined) {
          return item === undefined ? null : (
            <div key={`p${position}`} className="tile tile-placeholder" {...item} />
          );
        }
        const tile = (
          <Tile
            key={photo.imageId}
            photo={photo}
            size={tiles.size}
            section={section}
            index={position}
            column={item === undefined ? index + 1 : undefined}
            selecting={tiles.selecting}
            onOpen={tiles.onOpen}
            context={tiles}
          />
        );
        return item === undefined ? (
          tile
        ) : (
          <div key={photo.imageId} {...item}>
            {tile}
          </div>
        );
      })}
    </div>
  );
});

/** Nothing drawn yet: a row's first render shows placeholders until its turn. */
const NOTHING_DRAWN: MonthPhotos = { at: () => undefined, failed: false };

/** The positions from `first` to `first + count - 1` where `photos` has a photo `shown` does not draw. */
function freshPositions(photos: MonthPhotos, shown: MonthPhotos, first: number, count: number): number[] {
  const fresh: number[] = [];
  for (let position = first; position < first + count; position += 1) {
    const photo = photos.at(position);
    if (photo !== undefined && photo.imageId !== shown.at(position)?.imageId) fresh.push(position);
  }
  return fresh;
}

/**
 * What `photos` holds at a row's positions now. A month's photos as the manager hands them out read
 * its loaded photos as they are when asked, so a page arriving later shows in them too: kept as
 * what a row drew, they made every photo of the page look drawn already, and a screen of rows made
 * all their tiles in the render that the page brought, in one task.
 */
function heldAt(photos: MonthPhotos, first: number, count: number): MonthPhotos {
  const held = Array.from({ length: count }, (_, index) => photos.at(first + index));
  return {
    at: (position) => (position >= first && position < first + count ? held[position - first] : undefined),
    failed: photos.failed,
  };
}

/** What a row draws once `made` of its fresh positions may have their tiles: those, and the rest as drawn. */
function drawnWith(photos: MonthPhotos, shown: MonthPhotos, made: readonly number[]): MonthPhotos {
  const now = new Set(made);
  return {
    at: (position) => {
      const photo = photos.at(position);
      // A photo drawn already, or one whose turn came; a position emptied shows its placeholder.
      if (photo === undefined || now.has(position) || photo.imageId === shown.at(position)?.imageId)
        return photo;
      return shown.at(position);
    },
    failed: photos.failed,
  };
}

/**
 * The photos a row draws ([Note: A few tiles a task]): `photos` when they need no new tile against
 * what it drew last (the same photos, fewer of them, or none), else what it drew last with the new
 * tiles its turns granted so far.
 */
function useTurn(
  photos: MonthPhotos,
  first: number,
  count: number,
  priority: () => number,
  turns: TileTurns,
): MonthPhotos {
  const shown = useRef(NOTHING_DRAWN);
  /** What the last turn let the row draw, for the photos it was given for. */
  const [granted, setGranted] = useState<{
    readonly photos: MonthPhotos;
    readonly drawn: MonthPhotos;
  } | null>(null);
  const base = granted?.photos === photos ? granted.drawn : shown.current;
  const fresh = freshPositions(photos, base, first, count);
  const drawn = fresh.length === 0 ? photos : base;
  useLayoutEffect(() => {
    shown.current = drawn === photos ? heldAt(photos, first, count) : drawn;
  });
  const latestPriority = useRef(priority);
  latestPriority.current = priority;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fresh positions are named by their count and `drawn`.
  useLayoutEffect(() => {
    if (fresh.length === 0) return;
    return turns.request(
      fresh.length,
      () => latestPriority.current(),
      (tiles) => setGranted({ photos, drawn: drawnWith(photos, drawn, fresh.slice(0, tiles)) }),
    );
  }, [photos, drawn, fresh.length, turns]);
  return drawn;
}
