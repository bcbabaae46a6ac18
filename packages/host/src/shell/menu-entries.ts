import { type Viewer, viewerMaySee } from '@portal/api/rules/audience';
import { DEFAULT_FAQ_HREF, LabelKey, type MenuEntry, type Menus } from '@portal/api/schemas/config';

/** The overview's route: its menu entry is hidden on small screens, where the menu is the home. */
export const OVERVIEW_PATH = '/';
/** The sign-out route: small screens show a sign-out button in the header instead of its entry. */
export const LOGOUT_PATH = '/logout';

/** The side menu's entries the viewer sees (account-portal §2 'Side menu'), in the configured order. */
export function visibleMenuEntries(entries: readonly MenuEntry[], viewer: Viewer): MenuEntry[] {
  return entries.filter((entry) => viewerMaySee(entry, viewer));
}

/**
 * An entry is the current page on its own path and on every path below it ('My orders' stays marked
 * on an order's details), except the overview, which is only '/'.
 */
export function isCurrentEntry(entryPath: string, pathname: string): boolean {
  const path = entryPath.length > 1 ? entryPath.replace(/\/+$/, '') : entryPath;
  if (path === OVERVIEW_PATH) return pathname === OVERVIEW_PATH;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The brand's FAQs, where customer care is reached too: the FAQs entry of the side menu, whatever
 * audience it is configured for, else the default address.
 */
export function faqHref(menus: Menus): string {
  const entry = menus.side.find((candidate) => candidate.labelKey === LabelKey.faqs);
  if (entry === undefined) return DEFAULT_FAQ_HREF;
  return entry.link.kind === 'page' ? entry.link.href : entry.link.path;
}

/** The customer-care part of the FAQs page. */
export function customerCareHref(menus: Menus): string {
  return `${faqHref(menus).split('#', 1)[0]}#contact`;
}
