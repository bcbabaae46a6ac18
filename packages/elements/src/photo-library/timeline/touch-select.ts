import { type RefObject, useEffect, useRef } from 'react';
import { comparePositions, type SelectablePhoto } from '../selection.ts';
import type { TouchSelection } from './use-managed-selection.ts';

/** How long a finger rests on a photo before it is a long press, as phone galleries take it. */
export const LONG_PRESS_MS = 450;
/** How far a finger may wander before the press is a scroll instead, in CSS pixels. */
const PRESS_SLOP_PX = 10;
/** How soon after a long press's finger lifts its click comes, at the latest. */
const CLICK_AFTER_TOUCH_MS = 800;

/**
 * [Note: Selecting with a finger]
 * As in a phone's gallery: a long press on a photo selects it (starting selection mode, or adding
 * to it), and moving the finger after the long press selects the photos from it to the one under
 * the finger, across months, loaded or not (the manager reads a range's ids), fewer again when the
 * finger goes back. A tap toggles a photo while selecting (the tile's button).
 * - One set of listeners on the grid, for every tile: the photo under the finger is found from the
 *   point (`elementFromPoint` on the element's shadow root), its row (`data-section`,
 *   `data-first`) and its place in the row, so nothing is added per tile. The timeline and the
 *   album grids select this way.
 * - While the finger is down, the photos it covers are marked on the tiles themselves
 *   (`tile-pressed`), and the selection is made when it lifts. Rendering selection mode at once
 *   would put buttons in place of the tiles' links under the finger, and the browser keeps sending
 *   a touch's events to the element it began on, removed or not: the drag would go nowhere and
 *   the page would scroll.
 * - A finger that moves before the long press is a scroll, and nothing happens. After a long press
 *   the grid's `touchmove` listener, registered as not passive so the browser knows at the touch's
 *   start that it may be asked, keeps the page from scrolling while the finger selects. It cancels
 *   nothing at any other time.
 * - The click that ends a long press neither opens the photo nor toggles it, and the browser's own
 *   long-press menu (open the link in a new tab, save the image) does not show.
 * Mouse and pen keep their clicks and shift-clicks.
 */
export function useTouchSelect(
  grid: RefObject<HTMLElement | null>,
  photoAt: (section: number, index: number) => string | undefined,
  touch: TouchSelection | undefined,
): void {
  const latest = useRef({ photoAt, touch });
  latest.current = { photoAt, touch };
  useEffect(() => {
    const element = grid.current;
    if (element === null) return;
    let press: {
      readonly pointerId: number;
      readonly x: number;
      readonly y: number;
      readonly photo: SelectablePhoto;
      timer: ReturnType<typeof setTimeout> | undefined;
      pressed: boolean;
      over: SelectablePhoto;
    } | null = null;

    const photoOfTile = (tile: HTMLElement): SelectablePhoto | null => {
      const row = tile.closest<HTMLElement>('.timeline-row');
      if (row === null || !element.contains(row)) return null;
      const section = Number(row.dataset.section);
      const index = Number(tile.dataset.index);
      if (!Number.isInteger(index)) return null;
      const id = latest.current.photoAt(section, index);
      return id === undefined ? null : { id, position: { section, index } };
    };
    const photoUnder = (x: number, y: number): SelectablePhoto | null => {
      const root = element.getRootNode() as Document | ShadowRoot;
      const tile = root.elementFromPoint(x, y)?.closest<HTMLElement>('.tile');
      return tile == null ? null : photoOfTile(tile);
    };
    /** Marks the tiles from the pressed photo to the one under the finger; none when `to` is null. */
    const mark = (from: SelectablePhoto | null, to: SelectablePhoto | null) => {
      const [low, high] =
        from === null || to === null
          ? [null, null]
          : comparePositions(from.position, to.position) <= 0
            ? [from.position, to.position]
            : [to.position, from.position];
      for (const tile of element.querySelectorAll<HTMLElement>('.timeline-row .tile')) {
        const photo = low === null ? null : photoOfTile(tile);
        const inside =
          photo !== null &&
          low !== null &&
          high !== null &&
          comparePositions(photo.position, low) >= 0 &&
          comparePositions(photo.position, high) <= 0;
        tile.classList.toggle('tile-pressed', inside);
      }
    };
    const end = () => {
      if (press === null) return;
      clearTimeout(press.timer);
      if (press.pressed) mark(null, null);
      press = null;
    };
    /** The long press's selection, made as the finger lifts. */
    const commit = () => {
      if (press === null || !press.pressed) return;
      const { photo, over } = press;
      latest.current.touch?.press(photo);
      if (over.id !== photo.id) latest.current.touch?.dragTo(over);
    };

    /** Until when a click is the end of a long press's touch, which neither opens nor toggles. */
    let swallowClicksUntil = 0;
    const onPointerDown = (event: PointerEvent) => {
      // A new touch is a gesture of its own: its click counts.
      swallowClicksUntil = 0;
      if (event.pointerType !== 'touch' || !event.isPrimary || latest.current.touch === undefined) return;
      const tile = (event.target as Element).closest<HTMLElement>('.tile');
      const photo = tile === null ? null : photoOfTile(tile);
      if (photo === null) return;
      end();
      const started = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        photo,
        timer: undefined as ReturnType<typeof setTimeout> | undefined,
        pressed: false,
        over: photo,
      };
      started.timer = setTimeout(() => {
        started.pressed = true;
        mark(photo, photo);
      }, LONG_PRESS_MS);
      press = started;
    };
    const onPointerMove = (event: PointerEvent) => {
      if (press === null || event.pointerId !== press.pointerId) return;
      if (!press.pressed) {
        if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > PRESS_SLOP_PX) end();
        return;
      }
      const photo = photoUnder(event.clientX, event.clientY);
      if (photo === null || photo.id === press.over.id) return;
      press.over = photo;
      mark(press.photo, photo);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (press === null || event.pointerId !== press.pointerId) return;
      if (press.pressed) swallowClicksUntil = event.timeStamp + CLICK_AFTER_TOUCH_MS;
      commit();
      end();
    };
    const onPointerCancel = (event: PointerEvent) => {
      if (press === null || event.pointerId !== press.pointerId) return;
      commit();
      end();
    };
    const onClick = (event: MouseEvent) => {
      if (event.timeStamp > swallowClicksUntil) return;
      swallowClicksUntil = 0;
      event.preventDefault();
      event.stopPropagation();
    };
    const onTouchMove = (event: TouchEvent) => {
      if (press?.pressed === true && event.cancelable) event.preventDefault();
    };
    // The browser's own long-press menu, during a touch press only: a right click keeps its menu.
    const onContextMenu = (event: Event) => {
      if (press !== null) event.preventDefault();
    };

    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerCancel);
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('contextmenu', onContextMenu);
    element.addEventListener('click', onClick, { capture: true });
    return () => {
      end();
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerCancel);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('contextmenu', onContextMenu);
      element.removeEventListener('click', onClick, { capture: true });
    };
  }, [grid]);
}
