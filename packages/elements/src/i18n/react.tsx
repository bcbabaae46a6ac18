import type { SiteLocale } from '@portal/api/rules/brand';
import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { I18n } from './i18n.ts';
import type { TranslateFunction } from './translate.ts';

interface TranslationContextValue {
  readonly i18n: I18n;
  readonly language: SiteLocale;
}

const TranslationContext = createContext<TranslationContextValue | null>(null);

export interface I18nProviderProps {
  readonly i18n: I18n;
  /** A fixed language (an element's `locale` attribute); without it, the page's language, followed as it changes. */
  readonly language?: SiteLocale | undefined;
  readonly children: ReactNode;
}

/** Gives the components below their strings: the page's language, or the one given. */
export function I18nProvider({ i18n, language, children }: I18nProviderProps): ReactElement {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const pageLanguage = useSyncExternalStore(subscribe, () => i18n.language);
  const shown = language ?? pageLanguage;
  const value = useMemo(() => ({ i18n, language: shown }), [i18n, shown]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export interface TranslationHook {
  readonly t: TranslateFunction;
  readonly i18n: I18n;
  readonly language: SiteLocale;
}

/** The strings of the language around the component: `const { t } = useTranslation()`. */
export function useTranslation(): TranslationHook {
  const context = useContext(TranslationContext);
  if (context === null) throw new Error('useTranslation is used outside an I18nProvider');
  const { i18n, language } = context;
  return useMemo(() => ({ t: i18n.translate(language), i18n, language }), [i18n, language]);
}

/** `useTranslation` for class components (the error boundary): `<Translation>{(t) => …}</Translation>`. */
export function Translation({
  children,
}: {
  readonly children: (t: TranslateFunction) => ReactNode;
}): ReactNode {
  return children(useTranslation().t);
}
