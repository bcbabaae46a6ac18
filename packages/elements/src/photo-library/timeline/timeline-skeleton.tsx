import { type ReactElement, useRef } from 'react';
import { CardLoading } from '../../ui/card-failure.tsx';
import { useWidth } from './grid-viewport.ts';
import { gridMetrics } from './timeline-layout.ts';

/** Rows of placeholders: a phone's first screen of tiles, and more than a desktop's first row. */
const SKELETON_ROWS = 4;

/**
 * The timeline while its months load, in the one loading pattern of every area (skeletons, named
 * 'Loading…' for assistive technology): the row of tools, a month's heading and the first rows of
 * tiles, laid out by the grid's own metrics at this width (columns, tile size, gaps), so the photos
 * arrive where their placeholders were and nothing moves.
 */
export function TimelineSkeleton(): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const metrics = width > 0 ? gridMetrics(width) : null;
  return (
    <CardLoading>
      <div ref={box} className="timeline-skeleton">
        {/* Where the sort, Select and the other tools will be. */}
        <div className="timeline-skeleton-tools" />
        <div className="timeline-skeleton-heading" style={{ height: metrics?.headingHeight }}>
          <div className="skeleton skeleton-text photos-skeleton-line" />
        </div>
        {metrics === null ? null : (
          <div
            className="timeline-skeleton-tiles"
            style={{
              gridTemplateColumns: `repeat(${metrics.columns}, ${metrics.tileSize}px)`,
              gridAutoRows: `${metrics.tileSize}px`,
              gap: metrics.gap,
            }}
          >
            {Array.from({ length: metrics.columns * SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
              <div key={index} className="tile tile-placeholder" />
            ))}
          </div>
        )}
      </div>
    </CardLoading>
  );
}
