import { createAlbum } from '@portal/api/clients/albums';
import { gridThumbnailSize } from '@portal/api/rules/timeline-dates';
import type { Album, ListedAlbum } from '@portal/api/schemas/albums';
import { type ReactElement, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useFormatDate, useReportFailure } from '../../runtime/context.tsx';
import { useElementNavigate } from '../../runtime/element-router.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import { Icon } from '../../ui/icons.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { useAlbumPages, useRefreshAlbumList } from '../api/albums.ts';
import { useSharedAlbumPages } from '../api/shared-albums.ts';
import { useSharedAlbumsSummary } from '../api/shared-albums-summary.ts';
import { LibraryShell } from '../library-shell.tsx';
import { albumPath, sharedAlbumPath } from '../routes.ts';
import { AlbumGridSkeleton } from './album-grid-skeleton.tsx';
import { AlbumNameModal } from './album-name-modal.tsx';
import { PagedListEnd } from './paged-list.tsx';

/**
 * The albums list (photo-library §2.4, route /albums): a 'New album' tile, whose modal creates the
 * album and opens it, then the customer's albums newest first, each with its cover (or a
 * placeholder), name, photo count and 'Created {dd MMM yyyy}'. The list loads 50 albums at a time
 * as its end comes into view. With shared albums on (PhotoManagementSharedAlbumsViewEnabled), the
 * albums the customer shared are listed too and open on the shared album route, and a 'Shared with
 * you' section lists the albums others shared with them when there are any; with it off, every album
 * opens on its album route.
 */
export function AlbumsPage({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const sharedAlbums = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const pages = useAlbumPages(accountId, sharedAlbums);
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { mutate } = useSWRConfig();
  const [creating, setCreating] = useState(false);

  const create = async (name: string) => {
    let albumId: string;
    try {
      ({ albumId } = await createAlbum(endpoint, name));
    } catch (error) {
      reportFailure('CREATE_ALBUM_FAILED', error);
      throw error;
    }
    setCreating(false);
    void mutate(['libraryCounts', accountId]);
    void refreshAlbumList();
    navigate(albumPath(albumId));
  };

  const albums = pages.data?.flatMap((page) => page.albums);
  /** An album the customer shared opens as a shared album while shared albums are on. */
  const ownAlbumPath = (album: ListedAlbum) =>
    album.isShared && sharedAlbums ? sharedAlbumPath(album.albumId) : albumPath(album.albumId);
  let body: ReactElement;
  if (albums === undefined && pages.error !== undefined && !pages.isValidating) {
    body = (
      <div className="card photos-card">
        <CardFailure
          message={t('userMessage.albumsCouldNotBeDisplayed')}
          onRetry={() => void pages.mutate()}
        />
      </div>
    );
  } else if (albums === undefined) {
    body = <AlbumGridSkeleton />;
  } else {
    body = (
      <>
        <ul className="album-grid" aria-label={t('pageTitle.albums')}>
          <li>
            <button type="button" className="album-tile new-album" onClick={() => setCreating(true)}>
              <span className="album-cover" aria-hidden="true">
                <Icon name="plus" />
              </span>
              <span className="album-name">{t('albums.new')}</span>
            </button>
          </li>
          {albums.map((album) => (
            <li key={album.albumId}>
              <AlbumTile album={album} to={ownAlbumPath(album)} />
            </li>
          ))}
        </ul>
        <PagedListEnd pages={pages} failure={t('userMessage.albumsCouldNotBeDisplayed')} />
      </>
    );
  }

  return (
    <LibraryShell accountId={accountId} tab="albums">
      {body}
      {sharedAlbums ? <SharedWithYou accountId={accountId} /> : null}
      {creating ? (
        <AlbumNameModal
          title={t('albums.createTitle')}
          confirmLabel={t('albums.create')}
          onSave={create}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </LibraryShell>
  );
}

/**
 * 'Shared with you' (photo-library §2.4): the albums other people shared with the customer, shown
 * when the summary counts any, 50 a page; each opens on the shared album route.
 */
function SharedWithYou({ accountId }: { readonly accountId: string }): ReactElement | null {
  const { t } = useTranslation();
  const summary = useSharedAlbumsSummary(accountId, true);
  const shown = (summary.data?.readAlbumsCount ?? 0) > 0;
  const pages = useSharedAlbumPages(accountId, shown);
  if (!shown) return null;
  const albums = pages.data?.flatMap((page) => page.albums);
  const failure = t('userMessage.sharedAlbumsCouldNotBeDisplayed');
  return (
    <section className="shared-with-you" aria-labelledby="shared-with-you">
      <h2 id="shared-with-you" className="section-title">
        {t('albums.shared.withYou')}
      </h2>
      {albums === undefined ? (
        pages.error !== undefined && !pages.isValidating ? (
          <div className="card photos-card">
            <CardFailure message={failure} onRetry={() => void pages.mutate()} />
          </div>
        ) : (
          <AlbumGridSkeleton />
        )
      ) : (
        <>
          <ul className="album-grid" aria-labelledby="shared-with-you">
            {albums.map((album) => (
              <li key={album.albumId}>
                <AlbumTile album={album} to={sharedAlbumPath(album.albumId)} />
              </li>
            ))}
          </ul>
          <PagedListEnd pages={pages} failure={failure} />
        </>
      )}
    </section>
  );
}

/** An album in the list: its cover (or a placeholder), name, photo count and creation day. */
export function AlbumTile({ album, to }: { readonly album: Album; readonly to: string }): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const size = gridThumbnailSize(window.innerWidth);
  const cover = album.coverPhoto?.thumbnails.find((thumbnail) => thumbnail.id === size);
  return (
    <RouteLink to={to} className="album-tile">
      <span className="album-cover">
        {cover === undefined ? (
          <Icon name="photo" />
        ) : (
          <img src={cover.url} alt="" loading="lazy" decoding="async" />
        )}
      </span>
      <span className="album-name">{album.albumName}</span>
      <span className="album-meta">
        {t('photos.photoCount', { count: album.photosCount })}
        {' · '}
        {t('albums.created', { date: formatDate(new Date(album.created)) })}
      </span>
    </RouteLink>
  );
}
