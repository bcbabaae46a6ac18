import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { TileSelection } from '../photo-tile.tsx';
import { PhotoSelection } from '../selection.ts';
import { useEscapeEndsSelection } from '../selection-escape.ts';
import { SelectionReads } from './selection-reads.ts';
import type { TimelineManager } from './timeline-manager.ts';

/**
 * Selection mode (photo-library §4) over a timeline manager's list, the library's or an album's, for
 * the whole list whatever it has loaded.
 */
export interface ManagedSelection {
  readonly selecting: boolean;
  /** Selecting to order prints: the order-prints bar in place of the other actions. */
  readonly printing: boolean;
  readonly selection: PhotoSelection;
  readonly setSelection: (selection: PhotoSelection) => void;
  /** What the tiles show and do; absent while not selecting. */
  readonly tiles: TileSelection | undefined;
  /** Ids are being read for Select all or a range ('Selecting your photos...'). */
  readonly readingIds: boolean;
  readonly start: (forPrints: boolean) => void;
  /** Done, Escape, or an action finished: selection mode ends, with the reads under way. */
  readonly stop: () => void;
  /** A month's select-all (an album is one section): its ids, read 500 a call, loaded or not. */
  readonly toggleSection: (section: number) => void;
}

/**
 * The selection of a list the manager reads: a tile toggles its photo, a shift-click selects the
 * range from the last pick, and a section's select-all the whole section (a month, or an album); the
 * ranges and select-alls read the ids they cover through the manager, and belong to one selection
 * mode and one manager ([Note: Reads for a selection end with it]).
 */
export function useManagedSelection(manager: TimelineManager): ManagedSelection {
  const [selecting, setSelecting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [selection, setSelection] = useState(PhotoSelection.none);
  const [reads, setReads] = useState(() => new SelectionReads());
  useEffect(() => () => reads.abort(), [reads]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new manager (sort) ends the reads of the old one.
  useEffect(() => setReads(new SelectionReads()), [manager]);
  const readingIds = useSyncExternalStore(reads.subscribe, () => reads.pending > 0);
  const stop = useCallback(() => {
    setSelecting(false);
    setPrinting(false);
    setSelection(PhotoSelection.none);
    setReads(new SelectionReads());
  }, []);
  useEscapeEndsSelection(selecting, stop);

  const tiles: TileSelection | undefined = selecting
    ? {
        selection,
        onToggle: (photo, range) => {
          const anchor = selection.anchor;
          if (!range || anchor === null) {
            setSelection((before) => before.toggle(photo));
            return;
          }
          reads.run(
            (signal) => manager.rangeIds(anchor, photo.position, signal),
            (ids) => setSelection((before) => before.withRange(photo, ids)),
          );
        },
      }
    : undefined;
  return {
    selecting,
    printing,
    selection,
    setSelection,
    tiles,
    readingIds,
    start: (forPrints) => {
      setSelecting(true);
      setPrinting(forPrints);
    },
    stop,
    toggleSection: (section) =>
      reads.run(
        (signal) => manager.ids(section, 0, (manager.months[section]?.count ?? 0) - 1, signal),
        (ids) =>
          setSelection((before) =>
            before.toggleAll(ids.map((id, index) => ({ id, position: { section, index } }))),
          ),
      ),
  };
}
