import { getAlbumPhotoIds, getAlbumPhotoPlace, getAlbumPhotos } from '@portal/api/clients/albums';
import type { PhotoPlaceQuery } from '@portal/api/clients/photos';
import {
  getSharedAlbumPhotoIds,
  getSharedAlbumPhotoPlace,
  getSharedAlbumPhotos,
} from '@portal/api/clients/shared-albums';
import type { CallOptions, ServiceEndpoint } from '@portal/api/http';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import type { PhotoPage, PhotoPlace } from '@portal/api/schemas/photos';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import type { FailedAction } from '../../runtime/reporter.ts';
import type { PlaceLoader } from '../preview/preview-window.ts';
import { albumPath, albumPreviewPath, sharedAlbumPath, sharedAlbumPreviewPath } from '../routes.ts';
import { useStoredSort } from '../sort-select.tsx';
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

/** An album's photos as its grid shows them. */
export interface AlbumPhotoList {
  readonly albumId: string;
  readonly manager: TimelineManager;
  /** A photo's preview address over the album's page. */
  readonly pathOf: (photoId: string) => string;
  /** Whose a photo of a shared album is, for its download; absent for the customer's own album. */
  readonly ownerOf?: (photoId: string) => string | undefined;
}

/** The sorts of an album's photos: the customer's own album's, or a shared album's. */
export type AlbumSortList = 'albumPhotos' | 'sharedAlbumPhotos';

/** An album's photos as its page shows them: in the customer's sort, kept for every album. */
export interface SortedAlbumPhotos<L extends AlbumSortList> extends AlbumPhotoList {
  readonly sortList: L;
  readonly sort: SortSetting<L>;
  readonly changeSort: (sort: SortSetting<L>) => void;
  /** The album page's address. */
  readonly listPath: string;
  /** Reads a photo with its neighbours in the album, in this sort: what its preview steps through. */
  readonly place: PlaceLoader;
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

/** What tells one kind of album from the other: its sort, its service, its addresses and reads. */
interface AlbumKind<L extends AlbumSortList> {
  readonly sortList: L;
  readonly service: 'photo' | 'sharedAlbums';
  /** What a failed read of its photos is reported as. */
  readonly failure: FailedAction;
  readonly page: (albumId: string) => string;
  readonly preview: (albumId: string, photoId: string) => string;
  readonly place: (
    service: ServiceEndpoint,
    albumId: string,
    photoId: string,
    query: PhotoPlaceQuery,
    options: CallOptions,
  ) => Promise<PhotoPlace | null>;
}

const OWN_ALBUM: AlbumKind<'albumPhotos'> = {
  sortList: 'albumPhotos',
  service: 'photo',
  failure: 'LOAD_ALBUM_PHOTOS_FAILED',
  page: albumPath,
  preview: albumPreviewPath,
  place: getAlbumPhotoPlace,
};

const SHARED_ALBUM: AlbumKind<'sharedAlbumPhotos'> = {
  sortList: 'sharedAlbumPhotos',
  service: 'sharedAlbums',
  failure: 'LOAD_SHARED_ALBUM_PHOTOS_FAILED',
  page: sharedAlbumPath,
  preview: sharedAlbumPreviewPath,
  place: getSharedAlbumPhotoPlace,
};

/**
 * The photos of `albumId`, an album of `kind`, in the customer's sort; `reads` reads them in a sort
 * from the kind's service, and `ownerOf` says whose each one is (a shared album's).
 */
function useSortedAlbumPhotos<L extends AlbumSortList>(
  kind: AlbumKind<L>,
  albumId: string,
  count: number | undefined,
  reads: (service: ServiceEndpoint, sort: SortSetting<L>) => AlbumReads,
  ownerOf?: (photoId: string) => string | undefined,
): SortedAlbumPhotos<L> {
  const endpoint = useEndpoint(kind.service);
  const [sort, changeSort] = useStoredSort(kind.sortList);
  const manager = useAlbumManager(
    `${albumId}/${sort.sortKey}/${sort.sortOrder}`,
    endpoint,
    count,
    reads(endpoint, sort),
    kind.failure,
  );
  return useMemo(
    () => ({
      albumId,
      manager,
      pathOf: (photoId: string) => kind.preview(albumId, photoId),
      ...(ownerOf === undefined ? {} : { ownerOf }),
      sortList: kind.sortList,
      sort,
      changeSort,
      listPath: kind.page(albumId),
      place: (photoId, around, signal) =>
        kind.place(endpoint, albumId, photoId, { ...sort, around }, { signal }),
    }),
    [kind, albumId, manager, ownerOf, sort, changeSort, endpoint],
  );
}

/** The customer's own album's photos; `count` is the album's photo count, once known. */
export function useAlbumPhotoList(
  albumId: string,
  count: number | undefined,
): SortedAlbumPhotos<'albumPhotos'> {
  return useSortedAlbumPhotos(OWN_ALBUM, albumId, count, (endpoint, query) => ({
    page: (offset, limit, signal) =>
      getAlbumPhotos(endpoint, albumId, { offset, limit, ...query }, { signal }),
    ids: (offset, signal) => getAlbumPhotoIds(endpoint, albumId, { offset, ...query }, { signal }),
  }));
}

/**
 * A shared album's photos, and whose each one is: every photo read, and every id read for a
 * select-all or a range, brings its owner along, so a download names the owners of photos the page
 * never showed.
 */
export function useSharedAlbumPhotoList(
  albumId: string,
  count: number | undefined,
): SortedAlbumPhotos<'sharedAlbumPhotos'> {
  const owners = useRef(new Map<string, string>()).current;
  const ownerOf = useCallback((photoId: string) => owners.get(photoId), [owners]);
  return useSortedAlbumPhotos(
    SHARED_ALBUM,
    albumId,
    count,
    (endpoint, query) => ({
      page: async (offset, limit, signal) => {
        const page = await getSharedAlbumPhotos(endpoint, albumId, { offset, limit, ...query }, { signal });
        for (const photo of page.images) owners.set(photo.imageId, photo.ownerId);
        return page;
      },
      ids: async (offset, signal) => {
        const photos = await getSharedAlbumPhotoIds(endpoint, albumId, { offset, ...query }, { signal });
        for (const photo of photos) owners.set(photo.photoId, photo.ownerId);
        return photos.map((photo) => photo.photoId);
      },
    }),
    ownerOf,
  );
}
