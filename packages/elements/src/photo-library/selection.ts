/**
 * Selection mode (photo-library §4) as a value: which photos are selected, and where the last photo
 * was picked, for a shift-click range. Every change answers a new selection, so a component or a
 * store holds it as state and a failed action never loses it (the selection before the action is
 * still there to go back to).
 */

/** Where a photo sits in the timeline: its month section, and its place in that month. */
export interface PhotoPosition {
  readonly section: number;
  readonly index: number;
}

/** A photo as selection sees it. */
export interface SelectablePhoto {
  readonly id: string;
  readonly position: PhotoPosition;
}

/** Up to this many photos download at once; the Download action is disabled above it (§5). */
export const MAX_PHOTOS_PER_DOWNLOAD = 100;

export function comparePositions(a: PhotoPosition, b: PhotoPosition): number {
  return a.section - b.section || a.index - b.index;
}

export class PhotoSelection {
  static readonly none = new PhotoSelection(new Set(), null);

  readonly #ids: ReadonlySet<string>;
  /** The photo picked last, where a shift-click range starts. */
  readonly anchor: PhotoPosition | null;

  private constructor(ids: ReadonlySet<string>, anchor: PhotoPosition | null) {
    this.#ids = ids;
    this.anchor = anchor;
  }

  get size(): number {
    return this.#ids.size;
  }

  get ids(): readonly string[] {
    return [...this.#ids];
  }

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /** Whether the toolbar's actions may run: at least one photo is selected. */
  get actionable(): boolean {
    return this.#ids.size > 0;
  }

  /** Whether Download is allowed: one to MAX_PHOTOS_PER_DOWNLOAD photos. */
  get downloadable(): boolean {
    return this.#ids.size > 0 && this.#ids.size <= MAX_PHOTOS_PER_DOWNLOAD;
  }

  /** Selects a photo, or unselects it when it was selected; it becomes the range's start. */
  toggle(photo: SelectablePhoto): PhotoSelection {
    const ids = new Set(this.#ids);
    if (!ids.delete(photo.id)) ids.add(photo.id);
    return new PhotoSelection(ids, photo.position);
  }

  /** Selects a photo (a long press), leaving it selected when it was; it becomes the range's start. */
  select(photo: SelectablePhoto): PhotoSelection {
    const ids = new Set(this.#ids);
    ids.add(photo.id);
    return new PhotoSelection(ids, photo.position);
  }

  /** Selects them all, or when all of them were selected already, unselects them all (a month). */
  toggleAll(photos: readonly SelectablePhoto[]): PhotoSelection {
    const ids = new Set(this.#ids);
    const allSelected = photos.length > 0 && photos.every((photo) => ids.has(photo.id));
    for (const photo of photos) {
      if (allSelected) ids.delete(photo.id);
      else ids.add(photo.id);
    }
    return new PhotoSelection(ids, this.anchor);
  }

  /**
   * A shift-click on `photo`: selects every photo of `between` from the range's start to `photo`,
   * both included, in either direction and across months; without a start, just `photo`.
   * `between` is what the timeline holds between the two, in any order.
   */
  selectRange(photo: SelectablePhoto, between: readonly SelectablePhoto[]): PhotoSelection {
    if (this.anchor === null) return this.toggle(photo);
    const [from, to] =
      comparePositions(this.anchor, photo.position) <= 0
        ? [this.anchor, photo.position]
        : [photo.position, this.anchor];
    const ids = new Set(this.#ids);
    ids.add(photo.id);
    for (const candidate of between) {
      if (comparePositions(candidate.position, from) >= 0 && comparePositions(candidate.position, to) <= 0) {
        ids.add(candidate.id);
      }
    }
    return new PhotoSelection(ids, photo.position);
  }

  /**
   * A shift-click on `photo` whose range the timeline read as ids (`range`: every photo from the
   * range's start to `photo`, both included, loaded or not); without a start, just `photo`.
   */
  withRange(photo: SelectablePhoto, range: readonly string[]): PhotoSelection {
    if (this.anchor === null) return this.toggle(photo);
    const ids = new Set(this.#ids);
    ids.add(photo.id);
    for (const id of range) ids.add(id);
    return new PhotoSelection(ids, photo.position);
  }

  /** Unselects the photos that are gone (deleted), keeping the rest. */
  without(ids: readonly string[]): PhotoSelection {
    const remaining = new Set(this.#ids);
    for (const id of ids) remaining.delete(id);
    return new PhotoSelection(remaining, this.anchor);
  }

  /** Deselect all: selection mode goes on with nothing selected. */
  clear(): PhotoSelection {
    return PhotoSelection.none;
  }
}
