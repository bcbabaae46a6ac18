import { deleteAllPhotos, deletePhotos } from '@portal/api/clients/photos';
import { DELETE_BATCH_SIZE, MAX_BATCH_RETRIES, runInBatches } from '@portal/api/rules/batched-calls';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useReportFailure } from '../runtime/context.tsx';
import { Modal } from '../ui/modal.tsx';

interface DeletePhotosProps {
  readonly ids: readonly string[];
  /** Hides the photos at once (optimistic), before the service has answered. */
  readonly onStart: (ids: readonly string[]) => void;
  /** Shows them again: the delete failed. */
  readonly onFailure: (ids: readonly string[]) => void;
  readonly onDeleted: (ids: readonly string[]) => void;
  readonly onClose: () => void;
}

/**
 * Deleting the selected photos (photo-library §2.2, §4): confirmed first; then the photos leave the
 * timeline at once and the service deletes them in batches of 500, failed ids retried up to 3
 * rounds. A failure brings them back and says so in the modal, which stays open to try again.
 */
export function DeletePhotos({
  ids,
  onStart,
  onFailure,
  onDeleted,
  onClose,
}: DeletePhotosProps): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const [state, setState] = useState<'confirming' | 'deleting' | 'failed'>('confirming');
  const one = ids.length === 1;

  const remove = () => {
    setState('deleting');
    onStart(ids);
    runInBatches({
      items: ids,
      batchSize: DELETE_BATCH_SIZE,
      maxRetries: MAX_BATCH_RETRIES,
      call: (batch) => deletePhotos(endpoint, batch),
    }).then(
      () => onDeleted(ids),
      (error: unknown) => {
        reportFailure('DELETE_PHOTOS_FAILED', error);
        onFailure(ids);
        setState('failed');
      },
    );
  };

  return (
    <Modal
      title={t('photos.delete.title', { count: ids.length })}
      dismissible={state !== 'deleting'}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={state === 'deleting'}
            onClick={onClose}
          >
            {t('address.cancel')}
          </button>
          <button
            type="button"
            className="button button-destructive"
            disabled={state === 'deleting'}
            onClick={remove}
          >
            {state === 'deleting' ? t('photos.delete.deleting') : t('photos.delete.confirm')}
          </button>
        </>
      }
    >
      <p>{t('photos.delete.body', { count: ids.length })}</p>
      {state === 'failed' ? (
        <p className="inline-failure" role="alert">
          {t(one ? 'userMessage.photoCouldNotBeDeleted' : 'userMessage.photosCouldNotBeDeleted')}
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * 'Delete all photos' (photo-library §2.2, shown while not selecting): the customer types the
 * confirmation word of their language (DELETE, case aside) before anything can happen; then the
 * whole library is deleted at once and the page shows the empty library. A failure keeps the
 * modal open with the spec's message, to try again.
 */
export function DeleteAllPhotos({
  count,
  onDeleted,
  onClose,
}: {
  readonly count: number;
  readonly onDeleted: () => void;
  readonly onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<'confirming' | 'deleting' | 'failed'>('confirming');
  const word = t('photos.deleteAll.word');
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  const remove = () => {
    if (!confirmed) return;
    setState('deleting');
    deleteAllPhotos(endpoint).then(onDeleted, (error: unknown) => {
      reportFailure('DELETE_ALL_PHOTOS_FAILED', error);
      setState('failed');
    });
  };

  return (
    <Modal
      title={t('photos.deleteAll.title')}
      dismissible={state !== 'deleting'}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={state === 'deleting'}
            onClick={onClose}
          >
            {t('address.cancel')}
          </button>
          <button
            type="button"
            className="button button-destructive"
            disabled={!confirmed || state === 'deleting'}
            onClick={remove}
          >
            {state === 'deleting' ? t('photos.delete.deleting') : t('photos.deleteAll.action')}
          </button>
        </>
      }
    >
      <p>{t('photos.deleteAll.body', { count })}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('photos.deleteAll.prompt', { word })}</label>
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          readOnly={state === 'deleting'}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') remove();
          }}
        />
      </div>
      {state === 'failed' ? (
        <p className="inline-failure" role="alert">
          {t('userMessage.photosCouldNotBeDeleted')}
        </p>
      ) : null}
    </Modal>
  );
}
