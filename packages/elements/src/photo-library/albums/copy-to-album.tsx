import { addPhotosToAlbum, createAlbum } from '@portal/api/clients/albums';
import { validateAlbumName } from '@portal/api/rules/album-name';
import { COPY_TO_ALBUM_BATCH_SIZE, MAX_BATCH_RETRIES, runInBatches } from '@portal/api/rules/batched-calls';
import type { ListedAlbum } from '@portal/api/schemas/albums';
import { THUMBNAIL_IDS } from '@portal/api/schemas/photos';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useReportFailure, useToast } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useRouteTarget } from '../../ui/route-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAlbumPages, useRefreshAlbum, useRefreshAlbumList } from '../api/albums.ts';
import { albumPath } from '../routes.ts';
import { AlbumNameField, type AlbumNameProblem } from './album-name-modal.tsx';
import { CancelAndConfirm } from './cancel-and-confirm.tsx';
import { PagedListEnd } from './paged-list.tsx';

type Problem = AlbumNameProblem | 'unableToSaveChanges';

interface CopyToAlbumProps {
  readonly accountId: string;
  readonly photoIds: readonly string[];
  /** The photos are in the album: the caller ends its selection. */
  readonly onCopied: () => void;
  readonly onClose: () => void;
}

/**
 * 'Copy to album' (photo-library §2.7): '{amount} photos selected', the customer's own albums that
 * are not shared to pick from, and a form to make a new one ('Untitled album', Cancel, 'Create
 * album') that the photos then go into. The photos are added 500 a call, failed batches retried up
 * to 3 rounds; a failure says 'Unable to save changes. Please try again' in the open modal, which
 * stays open. Done, a toast says 'Photos copied to {album}' with a link to the album.
 */
export function CopyToAlbum({ accountId, photoIds, onCopied, onClose }: CopyToAlbumProps): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const routeTarget = useRouteTarget();
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const refreshAlbum = useRefreshAlbum(accountId);
  const pages = useAlbumPages(accountId, false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const formId = useId();

  const copyInto = async (album: { readonly albumId: string; readonly albumName: string }) => {
    await runInBatches({
      items: photoIds,
      batchSize: COPY_TO_ALBUM_BATCH_SIZE,
      maxRetries: MAX_BATCH_RETRIES,
      call: (batch) => addPhotosToAlbum(endpoint, album.albumId, batch),
    });
    void refreshAlbumList();
    void refreshAlbum(album.albumId);
    const { href, follow } = routeTarget(albumPath(album.albumId));
    showToast(t('albums.copy.done', { album: album.albumName }), {
      tone: 'success',
      link: { label: album.albumName, href, onFollow: follow },
    });
    onCopied();
  };
  const run = (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    action().catch((error: unknown) => {
      reportFailure('COPY_TO_ALBUM_FAILED', error);
      setBusy(false);
      setProblem('unableToSaveChanges');
    });
  };
  const createAndCopy = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateAlbumName(name);
    if (!result.ok) {
      setProblem(result.error === 'required' ? 'albumNameRequired' : 'albumNameInvalid');
      return;
    }
    run(async () => {
      const { albumId } = await createAlbum(endpoint, result.name);
      // Made, but not filled yet: a retry picks it from the list instead of making another.
      setCreating(false);
      setName('');
      void refreshAlbumList();
      await copyInto({ albumId, albumName: result.name });
    });
  };

  const albums = pages.data?.flatMap((page) => page.albums);
  const fieldProblem = problem === 'unableToSaveChanges' ? null : problem;
  return (
    <Modal title={t('albums.copy.title')} dismissible={!busy} onClose={onClose}>
      <div className="copy-album">
        <p className="muted">{t('albums.copy.selected', { count: photoIds.length })}</p>
        {creating ? (
          <form id={formId} className="copy-new-album" noValidate onSubmit={createAndCopy}>
            <AlbumNameField value={name} onChange={setName} readOnly={busy} problem={fieldProblem} />
            <div className="modal-actions">
              <CancelAndConfirm
                busy={busy}
                onCancel={() => {
                  setCreating(false);
                  setProblem(null);
                }}
                confirm="submit"
              >
                {t('albums.create')}
              </CancelAndConfirm>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className="button button-secondary new-album-choice"
            disabled={busy}
            onClick={() => {
              setCreating(true);
              setProblem(null);
            }}
          >
            <Icon name="plus" />
            {t('albums.new')}
          </button>
        )}
        {problem === 'unableToSaveChanges' ? (
          <div className="inline-failure" role="alert">
            {t('userMessage.unableToSaveChanges')}
          </div>
        ) : null}
        {albums === undefined ? (
          pages.error !== undefined && !pages.isValidating ? (
            <p className="inline-failure" role="alert">
              {t('userMessage.albumsCouldNotBeDisplayed')}
            </p>
          ) : (
            <Spinner />
          )
        ) : (
          <ul className="album-choices" aria-label={t('albums.copy.choose')} aria-busy={busy}>
            {albums.map((album) => (
              <li key={album.albumId}>
                <AlbumChoice album={album} disabled={busy} onChoose={() => run(() => copyInto(album))} />
              </li>
            ))}
          </ul>
        )}
        <PagedListEnd pages={pages} failure={t('userMessage.albumsCouldNotBeDisplayed')} />
      </div>
    </Modal>
  );
}

function AlbumChoice({
  album,
  disabled,
  onChoose,
}: {
  readonly album: ListedAlbum;
  readonly disabled: boolean;
  readonly onChoose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  // A 48 px cover: the smallest thumbnail is plenty.
  const cover = album.coverPhoto?.thumbnails.find((thumbnail) => thumbnail.id === THUMBNAIL_IDS.gridSmall);
  return (
    <button type="button" className="album-choice" disabled={disabled} onClick={onChoose}>
      <span className="album-cover" aria-hidden="true">
        {cover === undefined ? <Icon name="photo" /> : <img src={cover.url} alt="" loading="lazy" />}
      </span>
      <span className="album-choice-text">
        <span className="album-name">{album.albumName}</span>
        <span className="album-meta">{t('photos.photoCount', { count: album.photosCount })}</span>
      </span>
    </button>
  );
}
