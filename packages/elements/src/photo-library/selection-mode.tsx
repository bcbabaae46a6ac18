import { lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFeatureFlag } from '../runtime/context.tsx';
import { type SharedAlbumPhotos, useDownloadPhotos } from './download/use-download-photos.ts';
import { OrderPrintsBar, PrintsTransferOverlay, useOrderPrints } from './prints/order-prints.tsx';
import { BarAction, DownloadSelectedButton, SelectionBar } from './selection-bar.tsx';
import type { TimelineManager } from './timeline/timeline-manager.ts';
import { type ManagedSelection, useManagedSelection } from './timeline/use-managed-selection.ts';

/** Copy to album loads when asked for, not with the list. */
const CopyToAlbum = lazy(async () => ({
  default: (await import('./albums/copy-to-album.tsx')).CopyToAlbum,
}));

/*
 * [Note: One selection mode for every list]
 * The timeline and an album select their photos the same way (photo-library §2.2, §2.5, §4): the
 * selection over the list's manager (use-managed-selection.ts), the bar at the top, Download (one
 * photo saved as it is, several zipped), Copy to album, and 'Order photo prints' with its bar at the
 * bottom and the overlay while the photos go to the editor ([Note: Ordering prints of a selection]).
 * `useSelectionMode` holds that and `SelectionMode` lays it out around the list; a list adds only its
 * own: a way to select more (an album's Select all), its destructive action (delete from the
 * library, remove from the album) in its place among the actions, and that action's modal.
 */

/** A list's selection mode: the managed selection and what the bar does with it. */
export interface SelectionModeState extends ManagedSelection {
  /** A zip is being prepared: Download is not offered twice. */
  readonly downloading: boolean;
  /** How many photos are going to the prints editor; null while none are. */
  readonly transferring: number | null;
  /** Downloads the selection; selection mode ends once the download is under way. */
  readonly download: () => void;
  /** Opens Copy to album with the selection. */
  readonly copy: () => void;
  /** Hands the selection to the prints editor. */
  readonly orderPrints: () => void;
  /** The photos Copy to album is open for; null while it is closed. */
  readonly copying: readonly string[] | null;
  readonly closeCopy: () => void;
}

/**
 * Selection mode over `manager`'s list; `sharedAlbum` names whose each photo of a shared album is,
 * for its download.
 */
export function useSelectionMode(
  manager: TimelineManager,
  sharedAlbum?: SharedAlbumPhotos,
): SelectionModeState {
  const select = useManagedSelection(manager);
  const { download, downloading } = useDownloadPhotos();
  const { transfer, transferring } = useOrderPrints();
  const [copying, setCopying] = useState<readonly string[] | null>(null);
  const ids = select.selection.ids;
  return {
    ...select,
    downloading,
    transferring,
    download: () => {
      const single = ids.length === 1 ? manager.loaded(ids[0] ?? '') : undefined;
      void download(ids, single, sharedAlbum).then((started) => {
        if (started) select.stop();
      });
    },
    copy: () => setCopying(ids),
    orderPrints: () => void transfer(ids),
    copying,
    closeCopy: () => setCopying(null),
  };
}

/**
 * A list in selection mode ([Note: One selection mode for every list]): the bar over it while
 * selecting, with the list's actions (none while selecting for prints); the order-prints bar under
 * it while selecting for prints; the transfer's overlay; Copy to album and the list's own modals.
 */
export function SelectionMode({
  accountId,
  mode,
  lead,
  actions,
  modals,
  children,
}: {
  readonly accountId: string;
  readonly mode: SelectionModeState;
  /** The list's way to select more, before Deselect all. */
  readonly lead?: ReactNode;
  readonly actions: ReactNode;
  /** The list's own modals, each loaded when asked for. */
  readonly modals: ReactNode;
  /** The list and its tools. */
  readonly children: ReactNode;
}): ReactElement {
  const { selection } = mode;
  return (
    <>
      {mode.selecting ? (
        <SelectionBar
          selection={selection}
          reading={mode.readingIds}
          onChange={mode.setSelection}
          onDone={mode.stop}
          lead={lead}
        >
          {mode.printing ? null : actions}
        </SelectionBar>
      ) : null}
      {children}
      {mode.selecting && mode.printing ? (
        <OrderPrintsBar
          count={selection.size}
          selecting={mode.readingIds}
          busy={mode.transferring !== null}
          onNext={mode.orderPrints}
        />
      ) : null}
      <PrintsTransferOverlay count={mode.transferring} />
      <Suspense fallback={null}>
        {modals}
        {mode.copying === null ? null : (
          <CopyToAlbum
            accountId={accountId}
            photoIds={mode.copying}
            onCopied={() => {
              mode.closeCopy();
              mode.stop();
            }}
            onClose={mode.closeCopy}
          />
        )}
      </Suspense>
    </>
  );
}

/**
 * The bar's first actions in every list: Download, and Copy to album with the albums flag.
 * `unavailable` says why copying is not offered (a shared album is read-only).
 */
export function DownloadAndCopy({
  mode,
  unavailable,
}: {
  readonly mode: SelectionModeState;
  readonly unavailable?: string;
}): ReactElement {
  const { t } = useTranslation();
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  return (
    <>
      <DownloadSelectedButton
        selection={mode.selection}
        downloading={mode.downloading}
        onDownload={mode.download}
      />
      {albumsEnabled ? (
        <BarAction selection={mode.selection} unavailable={unavailable} onClick={mode.copy}>
          {t('albums.copy.action')}
        </BarAction>
      ) : null}
    </>
  );
}

/** 'Order prints' in the bar, with the prints flag; off while photos go to the editor. */
export function OrderPrintsAction({
  mode,
  unavailable,
}: {
  readonly mode: SelectionModeState;
  readonly unavailable?: string;
}): ReactElement | null {
  const { t } = useTranslation();
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  if (!printsEnabled) return null;
  return (
    <BarAction
      selection={mode.selection}
      unavailable={unavailable}
      busy={mode.transferring !== null}
      onClick={mode.orderPrints}
    >
      {t('photos.prints.short')}
    </BarAction>
  );
}
