import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { MAX_PHOTOS_PER_DOWNLOAD, type PhotoSelection } from './selection.ts';

/**
 * The bar of selection mode (photo-library §2.2, §2.5, §4), sticky at the top as the list scrolls:
 * how many are selected, Done, Deselect all (after `lead`, a list's own way to select more), and
 * the list's actions.
 */
export function SelectionBar({
  selection,
  onChange,
  onDone,
  lead,
  children,
}: {
  readonly selection: PhotoSelection;
  readonly onChange: (selection: PhotoSelection) => void;
  readonly onDone: () => void;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="selection-bar" part="selection-bar" aria-label={t('photos.selection.bar')}>
      <span className="selection-count" aria-live="polite">
        {t('photos.selection.count', { count: selection.size })}
      </span>
      <button type="button" className="button button-secondary selection-done" onClick={onDone}>
        {t('photos.selection.stop')}
      </button>
      <div className="selection-actions">
        {lead}
        <button
          type="button"
          className="button button-text"
          disabled={!selection.actionable}
          onClick={() => onChange(selection.clear())}
        >
          {t('photos.selection.deselectAll')}
        </button>
        {children}
      </div>
    </section>
  );
}

/** Download in the bar: off at none and above 100, saying why then (§5). */
export function DownloadSelectedButton({
  selection,
  downloading,
  onDownload,
}: {
  readonly selection: PhotoSelection;
  readonly downloading: boolean;
  readonly onDownload: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={!selection.downloadable || downloading}
      title={selection.size > MAX_PHOTOS_PER_DOWNLOAD ? t('userMessage.downloadLimit') : undefined}
      onClick={onDownload}
    >
      {t('photos.download.action')}
    </button>
  );
}

/**
 * An action of the bar on the selected photos: off with none selected, while `busy`, and where the
 * list does not offer it, saying why (`unavailable`: a shared album is read-only).
 */
export function BarAction({
  selection,
  destructive = false,
  unavailable,
  busy = false,
  onClick,
  children,
}: {
  readonly selection: PhotoSelection;
  readonly destructive?: boolean;
  readonly unavailable?: string;
  readonly busy?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <button
      type="button"
      className={destructive ? 'button button-destructive' : 'button button-secondary'}
      disabled={!selection.actionable || unavailable !== undefined || busy}
      title={unavailable}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
