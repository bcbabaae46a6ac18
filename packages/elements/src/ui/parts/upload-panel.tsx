import { toByteSize } from '@portal/api/rules/byte-size';
import { ACCEPTED_UPLOAD_TYPES } from '@portal/api/schemas/uploads';
import {
  type ReactElement,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useReportFailure } from '../../runtime/context.tsx';
import { Icon } from '../icons.tsx';
import { UploadError } from './tus-upload.ts';
import {
  chooseFiles,
  nextToStart,
  type PhotoUploader,
  progressOf,
  queueChosen,
  type UploadedPhoto,
  type UploadItem,
  type UploadProgress,
  withState,
} from './upload-items.ts';

/*
 * The parts of uploading photos that the library's 'Add photos' dialog and the phone's upload page
 * (`<phone-upload>`) share: the queue of chosen photos and the uploads under way, the chooser with
 * its drop zone, and the list with the overall bar and each photo's state.
 */

/** An upload under way: how to stop it, and the photo it ends in (null when none). */
export interface RunningUpload {
  readonly controller: AbortController;
  readonly outcome: Promise<UploadedPhoto | null>;
}

export interface UploadQueue {
  readonly items: readonly UploadItem[];
  readonly setItems: (update: (before: readonly UploadItem[]) => readonly UploadItem[]) => void;
  readonly progress: UploadProgress;
  /** The names of the files last chosen that are not HEIC, JPEG or PNG. */
  readonly refused: readonly string[];
  /** Adds files from the picker or a drop: accepted ones to the list, the others to `refused`. */
  readonly choose: (files: FileList | null) => void;
  /** The uploads under way now. */
  readonly running: () => readonly RunningUpload[];
}

/**
 * The chosen photos and their uploads: waiting photos start as others end, at most three under way
 * (none while `paused`); every upload stops when the component using the queue leaves the page.
 */
export function useUploadQueue(uploader: PhotoUploader, paused: boolean): UploadQueue {
  const reportFailure = useReportFailure();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const running = useRef(new Map<string, RunningUpload>());

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

  useEffect(() => {
    if (paused) return;
    for (const item of nextToStart(items)) start(item);
  }, [items, paused, start]);

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const { controller } of uploads.values()) controller.abort();
    };
  }, []);

  const choose = useCallback((files: FileList | null) => {
    if (files === null || files.length === 0) return;
    const chosen = Array.from(files);
    // From the list as it is when the update runs: an upload may have ended since the last render.
    setItems((before) => chooseFiles(before, chosen).items);
    setRefused(chooseFiles([], chosen).refused);
  }, []);

  return {
    items,
    setItems,
    progress: progressOf(items),
    refused,
    choose,
    running: () => [...running.current.values()],
  };
}

/**
 * Photos dropped anywhere on `zone` (or on the dialog around it, backdrop included: a photo dropped
 * beside the zone must not make the browser open it in place of the page and its uploads) are
 * chosen. Says whether something is being dragged over it.
 */
export function useDropZone(
  zone: RefObject<HTMLElement | null>,
  onFiles: (files: FileList | null) => void,
  disabled: boolean,
): boolean {
  const [dragging, setDragging] = useState(false);
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  useEffect(() => {
    const target: HTMLElement | null = zone.current?.closest('dialog') ?? zone.current;
    if (target === null) return;
    const onDragOver = (event: DragEvent) => {
      event.preventDefault();
      if (event.dataTransfer !== null) event.dataTransfer.dropEffect = disabledRef.current ? 'none' : 'copy';
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!(event.relatedTarget instanceof Node) || !target.contains(event.relatedTarget)) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!disabledRef.current) onFilesRef.current(event.dataTransfer?.files ?? null);
    };
    target.addEventListener('dragover', onDragOver);
    target.addEventListener('dragleave', onDragLeave);
    target.addEventListener('drop', onDrop);
    return () => {
      target.removeEventListener('dragover', onDragOver);
      target.removeEventListener('dragleave', onDragLeave);
      target.removeEventListener('drop', onDrop);
    };
  }, [zone]);
  return dragging;
}

/** What the file picker offers: the accepted types, and their extensions for systems without a type for HEIC. */
const PICKER_ACCEPT = [...ACCEPTED_UPLOAD_TYPES, '.heic', '.jpg', '.jpeg', '.png'].join(',');

/**
 * The drop zone with its button to choose photos (the way by keyboard and on a phone), and what
 * was refused of the last choice. `children` come after, in the same zone (alerts, the list).
 */
export function UploadChooser({
  queue,
  disabled,
  prompt,
  children,
}: {
  readonly queue: UploadQueue;
  readonly disabled: boolean;
  /** The line above the button; null leaves it out (a phone has nothing to drop). */
  readonly prompt: string | null;
  readonly children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const dragging = useDropZone(zone, queue.choose, disabled);
  return (
    <div ref={zone} className={dragging ? 'upload dragging' : 'upload'}>
      <div className="upload-drop">
        <Icon name="upload" />
        {prompt === null ? null : <p>{prompt}</p>}
        <button
          type="button"
          className="button button-secondary"
          disabled={disabled}
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
            queue.choose(event.currentTarget.files);
            // The same file may be chosen again after it was removed from the list.
            event.currentTarget.value = '';
          }}
        />
      </div>
      {queue.refused.length > 0 ? (
        <p className="inline-failure" role="alert">
          {t('photos.upload.refused', { count: queue.refused.length, names: queue.refused.join(', ') })}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** The overall bar and one row per chosen photo, each with its state, Try again and Remove. */
export function UploadList({
  queue,
  disabled,
}: {
  readonly queue: UploadQueue;
  readonly disabled: boolean;
}): ReactElement | null {
  const { t } = useTranslation();
  const { items, progress, setItems } = queue;
  if (items.length === 0) return null;
  return (
    <>
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
      <ul className="upload-items" aria-label={t('photos.upload.list')}>
        {items.map((item) => (
          <UploadRow
            key={item.key}
            item={item}
            disabled={disabled}
            onRetry={() => setItems((before) => withState(before, item.key, { kind: 'waiting' }))}
            onRemove={() => setItems((before) => before.filter((other) => other.key !== item.key))}
          />
        ))}
      </ul>
    </>
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

/** Upload, with the number of photos it will send; off while nothing new is chosen. */
export function StartUploadButton({
  queue,
  disabled,
}: {
  readonly queue: UploadQueue;
  readonly disabled: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { chosen } = queue.progress;
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={chosen === 0 || disabled}
      onClick={() => queue.setItems(queueChosen)}
    >
      {chosen === 0 ? t('photos.upload.start') : t('photos.upload.startCount', { count: chosen })}
    </button>
  );
}
