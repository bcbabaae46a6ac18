import { deletePhotos } from '@portal/api/clients/photos';
import { DELETE_BATCH_SIZE, MAX_BATCH_RETRIES, runInBatches } from '@portal/api/rules/batched-calls';
import { toByteSize } from '@portal/api/rules/byte-size';
import { ACCEPTED_UPLOAD_TYPES } from '@portal/api/schemas/uploads';
import { type ReactElement, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { tusUploader, UploadError } from './tus-upload.ts';
import {
  chooseFiles,
  nextToStart,
  type PhotoUploader,
  progressOf,
  queueChosen,
  type UploadedPhoto,
  type UploadItem,
  withState,
} from './upload-items.ts';

interface Running {
  readonly controller: AbortController;
  readonly outcome: Promise<UploadedPhoto | null>;
}

/** What the file picker offers: the accepted types, and their extensions for systems without a type for HEIC. */
const PICKER_ACCEPT = [...ACCEPTED_UPLOAD_TYPES, '.heic', '.jpg', '.jpeg', '.png'].join(',');

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
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [removal, setRemoval] = useState<'idle' | 'removing' | 'failed'>('idle');
  const [dragging, setDragging] = useState(false);
  /** The uploads under way: how to stop each, and the photo it ends in (null when none). */
  const running = useRef(new Map<string, Running>());
  const picker = useRef<HTMLInputElement>(null);
  const dropZone = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const progress = progressOf(items);
  const removing = removal === 'removing';
  const busy = progress.busy > 0;

  const start = useCallback(
    (item: UploadItem) => {
      if (running.current.has(item.key)) return;
      const controller = new AbortController();
      const update = (state: UploadItem['state']) => setItems((before) => withState(before, item.key, state));
      update({ kind: 'uploading', sent: 0 });
      const outcome = uploader
        .upload(item.file, item.type, (sent) => update({ kind: 'uploading', sent }), controller.signal)
        .then(
          (photo) => {
            update({ kind: 'uploaded', photo });
            return photo;
          },
          (error: unknown) => {
            const failure = error instanceof UploadError ? error.failure : 'failed';
            if (failure !== 'cancelled') {
              reportFailure('UPLOAD_PHOTO_FAILED', error);
              update({ kind: 'failed', failure });
            }
            return null;
          },
        )
        .finally(() => running.current.delete(item.key));
      running.current.set(item.key, { controller, outcome });
    },
    [uploader, reportFailure],
  );

  // Waiting photos start as others end, at most three under way.
  useEffect(() => {
    if (removing) return;
    for (const item of nextToStart(items)) start(item);
  }, [items, removing, start]);

  // A dialog closed some other way (the element leaving the page) stops its uploads.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const { controller } of uploads.values()) controller.abort();
    };
  }, []);

  const choose = (files: FileList | null) => {
    if (files === null || files.length === 0) return;
    const chosen = Array.from(files);
    // From the list as it is when the update runs: an upload may have ended since the last render.
    setItems((before) => chooseFiles(before, chosen).items);
    setRefused(chooseFiles([], chosen).refused);
  };

  /*
   * Cancel stops what is under way, then waits for it to settle: a photo whose last bytes were
   * already in is made all the same, and must be removed with the others. The photos that had not
   * arrived go back to chosen, so a failed removal leaves a dialog that can still upload or close.
   */
  const cancel = async () => {
    const under = [...running.current.values()];
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

  // Photos dropped anywhere on the dialog are chosen; the picker button is the way by keyboard.
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const removingRef = useRef(removing);
  removingRef.current = removing;
  useEffect(() => {
    // The whole dialog, backdrop included: a photo dropped beside the zone must not make the
    // browser open it in place of the page (and its uploads).
    const zone: HTMLElement | null = dropZone.current?.closest('dialog') ?? dropZone.current;
    if (zone === null) return;
    const onDragOver = (event: DragEvent) => {
      event.preventDefault();
      if (event.dataTransfer !== null) event.dataTransfer.dropEffect = removingRef.current ? 'none' : 'copy';
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!(event.relatedTarget instanceof Node) || !zone.contains(event.relatedTarget)) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!removingRef.current) chooseRef.current(event.dataTransfer?.files ?? null);
    };
    zone.addEventListener('dragover', onDragOver);
    zone.addEventListener('dragleave', onDragLeave);
    zone.addEventListener('drop', onDrop);
    return () => {
      zone.removeEventListener('dragover', onDragOver);
      zone.removeEventListener('dragleave', onDragLeave);
      zone.removeEventListener('drop', onDrop);
    };
  }, []);

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
            <button
              type="button"
              className="button button-primary"
              disabled={progress.chosen === 0 || removing}
              onClick={() => setItems(queueChosen)}
            >
              {progress.chosen === 0
                ? t('photos.upload.start')
                : t('photos.upload.startCount', { count: progress.chosen })}
            </button>
          )}
        </>
      }
    >
      <div ref={dropZone} className={dragging ? 'upload dragging' : 'upload'}>
        <div className="upload-drop">
          <Icon name="upload" />
          <p>{t('photos.upload.drop')}</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={removing}
            aria-describedby={hintId}
            onClick={() => picker.current?.click()}
          >
            {t('photos.upload.choose')}
          </button>
          <p id={hintId} className="muted">
            {t('photos.upload.accepted')}
          </p>
          <input
            ref={picker}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            multiple
            accept={PICKER_ACCEPT}
            onChange={(event) => {
              choose(event.currentTarget.files);
              // The same file may be chosen again after it was removed from the list.
              event.currentTarget.value = '';
            }}
          />
        </div>
        {refused.length > 0 ? (
          <p className="inline-failure" role="alert">
            {t('photos.upload.refused', { count: refused.length, names: refused.join(', ') })}
          </p>
        ) : null}
        {removal === 'failed' ? (
          <p className="inline-failure" role="alert">
            {t('userMessage.photosCouldNotBeDeleted')}
          </p>
        ) : null}
        {progress.asked > 0 ? (
          <div className="upload-overall">
            <p aria-live="polite">
              {t('photos.upload.progress', { uploaded: progress.uploaded, count: progress.asked })}
            </p>
            <progress
              aria-label={t('photos.upload.overall')}
              max={Math.max(progress.totalBytes, 1)}
              value={progress.sentBytes}
            />
          </div>
        ) : null}
        {items.length > 0 ? (
          <ul className="upload-items" aria-label={t('photos.upload.list')}>
            {items.map((item) => (
              <UploadRow
                key={item.key}
                item={item}
                disabled={removing}
                onRetry={() => setItems((before) => withState(before, item.key, { kind: 'waiting' }))}
                onRemove={() => setItems((before) => before.filter((other) => other.key !== item.key))}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </Modal>
  );
}

function UploadRow({
  item,
  disabled,
  onRetry,
  onRemove,
}: {
  readonly item: UploadItem;
  readonly disabled: boolean;
  readonly onRetry: () => void;
  readonly onRemove: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const { file, state } = item;
  const size = toByteSize(file.size);
  const sizeText = t('photos.fileSize', {
    size: Math.round(size.amount * 10) / 10,
    unit: t(`photos.byteUnit.${size.unit}`),
  });
  let status: ReactElement;
  switch (state.kind) {
    case 'chosen':
      status = <span>{t('photos.upload.state.chosen')}</span>;
      break;
    case 'waiting':
      status = <span>{t('photos.upload.state.waiting')}</span>;
      break;
    case 'uploading':
      status = (
        <>
          <span>{t('photos.upload.state.uploading')}</span>
          <progress
            aria-label={t('photos.upload.fileProgress', { name: file.name })}
            max={Math.max(file.size, 1)}
            value={Math.min(state.sent, file.size)}
          />
        </>
      );
      break;
    case 'uploaded':
      status = (
        <span className="upload-success">
          <Icon name="check" />
          {state.photo.duplicate ? t('photos.upload.state.duplicate') : t('photos.upload.state.uploaded')}
        </span>
      );
      break;
    case 'failed':
      status = (
        <span className="upload-failure">
          <Icon name="alert" />
          {t(`photos.upload.failure.${state.failure}`)}
        </span>
      );
      break;
  }
  return (
    <li className={`upload-item upload-${state.kind}`} aria-busy={state.kind === 'uploading'}>
      <FilePreview file={file} />
      <div className="upload-item-text">
        <span className="upload-name">{file.name}</span>
        <span className="upload-size muted">{sizeText}</span>
        <span className="upload-status">{status}</span>
      </div>
      {state.kind === 'failed' ? (
        <button type="button" className="button button-text" disabled={disabled} onClick={onRetry}>
          {t('photos.upload.retry')}
        </button>
      ) : null}
      {state.kind === 'chosen' || state.kind === 'failed' ? (
        <button
          type="button"
          className="icon-button"
          disabled={disabled}
          aria-label={t('photos.upload.remove', { name: file.name })}
          onClick={onRemove}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </li>
  );
}

/** The chosen photo itself where the browser can show it (not HEIC in most), else a photo icon. */
function FilePreview({ file }: { readonly file: File }): ReactElement {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <span className="upload-preview" aria-hidden="true">
      {url === null || broken ? (
        <Icon name="photo" />
      ) : (
        <img src={url} alt="" decoding="async" loading="lazy" onError={() => setBroken(true)} />
      )}
    </span>
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
