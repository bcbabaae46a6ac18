import { getAlbumPhotoIds, getAlbumPhotos } from '@portal/api/clients/albums';
import { getSharedAlbumPhotoIds, getSharedAlbumPhotos } from '@portal/api/clients/shared-albums';
import type { ServiceEndpoint } from '@portal/api/http';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import type { PhotoPage } from '@portal/api/schemas/photos';
import { useEffect, useMemo, useRef } from 'react';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import type { FailedAction } from '../../runtime/reporter.ts';
import type { TimelineMonth } from '../timeline/timeline-layout.ts';
import { TimelineManager } from '../timeline/timeline-manager.ts';

/*
 * [Note: An album is one section]
 * An album's grid is the timeline's machinery with one section and no heading: the album's photo
 * count lays it out, a TimelineManager reads the rows near the viewport by offset in blocks of 24
 * and aborts the ones left behind, and reads ids for select-all and shift-click ranges 500 a call
 * ([Note: An album read from anywhere in it] in the contract). The section's year and month are
 * only its name: the loaders read the album, whatever location they are given. One manager per
 * album and sort; a new count (photos added or removed) forgets the loaded photos, as a month
 * whose count changed does.
 */

/** The name of an album's one section. */
const ALBUM_SECTION = { year: 0, month: 0 } as const;

/** The album's sections: one of `count` photos, none while it is empty or its count unknown. */
export function albumSections(count: number | undefined): TimelineMonth[] {
  return count === undefined || count === 0 ? [] : [{ ...ALBUM_SECTION, count }];
}

/** An album's photos as the page shows them. */
export interface AlbumPhotoList {
  readonly manager: TimelineManager;
  /** Whose a photo of a shared album is, for its download; absent for the customer's own album. */
  readonly ownerOf?: (photoId: string) => string | undefined;
}

interface AlbumReads {
  readonly page: (offset: number, limit: number, signal: AbortSignal) => Promise<PhotoPage>;
  readonly ids: (offset: number, signal: AbortSignal) => Promise<readonly string[]>;
}

/**
 * The manager of one album in one sort, made anew when `key` (the album and the sort) or the
 * service changes, and told of every new count; its reads report their failures as `failure`
 * unless aborted.
 */
function useAlbumManager(
  key: string,
  service: ServiceEndpoint,
  count: number | undefined,
  reads: AlbumReads,
  failure: FailedAction,
): TimelineManager {
  const reportFailure = useReportFailure();
  const latest = useRef({ reads, count });
  latest.current = { reads, count };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `service` name what the reads read; the count at its start only.
  const manager = useMemo(() => {
    const reported = <T>(read: (signal: AbortSignal) => Promise<T>, signal: AbortSignal) =>
      read(signal).catch((error: unknown) => {
        if (!signal.aborted) reportFailure(failure, error);
        throw error;
      });
    const { reads: made, count: start } = latest.current;
    return new TimelineManager(albumSections(start), {
      range: (_section, offset, limit, signal) => reported((s) => made.page(offset, limit, s), signal),
      ids: (_section, offset, signal) => reported((s) => made.ids(offset, s), signal),
    });
  }, [key, service, reportFailure, failure]);
  useEffect(() => () => manager.dispose(), [manager]);
  useEffect(() => manager.setMonths(albumSections(count)), [manager, count]);
  return manager;
}

/** The customer's own album's photos in `sort`; `count` is the album's photo count, once known. */
export function useAlbumPhotoList(
  albumId: string,
  sort: SortSetting<'albumPhotos'>,
  count: number | undefined,
): AlbumPhotoList {
  const endpoint = useEndpoint('photo');
  const { sortKey, sortOrder } = sort;
  const manager = useAlbumManager(
    `${albumId}/${sortKey}/${sortOrder}`,
    endpoint,
    count,
    {
      page: (offset, limit, signal) =>
        getAlbumPhotos(endpoint, albumId, { offset, limit, sortKey, sortOrder }, { signal }),
      ids: (offset, signal) =>
        getAlbumPhotoIds(endpoint, albumId, { offset, sortKey, sortOrder }, { signal }),
    },
    'LOAD_ALBUM_PHOTOS_FAILED',
  );
  return useMemo(() => ({ manager }), [manager]);
}

/**
 * A shared album's photos in `sort`, and whose each one is: every photo read, and every id read for
 * a select-all or a range, brings its owner along, so a download names the owners of photos the
 * page never showed.
 */
export function useSharedAlbumPhotoList(
  albumId: string,
  sort: SortSetting<'sharedAlbumPhotos'>,
  count: number | undefined,
): AlbumPhotoList {
  const endpoint = useEndpoint('sharedAlbums');
  const { sortKey, sortOrder } = sort;
  const owners = useRef(new Map<string, string>()).current;
  const manager = useAlbumManager(
    `${albumId}/${sortKey}/${sortOrder}`,
    endpoint,
    count,
    {
      page: async (offset, limit, signal) => {
        const page = await getSharedAlbumPhotos(
          endpoint,
          albumId,
          { offset, limit, sortKey, sortOrder },
          { signal },
        );
        for (const photo of page.images) owners.set(photo.imageId, photo.ownerId);
        return page;
      },
      ids: async (offset, signal) => {
        const photos = await getSharedAlbumPhotoIds(
          endpoint,
          albumId,
          { offset, sortKey, sortOrder },
          { signal },
        );
        for (const photo of photos) owners.set(photo.photoId, photo.ownerId);
        return photos.map((photo) => photo.photoId);
      },
    },
    'LOAD_SHARED_ALBUM_PHOTOS_FAILED',
  );
  return useMemo(() => ({ manager, ownerOf: (photoId: string) => owners.get(photoId) }), [manager, owners]);
}
