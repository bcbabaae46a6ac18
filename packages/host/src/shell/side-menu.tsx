import type { MenuEntry } from '@portal/api/schemas/config';
import { useTranslation } from '@portal/elements/i18n';
import { Icon, type IconName } from '@portal/elements/ui';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLinkTo } from '../app/portal-context.tsx';
import { LanguageSelect } from './language-select.tsx';
import { isCurrentEntry, LOGOUT_PATH, OVERVIEW_PATH } from './menu-entries.ts';

export const SIDE_MENU_ID = 'side-menu';

/** Each entry's glyph by its configured id; an entry the portal does not know gets none. */
const ENTRY_ICONS: Readonly<Record<string, IconName>> = {
  overview: 'home',
  orders: 'box',
  invoices: 'invoice',
  ftpInstructions: 'upload',
  settings: 'settings',
  b2bSettings: 'settings',
  savedProjects: 'folder',
  photos: 'photo',
  widgets: 'book',
  faqs: 'help',
  signOut: 'signOut',
};

interface SideMenuProps {
  readonly entries: readonly MenuEntry[];
  /** Small screens: the menu is a disclosure, open or closed (wider screens always show it). */
  readonly open: boolean;
  /** The overview route on a small screen, where the menu is the home screen and carries its heading. */
  readonly home: boolean;
  readonly onNavigate: () => void;
}

/**
 * The side menu (account-portal §2 'Side menu'): a navigation landmark labelled 'My account'. Portal
 * routes are client-side links, marked `aria-current="page"` while open; other pages (the FAQs) are
 * plain links. Pages other than portal routes and sign out come last, set apart.
 */
export function SideMenu({ entries, open, home, onNavigate }: SideMenuProps): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const linkTo = useLinkTo();
  return (
    <nav id={SIDE_MENU_ID} className="side-menu" aria-label={t('shell.accountNavigation')} data-open={open}>
      {home ? <h1 className="menu-home-title">{t('shell.accountNavigation')}</h1> : null}
      <ul>
        {entries.map((entry) => {
          const icon = ENTRY_ICONS[entry.id];
          const label = (
            <>
              {icon === undefined ? null : <Icon name={icon} />}
              <span>{t(entry.labelKey)}</span>
            </>
          );
          const path = entry.link.kind === 'route' ? entry.link.path : null;
          const classes = [
            'menu-item',
            path === null || path === LOGOUT_PATH ? 'menu-item-secondary' : '',
            path === OVERVIEW_PATH ? 'menu-item-overview' : '',
            path === LOGOUT_PATH ? 'menu-item-logout' : '',
          ];
          return (
            <li key={entry.id} className={classes.filter(Boolean).join(' ')}>
              {path === null ? (
                <a className="menu-link" href={entry.link.kind === 'page' ? entry.link.href : undefined}>
                  {label}
                </a>
              ) : (
                <Link
                  className="menu-link"
                  to={linkTo(path)}
                  aria-current={isCurrentEntry(path, pathname) ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <LanguageSelect id="menu-language" className="menu-language" />
    </nav>
  );
}
