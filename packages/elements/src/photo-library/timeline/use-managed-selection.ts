import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TileSelection } from '../photo-tile.tsx';
import { PhotoSelection, type SelectablePhoto } from '../selection.ts';
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
  /** What a finger does ([Note: Selecting with a finger]). */
  readonly touch: TouchSelection;
}

/** A long press and the drag after it ([Note: Selecting with a finger] in touch-select.ts). */
export interface TouchSelection {
  /** A long press on a photo: selection mode starts, or goes on, with the photo selected. */
  readonly press: (photo: SelectablePhoto) => void;
  /** The finger over another photo after a long press: the photos from the pressed one to it. */
  readonly dragTo: (photo: SelectablePhoto) => void;
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
  /** The selection as the long press left it, which its drag adds its range to. */
  const drag = useRef<{ readonly base: PhotoSelection } | null>(null);
  const touch: TouchSelection = {
    press: (photo) => {
      setSelecting(true);
      const pressed = selection.select(photo);
      drag.current = { base: pressed };
      setSelection(pressed);
    },
    dragTo: (photo) => {
      const current = drag.current;
      const anchor = current?.base.anchor;
      if (current == null || anchor == null) return;
      reads.run(
        (signal) => manager.rangeIds(anchor, photo.position, signal),
        // A later long press began before the range's ids arrived: this range no longer counts.
        (ids) => {
          if (drag.current === current) setSelection(current.base.withRange(photo, ids));
        },
      );
    },
  };

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
    touch,
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
