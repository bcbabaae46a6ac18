import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Icon } from './icons.tsx';

/** A card that could not load: one sentence and a retry, while the rest of the page keeps working. */
export function CardFailure({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="card-failure" role="alert">
      <Icon name="alert" />
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('runtime.retry')}
      </button>
    </div>
  );
}

/** The placeholder of a card's content while it loads; `children` draws its shape. */
export function CardLoading({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="card-loading" aria-busy="true">
      <span className="visually-hidden">{t('runtime.loading')}</span>
      {children}
    </div>
  );
}
