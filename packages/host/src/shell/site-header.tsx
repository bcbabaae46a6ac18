import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLinkTo, usePortal } from '../app/portal-context.tsx';
import { LanguageSelect } from './language-select.tsx';
import { OVERVIEW_PATH } from './menu-entries.ts';

/**
 * The brand's header: its wordmark (the site's name, leading to the overview), the language, and
 * `children`. On small screens inside the shell the language moves into the side menu, leaving the
 * header room for the menu button and Sign out.
 */
export function SiteHeader({ children }: { readonly children?: ReactNode }): ReactElement {
  const { site } = usePortal();
  const linkTo = useLinkTo();
  return (
    <header className="shell-header">
      <div className="shell-header-inner">
        <Link className="wordmark" to={linkTo(OVERVIEW_PATH)}>
          {site.site.displayName}
        </Link>
        <LanguageSelect id="header-language" className="header-language" />
        {children}
      </div>
    </header>
  );
}
