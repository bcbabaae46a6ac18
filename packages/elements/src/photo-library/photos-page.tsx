import { getPhotoPlace } from '@portal/api/clients/photos';
import { lazy, type ReactElement, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useToast } from '../runtime/context.tsx';
import { useElementLocation, useElementNavigate, useRoute } from '../runtime/element-router.tsx';
import { CardFailure } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { useLibraryCounts } from '../ui/parts/library-data.ts';
import { useTimelineCounts } from './api/timeline.ts';
import { FaqBanner } from './faq-banner.tsx';
import { LibraryShell, useAddPhotos } from './library-shell.tsx';
import { PhotoTimeline } from './photo-timeline.tsx';
import type { PreviewSource } from './preview/photo-preview.tsx';
import type { MonthPosition } from './preview/preview-window.ts';
import { PHOTOS_PATH, PREVIEW_ROUTE, previewPath } from './routes.ts';
import { SortSelect, useStoredSort } from './sort-select.tsx';
import { type ListPosition, readListPosition, storeListPosition } from './timeline/list-position.ts';
import { timelineMonths } from './timeline/timeline-months.ts';
import { TimelineSkeleton } from './timeline/timeline-skeleton.tsx';

/** Bringing photos back loads after the page: the status it asks for is not needed to show the photos. */
const ActivationNotice = lazy(async () => ({
  default: (await import('./activation/activation.tsx')).ActivationNotice,
}));

/** The preview, its gestures and its actions load when a photo is opened. */
const PhotoPreview = lazy(async () => ({
  default: (await import('./preview/photo-preview.tsx')).PhotoPreview,
}));

/**
 * The photo page (photo-library §2.1, §2.2): the shell's header and tabs, the FAQ banner, the sort
 * and the timeline of every month, with its empty, loading and failure states.
 */
export function PhotosPage({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const preview = useRoute(PREVIEW_ROUTE);
  const [sort, changeSort] = useStoredSort('photos');
  const previewEnabled = useFeatureFlag('PhotoManagementTimelineViewEnabled');
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const { mutate } = useSWRConfig();
  const showToast = useToast();
  /**
   * Whether this page opened the preview: closing it then goes back to the list's own entry, where
   * the list still is; else the list is put back at its kept place ([Note: The list's place, kept
   * for the preview]).
   */
  const openedHere = useRef(false);
  const [restore, setRestore] = useState<ListPosition | null>(null);
  /** The photo the preview shows, and where it is: closing a preview opened by its address goes there. */
  const shown = useRef<ListPosition | null>(null);
  const closePreview = () => {
    if (openedHere.current) {
      openedHere.current = false;
      window.history.back();
    } else {
      setRestore(shown.current ?? readListPosition(sort));
      navigate(`${PHOTOS_PATH}${search}`, { replace: true, keepScroll: true });
    }
  };
  const refreshLibrary = () =>
    Promise.all([mutate(['libraryCounts', accountId]), mutate(['timeline-counts', accountId])]);
  // A preview whose flag is off is not there: the element's root instead (photo-library §2).
  useEffect(() => {
    if (preview !== null && !previewEnabled) navigate('/', { replace: true });
  }, [preview, previewEnabled, navigate]);
  const timeline = useTimelineCounts(accountId);
  // The tab's count (one read for both): a library it says is empty shows as empty at once, not as
  // the timeline's skeleton until the months have come.
  const libraryCounts = useLibraryCounts(accountId);
  const empty =
    timeline.data === undefined ? libraryCounts.data?.photosCount === 0 : timeline.data.years.length === 0;
  const endpoint = useEndpoint('photo');
  const previewSource = useMemo<PreviewSource>(
    () => ({
      places: () => (photoId, around, signal) =>
        getPhotoPlace(
          endpoint,
          photoId,
          { sortKey: sort.sortKey, sortOrder: sort.sortOrder, around },
          { signal },
        ),
      pathOf: previewPath,
      listPath: PHOTOS_PATH,
    }),
    [endpoint, sort.sortKey, sort.sortOrder],
  );
  const months = useMemo(
    () => (timeline.data === undefined ? [] : timelineMonths(timeline.data)),
    [timeline.data],
  );
  const onShown = (
    photo: { readonly location: { year: number; month: number } },
    position: MonthPosition,
  ) => {
    const { year, month } = photo.location;
    const count = months.find((entry) => entry.year === year && entry.month === month)?.count ?? 0;
    const index = 'fromStart' in position ? position.fromStart : Math.max(0, count - 1 - position.fromEnd);
    shown.current = { year, month, photo: index, within: 0 };
  };

  let body: ReactElement;
  if (timeline.error !== undefined && !timeline.isValidating && timeline.data === undefined) {
    body = (
      <div className="card photos-card">
        <CardFailure
          message={t('userMessage.photosCouldNotBeLoaded')}
          onRetry={() => void timeline.mutate()}
        />
      </div>
    );
  } else if (empty) {
    body = (
      <div className="card photos-card empty-state">
        <Icon name="photo" />
        <p>{t('userMessage.photoLibraryEmpty')}</p>
        <EmptyLibraryAddPhotos />
      </div>
    );
  } else if (timeline.data === undefined) {
    body = <TimelineSkeleton />;
  } else {
    body = (
      <PhotoTimeline
        accountId={accountId}
        months={months}
        sort={sort}
        tools={<SortSelect list="photos" value={sort} onChange={changeSort} />}
        onOpen={
          previewEnabled
            ? (position) => {
                openedHere.current = true;
                storeListPosition(sort, position);
              }
            : undefined
        }
        restore={restore}
        onRestored={() => setRestore(null)}
        onRefresh={refreshLibrary}
      />
    );
  }

  return (
    <LibraryShell accountId={accountId} tab="photos">
      <FaqBanner />
      {timeline.data === undefined && !empty ? null : (
        <Suspense fallback={null}>
          <ActivationNotice accountId={accountId} empty={empty} />
        </Suspense>
      )}
      {body}
      {preview !== null && previewEnabled ? (
        <Suspense fallback={null}>
          <PhotoPreview
            key="preview"
            accountId={accountId}
            photoId={preview.photoId}
            source={previewSource}
            onClose={closePreview}
            onShown={onShown}
            onDeleted={(ids) => {
              showToast(t('photos.delete.done', { count: ids.length }));
              void refreshLibrary();
            }}
          />
        </Suspense>
      ) : null}
    </LibraryShell>
  );
}

/** The empty library's way to its first photos, when uploads are on. */
function EmptyLibraryAddPhotos(): ReactElement | null {
  const { t } = useTranslation();
  const addPhotos = useAddPhotos();
  if (addPhotos === null) return null;
  return (
    <button type="button" className="button button-primary" onClick={addPhotos}>
      <Icon name="upload" />
      {t('photos.upload.add')}
    </button>
  );
}
