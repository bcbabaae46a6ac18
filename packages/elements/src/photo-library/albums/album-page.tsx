import { deleteAlbum, getAlbumPhotoPlace, renameAlbum } from '@portal/api/clients/albums';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import { lazy, type ReactElement, Suspense, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useReportFailure, useToast } from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useAlbum, useRefreshAlbumList } from '../api/albums.ts';
import type { PreviewSource } from '../preview/photo-preview.tsx';
import { ALBUMS_PATH, albumPath, albumPreviewPath, sharedAlbumPath } from '../routes.ts';
import { readSort, SortSelect, storeSort } from '../sort-select.tsx';
import { AlbumNameModal } from './album-name-modal.tsx';
import {
  AlbumBreadcrumb,
  AlbumNotYet,
  AlbumPreview,
  useAlbumPreviewExit,
  useCreatedText,
} from './album-parts.tsx';
import { useAlbumPhotoList } from './album-photo-list.ts';
import { AlbumPhotos } from './album-photos.tsx';

/** Picking photos to add loads when asked for. */
const AddToAlbum = lazy(async () => ({ default: (await import('./add-to-album.tsx')).AddToAlbum }));

/**
 * An album (photo-library §2.5, route /albums/:id): the breadcrumb back to 'My albums', the name
 * (changed through its modal), the photo count and 'Created today', 'Created yesterday' or 'Created
 * {dd MMM yyyy}', photos added from the library, the album deleted after a confirmation (its photos
 * stay in the library), and its photos in the customer's sort (date added or date taken, kept for
 * every album), only the rows near the viewport in the page ([Note: An album is one section]);
 * 'Your album is empty' when it holds none. In selection mode the photos are downloaded, copied to
 * another album, sent to the prints editor or removed from this one; a photo opens in the album's
 * preview (/albums/:id/preview/:photoId, with the albums flag) over the page, read by its id. A
 * shared album goes to its own page while shared albums are on.
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
  const photos = useAlbumPhotoList(albumId, sort, album.data?.photosCount);
  const previewEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);

  const previewExit = useAlbumPreviewExit(albumPath(albumId));
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
      places: () => (photoId, around, signal) =>
        getAlbumPhotoPlace(
          endpoint,
          albumId,
          photoId,
          { sortKey: sort.sortKey, sortOrder: sort.sortOrder, around },
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
    photos.manager.remove(ids);
    void album.mutate();
    void refreshAlbumList();
  };

  const createdText = useCreatedText(album.data?.created);
  if (album.data === undefined) return <AlbumNotYet album={album} />;

  return (
    <div className="photos album-page" part="album">
      <AlbumBreadcrumb />
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
        <div className="album-actions">
          <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t('albums.add.action')}
          </button>
          <button type="button" className="button button-text delete-album" onClick={() => setDeleting(true)}>
            <Icon name="trash" />
            {t('albums.delete.action')}
          </button>
        </div>
      </header>
      <AlbumPhotos
        accountId={accountId}
        albumId={albumId}
        list={photos}
        count={album.data.photosCount}
        pathOf={previewPathOf}
        empty={t('albums.empty')}
        onAddPhotos={() => setAdding(true)}
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
        onOpen={previewEnabled ? previewExit.opened : undefined}
        onRemoved={photosRemoved}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddToAlbum
            accountId={accountId}
            albumId={albumId}
            albumName={album.data.albumName}
            onAdded={(count) => {
              setAdding(false);
              showToast(t('albums.add.done', { count }), { tone: 'success' });
              void album.mutate();
              void refreshAlbumList();
            }}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
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
        <AlbumPreview
          accountId={accountId}
          photoId={previewId}
          source={previewSource}
          onClose={previewExit.close}
          onDeleted={photosRemoved}
        />
      ) : null}
    </div>
  );
}
