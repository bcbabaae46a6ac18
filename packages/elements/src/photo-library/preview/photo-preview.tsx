import { PREVIEW_THUMBNAIL_SIZE } from '@portal/api/rules/timeline-dates';
import type { Photo } from '@portal/api/schemas/photos';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useElement, useFeatureFlag, useFormatDate, useReportFailure } from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { Icon } from '../../ui/icons.tsx';
import { MODAL_ID_ATTRIBUTE, useModalDialog } from '../../ui/modal.tsx';
import { saveUrl } from '../../ui/save-url.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { CopyToAlbum } from '../albums/copy-to-album.tsx';
import { RemoveFromAlbum } from '../albums/remove-from-album.tsx';
import { DeletePhotos } from '../delete-photos.tsx';
import { dayTaken } from '../photo-dates.ts';
import { PreviewStage } from './preview-stage.tsx';
import { AROUND, type MonthPosition, type PlaceLoader, PreviewWindow } from './preview-window.ts';

/** The list a preview steps through: the whole library, or an album's photos. */
export interface PreviewSource {
  /**
   * Makes the loader of photos with their neighbours in the list's order, once per preview opened
   * (a loader may keep what it read for as long as the preview is open).
   */
  readonly places: () => PlaceLoader;
  /** A photo's preview address, below the element's base path. */
  readonly pathOf: (photoId: string) => string;
  /** The list's address, where an unknown id goes instead. */
  readonly listPath: string;
  /** An album's preview removes a photo from the album, where the library's deletes it. */
  readonly albumId?: string;
  /** A shared album's: read-only, so copy and delete are shown but unavailable (§2.6). */
  readonly shared?: boolean;
}

interface PhotoPreviewProps {
  readonly accountId: string;
  readonly photoId: string;
  readonly source: PreviewSource;
  /** Back to the list: the history's previous entry when the list opened the preview. */
  readonly onClose: () => void;
  /** A photo deleted (or removed from the album) in the preview: the list around it is to be refreshed. */
  readonly onDeleted?: (ids: readonly string[]) => void;
  /** The photo shown, with its position in its month: where closing puts the list. */
  readonly onShown?: (photo: Photo, position: MonthPosition) => void;
}

/**
 * The photo after a delete (photo-library §2.3): the previous one, or the second when the first
 * was deleted; null when none is left.
 */
export function photoAfterDelete(photos: readonly Photo[], index: number): Photo | null {
  return photos[index > 0 ? index - 1 : index + 1] ?? null;
}

/**
 * The photo preview (photo-library §2.3; routes /photos/preview/:id, /albums/:id/preview/:photoId
 * and /shared-albums/:id/preview/:photoId, query string kept): one photo at 1300 px over its list,
 * which stays as it was underneath, so closing returns to the same place. Previous and next go
 * through the whole list in its order (the timeline's, across months, or an album's), from a window
 * of the photo's neighbours that grows as the steps near its sides ([Note: The preview holds a
 * window of the list]), with buttons, the arrow keys and swipes; double tap or click zooms ([Note: Preview gestures]). The
 * bottom bar downloads the photo under its file name, copies it to an album, and deletes it (in an
 * album: removes it from the album; in a shared album both are unavailable), confirmed, the previous
 * photo shown then. Escape or Close returns to the list, unless another modal is open over it; an
 * unknown id or an empty list goes back to the list. Loaded with its route, not with the list.
 */
export function PhotoPreview({
  accountId,
  photoId,
  source,
  onClose,
  onDeleted,
  onShown,
}: PhotoPreviewProps): ReactElement | null {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const { store } = useElement();
  const dialog = useRef<HTMLDialogElement>(null);
  const modalId = useModalDialog(dialog, { onClose, locksScroll: false });
  const [loadPlace] = useState(source.places);
  const [view, setView] = useState<PreviewWindow | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  /** The photo just deleted: its address is left for the next photo's, not asked for again. */
  const [deletedId, setDeletedId] = useState<string | null>(null);
  // The zoom belongs to one photo: another photo starts at scale 1.
  const [zoom, setZoom] = useState({ photoId, zoomed: false });
  const zoomed = zoom.photoId === photoId && zoom.zoomed;
  const index = view === null ? -1 : view.indexOf(photoId);
  const photo = view?.photos[index];

  /** The preview's own steps replace its entry and leave the list underneath where it is. */
  const step = (photo: Photo) =>
    navigate(`${source.pathOf(photo.imageId)}${search}`, { replace: true, keepScroll: true });

  // A photo the window does not hold is asked for with its neighbours; an unknown one leaves.
  const missing = index === -1 && photoId !== deletedId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per photo the window lacks.
  useEffect(() => {
    if (!missing || failed) return;
    const controller = new AbortController();
    loadPlace(photoId, AROUND, controller.signal).then(
      (place) => {
        if (place === null) navigate(`${source.listPath}${search}`, { replace: true });
        else setView(PreviewWindow.of(place, AROUND));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportFailure('LOAD_PREVIEW_FAILED', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [missing, photoId, failed]);

  // Near a side the list goes on beyond, the window grows by that side's neighbours.
  const side = view?.needs(index) ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one growth at a time, for the window it grows.
  useEffect(() => {
    const edge = side === null ? undefined : view?.edge(side);
    if (side === null || view === null || edge === undefined || failed) return;
    const controller = new AbortController();
    loadPlace(edge.imageId, AROUND, controller.signal).then(
      (place) =>
        setView((current) => {
          if (current !== view) return current;
          return place === null ? view.reached(side) : view.extend(place, AROUND, side);
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportFailure('LOAD_PREVIEW_FAILED', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [side, view, failed]);

  const position = view?.positions[index];
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per photo shown.
  useEffect(() => {
    if (photo !== undefined && position !== undefined) onShown?.(photo, position);
  }, [photo, position]);

  const previous = index > 0 ? view?.photos[index - 1] : undefined;
  const next = index >= 0 ? view?.photos[index + 1] : undefined;
  const toPrevious = previous === undefined ? undefined : () => step(previous);
  const toNext = next === undefined ? undefined : () => step(next);
  // The arrow keys step while the preview is the top modal, wherever the focus is (a button that
  // went away with the photo it acted on leaves it on the page).
  const steps = useRef({ toPrevious, toNext });
  steps.current = { toPrevious, toNext };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || store.getState().modals.at(-1)?.id !== modalId) return;
      if (event.key === 'ArrowLeft') steps.current.toPrevious?.();
      if (event.key === 'ArrowRight') steps.current.toNext?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, modalId]);

  const deleted = (ids: readonly string[]) => {
    setDeleting(false);
    if (view === null) return;
    const after = photoAfterDelete(view.photos, index);
    setDeletedId(photoId);
    setView(view.without(ids));
    onDeleted?.(ids);
    if (after === null) onClose();
    else step(after);
  };

  const thumbnail = photo?.thumbnails.find((candidate) => candidate.id === PREVIEW_THUMBNAIL_SIZE);
  const unavailable = source.shared === true ? t('userMessage.unavailableForSharedAlbums') : undefined;
  const day = dayTaken(photo?.dateTaken);
  return (
    <>
      <dialog
        ref={dialog}
        className="preview"
        part="preview"
        aria-label={photo?.localFileName ?? t('runtime.loading')}
        {...{ [MODAL_ID_ATTRIBUTE]: modalId }}
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
            className="icon-button"
            aria-label={t(zoomed ? 'photos.preview.zoomOut' : 'photos.preview.zoomIn')}
            disabled={thumbnail === undefined}
            onClick={() => setZoom({ photoId, zoomed: !zoomed })}
          >
            <Icon name={zoomed ? 'zoomOut' : 'zoomIn'} />
          </button>
          <button type="button" className="icon-button" aria-label={t('runtime.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="preview-stage">
          {failed ? (
            <p className="inline-failure" role="alert">
              {t('userMessage.photosCouldNotBeLoaded')}{' '}
              <button type="button" className="button button-text" onClick={() => setFailed(false)}>
                {t('runtime.retry')}
              </button>
            </p>
          ) : thumbnail === undefined || photo === undefined ? (
            <Spinner />
          ) : (
            <PreviewStage
              key={photo.imageId}
              src={thumbnail.url}
              alt={photo.localFileName}
              zoomed={zoomed}
              onZoomedChange={(value) => setZoom({ photoId, zoomed: value })}
              onPrevious={toPrevious}
              onNext={toNext}
              onClose={onClose}
            />
          )}
          <button
            type="button"
            className="icon-button preview-previous"
            aria-label={t('photos.preview.previous')}
            disabled={toPrevious === undefined}
            onClick={toPrevious}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="icon-button preview-next"
            aria-label={t('photos.preview.next')}
            disabled={toNext === undefined}
            onClick={toNext}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
        <div className="preview-actions" role="toolbar" aria-label={t('photos.preview.actions')}>
          <button
            type="button"
            className="button button-text"
            disabled={photo === undefined}
            onClick={() => photo !== undefined && saveUrl(photo.untouchedUrl)}
          >
            <Icon name="download" />
            {t('photos.download.action')}
          </button>
          {albumsEnabled ? (
            <button
              type="button"
              className="button button-text"
              disabled={photo === undefined || source.shared === true}
              title={unavailable}
              onClick={() => setCopying(true)}
            >
              <Icon name="plus" />
              {t('albums.copy.action')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button-text"
            disabled={photo === undefined || source.shared === true}
            title={unavailable}
            onClick={() => setDeleting(true)}
          >
            <Icon name="trash" />
            {source.albumId === undefined ? t('photos.delete.action') : t('albums.remove.action')}
          </button>
        </div>
      </dialog>
      {copying && photo !== undefined ? (
        <CopyToAlbum
          accountId={accountId}
          photoIds={[photo.imageId]}
          onCopied={() => setCopying(false)}
          onClose={() => setCopying(false)}
        />
      ) : null}
      {deleting && photo !== undefined && source.albumId === undefined ? (
        <DeletePhotos ids={[photo.imageId]} onDeleted={deleted} onClose={() => setDeleting(false)} />
      ) : null}
      {deleting && photo !== undefined && source.albumId !== undefined ? (
        <RemoveFromAlbum
          albumId={source.albumId}
          ids={[photo.imageId]}
          onRemoved={deleted}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
