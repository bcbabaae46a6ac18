import { gridThumbnailSize } from '@portal/api/rules/timeline-dates';
import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import type { TileSelection } from '../photo-tile.tsx';
import { useGridWindow } from '../timeline/grid-window.ts';
import { useKeptPlace } from '../timeline/kept-place.ts';
import { PhotoRows, useRowTiles } from '../timeline/photo-rows.tsx';
import { type GridMetrics, gridMetrics, type ScrollMapping } from '../timeline/timeline-layout.ts';
import type { TimelineManager } from '../timeline/timeline-manager.ts';
import { useTouchSelect } from '../timeline/touch-select.ts';
import type { TouchSelection } from '../timeline/use-managed-selection.ts';

/** The timeline's grid without a month heading: an album is one section ([Note: An album is one section]). */
function albumMetrics(width: number): GridMetrics {
  return { ...gridMetrics(width), headingHeight: 0 };
}

interface AlbumGridProps {
  readonly manager: TimelineManager;
  /** The list's accessible name. */
  readonly label: string;
  /** A photo's preview address in this album. */
  readonly pathOf: (photoId: string) => string;
  readonly selecting: TileSelection | undefined;
  /** A long press and the drag after it ([Note: Selecting with a finger]). */
  readonly touch: TouchSelection;
  /** A tile opened the preview; absent when the album preview is off. */
  readonly onOpen: (() => void) | undefined;
}

/**
 * An album's photos (photo-library §2.5, §2.6) as a list laid out from the album's count, of which
 * the page holds only the rows near the viewport; their photos are read as they come near, and a
 * part that failed offers a retry. A finger selects as on the timeline.
 */
export function AlbumGrid({
  manager,
  label,
  pathOf,
  selecting,
  touch,
  onOpen,
}: AlbumGridProps): ReactElement {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  useTouchSelect(grid, (section, index) => manager.month(section).at(index)?.imageId, touch);
  const { viewport, version, layout, mapping, top, origin, windowTop, rows, distance } = useGridWindow(
    grid,
    manager,
    albumMetrics,
  );
  const wanted = rows.map((row) => `${row.first}:${row.count}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows near the viewport are named by `wanted`; `version` asks again after a new count or a retry.
  useEffect(() => {
    manager.want(
      rows.map((row) => ({ section: row.section, first: row.first, last: row.first + row.count - 1 })),
    );
  }, [wanted, manager, version]);

  /** Puts album position `at` at the top of the view, at once whatever the page's `scroll-behavior`. */
  const scrollTo = (at: number, using: ScrollMapping | null) => {
    const element = grid.current;
    if (element === null || using === null) return;
    const gridTop = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: gridTop + using.toScroll(at), behavior: 'instant' });
  };
  // [Note: The place is kept]: a new width or count keeps the photo at the top of the view there.
  useKeptPlace(layout, mapping, top, viewport.offset, scrollTo);

  const tiles = useRowTiles(pathOf, gridThumbnailSize(viewport.width), selecting, onOpen);
  const photos = manager.month(0);
  const count = manager.months[0]?.count ?? 0;
  return (
    <>
      {photos.failed ? (
        <CardFailure
          message={t('userMessage.albumPhotosCouldNotBeDisplayed')}
          onRetry={() => manager.retry(0)}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: its items are the tiles inside the rows that place them, and a ul may hold only li. */}
      <div
        ref={grid}
        className="timeline album-photos"
        role="list"
        aria-label={label}
        style={{ height: mapping?.scrollHeight ?? 0 }}
      >
        {layout === null ? null : (
          <div className="timeline-window" style={{ transform: `translateY(${windowTop}px)` }}>
            <PhotoRows
              rows={rows}
              photosOf={() => photos}
              metrics={layout.metrics}
              tiles={tiles}
              listSize={count}
              origin={origin}
              distance={distance}
            />
          </div>
        )}
      </div>
    </>
  );
}
