import { useTranslation } from '@portal/elements/i18n';
import type { MouseEvent, ReactElement } from 'react';

export const MAIN_ID = 'main';

/** The first focusable element of every page: moves focus past the header and menu to the content. */
export function SkipLink(): ReactElement {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves without touching the address, which carries the route (and stripped=true).
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
