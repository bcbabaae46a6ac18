import type { ReactElement } from 'react';
import { CardLoading } from '../../ui/card-failure.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';

/** Albums drawn while the list loads: two rows on a phone, one or more on a desktop. */
const SKELETON_ALBUMS = 6;

/**
 * A list of albums while it loads, in the one loading pattern of every area (skeletons, named
 * 'Loading…' for assistive technology): the album grid's own cells, each a cover, a name and the
 * line below it, so the albums arrive where their placeholders were.
 */
export function AlbumGridSkeleton(): ReactElement {
  return (
    <CardLoading>
      <div className="album-grid album-grid-skeleton">
        {Array.from({ length: SKELETON_ALBUMS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <div key={index} className="album-tile">
            <div className="album-cover tile-placeholder" />
            <SkeletonLines
              lines={['photos-skeleton-line album-skeleton-name', 'photos-skeleton-line album-skeleton-meta']}
            />
          </div>
        ))}
      </div>
    </CardLoading>
  );
}
