import { lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFeatureFlag } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useDownloadPhotos } from '../download/use-download-photos.ts';
import { OrderPrintsBar, PrintsTransferOverlay, useOrderPrints } from '../prints/order-prints.tsx';
import { DownloadSelectedButton, SelectionBar } from '../selection-bar.tsx';
import { useManagedSelection } from '../timeline/use-managed-selection.ts';
import { AlbumGrid } from './album-grid.tsx';
import type { AlbumPhotoList } from './album-photo-list.ts';

/** The modals load when asked for, not with the album. */
const CopyToAlbum = lazy(async () => ({ default: (await import('./copy-to-album.tsx')).CopyToAlbum }));
const RemoveFromAlbum = lazy(async () => ({
  default: (await import('./remove-from-album.tsx')).RemoveFromAlbum,
}));

/**
 * An album's photos (photo-library §2.5, §2.6): the windowed grid of the whole album ([Note: An
 * album is one section]), the sort and Select above it, and in selection mode the bar: the count,
 * Done, Select all (the album's ids, read 500 a call) / Deselect all, Download (up to 100), Copy to
 * album (with its flag), Order prints (with its flag) and Remove from album; a shift-click selects
 * the range between, loaded or not; 'Order photo prints' selects for prints with the order-prints
 * bar below (§2.9). In a shared album (`list.ownerOf`), which is read-only, the download names each
 * photo's owner and Copy, Remove and the prints are there but unavailable, saying why.
 */
export function AlbumPhotos({
  accountId,
  albumId,
  list,
  count,
  sortSelect,
  pathOf,
  empty,
  onAddPhotos,
  onOpen,
  onRemoved,
}: {
  readonly accountId: string;
  readonly albumId: string;
  readonly list: AlbumPhotoList;
  /** How many photos the album holds. */
  readonly count: number;
  readonly sortSelect: ReactNode;
  /** A photo's preview address in this album. */
  readonly pathOf: (photoId: string) => string;
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
  const { manager, ownerOf } = list;
  const shared = ownerOf !== undefined;
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  const { download, downloading } = useDownloadPhotos();
  const { transfer, transferring } = useOrderPrints();
  const select = useManagedSelection(manager);
  const { selection } = select;
  const [copying, setCopying] = useState<readonly string[] | null>(null);
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

  const downloadSelected = async () => {
    const ids = selection.ids;
    const single = ids.length === 1 ? manager.loaded(ids[0] ?? '') : undefined;
    const sharedAlbum = ownerOf === undefined ? undefined : { albumId, ownerOf };
    if (await download(ids, single, sharedAlbum)) select.stop();
  };
  const unavailable = shared ? t('userMessage.unavailableForSharedAlbums') : undefined;
  const allSelected = selection.size > 0 && selection.size >= count;
  return (
    <>
      {select.selecting ? (
        <SelectionBar
          selection={selection}
          onChange={select.setSelection}
          onDone={select.stop}
          lead={
            allSelected ? null : (
              <button type="button" className="button button-text" onClick={() => select.toggleSection(0)}>
                {t('photos.selection.selectAll')}
              </button>
            )
          }
        >
          {select.printing ? null : (
            <>
              <DownloadSelectedButton
                selection={selection}
                downloading={downloading}
                onDownload={() => void downloadSelected()}
              />
              {albumsEnabled ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!selection.actionable || shared}
                  title={unavailable}
                  onClick={() => setCopying(selection.ids)}
                >
                  {t('albums.copy.action')}
                </button>
              ) : null}
              <button
                type="button"
                className="button button-destructive"
                disabled={!selection.actionable || shared}
                title={unavailable}
                onClick={() => setRemoving(selection.ids)}
              >
                {t('albums.remove.action')}
              </button>
              {printsEnabled ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!selection.actionable || shared || transferring !== null}
                  title={unavailable}
                  onClick={() => void transfer(selection.ids)}
                >
                  {t('photos.prints.short')}
                </button>
              ) : null}
            </>
          )}
        </SelectionBar>
      ) : null}
      <div className="timeline-tools">
        {sortSelect}
        {select.selecting ? null : (
          <>
            <button type="button" className="button button-secondary" onClick={() => select.start(false)}>
              {t('photos.selection.start')}
            </button>
            {printsEnabled ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={shared}
                title={unavailable}
                onClick={() => select.start(true)}
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
        selecting={select.tiles}
        onOpen={onOpen}
      />
      {select.selecting && select.printing ? (
        <OrderPrintsBar
          count={selection.size}
          selecting={select.readingIds}
          busy={transferring !== null}
          onNext={() => void transfer(selection.ids)}
        />
      ) : null}
      <PrintsTransferOverlay count={transferring} />
      <Suspense fallback={null}>
        {copying === null ? null : (
          <CopyToAlbum
            accountId={accountId}
            photoIds={copying}
            onCopied={() => {
              setCopying(null);
              select.stop();
            }}
            onClose={() => setCopying(null)}
          />
        )}
        {removing === null ? null : (
          <RemoveFromAlbum
            albumId={albumId}
            ids={removing}
            onRemoved={(ids) => {
              setRemoving(null);
              select.stop();
              onRemoved?.(ids);
            }}
            onClose={() => setRemoving(null)}
          />
        )}
      </Suspense>
    </>
  );
}
