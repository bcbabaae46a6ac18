import { type KeyboardEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { Icon, type IconName } from '../icons.tsx';

export interface MenuAction {
  readonly key: string;
  readonly label: string;
  readonly onSelect: () => void;
  /** Classes of the item: a sheet may show an item only at some widths (see [Note: One row of tools]). */
  readonly className?: string;
}

/** The gap between the button and its menu, and the least room kept to the viewport's edges. */
const MENU_GAP_PX = 4;
const EDGE_PX = 8;

/**
 * [Note: A menu of actions]
 * An icon button that opens a short list of actions (the WAI-ARIA menu button pattern), built on
 * the platform's popover (ARCHITECTURE: the platform before libraries that break inside shadow
 * roots): the list sits in the top layer, so no `overflow` or stacking context of the embedding page
 * clips it, and the popover's light dismiss closes it on Escape or a click elsewhere.
 * - Opening moves focus to the first action; ArrowDown/ArrowUp, Home and End move between the
 *   actions shown; Tab closes the menu and goes on from the button; closing by Escape returns
 *   focus to the button.
 * - The list is placed under the button, its right edge on the button's, or above it when the
 *   room below is short; it is placed again on scroll and resize while open.
 * - Actions hidden by the sheet (display: none) are skipped, so one list serves every width.
 */
export function MenuButton({
  label,
  icon = 'more',
  actions,
  className = '',
}: {
  /** The button's accessible name, also its tooltip. */
  readonly label: string;
  readonly icon?: IconName;
  readonly actions: readonly MenuAction[];
  readonly className?: string;
}): ReactElement {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const list = menu.current;
    if (list === null) return;
    // Before the list hides, while focus may still be in it: it goes back to the button.
    const beforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      const root = list.getRootNode() as Document | ShadowRoot;
      if (list.contains(root.activeElement)) button.current?.focus();
    };
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) {
        placeMenu(list, button.current);
        shownItems(list)[0]?.focus();
      }
    };
    list.addEventListener('beforetoggle', beforeToggle);
    list.addEventListener('toggle', onToggle);
    return () => {
      list.removeEventListener('beforetoggle', beforeToggle);
      list.removeEventListener('toggle', onToggle);
    };
  }, []);

  // While open, the list follows its button through scrolling and resizing.
  useEffect(() => {
    const list = menu.current;
    if (!open || list === null) return;
    const replace = () => placeMenu(list, button.current);
    window.addEventListener('scroll', replace, { capture: true, passive: true });
    window.addEventListener('resize', replace);
    return () => {
      window.removeEventListener('scroll', replace, { capture: true });
      window.removeEventListener('resize', replace);
    };
  }, [open]);

  const close = () => menu.current?.hidePopover();

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menu.current;
    if (list === null) return;
    const items = shownItems(list);
    const current = items.indexOf(event.target as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (current + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Tab') {
      event.preventDefault();
      list.hidePopover();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`button button-secondary menu-button ${className}`.trim()}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        title={label}
        onClick={() => menu.current?.togglePopover()}
      >
        <Icon name={icon} />
      </button>
      <div
        ref={menu}
        id={id}
        className="menu"
        role="menu"
        aria-label={label}
        popover="auto"
        onKeyDown={moveFocus}
      >
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`menu-item ${action.className ?? ''}`.trim()}
            onClick={() => {
              close();
              action.onSelect();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </>
  );
}

/** Puts the list under its button, right edges aligned, or above it when the room below is short. */
function placeMenu(list: HTMLElement, button: HTMLElement | null): void {
  const anchor = button?.getBoundingClientRect();
  if (anchor === undefined) return;
  const { width, height } = list.getBoundingClientRect();
  const below = anchor.bottom + MENU_GAP_PX;
  const top =
    below + height > window.innerHeight - EDGE_PX && anchor.top - MENU_GAP_PX - height >= EDGE_PX
      ? anchor.top - MENU_GAP_PX - height
      : below;
  const left = Math.max(EDGE_PX, Math.min(anchor.right - width, window.innerWidth - EDGE_PX - width));
  list.style.top = `${Math.round(top)}px`;
  list.style.left = `${Math.round(left)}px`;
}

/** The menu's actions the sheet shows now, in order. */
function shownItems(list: HTMLElement): HTMLButtonElement[] {
  return [...list.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].filter(
    (item) => item.getClientRects().length > 0,
  );
}

/** The menu's sheet, for the sheets of the areas that show one, after BASE_CSS. */
export const MENU_STYLES = /* css */ `
.menu-button { min-width: 44px; padding-inline: var(--portal-space-2); }
.menu {
  position: fixed; inset: auto; margin: 0; padding: var(--portal-space-1) 0; min-width: 200px; max-width: calc(100vw - 16px);
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius-md);
  background: var(--portal-surface-raised); color: var(--portal-text); box-shadow: var(--portal-shadow);
  font-family: var(--portal-font); font-size: var(--portal-font-size-md);
}
.menu-item {
  display: flex; align-items: center; width: 100%; min-height: 44px; padding: 0 var(--portal-space-4);
  border: 0; background: transparent; color: inherit; font: inherit; text-align: start; cursor: pointer;
}
.menu-item:hover, .menu-item:focus-visible { background: var(--portal-surface-sunken); }
.menu-item:focus-visible { outline-offset: -3px; }
`;
