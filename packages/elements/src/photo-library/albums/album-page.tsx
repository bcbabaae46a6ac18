import { deleteAlbum, renameAlbum } from '@portal/api/clients/albums';
import { gridThumbnailSize } from '@portal/api/rules/timeline-dates';
import { type ReactElement, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFormatDate, useReportFailure } from '../../runtime/context.tsx';
import { useElementNavigate } from '../../runtime/element-router.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Icon } from '../../ui/icons.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ALBUMS_PATH } from '../routes.ts';
import { useAlbum, useAlbumPhotoPages, useRefreshAlbumList } from './album-data.ts';
import { AlbumNameModal } from './album-name-modal.tsx';
import { PagedListEnd } from './paged-list.tsx';

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
 * photos, newest added first, 500 at a time as the end of the page comes into view; 'Your album is
 * empty' when it holds none.
 */
export function AlbumPage({
  accountId,
  albumId,
}: {
  readonly accountId: string;
  readonly albumId: string;
}): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { mutate } = useSWRConfig();
  const album = useAlbum(accountId, albumId);
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const photos = useAlbumPhotoPages(accountId, albumId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

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
      <AlbumPhotos pages={photos} />
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
    </div>
  );
}

/** The album's photos as a grid, loading the next 500 as the end comes near. */
function AlbumPhotos({ pages }: { readonly pages: ReturnType<typeof useAlbumPhotoPages> }): ReactElement {
  const { t } = useTranslation();

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
  const size = gridThumbnailSize(window.innerWidth);
  return (
    <>
      <ul className="album-photos" aria-label={t('pageTitle.photos')}>
        {photos.map((photo) => {
          const thumbnail =
            photo.thumbnails.find((candidate) => candidate.id === size) ?? photo.thumbnails[0];
          return (
            <li key={photo.imageId} className="tile">
              {thumbnail === undefined ? null : (
                <img src={thumbnail.url} alt={photo.localFileName} loading="lazy" decoding="async" />
              )}
            </li>
          );
        })}
      </ul>
      <PagedListEnd pages={pages} failure={t('userMessage.albumPhotosCouldNotBeDisplayed')} />
    </>
  );
}
