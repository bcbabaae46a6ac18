import { deletePhotos } from '@portal/api/clients/photos';
import { DELETE_BATCH_SIZE, MAX_BATCH_RETRIES, runInBatches } from '@portal/api/rules/batched-calls';
import { type ReactElement, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { Modal } from '../../ui/modal.tsx';
import { tusUploader } from '../../ui/parts/tus-upload.ts';
import type { PhotoUploader } from '../../ui/parts/upload-items.ts';
import {
  StartUploadButton,
  UploadChooser,
  UploadList,
  useUploadQueue,
} from '../../ui/parts/upload-panel.tsx';

interface UploadDialogProps {
  readonly uploader: PhotoUploader;
  /** Deletes photos this dialog uploaded (the delete-photos call), for Cancel. */
  readonly removePhotos: (photoIds: readonly string[]) => Promise<void>;
  /**
   * The dialog is done. `added` counts the photos now in the library that were not before: the
   * caller refreshes what shows the library and says so.
   */
  readonly onClose: (added: number) => void;
}

/**
 * 'Add photos' (photo-library §2.10): photos chosen with the picker or dropped on the dialog, HEIC,
 * JPEG and PNG only (other files are named and left out); nothing leaves before Upload is pressed.
 * Each photo goes over tus ([Note: One photo over tus]), three at a time, with its own bar and state
 * (waiting, Loading, Success, Failure with a way to try again) under an overall bar; a photo the
 * library already has is a success that adds nothing. Upload is off while nothing new is chosen or
 * while a removal runs. Cancel stops what is under way and removes the photos this dialog added
 * (the delete-photos call); if that fails, it says so in the open dialog. Done keeps them.
 */
export function UploadDialog({ uploader, removePhotos, onClose }: UploadDialogProps): ReactElement {
  const { t } = useTranslation();
  const reportFailure = useReportFailure();
  const [removal, setRemoval] = useState<'idle' | 'removing' | 'failed'>('idle');
  const removing = removal === 'removing';
  const queue = useUploadQueue(uploader, removing);
  const { progress, setItems } = queue;
  const busy = progress.busy > 0;

  /*
   * Cancel stops what is under way, then waits for it to settle: a photo whose last bytes were
   * already in is made all the same, and must be removed with the others. The photos that had not
   * arrived go back to chosen, so a failed removal leaves a dialog that can still upload or close.
   */
  const cancel = async () => {
    const under = queue.running();
    for (const { controller } of under) controller.abort();
    setItems((before) =>
      before.map((item) =>
        item.state.kind === 'waiting' || item.state.kind === 'uploading'
          ? { ...item, state: { kind: 'chosen' } }
          : item,
      ),
    );
    setRemoval('removing');
    const late = await Promise.all(under.map(({ outcome }) => outcome));
    const photoIds = new Set(progress.newPhotoIds);
    for (const photo of late) if (photo !== null && !photo.duplicate) photoIds.add(photo.photoId);
    if (photoIds.size === 0) {
      onClose(0);
      return;
    }
    try {
      await removePhotos([...photoIds]);
      onClose(0);
    } catch (error) {
      reportFailure('DELETE_PHOTOS_FAILED', error);
      setRemoval('failed');
    }
  };

  const done = () => onClose(progress.newPhotoIds.length);

  const settled = progress.asked > 0 && !busy && progress.chosen === 0;
  return (
    <Modal
      title={t('photos.upload.title')}
      dismissible={!busy && !removing}
      onClose={done}
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={removing}
            onClick={() => void cancel()}
          >
            {removing ? t('photos.upload.removing') : t('runtime.cancel')}
          </button>
          {settled ? (
            <button type="button" className="button button-primary" onClick={done}>
              {t('photos.upload.done')}
            </button>
          ) : (
            <StartUploadButton queue={queue} disabled={removing} />
          )}
        </>
      }
    >
      <UploadChooser queue={queue} disabled={removing} prompt={t('photos.upload.drop')}>
        {removal === 'failed' ? (
          <p className="inline-failure" role="alert">
            {t('userMessage.photosCouldNotBeDeleted')}
          </p>
        ) : null}
        <UploadList queue={queue} disabled={removing} />
      </UploadChooser>
    </Modal>
  );
}

/**
 * The dialog as the library opens it: photos go to the storage service over tus, Cancel deletes
 * through the photo service in batches of 500 (retried as every delete is).
 */
export function AddPhotos({
  accountId,
  onClose,
}: {
  readonly accountId: string;
  readonly onClose: (added: number) => void;
}): ReactElement {
  const storage = useEndpoint('storage');
  const photos = useEndpoint('photo');
  const uploader = useMemo(() => tusUploader(storage, accountId), [storage, accountId]);
  const removePhotos = useCallback(
    async (photoIds: readonly string[]) => {
      await runInBatches({
        items: photoIds,
        batchSize: DELETE_BATCH_SIZE,
        maxRetries: MAX_BATCH_RETRIES,
        call: (batch) => deletePhotos(photos, batch),
      });
    },
    [photos],
  );
  return <UploadDialog uploader={uploader} removePhotos={removePhotos} onClose={onClose} />;
}
