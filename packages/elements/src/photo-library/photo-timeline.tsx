import type { SortSetting } from '@portal/api/rules/sort-settings';
import {
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useToast } from '../runtime/context.tsx';
import { useDownloadPhotos } from './download/use-download-photos.ts';
import { LibraryTools, SelectionActions } from './library-tools.tsx';
import { OrderPrintsBar, PrintsTransferOverlay, useOrderPrints } from './prints/order-prints.tsx';
import { PhotoSelection } from './selection.ts';
import { SelectionBar } from './selection-bar.tsx';
import { useEscapeEndsSelection } from './selection-escape.ts';
import type { ListPosition } from './timeline/list-position.ts';
import { SelectionReads } from './timeline/selection-reads.ts';
import { type GridSelection, TimelineGrid } from './timeline/timeline-grid.tsx';
import type { TimelineMonth } from './timeline/timeline-layout.ts';
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

  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState(PhotoSelection.none);
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { download: downloadPhotos, downloading } = useDownloadPhotos();
  const [copying, setCopying] = useState<readonly string[] | null>(null);
  /** Selection mode for ordering prints: the order-prints bar in place of the other actions. */
  const [printing, setPrinting] = useState(false);
  /** Ids being read for a month's select-all or a range: ended with selection mode or the manager. */
  const [reads, setReads] = useState(() => new SelectionReads());
  useEffect(() => () => reads.abort(), [reads]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new manager (sort) ends the reads of the old one.
  useEffect(() => setReads(new SelectionReads()), [manager]);
  const readingIds = useSyncExternalStore(reads.subscribe, () => reads.pending > 0);
  const { transfer, transferring } = useOrderPrints();
  const stopSelecting = useCallback(() => {
    setSelecting(false);
    setPrinting(false);
    setSelection(PhotoSelection.none);
    setReads(new SelectionReads());
  }, []);

  useEscapeEndsSelection(selecting, stopSelecting);

  const grid: GridSelection | undefined = selecting
    ? {
        selection,
        onToggle: (photo, range) => {
          const anchor = selection.anchor;
          if (!range || anchor === null) {
            setSelection((before) => before.toggle(photo));
            return;
          }
          // A range reads the ids it covers, loaded or not ([Note: The timeline manager]).
          reads.run(
            (signal) => manager.rangeIds(anchor, photo.position, signal),
            (ids) => setSelection((before) => before.withRange(photo, ids)),
          );
        },
        onToggleMonth: (section) => {
          const count = manager.months[section]?.count ?? 0;
          reads.run(
            (signal) => manager.ids(section, 0, count - 1, signal),
            (ids) =>
              setSelection((before) =>
                before.toggleAll(ids.map((id, index) => ({ id, position: { section, index } }))),
              ),
          );
        },
      }
    : undefined;

  /** One photo is saved directly under its file name; several are zipped ([Note: Downloading several photos]). */
  const download = async () => {
    const ids = selection.ids;
    if (await downloadPhotos(ids, ids.length === 1 ? manager.loaded(ids[0] ?? '') : undefined))
      stopSelecting();
  };

  const deleted = async (ids: readonly string[]) => {
    setDeleting(null);
    manager.remove(ids);
    stopSelecting();
    showToast(t('photos.delete.done', { count: ids.length }));
    await onRefresh();
  };

  return (
    <>
      {selecting ? (
        <SelectionBar selection={selection} onChange={setSelection} onDone={stopSelecting}>
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
        tools={
          <>
            {tools}
            {selecting ? null : (
              <LibraryTools
                onSelect={() => setSelecting(true)}
                onPrints={() => {
                  setSelecting(true);
                  setPrinting(true);
                }}
                onExport={() => setExporting(true)}
                onDeleteAll={() => setDeletingAll(true)}
              />
            )}
          </>
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
              stopSelecting();
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
