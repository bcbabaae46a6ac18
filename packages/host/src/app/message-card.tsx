import { useTranslation } from '@portal/elements/i18n';
import { Icon } from '@portal/elements/ui';
import type { ReactElement, ReactNode } from 'react';

interface MessageCardProps {
  readonly title: string;
  readonly body?: string | undefined;
  /** Shows a spinner under the title while something is under way. */
  readonly busy?: boolean;
  /** A result page's outcome, shown as an icon above the title. */
  readonly tone?: 'success' | 'error';
  /** The page's actions (links or buttons). */
  readonly children?: ReactNode;
}

/** A page that is one message: the result pages, sign-in and sign-out, not found. Its title is the page's h1. */
export function MessageCard({ title, body, busy = false, tone, children }: MessageCardProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="card message-card" aria-busy={busy || undefined}>
      {tone === undefined ? null : (
        <span className={`message-icon message-icon-${tone}`}>
          <Icon name={tone === 'success' ? 'check' : 'alert'} />
        </span>
      )}
      <h1>{title}</h1>
      {body === undefined ? null : <p>{body}</p>}
      {busy ? <div className="spinner" role="progressbar" aria-label={t('runtime.loading')} /> : null}
      {children === undefined ? null : <div className="message-actions">{children}</div>}
    </div>
  );
}
