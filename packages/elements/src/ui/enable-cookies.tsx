import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/** Shown when the browser refuses local storage or cookies (account-portal §2 'App shell'). */
export function EnableCookies({ headingLevel = 1 }: { headingLevel?: 1 | 2 }): ReactElement {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="message-page" part="enable-cookies">
      <Heading>{t('enableCookies.title')}</Heading>
      <p>{t('enableCookies.body')}</p>
      <div className="message-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('enableCookies.reload')}
        </button>
      </div>
    </div>
  );
}
