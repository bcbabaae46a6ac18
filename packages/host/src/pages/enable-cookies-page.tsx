import { useTranslation } from '@portal/elements/i18n';
import { EnableCookies } from '@portal/elements/ui';
import type { ReactElement } from 'react';
import { usePageTitle } from '../app/portal-context.tsx';

/**
 * Every route when the browser refuses local storage or cookies (account-portal §2 'App shell', §8):
 * the sign-in could not keep its state, so the page asks for site data instead of starting it.
 */
export function EnableCookiesPage(): ReactElement {
  const { t } = useTranslation();
  usePageTitle(t('enableCookies.title'));
  return (
    <div className="card message-card">
      <EnableCookies />
    </div>
  );
}
