import type { Photo, PhotoPlace } from '@portal/api/schemas/photos';

/*
 * [Note: The preview holds a window of the list]
 * The preview never walks the list from its start to find a photo: it asks for the photo by its id
 * with its neighbours (GET /photos/{id}?around, [Note: A photo opened by its id]), one request
 * whatever the photo's depth, and holds that window: the photo, up to AROUND before it and AROUND
 * after. Previous and next step through the window; when a step comes within EDGE of a side the
 * list goes on beyond, the photo at that side is asked for with its neighbours and the window grows,
 * so stepping never waits at a month's edge or a page's. An address the window does not hold (Back,
 * Forward, another photo's link) asks for that photo anew.
 *
 * Each photo's position in its month is known from the answer's `index` and kept along, so closing
 * the preview can put the list where the photo is ([Note: The list's place, kept for the preview]).
 */

/** Neighbours asked for on each side. */
export const AROUND = 24;

/** A step this close to a side the list goes on beyond asks for more. */
export const EDGE = 5;

/** Answers a photo with its place and neighbours, or null when it is not in the list. */
export type PlaceLoader = (
  photoId: string,
  around: number,
  signal: AbortSignal,
) => Promise<PhotoPlace | null>;

/** A photo's position in its month: counted from the month's first photo, or from its last. */
export type MonthPosition = { readonly fromStart: number } | { readonly fromEnd: number };

const sameMonth = (a: Photo, b: Photo) =>
  a.location.year === b.location.year && a.location.month === b.location.month;

export class PreviewWindow {
  readonly photos: readonly Photo[];
  readonly positions: readonly MonthPosition[];
  /** Whether the list has nothing before the window's first photo, or after its last. */
  readonly startReached: boolean;
  readonly endReached: boolean;

  private constructor(
    photos: readonly Photo[],
    positions: readonly MonthPosition[],
    startReached: boolean,
    endReached: boolean,
  ) {
    this.photos = photos;
    this.positions = positions;
    this.startReached = startReached;
    this.endReached = endReached;
  }

  /** The window of one answer: its neighbours around the photo. */
  static of(place: PhotoPlace, around: number): PreviewWindow {
    const photos = [...place.previous, place.image, ...place.next];
    return new PreviewWindow(
      photos,
      positionsAround(photos, place.previous.length, place.index),
      place.previous.length < around,
      place.next.length < around,
    );
  }

  indexOf(photoId: string): number {
    return this.photos.findIndex((photo) => photo.imageId === photoId);
  }

  /** The side to ask more of when the photo at `index` is shown, if any. */
  needs(index: number): 'start' | 'end' | null {
    if (index < 0) return null;
    if (!this.endReached && index >= this.photos.length - 1 - EDGE) return 'end';
    if (!this.startReached && index <= EDGE) return 'start';
    return null;
  }

  /** The photo at the side asked for, whose neighbours extend the window. */
  edge(side: 'start' | 'end'): Photo | undefined {
    return side === 'start' ? this.photos[0] : this.photos.at(-1);
  }

  /** The window grown by the answer for its photo at `side`. */
  extend(place: PhotoPlace, around: number, side: 'start' | 'end'): PreviewWindow {
    const grown = side === 'end' ? [...this.photos, ...place.next] : [...place.previous, ...this.photos];
    const anchor = side === 'end' ? this.photos.length - 1 : place.previous.length;
    // The answer's `index` is the edge photo's exact position: every position is counted from it again.
    return new PreviewWindow(
      grown,
      positionsAround(grown, anchor, place.index),
      side === 'start' ? place.previous.length < around : this.startReached,
      side === 'end' ? place.next.length < around : this.endReached,
    );
  }

  /** The window with nothing more to ask for at `side` (its photo there is gone). */
  reached(side: 'start' | 'end'): PreviewWindow {
    return new PreviewWindow(
      this.photos,
      this.positions,
      this.startReached || side === 'start',
      this.endReached || side === 'end',
    );
  }

  /** The window without photos deleted (or removed from the album) in the preview. */
  without(ids: readonly string[]): PreviewWindow {
    const gone = new Set(ids);
    const kept = this.photos.flatMap((photo, index) =>
      gone.has(photo.imageId) ? [] : [{ photo, position: this.positions[index] }],
    );
    const photos = kept.map((entry) => entry.photo);
    const anchor = kept.findIndex((entry) => entry.position !== undefined && 'fromStart' in entry.position);
    const first = kept[anchor]?.position;
    return new PreviewWindow(
      photos,
      first !== undefined && 'fromStart' in first
        ? positionsAround(photos, anchor, first.fromStart)
        : kept.map((entry) => entry.position ?? { fromStart: 0 }),
      this.startReached,
      this.endReached,
    );
  }
}

/**
 * Each photo's position in its month, counted from the photo at `anchor` whose position is `index`:
 * after it, up by one in the same month and from 0 in the next; before it, down by one in the same
 * month, and from the end in a month before (whose size the window does not know).
 */
function positionsAround(photos: readonly Photo[], anchor: number, index: number): MonthPosition[] {
  const positions: MonthPosition[] = new Array(photos.length);
  positions[anchor] = { fromStart: index };
  for (let at = anchor + 1; at < photos.length; at += 1) {
    const before = positions[at - 1];
    const photo = photos[at];
    const previous = photos[at - 1];
    if (photo === undefined || previous === undefined || before === undefined) break;
    positions[at] =
      sameMonth(photo, previous) && 'fromStart' in before
        ? { fromStart: before.fromStart + 1 }
        : { fromStart: 0 };
  }
  for (let at = anchor - 1; at >= 0; at -= 1) {
    const after = positions[at + 1];
    const photo = photos[at];
    const next = photos[at + 1];
    if (photo === undefined || next === undefined || after === undefined) break;
    if (!sameMonth(photo, next)) positions[at] = { fromEnd: 0 };
    else if ('fromStart' in after) positions[at] = { fromStart: after.fromStart - 1 };
    else positions[at] = { fromEnd: after.fromEnd + 1 };
  }
  return positions;
}
