import { lazy, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFeatureFlag } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import { BarAction } from '../selection-bar.tsx';
import { DownloadAndCopy, OrderPrintsAction, SelectionMode, useSelectionMode } from '../selection-mode.tsx';
import { AlbumGrid } from './album-grid.tsx';
import type { AlbumPhotoList } from './album-photo-list.ts';

/** Removing photos loads when asked for, not with the album. */
const RemoveFromAlbum = lazy(async () => ({
  default: (await import('./remove-from-album.tsx')).RemoveFromAlbum,
}));

/**
 * An album's photos (photo-library §2.5, §2.6): the windowed grid of the whole album ([Note: An
 * album is one section]), the sort and Select above it, and in selection mode the bar: the count,
 * Done, Select all (the album's ids, read 500 a call) / Deselect all, Download (up to 100), Copy to
 * album (with its flag), Order prints (with its flag) and Remove from album; a shift-click selects
 * the range between, loaded or not; 'Order photo prints' selects for prints with the order-prints
 * bar below (§2.9), as in the timeline ([Note: One selection mode for every list]). In a shared
 * album (`list.ownerOf`), which is read-only, the download names each photo's owner and Copy, Remove
 * and the prints are there but unavailable, saying why.
 */
export function AlbumPhotos({
  accountId,
  list,
  count,
  sortSelect,
  empty,
  onAddPhotos,
  onOpen,
  onRemoved,
}: {
  readonly accountId: string;
  readonly list: AlbumPhotoList;
  /** How many photos the album holds. */
  readonly count: number;
  readonly sortSelect: ReactNode;
  /** What an empty album says. */
  readonly empty: string;
  /** The empty album's way to its first photos; absent for a shared album. */
  readonly onAddPhotos?: () => void;
  /** A photo opened in the preview; absent when the album preview is off. */
  readonly onOpen: (() => void) | undefined;
  /** Photos were removed from the album; not called for a shared album, which is read-only. */
  readonly onRemoved?: (ids: readonly string[]) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { albumId, manager, ownerOf, pathOf } = list;
  const shared = ownerOf !== undefined;
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  const mode = useSelectionMode(manager, ownerOf === undefined ? undefined : { albumId, ownerOf });
  const { selection } = mode;
  const [removing, setRemoving] = useState<readonly string[] | null>(null);

  if (count === 0) {
    return (
      <div className="card photos-card empty-state">
        <Icon name="photo" />
        <p>{empty}</p>
        {onAddPhotos === undefined ? null : (
          <button type="button" className="button button-primary" onClick={onAddPhotos}>
            <Icon name="plus" />
            {t('albums.add.action')}
          </button>
        )}
      </div>
    );
  }

  const unavailable = shared ? t('userMessage.unavailableForSharedAlbums') : undefined;
  const allSelected = selection.size > 0 && selection.size >= count;
  return (
    <SelectionMode
      accountId={accountId}
      mode={mode}
      lead={
        allSelected ? null : (
          <button type="button" className="button button-text" onClick={() => mode.toggleSection(0)}>
            {t('photos.selection.selectAll')}
          </button>
        )
      }
      actions={
        <>
          <DownloadAndCopy mode={mode} unavailable={unavailable} />
          <BarAction
            selection={selection}
            destructive
            unavailable={unavailable}
            onClick={() => setRemoving(selection.ids)}
          >
            {t('albums.remove.action')}
          </BarAction>
          <OrderPrintsAction mode={mode} unavailable={unavailable} />
        </>
      }
      modals={
        removing === null ? null : (
          <RemoveFromAlbum
            albumId={albumId}
            ids={removing}
            onRemoved={(ids) => {
              setRemoving(null);
              mode.stop();
              onRemoved?.(ids);
            }}
            onClose={() => setRemoving(null)}
          />
        )
      }
    >
      <div className="timeline-tools">
        {sortSelect}
        {mode.selecting ? null : (
          <>
            <button type="button" className="button button-secondary" onClick={() => mode.start(false)}>
              {t('photos.selection.start')}
            </button>
            {printsEnabled ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={shared}
                title={unavailable}
                onClick={() => mode.start(true)}
              >
                {t('photos.prints.action')}
              </button>
            ) : null}
          </>
        )}
      </div>
      <AlbumGrid
        manager={manager}
        label={t('pageTitle.photos')}
        pathOf={pathOf}
        selecting={mode.tiles}
        touch={mode.touch}
        onOpen={onOpen}
      />
    </SelectionMode>
  );
}
