import { removePhotoFromAlbum, removePhotosFromAlbum } from '@portal/api/clients/albums';
import { DELETE_BATCH_SIZE, MAX_BATCH_RETRIES, runInBatches } from '@portal/api/rules/batched-calls';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';

/**
 * Removing photos from an album (photo-library §2.5, §2.7), confirmed first: the photos stay in the
 * library. One photo is removed by album and photo id; several 500 a call, failed batches retried
 * up to 3 rounds. A failure says 'Error: Your photo(s) could not be removed from the album' in the
 * open modal, which stays open to try again.
 */
export function RemoveFromAlbum({
  albumId,
  ids,
  onRemoved,
  onClose,
}: {
  readonly albumId: string;
  readonly ids: readonly string[];
  readonly onRemoved: (ids: readonly string[]) => void;
  readonly onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const [only] = ids;
  const remove = async () => {
    try {
      if (ids.length === 1 && only !== undefined) {
        await removePhotoFromAlbum(endpoint, albumId, only);
      } else {
        await runInBatches({
          items: ids,
          batchSize: DELETE_BATCH_SIZE,
          maxRetries: MAX_BATCH_RETRIES,
          call: (batch) => removePhotosFromAlbum(endpoint, albumId, batch),
        });
      }
    } catch (error) {
      reportFailure('REMOVE_FROM_ALBUM_FAILED', error);
      throw error;
    }
    onRemoved(ids);
  };
  return (
    <ConfirmModal
      title={t('albums.remove.title', { count: ids.length })}
      confirmLabel={t('albums.remove.action')}
      busyLabel={t('albums.remove.removing')}
      onConfirm={remove}
      onClose={onClose}
      failure={t(
        ids.length === 1
          ? 'userMessage.photoCouldNotBeRemovedFromAlbum'
          : 'userMessage.photosCouldNotBeRemovedFromAlbum',
      )}
    >
      <p>{t('albums.remove.body', { count: ids.length })}</p>
    </ConfirmModal>
  );
}
