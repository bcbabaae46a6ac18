import type { SortSetting } from '@portal/api/rules/sort-settings';
import { lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useToast } from '../runtime/context.tsx';
import { useDownloadPhotos } from './download/use-download-photos.ts';
import { LibraryTools, SelectionActions } from './library-tools.tsx';
import { OrderPrintsBar, PrintsTransferOverlay, useOrderPrints } from './prints/order-prints.tsx';
import { SelectionBar } from './selection-bar.tsx';
import type { ListPosition } from './timeline/list-position.ts';
import { type GridSelection, TimelineGrid } from './timeline/timeline-grid.tsx';
import type { TimelineMonth } from './timeline/timeline-layout.ts';
import { useManagedSelection } from './timeline/use-managed-selection.ts';
import { useTimelineManager } from './timeline/use-timeline-manager.ts';

/** The delete modals load when the customer asks to delete, not with the timeline. */
const DeletePhotos = lazy(async () => ({ default: (await import('./delete-photos.tsx')).DeletePhotos }));
const DeleteAllPhotos = lazy(async () => ({
  default: (await import('./delete-photos.tsx')).DeleteAllPhotos,
}));

/** The export modal loads when asked for. */
const ExportModal = lazy(async () => ({ default: (await import('./export/export-modal.tsx')).ExportModal }));

/** Copy to album loads when asked for. */
const CopyToAlbum = lazy(async () => ({
  default: (await import('./albums/copy-to-album.tsx')).CopyToAlbum,
}));

/**
 * The timeline with what the customer does with it (photo-library §2.2, §4): selection (a month's
 * select-all and shift-click ranges read through the manager), download, copy to album, order
 * prints, delete with the photos hidden while it runs, export and delete all.
 */
export function PhotoTimeline({
  accountId,
  months,
  sort,
  tools,
  onOpen,
  restore,
  onRestored,
  onRefresh,
}: {
  readonly accountId: string;
  readonly months: readonly TimelineMonth[];
  readonly sort: SortSetting<'photos'>;
  readonly tools: ReactNode;
  /** A photo opened in the preview from the grid, with the list's place; absent when the preview is off. */
  readonly onOpen: ((position: ListPosition | null) => void) | undefined;
  readonly restore: ListPosition | null;
  readonly onRestored: () => void;
  /** Refreshes the library's counts and months after photos were deleted. */
  readonly onRefresh: () => Promise<unknown>;
}): ReactElement {
  const { t } = useTranslation();
  const showToast = useToast();
  const manager = useTimelineManager(accountId, months, sort);

  const {
    selecting,
    printing,
    selection,
    setSelection,
    tiles,
    readingIds,
    start,
    stop,
    toggleSection,
    touch,
  } = useManagedSelection(manager);
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { download: downloadPhotos, downloading } = useDownloadPhotos();
  const [copying, setCopying] = useState<readonly string[] | null>(null);
  const { transfer, transferring } = useOrderPrints();
  // A month's select-all and a range read the ids they cover, loaded or not ([Note: The timeline manager]).
  const grid: GridSelection | undefined =
    tiles === undefined ? undefined : { ...tiles, onToggleMonth: toggleSection };

  /** One photo is saved directly under its file name; several are zipped ([Note: Downloading several photos]). */
  const download = async () => {
    const ids = selection.ids;
    if (await downloadPhotos(ids, ids.length === 1 ? manager.loaded(ids[0] ?? '') : undefined)) stop();
  };

  const deleted = async (ids: readonly string[]) => {
    setDeleting(null);
    manager.remove(ids);
    stop();
    showToast(t('photos.delete.done', { count: ids.length }));
    await onRefresh();
  };

  return (
    <>
      {selecting ? (
        <SelectionBar selection={selection} onChange={setSelection} onDone={stop}>
          {printing ? null : (
            <SelectionActions
              selection={selection}
              downloading={downloading}
              transferring={transferring !== null}
              onDownload={() => void download()}
              onCopy={() => setCopying(selection.ids)}
              onPrints={() => void transfer(selection.ids)}
              onDelete={() => setDeleting(selection.ids)}
            />
          )}
        </SelectionBar>
      ) : null}
      <TimelineGrid
        months={months}
        manager={manager}
        selecting={grid}
        tools={tools}
        touch={touch}
        actions={
          selecting ? null : (
            <LibraryTools
              onSelect={() => start(false)}
              onPrints={() => start(true)}
              onExport={() => setExporting(true)}
              onDeleteAll={() => setDeletingAll(true)}
            />
          )
        }
        onOpen={onOpen}
        restore={restore}
        onRestored={onRestored}
      />
      {selecting && printing ? (
        <OrderPrintsBar
          count={selection.size}
          selecting={readingIds}
          busy={transferring !== null}
          onNext={() => void transfer(selection.ids)}
        />
      ) : null}
      <PrintsTransferOverlay count={transferring} />
      <Suspense fallback={null}>
        {exporting ? <ExportModal onClose={() => setExporting(false)} /> : null}
        {deletingAll ? (
          <DeleteAllPhotos
            count={months.reduce((total, month) => total + month.count, 0)}
            onDeleted={() => {
              setDeletingAll(false);
              void onRefresh();
            }}
            onClose={() => setDeletingAll(false)}
          />
        ) : null}
        {copying === null ? null : (
          <CopyToAlbum
            accountId={accountId}
            photoIds={copying}
            onCopied={() => {
              setCopying(null);
              stop();
            }}
            onClose={() => setCopying(null)}
          />
        )}
        {deleting === null ? null : (
          <DeletePhotos
            ids={deleting}
            onStart={(ids) => manager.hide(ids)}
            onFailure={(ids) => manager.restore(ids)}
            onDeleted={(ids) => void deleted(ids)}
            onClose={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </>
  );
}
