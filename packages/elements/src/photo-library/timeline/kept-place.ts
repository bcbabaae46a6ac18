import { useLayoutEffect, useRef } from 'react';
import type { ScrollMapping, TimelineLayout, TimelineMonth } from './timeline-layout.ts';

/** How far (px) the view may be from a place put back and still be at it: scroll positions are rounded. */
const PLACE_TOLERANCE = 2;

/**
 * [Note: The place is kept]
 * A new layout (a resize, a rotation, new counts) keeps the photo at the top of the view at the
 * top: the place is held as a month (by its year and month, which new counts do not move), a photo
 * in it and how far into its row, taken at every render with an unchanged layout, and put back,
 * at once, when the layout changes.
 */
export function useKeptPlace(
  layout: TimelineLayout | null,
  mapping: ScrollMapping | null,
  timelineTop: number,
  offset: number,
  scrollToTop: (top: number, mapping: ScrollMapping | null) => void,
): void {
  const kept = useRef<{
    readonly layout: TimelineLayout;
    readonly month: TimelineMonth;
    readonly photo: number;
    readonly within: number;
    /** Where the place was put back to: until the view leaves it, the place stays the same photo. */
    readonly top: number;
    /** The page's scroll offset when it was put back: the view is read again in a later frame. */
    readonly offset: number;
  } | null>(null);
  useLayoutEffect(() => {
    if (layout === null || mapping === null) return;
    const before = kept.current;
    if (before !== null && before.layout !== layout) {
      const section = layout.months.findIndex(
        (month) => month.year === before.month.year && month.month === before.month.month,
      );
      if (section < 0 || offset <= 0) {
        kept.current = null;
        return;
      }
      const top = layout.topOf({ section, photo: before.photo, within: before.within });
      kept.current = { ...before, layout, top, offset };
      scrollToTop(top, mapping);
      return;
    }
    // Each layout names the row's first photo; a place put back keeps the photo it was for, so a
    // few relayouts in a row do not drift up a row each.
    if (
      before !== null &&
      (before.offset === offset || Math.abs(before.top - timelineTop) <= PLACE_TOLERANCE)
    ) {
      return;
    }
    const anchor = layout.anchorAt(timelineTop);
    const month = layout.months[anchor.section];
    kept.current =
      month === undefined
        ? null
        : { layout, month, photo: anchor.photo, within: anchor.within, top: timelineTop, offset: Number.NaN };
  });
}
