import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFeatureFlag } from '../runtime/context.tsx';
import type { PhotoSelection } from './selection.ts';
import { DownloadSelectedButton } from './selection-bar.tsx';

/** What the timeline offers while not selecting (photo-library §2.2): select, order prints, export, delete all. */
export function LibraryTools({
  onSelect,
  onPrints,
  onExport,
  onDeleteAll,
}: {
  readonly onSelect: () => void;
  readonly onPrints: () => void;
  readonly onExport: () => void;
  readonly onDeleteAll: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  return (
    <>
      <button type="button" className="button button-secondary" onClick={onSelect}>
        {t('photos.selection.start')}
      </button>
      {printsEnabled ? (
        <button type="button" className="button button-secondary" onClick={onPrints}>
          {t('photos.prints.action')}
        </button>
      ) : null}
      <button type="button" className="button button-text" onClick={onExport}>
        {t('photos.export.action')}
      </button>
      <button type="button" className="button button-text delete-all" onClick={onDeleteAll}>
        {t('photos.deleteAll.action')}
      </button>
    </>
  );
}

/** The selection bar's actions (photo-library §2.2): download, copy to album, order prints, delete. */
export function SelectionActions({
  selection,
  downloading,
  transferring,
  onDownload,
  onCopy,
  onPrints,
  onDelete,
}: {
  readonly selection: PhotoSelection;
  readonly downloading: boolean;
  /** A transfer to the prints editor under way. */
  readonly transferring: boolean;
  readonly onDownload: () => void;
  readonly onCopy: () => void;
  readonly onPrints: () => void;
  readonly onDelete: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  return (
    <>
      <DownloadSelectedButton selection={selection} downloading={downloading} onDownload={onDownload} />
      {albumsEnabled ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={!selection.actionable}
          onClick={onCopy}
        >
          {t('albums.copy.action')}
        </button>
      ) : null}
      {printsEnabled ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={!selection.actionable || transferring}
          onClick={onPrints}
        >
          {t('photos.prints.short')}
        </button>
      ) : null}
      <button
        type="button"
        className="button button-destructive"
        disabled={!selection.actionable}
        onClick={onDelete}
      >
        {t('photos.delete.action')}
      </button>
    </>
  );
}
