export { DATE_FORMAT, formatDate, loadDateLocale } from './dates.ts';
export { createI18n, type I18n, isSiteLocale } from './i18n.ts';
