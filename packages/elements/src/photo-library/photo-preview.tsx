import { getPhotos } from '@portal/api/clients/photos';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import { PREVIEW_THUMBNAIL_SIZE } from '@portal/api/rules/timeline-dates';
import type { Photo } from '@portal/api/schemas/photos';
import { type KeyboardEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useFormatDate, useReportFailure } from '../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../runtime/element-router.tsx';
import { Icon } from '../ui/icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { dayTaken } from './photo-dates.ts';

/** Where a photo's preview lives, below the element's base path (photo-library §2 route table). */
export function previewPath(photoId: string): string {
  return `/photos/preview/${encodeURIComponent(photoId)}`;
}

interface PreviewList {
  readonly photos: readonly Photo[];
  readonly cursor: string | null;
}

/**
 * The photo preview (photo-library §2.3, route /photos/preview/:id, query string kept): one photo at
 * 1300 px over the timeline, which stays as it was underneath, so closing returns to the same place.
 * Previous and next go through the whole library in the saved sort (GET /photos, 500 a page, the
 * next page loaded when the neighbour is the last loaded photo), with buttons and the arrow keys.
 * Escape or Close returns to the list; an unknown id or an empty library goes back to it.
 */
interface PhotoPreviewProps {
  readonly photoId: string;
  readonly sort: SortSetting<'photos'>;
  /** Back to the list: the history's previous entry when the list opened the preview. */
  readonly onClose: () => void;
}

export function PhotoPreview({ photoId, sort, onClose }: PhotoPreviewProps): ReactElement | null {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [list, setList] = useState<PreviewList | null>(null);
  const [failed, setFailed] = useState(false);
  const index = list === null ? -1 : list.photos.findIndex((photo) => photo.imageId === photoId);
  const photo = list?.photos[index];

  const go = (to: string, replace = false) => navigate(`${to}${search}`, { replace });
  const close = onClose;

  // Loads pages until the photo is found; then one more whenever the next neighbour is the last.
  const needsPage =
    list === null || (list.cursor !== null && (index === -1 || index >= list.photos.length - 1));
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page at a time, when the list asks for it.
  useEffect(() => {
    if (!needsPage || failed) return;
    const controller = new AbortController();
    getPhotos(
      endpoint,
      { cursor: list?.cursor ?? undefined, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
      { signal: controller.signal },
    ).then(
      (page) =>
        setList((before) => ({ photos: [...(before?.photos ?? []), ...page.images], cursor: page.cursor })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportFailure('LOAD_PREVIEW_FAILED', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [needsPage, list?.cursor, failed]);

  // An unknown id, or nothing to show: back to the list, in place of this address.
  const unknown = list !== null && index === -1 && list.cursor === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaves once, when the whole list is known.
  useEffect(() => {
    if (unknown) go('/photos', true);
  }, [unknown]);

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  const previous = index > 0 ? list?.photos[index - 1] : undefined;
  const next = list?.photos[index + 1];
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' && previous !== undefined) go(previewPath(previous.imageId), true);
    if (event.key === 'ArrowRight' && next !== undefined) go(previewPath(next.imageId), true);
  };
  const thumbnail = photo?.thumbnails.find((candidate) => candidate.id === PREVIEW_THUMBNAIL_SIZE);
  const day = dayTaken(photo?.dateTaken);
  return (
    <dialog
      ref={dialog}
      className="preview"
      part="preview"
      aria-label={photo?.localFileName ?? t('runtime.loading')}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="preview-bar">
        <div className="preview-title">
          <span className="preview-name">{photo?.localFileName}</span>
          {day === null ? null : (
            <span className="preview-date">{t('photos.taken', { date: formatDate(day) })}</span>
          )}
        </div>
        <button
          type="button"
          className="icon-button preview-close"
          aria-label={t('runtime.close')}
          onClick={close}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="preview-stage">
        {failed ? (
          <p className="inline-failure" role="alert">
            {t('userMessage.photosCouldNotBeLoaded')}
          </p>
        ) : thumbnail === undefined ? (
          <Spinner />
        ) : (
          <img src={thumbnail.url} alt={photo?.localFileName ?? ''} />
        )}
        <button
          type="button"
          className="icon-button preview-previous"
          aria-label={t('photos.preview.previous')}
          disabled={previous === undefined}
          onClick={() => previous !== undefined && go(previewPath(previous.imageId), true)}
        >
          <Icon name="chevronLeft" />
        </button>
        <button
          type="button"
          className="icon-button preview-next"
          aria-label={t('photos.preview.next')}
          disabled={next === undefined}
          onClick={() => next !== undefined && go(previewPath(next.imageId), true)}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </dialog>
  );
}
