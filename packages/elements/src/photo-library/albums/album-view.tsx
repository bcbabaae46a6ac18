import type { Album } from '@portal/api/schemas/albums';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useFeatureFlag, useReportFailure } from '../../runtime/context.tsx';
import { useElementNavigate } from '../../runtime/element-router.tsx';
import type { FailedAction } from '../../runtime/reporter.ts';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useRefreshAlbumList } from '../api/albums.ts';
import type { PreviewSource } from '../preview/photo-preview.tsx';
import { ALBUMS_PATH } from '../routes.ts';
import { SortSelect } from '../sort-select.tsx';
import { AlbumBreadcrumb, AlbumPreview, useAlbumPreviewExit, useCreatedText } from './album-parts.tsx';
import type { AlbumSortList, SortedAlbumPhotos } from './album-photo-list.ts';
import { AlbumPhotos } from './album-photos.tsx';

/*
 * [Note: One album page, two kinds of album]
 * The customer's own album (§2.5) and a shared album (§2.6) show the same page: the breadcrumb, the
 * name with the photo count and when it was made, Delete album confirmed first, the photos in the
 * customer's sort and a photo's preview over the page (each kind with its own flag). `AlbumView` is
 * that page; each kind's page reads its album and its photos (album-photo-list.ts: the sort,
 * addresses and reads of its kind) and gives only what is its own: its redirects, the header's own
 * lines (renaming and adding photos; who it is shared with), what deleting says, and its modals.
 */

/** An album's page as its route gives it, for either kind of album. */
export interface AlbumRoute {
  readonly accountId: string;
  readonly albumId: string;
  /** The photo previewed over the album, from the route. */
  readonly previewId: string | null;
}

/** Delete album on one kind of album: the confirmation's words and the service's call. */
export interface AlbumDeletion {
  readonly title: string;
  readonly body: string;
  readonly call: () => Promise<unknown>;
  /** What a failed call is reported as; the modal says it could not remove the album. */
  readonly failure: FailedAction;
  /** The album is gone: what else shows it is loaded again. */
  readonly onDeleted?: () => void;
}

/**
 * An album's page ([Note: One album page, two kinds of album]). `details` lays out the header's
 * lines under the count, with the Delete album button it is given; `children` are the page's own
 * modals. Deleting goes back to 'My albums' with the counts and the album list loaded again.
 */
export function AlbumView<L extends AlbumSortList>({
  route,
  album,
  photos,
  banner,
  titleAction,
  details,
  deletion,
  empty,
  onAddPhotos,
  onRemoved,
  children,
}: {
  readonly route: AlbumRoute;
  readonly album: Album;
  readonly photos: SortedAlbumPhotos<L>;
  readonly banner?: ReactNode;
  /** Beside the album's name. */
  readonly titleAction?: ReactNode;
  readonly details: (deleteButton: ReactElement) => ReactNode;
  readonly deletion: AlbumDeletion;
  /** What an empty album says. */
  readonly empty: string;
  /** The empty album's way to its first photos; absent for a shared album. */
  readonly onAddPhotos?: () => void;
  /** Photos left the album, here or in its preview; absent for a shared album, which is read-only. */
  readonly onRemoved?: (ids: readonly string[]) => void;
  readonly children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const { accountId, previewId } = route;
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { mutate } = useSWRConfig();
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const createdText = useCreatedText(album.created);
  const [deleting, setDeleting] = useState(false);
  const { albumId, listPath } = photos;
  const shared = photos.ownerOf !== undefined;
  // Each kind of album opens its photos in the preview with its own flag.
  const previewEnabled = useFeatureFlag(
    shared ? 'PhotoManagementSharedAlbumsViewEnabled' : 'PhotoManagementAlbumViewEnabled',
  );
  const previewExit = useAlbumPreviewExit(listPath);
  const previewSource: PreviewSource = {
    places: () => photos.place,
    pathOf: photos.pathOf,
    listPath,
    ...(shared ? { shared: true } : { albumId }),
  };

  const remove = async () => {
    try {
      await deletion.call();
    } catch (error) {
      reportFailure(deletion.failure, error);
      throw error;
    }
    deletion.onDeleted?.();
    void mutate(['libraryCounts', accountId]);
    void refreshAlbumList();
    navigate(ALBUMS_PATH, { replace: true });
  };

  return (
    <div className="photos album-page" part="album">
      <AlbumBreadcrumb />
      {banner}
      <header className="album-header">
        <div className="album-title">
          <h1 className="page-title">{album.albumName}</h1>
          {titleAction}
        </div>
        <p className="muted">
          {t('photos.photoCount', { count: album.photosCount })}
          {' · '}
          {createdText}
        </p>
        {details(
          <button type="button" className="button button-text delete-album" onClick={() => setDeleting(true)}>
            <Icon name="trash" />
            {t('albums.delete.action')}
          </button>,
        )}
      </header>
      <AlbumPhotos
        accountId={accountId}
        list={photos}
        count={album.photosCount}
        empty={empty}
        onAddPhotos={onAddPhotos}
        sortSelect={<SortSelect list={photos.sortList} value={photos.sort} onChange={photos.changeSort} />}
        onOpen={previewEnabled ? previewExit.opened : undefined}
        onRemoved={onRemoved}
      />
      {children}
      {deleting ? (
        <ConfirmModal
          title={deletion.title}
          confirmLabel={t('albums.delete.action')}
          busyLabel={t('albums.delete.deleting')}
          onConfirm={remove}
          onClose={() => setDeleting(false)}
          failure={t('userMessage.unableToRemoveAlbum')}
        >
          <p>{deletion.body}</p>
        </ConfirmModal>
      ) : null}
      {previewId !== null && previewEnabled ? (
        <AlbumPreview
          accountId={accountId}
          photoId={previewId}
          source={previewSource}
          onClose={previewExit.close}
          onDeleted={onRemoved}
        />
      ) : null}
    </div>
  );
}
