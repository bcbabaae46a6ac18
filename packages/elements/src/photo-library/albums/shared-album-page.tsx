import { deleteSharedAlbum } from '@portal/api/clients/shared-albums';
import type { SharedAlbum } from '@portal/api/schemas/shared-albums';
import { type ReactElement, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFeatureFlag } from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSharedAlbum } from '../api/shared-albums.ts';
import { albumPath } from '../routes.ts';
import { AlbumNotYet } from './album-parts.tsx';
import { useSharedAlbumPhotoList } from './album-photo-list.ts';
import { type AlbumRoute, AlbumView } from './album-view.tsx';

/**
 * A shared album (photo-library §2.6, route /shared-albums/:id, with its flag): read-only under the
 * banner 'Shared albums are no longer supported'. The owner sees 'Shared with N people' and can open
 * the list of them; a participant sees who shared it. Its photos, each with its owner, are sorted,
 * selected and downloaded (other people's photos too); copying, removing and printing are there but
 * unavailable, saying why. Delete album is for everyone: the owner deletes it for all, a participant
 * leaves it (their photos in it leave with them), after a confirmation that says which. 'This album
 * is empty' when it holds nothing. A photo opens in the shared album's preview over the page. The
 * page itself is `AlbumView` ([Note: One album page, two kinds of album]).
 */
export function SharedAlbumPage(route: AlbumRoute): ReactElement {
  const { accountId, albumId } = route;
  const { t } = useTranslation();
  const endpoint = useEndpoint('sharedAlbums');
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const { mutate } = useSWRConfig();
  const enabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const album = useSharedAlbum(accountId, albumId);
  const photos = useSharedAlbumPhotoList(albumId, album.data?.photosCount);
  const [showingPeople, setShowingPeople] = useState(false);

  // Without shared albums, the album is an album as any other (photo-library §2.4).
  useEffect(() => {
    if (!enabled) navigate(`${albumPath(albumId)}${search}`, { replace: true });
  }, [enabled, albumId, search, navigate]);

  if (album.data === undefined) return <AlbumNotYet album={album} />;
  const { albumName, participants, owner } = album.data;
  const own = album.data.ownerId === accountId;
  return (
    <AlbumView
      route={route}
      album={album.data}
      photos={photos}
      banner={
        <div className="banner banner-info" part="shared-banner">
          <Icon name="info" />
          <p>{t('albums.shared.noLongerSupported')}</p>
        </div>
      }
      details={(deleteButton) => (
        <>
          {own ? (
            <p className="shared-with">
              {t('albums.shared.sharedWith', { count: participants.length })}{' '}
              <button type="button" className="button button-text" onClick={() => setShowingPeople(true)}>
                {t('albums.shared.showPeople')}
              </button>
            </p>
          ) : (
            <p className="shared-with">{t('albums.shared.sharedBy', { email: owner.email })}</p>
          )}
          {deleteButton}
        </>
      )}
      deletion={{
        title: t('albums.shared.deleteTitle'),
        body: own
          ? t('albums.shared.deleteForEveryone', { name: albumName })
          : t('albums.shared.leave', { name: albumName }),
        call: () => deleteSharedAlbum(endpoint, albumId),
        failure: 'DELETE_SHARED_ALBUM_FAILED',
        onDeleted: () => void mutate(['sharedAlbumsSummary', accountId]),
      }}
      empty={t('albums.shared.empty')}
    >
      {showingPeople ? (
        <SharedAlbumPeople album={album.data} onClose={() => setShowingPeople(false)} />
      ) : null}
    </AlbumView>
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
