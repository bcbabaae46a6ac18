import { deleteAlbum, renameAlbum } from '@portal/api/clients/albums';
import { lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useReportFailure, useToast } from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useAlbum, useRefreshAlbumList } from '../api/albums.ts';
import { sharedAlbumPath } from '../routes.ts';
import { AlbumNameModal } from './album-name-modal.tsx';
import { AlbumNotYet } from './album-parts.tsx';
import { useAlbumPhotoList } from './album-photo-list.ts';
import { type AlbumRoute, AlbumView } from './album-view.tsx';

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
 * shared album goes to its own page while shared albums are on. The page itself is `AlbumView`
 * ([Note: One album page, two kinds of album]).
 */
export function AlbumPage(route: AlbumRoute): ReactElement {
  const { accountId, albumId, previewId } = route;
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const showToast = useToast();
  const album = useAlbum(accountId, albumId);
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const photos = useAlbumPhotoList(albumId, album.data?.photosCount);
  const previewEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);

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
  /** Photos left the album (removed here or from its preview): it and the list show it. */
  const photosRemoved = (ids: readonly string[]) => {
    showToast(t('albums.remove.done', { count: ids.length }), { tone: 'success' });
    photos.manager.remove(ids);
    void album.mutate();
    void refreshAlbumList();
  };

  if (album.data === undefined) return <AlbumNotYet album={album} />;
  const { albumName } = album.data;
  return (
    <AlbumView
      route={route}
      album={album.data}
      photos={photos}
      titleAction={
        <button
          type="button"
          className="icon-button"
          aria-label={t('albums.rename')}
          onClick={() => setRenaming(true)}
        >
          <Icon name="pencil" />
        </button>
      }
      details={(deleteButton) => (
        <div className="album-actions">
          <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t('albums.add.action')}
          </button>
          {deleteButton}
        </div>
      )}
      deletion={{
        title: t('albums.delete.title'),
        body: t('albums.delete.body', { name: albumName }),
        call: () => deleteAlbum(endpoint, albumId),
        failure: 'DELETE_ALBUM_FAILED',
      }}
      empty={t('albums.empty')}
      onAddPhotos={() => setAdding(true)}
      onRemoved={photosRemoved}
    >
      {adding ? (
        <Suspense fallback={null}>
          <AddToAlbum
            accountId={accountId}
            albumId={albumId}
            albumName={albumName}
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
          initialName={albumName}
          onSave={rename}
          onClose={() => setRenaming(false)}
        />
      ) : null}
    </AlbumView>
  );
}
