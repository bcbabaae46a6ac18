import { deleteSharedAlbum, getSharedAlbumPhotoPlace } from '@portal/api/clients/shared-albums';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import type { SharedAlbum } from '@portal/api/schemas/shared-albums';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useReportFailure } from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useRefreshAlbumList } from '../api/albums.ts';
import { useSharedAlbum } from '../api/shared-albums.ts';
import type { PreviewSource } from '../preview/photo-preview.tsx';
import { ALBUMS_PATH, albumPath, sharedAlbumPath, sharedAlbumPreviewPath } from '../routes.ts';
import { readSort, SortSelect, storeSort } from '../sort-select.tsx';
import {
  AlbumBreadcrumb,
  AlbumNotYet,
  AlbumPreview,
  useAlbumPreviewExit,
  useCreatedText,
} from './album-parts.tsx';
import { useSharedAlbumPhotoList } from './album-photo-list.ts';
import { AlbumPhotos } from './album-photos.tsx';

/**
 * A shared album (photo-library §2.6, route /shared-albums/:id, with its flag): read-only under the
 * banner 'Shared albums are no longer supported'. The owner sees 'Shared with N people' and can open
 * the list of them; a participant sees who shared it. Its photos, each with its owner, are sorted,
 * selected and downloaded (other people's photos too); copying, removing and printing are there but
 * unavailable, saying why. Delete album is for everyone: the owner deletes it for all, a participant
 * leaves it (their photos in it leave with them), after a confirmation that says which. 'This album
 * is empty' when it holds nothing. A photo opens in the shared album's preview over the page.
 */
export function SharedAlbumPage({
  accountId,
  albumId,
  previewId,
}: {
  readonly accountId: string;
  readonly albumId: string;
  readonly previewId: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('sharedAlbums');
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const { mutate } = useSWRConfig();
  const enabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const album = useSharedAlbum(accountId, albumId);
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const [sort, setSort] = useState(() => readSort('sharedAlbumPhotos'));
  const photos = useSharedAlbumPhotoList(albumId, sort, album.data?.photosCount);
  const createdText = useCreatedText(album.data?.created);
  const [deleting, setDeleting] = useState(false);
  const [showingPeople, setShowingPeople] = useState(false);

  // Without shared albums, the album is an album as any other (photo-library §2.4).
  useEffect(() => {
    if (!enabled) navigate(`${albumPath(albumId)}${search}`, { replace: true });
  }, [enabled, albumId, search, navigate]);

  const previewExit = useAlbumPreviewExit(sharedAlbumPath(albumId));
  const previewPathOf = useMemo(
    () => (photoId: string) => sharedAlbumPreviewPath(albumId, photoId),
    [albumId],
  );
  const previewSource = useMemo<PreviewSource>(
    () => ({
      places: () => (photoId, around, signal) =>
        getSharedAlbumPhotoPlace(
          endpoint,
          albumId,
          photoId,
          { sortKey: sort.sortKey, sortOrder: sort.sortOrder, around },
          { signal },
        ),
      pathOf: previewPathOf,
      listPath: sharedAlbumPath(albumId),
      shared: true,
    }),
    [endpoint, albumId, sort.sortKey, sort.sortOrder, previewPathOf],
  );

  const owner = album.data?.ownerId === accountId;
  const remove = async () => {
    try {
      await deleteSharedAlbum(endpoint, albumId);
    } catch (error) {
      reportFailure('DELETE_SHARED_ALBUM_FAILED', error);
      throw error;
    }
    void mutate(['sharedAlbumsSummary', accountId]);
    void mutate(['libraryCounts', accountId]);
    void refreshAlbumList();
    navigate(ALBUMS_PATH, { replace: true });
  };

  if (album.data === undefined) return <AlbumNotYet album={album} />;

  return (
    <div className="photos album-page" part="album">
      <AlbumBreadcrumb />
      <div className="banner banner-info" part="shared-banner">
        <Icon name="info" />
        <p>{t('albums.shared.noLongerSupported')}</p>
      </div>
      <header className="album-header">
        <div className="album-title">
          <h1 className="page-title">{album.data.albumName}</h1>
        </div>
        <p className="muted">
          {t('photos.photoCount', { count: album.data.photosCount })}
          {' · '}
          {createdText}
        </p>
        {owner ? (
          <p className="shared-with">
            {t('albums.shared.sharedWith', { count: album.data.participants.length })}{' '}
            <button type="button" className="button button-text" onClick={() => setShowingPeople(true)}>
              {t('albums.shared.showPeople')}
            </button>
          </p>
        ) : (
          <p className="shared-with">{t('albums.shared.sharedBy', { email: album.data.owner.email })}</p>
        )}
        <button type="button" className="button button-text delete-album" onClick={() => setDeleting(true)}>
          <Icon name="trash" />
          {t('albums.delete.action')}
        </button>
      </header>
      <AlbumPhotos
        accountId={accountId}
        albumId={albumId}
        list={photos}
        count={album.data.photosCount}
        pathOf={previewPathOf}
        empty={t('albums.shared.empty')}
        sortSelect={
          <SortSelect
            list="sharedAlbumPhotos"
            value={sort}
            onChange={(next: SortSetting<'sharedAlbumPhotos'>) => {
              storeSort('sharedAlbumPhotos', next);
              setSort(next);
            }}
          />
        }
        onOpen={previewExit.opened}
      />
      {showingPeople ? (
        <SharedAlbumPeople album={album.data} onClose={() => setShowingPeople(false)} />
      ) : null}
      {deleting ? (
        <ConfirmModal
          title={t('albums.shared.deleteTitle')}
          confirmLabel={t('albums.delete.action')}
          busyLabel={t('albums.delete.deleting')}
          onConfirm={remove}
          onClose={() => setDeleting(false)}
          failure={t('userMessage.unableToRemoveAlbum')}
        >
          <p>
            {owner
              ? t('albums.shared.deleteForEveryone', { name: album.data.albumName })
              : t('albums.shared.leave', { name: album.data.albumName })}
          </p>
        </ConfirmModal>
      ) : null}
      {previewId !== null && enabled ? (
        <AlbumPreview
          accountId={accountId}
          photoId={previewId}
          source={previewSource}
          onClose={previewExit.close}
        />
      ) : null}
    </div>
  );
}

/** The people a shared album is shared with, for its owner: the owner first, then each participant. */
function SharedAlbumPeople({
  album,
  onClose,
}: {
  readonly album: SharedAlbum;
  readonly onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal title={t('albums.shared.peopleTitle')} onClose={onClose}>
      <ul className="shared-people">
        <li>{t('albums.shared.ownerEntry', { email: album.owner.email })}</li>
        {album.participants.map((participant) => (
          <li key={participant.id}>{participant.email}</li>
        ))}
      </ul>
    </Modal>
  );
}
