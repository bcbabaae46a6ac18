export { formatDate } from './dates.ts';
export { createI18n, I18n, isSiteLocale } from './i18n.ts';
export { I18nProvider, Translation, useTranslation } from './react.tsx';
export type { TranslateFunction, TranslationValues } from './translate.ts';
