import { deleteAllPhotos, deletePhotos } from '@portal/api/clients/photos';
import { DELETE_BATCH_SIZE, MAX_BATCH_RETRIES, runInBatches } from '@portal/api/rules/batched-calls';
import { type ReactElement, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useReportFailure } from '../runtime/context.tsx';
import { ConfirmModal } from '../ui/confirm-modal.tsx';

interface DeletePhotosProps {
  readonly ids: readonly string[];
  /** Hides the photos at once (optimistic), before the service has answered; a list that shows them. */
  readonly onStart?: (ids: readonly string[]) => void;
  /** Shows them again: the delete failed. */
  readonly onFailure?: (ids: readonly string[]) => void;
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
  const remove = async () => {
    onStart?.(ids);
    try {
      await runInBatches({
        items: ids,
        batchSize: DELETE_BATCH_SIZE,
        maxRetries: MAX_BATCH_RETRIES,
        call: (batch) => deletePhotos(endpoint, batch),
      });
    } catch (error) {
      reportFailure('DELETE_PHOTOS_FAILED', error);
      onFailure?.(ids);
      throw error;
    }
    onDeleted(ids);
  };
  return (
    <ConfirmModal
      title={t('photos.delete.title', { count: ids.length })}
      confirmLabel={t('photos.delete.confirm')}
      busyLabel={t('photos.delete.deleting')}
      onConfirm={remove}
      onClose={onClose}
      failure={t(
        ids.length === 1 ? 'userMessage.photoCouldNotBeDeleted' : 'userMessage.photosCouldNotBeDeleted',
      )}
    >
      <p>{t('photos.delete.body', { count: ids.length })}</p>
    </ConfirmModal>
  );
}

/**
 * 'Delete all photos' (photo-library §2.2, shown while not selecting): the customer types the
 * confirmation word of their language exactly as its text gives it (DELETE in English; 'delete' is
 * not it), and is told so on pressing the button when it is not (photo-library §3: on submit only);
 * then the whole library is deleted at once and the page shows the empty library. A failure keeps
 * the modal open with the spec's message, to try again.
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
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [wrongWord, setWrongWord] = useState(false);
  const word = t('photos.deleteAll.word');
  const validate = () => {
    const typedRight = typed === word;
    setWrongWord(!typedRight);
    if (!typedRight) input.current?.focus();
    return typedRight;
  };
  const remove = async () => {
    try {
      await deleteAllPhotos(endpoint);
    } catch (error) {
      reportFailure('DELETE_ALL_PHOTOS_FAILED', error);
      throw error;
    }
    onDeleted();
  };
  return (
    <ConfirmModal
      title={t('photos.deleteAll.title')}
      confirmLabel={t('photos.deleteAll.action')}
      busyLabel={t('photos.delete.deleting')}
      validate={validate}
      onConfirm={remove}
      onClose={onClose}
      failure={t('userMessage.photosCouldNotBeDeleted')}
    >
      <p>{t('photos.deleteAll.body', { count })}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('photos.deleteAll.prompt', { word })}</label>
        <input
          ref={input}
          id={inputId}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={wrongWord}
          aria-describedby={wrongWord ? errorId : undefined}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {wrongWord ? (
          <p id={errorId} className="field-error">
            {t('photos.deleteAll.wrongWord', { word })}
          </p>
        ) : null}
      </div>
    </ConfirmModal>
  );
}
