import { gridThumbnailSize } from '@portal/api/rules/timeline-dates';
import type { Photo } from '@portal/api/schemas/photos';
import { lazy, type ReactElement, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import { useTranslation } from '../../i18n/react.tsx';
import { useFeatureFlag, useFormatDate } from '../../runtime/context.tsx';
import { useElementLocation } from '../../runtime/element-router.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDownloadPhotos } from '../download/use-download-photos.ts';
import { Tile, type TileContext, type TileSelection } from '../photo-tile.tsx';
import { OrderPrintsBar, PrintsTransferOverlay, useOrderPrints } from '../prints/order-prints.tsx';
import { PhotoSelection, type SelectablePhoto } from '../selection.ts';
import { DownloadSelectedButton, SelectionBar } from '../selection-bar.tsx';
import { useEscapeEndsSelection } from '../selection-escape.ts';
import { PagedListEnd } from './paged-list.tsx';

/** The modals load when asked for, not with the album. */
const CopyToAlbum = lazy(async () => ({ default: (await import('./copy-to-album.tsx')).CopyToAlbum }));
const RemoveFromAlbum = lazy(async () => ({
  default: (await import('./remove-from-album.tsx')).RemoveFromAlbum,
}));

/**
 * An album's photos as a grid (photo-library §2.5, §2.6), loading the next 500 as the end comes
 * near; the sort and Select above it, and in selection mode the bar: the count, Done, Select all /
 * Deselect all, Download (up to 100), Copy to album (with its flag), Order prints (with its flag)
 * and Remove from album; 'Order photo prints' selects for prints with the order-prints bar below
 * (§2.9). In a shared album, which is read-only, the download names each photo's owner and Copy,
 * Remove and the prints are there but unavailable, saying why.
 */
export function AlbumPhotos<Page extends { images: Photo[]; cursor: string | null }>({
  accountId,
  albumId,
  pages,
  sortSelect,
  pathOf,
  shared,
  empty,
  onAddPhotos,
  onOpen,
  onRemoved,
}: {
  readonly accountId: string;
  readonly albumId: string;
  readonly pages: SWRInfiniteResponse<Page>;
  readonly sortSelect: ReactNode;
  /** A photo's preview address in this album. */
  readonly pathOf: (photoId: string) => string;
  /** The owner of each photo of a shared album, for its download; absent for the customer's own album. */
  readonly shared?: (photo: Page['images'][number]) => string;
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
  const formatDate = useFormatDate();
  const { search } = useElementLocation();
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const { download, downloading } = useDownloadPhotos();
  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState(PhotoSelection.none);
  const [copying, setCopying] = useState<readonly string[] | null>(null);
  const [removing, setRemoving] = useState<readonly string[] | null>(null);
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  const [printing, setPrinting] = useState(false);
  const [loadingAll, setLoadingAll] = useState(false);
  const { transfer, transferring } = useOrderPrints();
  const stopSelecting = useCallback(() => {
    setSelecting(false);
    setPrinting(false);
    setSelection(PhotoSelection.none);
  }, []);
  const context = useMemo<TileContext>(
    () => ({ t, formatDate, search, pathOf }),
    [t, formatDate, search, pathOf],
  );

  useEscapeEndsSelection(selecting, stopSelecting);

  const photos = pages.data?.flatMap((page) => page.images);
  if (photos === undefined) {
    return pages.error !== undefined && !pages.isValidating ? (
      <div className="card photos-card">
        <CardFailure
          message={t('userMessage.albumPhotosCouldNotBeDisplayed')}
          onRetry={() => void pages.mutate()}
        />
      </div>
    ) : (
      <Spinner />
    );
  }
  if (photos.length === 0) {
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

  const selectable = (list: readonly Photo[]): SelectablePhoto[] =>
    list.map((photo, index) => ({ id: photo.imageId, position: { section: 0, index } }));
  const tileSelection: TileSelection | undefined = selecting
    ? {
        selection,
        onToggle: (photo, range) =>
          setSelection((before) =>
            range && before.anchor !== null
              ? before.selectRange(photo, selectable(photos))
              : before.toggle(photo),
          ),
      }
    : undefined;
  /** Select all means the whole album: the pages not loaded yet load first. */
  const selectAll = async () => {
    setLoadingAll(true);
    try {
      let loaded = pages.data;
      while (loaded !== undefined && (loaded.at(-1)?.cursor ?? null) !== null) {
        loaded = await pages.setSize(loaded.length + 1);
      }
      const all = loaded?.flatMap((page) => page.images) ?? photos;
      setSelection((before) => before.toggleAll(selectable(all)));
    } finally {
      setLoadingAll(false);
    }
  };
  const downloadSelected = async () => {
    const ids = selection.ids;
    const single = ids.length === 1 ? photos.find((photo) => photo.imageId === ids[0]) : undefined;
    const owners =
      shared === undefined
        ? undefined
        : new Map(
            (pages.data ?? []).flatMap((page) => page.images.map((photo) => [photo.imageId, shared(photo)])),
          );
    const sharedAlbum =
      owners === undefined ? undefined : { albumId, ownerOf: (id: string) => owners.get(id) };
    if (await download(ids, single, sharedAlbum)) stopSelecting();
  };
  const unavailable = shared === undefined ? undefined : t('userMessage.unavailableForSharedAlbums');
  const size = gridThumbnailSize(window.innerWidth);
  const allSelected =
    selection.size > 0 && selection.size === photos.length && pages.data?.at(-1)?.cursor === null;
  return (
    <>
      {selecting ? (
        <SelectionBar
          selection={selection}
          onChange={setSelection}
          onDone={stopSelecting}
          lead={
            allSelected ? null : (
              <button type="button" className="button button-text" onClick={() => void selectAll()}>
                {t('photos.selection.selectAll')}
              </button>
            )
          }
        >
          {printing ? null : (
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
                  disabled={!selection.actionable || shared !== undefined}
                  title={unavailable}
                  onClick={() => setCopying(selection.ids)}
                >
                  {t('albums.copy.action')}
                </button>
              ) : null}
              <button
                type="button"
                className="button button-destructive"
                disabled={!selection.actionable || shared !== undefined}
                title={unavailable}
                onClick={() => setRemoving(selection.ids)}
              >
                {t('albums.remove.action')}
              </button>
              {printsEnabled ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!selection.actionable || shared !== undefined || transferring !== null}
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
        {selecting ? null : (
          <>
            <button type="button" className="button button-secondary" onClick={() => setSelecting(true)}>
              {t('photos.selection.start')}
            </button>
            {printsEnabled ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={shared !== undefined}
                title={unavailable}
                onClick={() => {
                  setSelecting(true);
                  setPrinting(true);
                }}
              >
                {t('photos.prints.action')}
              </button>
            ) : null}
          </>
        )}
      </div>
      <ul className="album-photos" aria-label={t('pageTitle.photos')}>
        {photos.map((photo, index) => (
          <li key={photo.imageId}>
            <Tile
              photo={photo}
              size={size}
              position={{ section: 0, index }}
              selecting={tileSelection}
              onOpen={onOpen}
              context={context}
            />
          </li>
        ))}
      </ul>
      <PagedListEnd pages={pages} failure={t('userMessage.albumPhotosCouldNotBeDisplayed')} />
      {selecting && printing ? (
        <OrderPrintsBar
          count={selection.size}
          selecting={loadingAll}
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
              stopSelecting();
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
              stopSelecting();
              onRemoved?.(ids);
            }}
            onClose={() => setRemoving(null)}
          />
        )}
      </Suspense>
    </>
  );
}
