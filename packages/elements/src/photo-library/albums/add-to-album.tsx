import { addPhotosToAlbum } from '@portal/api/clients/albums';
import { COPY_TO_ALBUM_BATCH_SIZE, MAX_BATCH_RETRIES, runInBatches } from '@portal/api/rules/batched-calls';
import { THUMBNAIL_IDS } from '@portal/api/schemas/photos';
import { type ReactElement, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useLibraryPages } from '../api/library-pages.ts';
import { TileToggle } from '../photo-tile.tsx';
import { PhotoSelection } from '../selection.ts';
import { CancelAndConfirm } from './cancel-and-confirm.tsx';
import { PagedListEnd } from './paged-list.tsx';

/**
 * 'Add photos' on an album (photo-library §2.5): the library, newest taken first, 500 a page as
 * the end comes into view, to pick photos from; they go into the album 500 a call, failed batches
 * retried up to 3 rounds, photos it already holds left as they are. A failure says 'Unable to save
 * changes. Please try again' in the open modal, which keeps the photos picked.
 */
export function AddToAlbum({
  accountId,
  albumId,
  albumName,
  onAdded,
  onClose,
}: {
  readonly accountId: string;
  readonly albumId: string;
  readonly albumName: string;
  readonly onAdded: (count: number) => void;
  readonly onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const [selection, setSelection] = useState(PhotoSelection.none);
  const [state, setState] = useState<'picking' | 'adding' | 'failed'>('picking');
  const pages = useLibraryPages(accountId);
  const adding = state === 'adding';
  const add = async () => {
    setState('adding');
    try {
      await runInBatches({
        items: selection.ids,
        batchSize: COPY_TO_ALBUM_BATCH_SIZE,
        maxRetries: MAX_BATCH_RETRIES,
        call: (batch) => addPhotosToAlbum(endpoint, albumId, batch),
      });
    } catch (error) {
      reportFailure('ADD_TO_ALBUM_FAILED', error);
      setState('failed');
      return;
    }
    onAdded(selection.size);
  };

  const photos = pages.data?.flatMap((page) => page.images);
  const failure = t('userMessage.photosCouldNotBeLoaded');
  return (
    <Modal
      title={t('albums.add.title', { album: albumName })}
      dismissible={!adding}
      onClose={onClose}
      actions={
        <CancelAndConfirm
          busy={adding}
          onCancel={onClose}
          confirm={() => void add()}
          disabled={!selection.actionable}
        >
          {adding ? t('albums.add.adding') : t('albums.add.confirm', { count: selection.size })}
        </CancelAndConfirm>
      }
    >
      <div className="add-to-album">
        <p className="muted" aria-live="polite">
          {t('photos.selection.count', { count: selection.size })}
        </p>
        {state === 'failed' ? (
          <p className="inline-failure" role="alert">
            {t('userMessage.unableToSaveChanges')}
          </p>
        ) : null}
        {photos === undefined ? (
          pages.error !== undefined && !pages.isValidating ? (
            <CardFailure message={failure} onRetry={() => void pages.mutate()} />
          ) : (
            <Spinner />
          )
        ) : photos.length === 0 ? (
          <p>{t('userMessage.photoLibraryEmpty')}</p>
        ) : (
          <ul className="picker-photos" aria-label={t('albums.add.library')}>
            {photos.map((photo, index) => {
              const thumbnail = photo.thumbnails.find(
                (candidate) => candidate.id === THUMBNAIL_IDS.gridSmall,
              );
              return (
                <li key={photo.imageId}>
                  <TileToggle
                    photo={photo}
                    selected={selection.has(photo.imageId)}
                    disabled={adding}
                    onToggle={() =>
                      setSelection((before) =>
                        before.toggle({ id: photo.imageId, position: { section: 0, index } }),
                      )
                    }
                  >
                    {thumbnail === undefined ? null : (
                      <img src={thumbnail.url} alt="" loading="lazy" decoding="async" />
                    )}
                  </TileToggle>
                </li>
              );
            })}
          </ul>
        )}
        <PagedListEnd pages={pages} failure={failure} />
      </div>
    </Modal>
  );
}
