import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/** Something loads where no layout is known yet (DESIGN.md 'Components'): named 'Loading…' for assistive technology. */
export function Spinner(): ReactElement {
  const { t } = useTranslation();
  return <div className="spinner" role="progressbar" aria-label={t('runtime.loading')} aria-busy="true" />;
}
