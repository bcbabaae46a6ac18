import { isSiteLocale, useTranslation } from '@portal/elements/i18n';
import type { ReactElement } from 'react';
import { useLocale, usePortal } from '../app/portal-context.tsx';

/**
 * The language of a site with several (lumora.be: nl-BE and fr-BE). The choice is kept by the
 * platform (local storage), so it survives a reload; each language is named in itself.
 */
export function LanguageSelect({
  id,
  className,
}: {
  readonly id: string;
  readonly className: string;
}): ReactElement | null {
  const { platform, site } = usePortal();
  const locale = useLocale();
  const { t } = useTranslation();
  if (site.site.locales.length < 2) return null;
  return (
    <div className={`language-select ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isSiteLocale(next)) return;
          platform.setLocale(next).catch((error: unknown) => platform.report('CHANGE_LOCALE_FAILED', error));
        }}
      >
        {site.site.locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
