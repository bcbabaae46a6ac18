import { getMonthPhotoIds, getPhotoPlace, getTimelinePage } from '@portal/api/clients/photos';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import {
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useReportFailure, useToast } from '../runtime/context.tsx';
import { useElementLocation, useElementNavigate, useRoute } from '../runtime/element-router.tsx';
import { CardFailure } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useTimelineCounts } from './api/library.ts';
import { useDownloadPhotos } from './download/use-download-photos.ts';
import { LibraryShell, useAddPhotos } from './library-shell.tsx';
import type { PreviewSource } from './preview/photo-preview.tsx';
import type { MonthPosition } from './preview/preview-window.ts';
import { OrderPrintsBar, PrintsTransferOverlay, useOrderPrints } from './prints/order-prints.tsx';
import { PHOTOS_PATH, PREVIEW_ROUTE, previewPath } from './routes.ts';
import { PhotoSelection } from './selection.ts';
import { DownloadSelectedButton, SelectionBar } from './selection-bar.tsx';
import { useEscapeEndsSelection } from './selection-escape.ts';
import { readSort, SortSelect, storeSort } from './sort-select.tsx';
import { type ListPosition, readListPosition, storeListPosition } from './timeline/list-position.ts';
import { SelectionReads } from './timeline/selection-reads.ts';
import { type GridSelection, TimelineGrid } from './timeline/timeline-grid.tsx';
import type { TimelineMonth } from './timeline/timeline-layout.ts';
import { TimelineManager } from './timeline/timeline-manager.ts';
import { timelineMonths } from './timeline/timeline-months.ts';

/** The delete modals load when the customer asks to delete, not with the timeline. */
const DeletePhotos = lazy(async () => ({ default: (await import('./delete-photos.tsx')).DeletePhotos }));
const DeleteAllPhotos = lazy(async () => ({
  default: (await import('./delete-photos.tsx')).DeleteAllPhotos,
}));

/** Bringing photos back loads after the page: the status it asks for is not needed to show the photos. */
const ActivationNotice = lazy(async () => ({
  default: (await import('./activation/activation.tsx')).ActivationNotice,
}));

/** The export modal loads when asked for. */
const ExportModal = lazy(async () => ({ default: (await import('./export/export-modal.tsx')).ExportModal }));

/** Copy to album loads when asked for. */
const CopyToAlbum = lazy(async () => ({
  default: (await import('./albums/copy-to-album.tsx')).CopyToAlbum,
}));

/** The preview, its gestures and its actions load when a photo is opened. */
const PhotoPreview = lazy(async () => ({
  default: (await import('./preview/photo-preview.tsx')).PhotoPreview,
}));

const FAQ_PATH = '/faq';

/**
 * The photo page (photo-library §2.1, §2.2): the shell's header and tabs, the FAQ banner, the sort
 * and the timeline of every month, with its empty, loading and failure states.
 */
export function PhotosPage({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const preview = useRoute(PREVIEW_ROUTE);
  const [sort, setSort] = useState(() => readSort('photos'));
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
  const changeSort = (next: SortSetting<'photos'>) => {
    storeSort('photos', next);
    setSort(next);
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
  } else if (timeline.data === undefined) {
    body = <Spinner />;
  } else if (timeline.data.years.length === 0) {
    body = (
      <div className="card photos-card empty-state">
        <Icon name="photo" />
        <p>{t('userMessage.photoLibraryEmpty')}</p>
        <EmptyLibraryAddPhotos />
      </div>
    );
  } else {
    body = (
      <Timeline
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
      {timeline.data === undefined ? null : (
        <Suspense fallback={null}>
          <ActivationNotice accountId={accountId} empty={timeline.data.years.length === 0} />
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

function Timeline({
  accountId,
  months,
  sort,
  tools,
  onOpen,
  restore,
  onRestored,
  onRefresh,
}: {
  readonly accountId: string;
  readonly months: readonly TimelineMonth[];
  readonly sort: SortSetting<'photos'>;
  readonly tools: ReactNode;
  /** A photo opened in the preview from the grid, with the list's place; absent when the preview is off. */
  readonly onOpen: ((position: ListPosition | null) => void) | undefined;
  readonly restore: ListPosition | null;
  readonly onRestored: () => void;
  /** Refreshes the library's counts and months after photos were deleted. */
  readonly onRefresh: () => Promise<unknown>;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const showToast = useToast();
  // One manager per account and sort: a new sort starts every month again. New counts patch it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account names the library it reads; the months at its start only.
  const manager = useMemo(
    () =>
      new TimelineManager(months, {
        range: (location, offset, limit, signal) =>
          getTimelinePage(
            endpoint,
            location,
            { offset, limit, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
            { signal },
          ).catch((error: unknown) => {
            if (!signal.aborted) reportFailure('LOAD_TIMELINE_PAGE_FAILED', error);
            throw error;
          }),
        ids: (location, offset, signal) =>
          getMonthPhotoIds(
            endpoint,
            location,
            { offset, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
            { signal },
          ).catch((error: unknown) => {
            if (!signal.aborted) reportFailure('LOAD_TIMELINE_PAGE_FAILED', error);
            throw error;
          }),
      }),
    [endpoint, sort.sortKey, sort.sortOrder, reportFailure, accountId],
  );
  useEffect(() => () => manager.dispose(), [manager]);
  useEffect(() => manager.setMonths(months), [manager, months]);

  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState(PhotoSelection.none);
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { download: downloadPhotos, downloading } = useDownloadPhotos();
  const [copying, setCopying] = useState<readonly string[] | null>(null);
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  /** Selection mode for ordering prints: the order-prints bar in place of the other actions. */
  const [printing, setPrinting] = useState(false);
  /** Ids being read for a month's select-all or a range: ended with selection mode or the manager. */
  const [reads, setReads] = useState(() => new SelectionReads());
  useEffect(() => () => reads.abort(), [reads]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new manager (sort) ends the reads of the old one.
  useEffect(() => setReads(new SelectionReads()), [manager]);
  const readingIds = useSyncExternalStore(reads.subscribe, () => reads.pending > 0);
  const { transfer, transferring } = useOrderPrints();
  const stopSelecting = useCallback(() => {
    setSelecting(false);
    setPrinting(false);
    setSelection(PhotoSelection.none);
    setReads(new SelectionReads());
  }, []);

  useEscapeEndsSelection(selecting, stopSelecting);

  const grid: GridSelection | undefined = selecting
    ? {
        selection,
        onToggle: (photo, range) => {
          const anchor = selection.anchor;
          if (!range || anchor === null) {
            setSelection((before) => before.toggle(photo));
            return;
          }
          // A range reads the ids it covers, loaded or not ([Note: The timeline manager]).
          reads.run(
            (signal) => manager.rangeIds(anchor, photo.position, signal),
            (ids) => setSelection((before) => before.withRange(photo, ids)),
          );
        },
        onToggleMonth: (section) => {
          const count = manager.months[section]?.count ?? 0;
          reads.run(
            (signal) => manager.ids(section, 0, count - 1, signal),
            (ids) =>
              setSelection((before) =>
                before.toggleAll(ids.map((id, index) => ({ id, position: { section, index } }))),
              ),
          );
        },
      }
    : undefined;

  /** One photo is saved directly under its file name; several are zipped ([Note: Downloading several photos]). */
  const download = async () => {
    const ids = selection.ids;
    if (await downloadPhotos(ids, ids.length === 1 ? manager.loaded(ids[0] ?? '') : undefined))
      stopSelecting();
  };

  const deleted = async (ids: readonly string[]) => {
    setDeleting(null);
    manager.remove(ids);
    stopSelecting();
    showToast(t('photos.delete.done', { count: ids.length }));
    await onRefresh();
  };

  const allTools = (
    <>
      {tools}
      {selecting ? null : (
        <>
          <button type="button" className="button button-secondary" onClick={() => setSelecting(true)}>
            {t('photos.selection.start')}
          </button>
          {printsEnabled ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSelecting(true);
                setPrinting(true);
              }}
            >
              {t('photos.prints.action')}
            </button>
          ) : null}
          <button type="button" className="button button-text" onClick={() => setExporting(true)}>
            {t('photos.export.action')}
          </button>
          <button
            type="button"
            className="button button-text delete-all"
            onClick={() => setDeletingAll(true)}
          >
            {t('photos.deleteAll.action')}
          </button>
        </>
      )}
    </>
  );
  return (
    <>
      {selecting ? (
        <SelectionBar selection={selection} onChange={setSelection} onDone={stopSelecting}>
          {printing ? null : (
            <>
              <DownloadSelectedButton
                selection={selection}
                downloading={downloading}
                onDownload={() => void download()}
              />
              {albumsEnabled ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!selection.actionable}
                  onClick={() => setCopying(selection.ids)}
                >
                  {t('albums.copy.action')}
                </button>
              ) : null}
              {printsEnabled ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!selection.actionable || transferring !== null}
                  onClick={() => void transfer(selection.ids)}
                >
                  {t('photos.prints.short')}
                </button>
              ) : null}
              <button
                type="button"
                className="button button-destructive"
                disabled={!selection.actionable}
                onClick={() => setDeleting(selection.ids)}
              >
                {t('photos.delete.action')}
              </button>
            </>
          )}
        </SelectionBar>
      ) : null}
      <TimelineGrid
        months={months}
        manager={manager}
        selecting={grid}
        tools={allTools}
        onOpen={onOpen}
        restore={restore}
        onRestored={onRestored}
      />
      {selecting && printing ? (
        <OrderPrintsBar
          count={selection.size}
          selecting={readingIds}
          busy={transferring !== null}
          onNext={() => void transfer(selection.ids)}
        />
      ) : null}
      <PrintsTransferOverlay count={transferring} />
      <Suspense fallback={null}>
        {exporting ? <ExportModal onClose={() => setExporting(false)} /> : null}
        {deletingAll ? (
          <DeleteAllPhotos
            count={months.reduce((total, month) => total + month.count, 0)}
            onDeleted={() => {
              setDeletingAll(false);
              void onRefresh();
            }}
            onClose={() => setDeletingAll(false)}
          />
        ) : null}
        {copying === null ? null : (
          <CopyToAlbum
            accountId={accountId}
            photoIds={copying}
            onCopied={() => {
              setCopying(null);
              stopSelecting();
            }}
            onClose={() => setCopying(null)}
          />
        )}
        {deleting === null ? null : (
          <DeletePhotos
            ids={deleting}
            onStart={(ids) => manager.hide(ids)}
            onFailure={(ids) => manager.restore(ids)}
            onDeleted={(ids) => void deleted(ids)}
            onClose={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </>
  );
}

/** The collapsible banner leading to the FAQ, in its two wordings (photo-library §2.2). */
function FaqBanner(): ReactElement {
  const { t } = useTranslation();
  const albums = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [open, setOpen] = useState(false);
  return (
    <div className="banner banner-info faq-banner" part="faq-banner">
      <Icon name="info" />
      <div className="banner-text">
        <p>{t(albums ? 'photos.banner.withAlbums' : 'photos.banner.withoutAlbums')}</p>
        {open ? (
          <p>
            {t('photos.banner.more')} <OutsideLink path={FAQ_PATH}>{t('photos.banner.faq')}</OutsideLink>
          </p>
        ) : null}
        <button
          type="button"
          className="button button-text"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('photos.banner.showLess') : t('photos.banner.showMore')}
        </button>
      </div>
    </div>
  );
}
