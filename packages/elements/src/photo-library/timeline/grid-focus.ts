import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move focus between the tiles (in selection mode, where tiles are buttons): left and
 * right to the previous and next photo, up and down to the same column of the row above or below,
 * across months. Focusing a tile scrolls it into view, which brings the rows beyond it in.
 */
export function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const tile = event.target instanceof Element ? event.target.closest('.tile-button') : null;
  const row = tile?.parentElement;
  if (!(tile instanceof HTMLElement) || row == null) return;
  const tiles = (element: Element | null | undefined) =>
    element == null ? [] : [...element.querySelectorAll<HTMLElement>(':scope > .tile-button')];
  const column = tiles(row).indexOf(tile);
  let target: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowRight': {
      const all = [...event.currentTarget.querySelectorAll<HTMLElement>('.tile-button')];
      target = all[all.indexOf(tile) + (event.key === 'ArrowRight' ? 1 : -1)];
      break;
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      const rows = [...event.currentTarget.querySelectorAll('.timeline-window > .timeline-row')];
      const next = tiles(rows[rows.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1)]);
      target = next[Math.min(column, next.length - 1)];
      break;
    }
    default:
      return;
  }
  if (target === undefined) return;
  event.preventDefault();
  target.focus();
}
