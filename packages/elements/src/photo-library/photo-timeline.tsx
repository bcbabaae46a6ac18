import type { SortSetting } from '@portal/api/rules/sort-settings';
import { lazy, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useToast } from '../runtime/context.tsx';
import { LibraryTools } from './library-tools.tsx';
import { BarAction } from './selection-bar.tsx';
import { DownloadAndCopy, OrderPrintsAction, SelectionMode, useSelectionMode } from './selection-mode.tsx';
import type { ListPosition } from './timeline/list-position.ts';
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

/**
 * The timeline with what the customer does with it (photo-library §2.2, §4): selection (a month's
 * select-all and shift-click ranges read through the manager), download, copy to album, order
 * prints ([Note: One selection mode for every list]), delete with the photos hidden while it runs,
 * export and delete all.
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
  const mode = useSelectionMode(manager);
  const { selection, tiles, stop } = mode;
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const [exporting, setExporting] = useState(false);
  // A month's select-all and a range read the ids they cover, loaded or not ([Note: The timeline manager]).
  const grid: GridSelection | undefined =
    tiles === undefined ? undefined : { ...tiles, onToggleMonth: mode.toggleSection };

  const deleted = async (ids: readonly string[]) => {
    setDeleting(null);
    manager.remove(ids);
    stop();
    showToast(t('photos.delete.done', { count: ids.length }));
    await onRefresh();
  };

  return (
    <SelectionMode
      accountId={accountId}
      mode={mode}
      actions={
        <>
          <DownloadAndCopy mode={mode} />
          <OrderPrintsAction mode={mode} />
          <BarAction selection={selection} destructive onClick={() => setDeleting(selection.ids)}>
            {t('photos.delete.action')}
          </BarAction>
        </>
      }
      modals={
        <>
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
          {deleting === null ? null : (
            <DeletePhotos
              ids={deleting}
              onStart={(ids) => manager.hide(ids)}
              onFailure={(ids) => manager.restore(ids)}
              onDeleted={(ids) => void deleted(ids)}
              onClose={() => setDeleting(null)}
            />
          )}
        </>
      }
    >
      <TimelineGrid
        months={months}
        manager={manager}
        selecting={grid}
        tools={tools}
        touch={mode.touch}
        actions={
          mode.selecting ? null : (
            <LibraryTools
              onSelect={() => mode.start(false)}
              onPrints={() => mode.start(true)}
              onExport={() => setExporting(true)}
              onDeleteAll={() => setDeletingAll(true)}
            />
          )
        }
        onOpen={onOpen}
        restore={restore}
        onRestored={onRestored}
      />
    </SelectionMode>
  );
}
