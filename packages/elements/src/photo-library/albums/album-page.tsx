import { deleteAlbum, getAlbumPhotos, renameAlbum } from '@portal/api/clients/albums';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import { lazy, type ReactElement, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useReportFailure, useToast } from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { PreviewSource } from '../preview/photo-preview.tsx';
import { ALBUMS_PATH, albumPath, albumPreviewPath, sharedAlbumPath } from '../routes.ts';
import { readSort, SortSelect, storeSort } from '../sort-select.tsx';
import { useAlbum, useAlbumPhotoPages, useRefreshAlbumList } from './album-data.ts';
import { AlbumNameModal } from './album-name-modal.tsx';
import { AlbumBreadcrumb, useCreatedText } from './album-parts.tsx';
import { AlbumPhotos } from './album-photos.tsx';

/** The preview loads when a photo is opened, not with the album. */
const PhotoPreview = lazy(async () => ({
  default: (await import('../preview/photo-preview.tsx')).PhotoPreview,
}));

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
  // A shared album has its own page while shared albums are on (photo-library §2.5).
  const sharedAlbumsEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const shared = album.data?.isShared === true && sharedAlbumsEnabled;
  useEffect(() => {
    if (shared) navigate(`${sharedAlbumPath(albumId)}${search}`, { replace: true });
  }, [shared, albumId, search, navigate]);
  const previewPathOf = useMemo(() => (photoId: string) => albumPreviewPath(albumId, photoId), [albumId]);
  const previewSource = useMemo<PreviewSource>(
    () => ({
      loadPage: (cursor, signal) =>
        getAlbumPhotos(
          endpoint,
          albumId,
          { cursor: cursor ?? undefined, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
          { signal },
        ),
      pathOf: previewPathOf,
      listPath: albumPath(albumId),
      albumId,
    }),
    [endpoint, albumId, sort.sortKey, sort.sortOrder, previewPathOf],
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

  const breadcrumb = <AlbumBreadcrumb />;
  const createdText = useCreatedText(album.data?.created);
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
        pathOf={previewPathOf}
        empty={t('albums.empty')}
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
