import { deleteAlbum, getAlbumPhotos, renameAlbum } from '@portal/api/clients/albums';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import { gridThumbnailSize } from '@portal/api/rules/timeline-dates';
import type { Photo } from '@portal/api/schemas/photos';
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
} from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import {
  useEndpoint,
  useFeatureFlag,
  useFormatDate,
  useReportFailure,
  useToast,
} from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Icon } from '../../ui/icons.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDownloadPhotos } from '../download/use-download-photos.ts';
import { Tile, type TileContext, type TileSelection } from '../photo-tile.tsx';
import type { PreviewSource } from '../preview/photo-preview.tsx';
import { ALBUMS_PATH, albumPath, albumPreviewPath } from '../routes.ts';
import { MAX_PHOTOS_PER_DOWNLOAD, PhotoSelection, type SelectablePhoto } from '../selection.ts';
import { useEscapeEndsSelection } from '../selection-escape.ts';
import { readSort, SortSelect, storeSort } from '../sort-select.tsx';
import { useAlbum, useAlbumPhotoPages, useRefreshAlbumList } from './album-data.ts';
import { AlbumNameModal } from './album-name-modal.tsx';
import { PagedListEnd } from './paged-list.tsx';

/** The modals and the preview load when asked for, not with the album. */
const CopyToAlbum = lazy(async () => ({ default: (await import('./copy-to-album.tsx')).CopyToAlbum }));
const RemoveFromAlbum = lazy(async () => ({
  default: (await import('./remove-from-album.tsx')).RemoveFromAlbum,
}));
const PhotoPreview = lazy(async () => ({
  default: (await import('../preview/photo-preview.tsx')).PhotoPreview,
}));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days, in the viewer's time zone, from `created` to `now`. */
export function daysSince(created: Date, now: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(now) - day(created)) / DAY_MS);
}

/**
 * An album (photo-library §2.5, route /albums/:id): the breadcrumb back to 'My albums', the name
 * (changed through its modal), the photo count and 'Created today', 'Created yesterday' or 'Created
 * {dd MMM yyyy}', the album deleted after a confirmation (its photos stay in the library), and its
 * photos in the customer's sort (date added or date taken, kept for every album), 500 at a time as
 * the end of the page comes into view; 'Your album is empty' when it holds none. In selection mode
 * the photos are downloaded, copied to another album or removed from this one; a photo opens in the
 * album's preview (/albums/:id/preview/:photoId, with the albums flag) over the page.
 */
export function AlbumPage({
  accountId,
  albumId,
  previewId,
}: {
  readonly accountId: string;
  readonly albumId: string;
  /** The photo previewed over the album, from the route. */
  readonly previewId: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const { mutate } = useSWRConfig();
  const showToast = useToast();
  const album = useAlbum(accountId, albumId);
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const [sort, setSort] = useState(() => readSort('albumPhotos'));
  const photos = useAlbumPhotoPages(accountId, albumId, sort);
  const previewEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  /** Whether this page opened the preview: closing it then goes back to the page's own entry. */
  const openedHere = useRef(false);
  const closePreview = () => {
    if (openedHere.current) {
      openedHere.current = false;
      window.history.back();
    } else {
      navigate(`${albumPath(albumId)}${search}`, { replace: true, keepScroll: true });
    }
  };
  // A preview whose flag is off is not there: the element's root instead (photo-library §2).
  useEffect(() => {
    if (previewId !== null && !previewEnabled) navigate('/', { replace: true });
  }, [previewId, previewEnabled, navigate]);
  const previewSource = useMemo<PreviewSource>(
    () => ({
      loadPage: (cursor, signal) =>
        getAlbumPhotos(
          endpoint,
          albumId,
          { cursor: cursor ?? undefined, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
          { signal },
        ),
      pathOf: (photoId) => albumPreviewPath(albumId, photoId),
      listPath: albumPath(albumId),
      albumId,
    }),
    [endpoint, albumId, sort.sortKey, sort.sortOrder],
  );

  const rename = async (name: string) => {
    try {
      await renameAlbum(endpoint, albumId, name);
    } catch (error) {
      reportFailure('RENAME_ALBUM_FAILED', error);
      throw error;
    }
    setRenaming(false);
    void refreshAlbumList();
    await album.mutate();
  };
  const remove = async () => {
    try {
      await deleteAlbum(endpoint, albumId);
    } catch (error) {
      reportFailure('DELETE_ALBUM_FAILED', error);
      throw error;
    }
    void mutate(['libraryCounts', accountId]);
    void refreshAlbumList();
    navigate(ALBUMS_PATH, { replace: true });
  };
  /** Photos left the album (removed here or from its preview): it and the list show it. */
  const photosRemoved = (ids: readonly string[]) => {
    showToast(t('albums.remove.done', { count: ids.length }), { tone: 'success' });
    void album.mutate();
    void photos.mutate();
    void refreshAlbumList();
  };

  const breadcrumb = (
    <nav className="breadcrumb" aria-label={t('albums.breadcrumb')}>
      <RouteLink to={ALBUMS_PATH} className="button button-text">
        <Icon name="chevronLeft" />
        {t('albums.myAlbums')}
      </RouteLink>
    </nav>
  );
  if (album.data === undefined) {
    return (
      <div className="photos album-page" part="album">
        {breadcrumb}
        {album.error !== undefined && !album.isValidating ? (
          <div className="card photos-card">
            <CardFailure
              message={t('userMessage.albumCouldNotBeDisplayed')}
              onRetry={() => void album.mutate()}
            />
          </div>
        ) : (
          <Spinner />
        )}
      </div>
    );
  }

  const created = new Date(album.data.created);
  const days = daysSince(created, new Date());
  const createdText =
    days <= 0
      ? t('albums.createdToday')
      : days === 1
        ? t('albums.createdYesterday')
        : t('albums.created', { date: formatDate(created) });
  return (
    <div className="photos album-page" part="album">
      {breadcrumb}
      <header className="album-header">
        <div className="album-title">
          <h1 className="page-title">{album.data.albumName}</h1>
          <button
            type="button"
            className="icon-button"
            aria-label={t('albums.rename')}
            onClick={() => setRenaming(true)}
          >
            <Icon name="pencil" />
          </button>
        </div>
        <p className="muted">
          {t('photos.photoCount', { count: album.data.photosCount })}
          {' · '}
          {createdText}
        </p>
        <button type="button" className="button button-text delete-album" onClick={() => setDeleting(true)}>
          <Icon name="trash" />
          {t('albums.delete.action')}
        </button>
      </header>
      <AlbumPhotos
        accountId={accountId}
        albumId={albumId}
        pages={photos}
        sortSelect={
          <SortSelect
            list="albumPhotos"
            value={sort}
            onChange={(next: SortSetting<'albumPhotos'>) => {
              storeSort('albumPhotos', next);
              setSort(next);
            }}
          />
        }
        onOpen={
          previewEnabled
            ? () => {
                openedHere.current = true;
              }
            : undefined
        }
        onRemoved={photosRemoved}
      />
      {renaming ? (
        <AlbumNameModal
          title={t('albums.renameTitle')}
          confirmLabel={t('albums.save')}
          initialName={album.data.albumName}
          onSave={rename}
          onClose={() => setRenaming(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmModal
          title={t('albums.delete.title')}
          confirmLabel={t('albums.delete.action')}
          busyLabel={t('albums.delete.deleting')}
          onConfirm={remove}
          onClose={() => setDeleting(false)}
          failure={t('userMessage.unableToRemoveAlbum')}
        >
          <p>{t('albums.delete.body', { name: album.data.albumName })}</p>
        </ConfirmModal>
      ) : null}
      {previewId !== null && previewEnabled ? (
        <Suspense fallback={null}>
          <PhotoPreview
            key="preview"
            accountId={accountId}
            photoId={previewId}
            source={previewSource}
            onClose={closePreview}
            onDeleted={photosRemoved}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The album's photos as a grid, loading the next 500 as the end comes near; the sort and Select
 * above it, and in selection mode the bar: the count, Done, Select all / Deselect all, Download (up
 * to 100), Copy to album (with its flag) and Remove from album (photo-library §2.5).
 */
function AlbumPhotos({
  accountId,
  albumId,
  pages,
  sortSelect,
  onOpen,
  onRemoved,
}: {
  readonly accountId: string;
  readonly albumId: string;
  readonly pages: ReturnType<typeof useAlbumPhotoPages>;
  readonly sortSelect: ReactNode;
  /** A photo opened in the preview; absent when the album preview is off. */
  readonly onOpen: (() => void) | undefined;
  readonly onRemoved: (ids: readonly string[]) => void;
}): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { search } = useElementLocation();
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const { download, downloading } = useDownloadPhotos();
  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState(PhotoSelection.none);
  const [copying, setCopying] = useState<readonly string[] | null>(null);
  const [removing, setRemoving] = useState<readonly string[] | null>(null);
  const stopSelecting = useCallback(() => {
    setSelecting(false);
    setSelection(PhotoSelection.none);
  }, []);
  const context = useMemo<TileContext>(
    () => ({ t, formatDate, search, pathOf: (photoId) => albumPreviewPath(albumId, photoId) }),
    [t, formatDate, search, albumId],
  );

  useEscapeEndsSelection(selecting, stopSelecting);

  const photos = pages.data?.flatMap((page) => page.images);
  if (photos === undefined) {
    return pages.error !== undefined && !pages.isValidating ? (
      <div className="card photos-card">
        <CardFailure
          message={t('userMessage.albumPhotosCouldNotBeDisplayed')}
          onRetry={() => void pages.mutate()}
        />
      </div>
    ) : (
      <Spinner />
    );
  }
  if (photos.length === 0) {
    return (
      <div className="card photos-card empty-state">
        <Icon name="photo" />
        <p>{t('albums.empty')}</p>
      </div>
    );
  }

  const selectable = (list: readonly Photo[]): SelectablePhoto[] =>
    list.map((photo, index) => ({ id: photo.imageId, position: { section: 0, index } }));
  const tileSelection: TileSelection | undefined = selecting
    ? {
        selection,
        onToggle: (photo, range) =>
          setSelection((before) =>
            range && before.anchor !== null
              ? before.selectRange(photo, selectable(photos))
              : before.toggle(photo),
          ),
      }
    : undefined;
  /** Select all means the whole album: the pages not loaded yet load first. */
  const selectAll = async () => {
    let loaded = pages.data;
    while (loaded !== undefined && (loaded.at(-1)?.cursor ?? null) !== null) {
      loaded = await pages.setSize(loaded.length + 1);
    }
    const all = loaded?.flatMap((page) => page.images) ?? photos;
    setSelection((before) => before.toggleAll(selectable(all)));
  };
  const downloadSelected = async () => {
    const ids = selection.ids;
    const single = ids.length === 1 ? photos.find((photo) => photo.imageId === ids[0]) : undefined;
    if (await download(ids, single)) stopSelecting();
  };
  const size = gridThumbnailSize(window.innerWidth);
  const allSelected =
    selection.size > 0 && selection.size === photos.length && pages.data?.at(-1)?.cursor === null;
  return (
    <>
      {selecting ? (
        <section className="selection-bar" part="selection-bar" aria-label={t('photos.selection.bar')}>
          <span className="selection-count" aria-live="polite">
            {t('photos.selection.count', { count: selection.size })}
          </span>
          <button type="button" className="button button-secondary selection-done" onClick={stopSelecting}>
            {t('photos.selection.stop')}
          </button>
          <div className="selection-actions">
            {allSelected ? (
              <button
                type="button"
                className="button button-text"
                onClick={() => setSelection(selection.clear())}
              >
                {t('photos.selection.deselectAll')}
              </button>
            ) : (
              <button type="button" className="button button-text" onClick={() => void selectAll()}>
                {t('photos.selection.selectAll')}
              </button>
            )}
            <button
              type="button"
              className="button button-secondary"
              disabled={!selection.downloadable || downloading}
              title={selection.size > MAX_PHOTOS_PER_DOWNLOAD ? t('userMessage.downloadLimit') : undefined}
              onClick={() => void downloadSelected()}
            >
              {t('photos.download.action')}
            </button>
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
            <button
              type="button"
              className="button button-destructive"
              disabled={!selection.actionable}
              onClick={() => setRemoving(selection.ids)}
            >
              {t('albums.remove.action')}
            </button>
          </div>
        </section>
      ) : null}
      <div className="timeline-tools">
        {sortSelect}
        {selecting ? null : (
          <button type="button" className="button button-secondary" onClick={() => setSelecting(true)}>
            {t('photos.selection.start')}
          </button>
        )}
      </div>
      <ul className="album-photos" aria-label={t('pageTitle.photos')}>
        {photos.map((photo, index) => (
          <li key={photo.imageId}>
            <Tile
              photo={photo}
              size={size}
              position={{ section: 0, index }}
              selecting={tileSelection}
              onOpen={onOpen}
              context={context}
            />
          </li>
        ))}
      </ul>
      <PagedListEnd pages={pages} failure={t('userMessage.albumPhotosCouldNotBeDisplayed')} />
      <Suspense fallback={null}>
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
        {removing === null ? null : (
          <RemoveFromAlbum
            albumId={albumId}
            ids={removing}
            onRemoved={(ids) => {
              setRemoving(null);
              stopSelecting();
              onRemoved(ids);
            }}
            onClose={() => setRemoving(null)}
          />
        )}
      </Suspense>
    </>
  );
}
