import { type ReactElement, useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useElementState } from '../runtime/context.tsx';
import type { Toast } from '../runtime/element-store.ts';
import { Icon } from './icons.tsx';

/** The element's one toast stack: top-centre, newest on top, each closing itself after its time. */
export function ToastStack(): ReactElement {
  const { t } = useTranslation();
  const toasts = useElementState((state) => state.toasts);
  return (
    <section className="toast-stack" aria-label={t('runtime.notifications')} aria-live="polite" part="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }): ReactElement {
  const { t } = useTranslation();
  const dismiss = useElementState((state) => state.dismissToast);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast]);
  const icon = toast.tone === 'error' ? 'alert' : toast.tone === 'success' ? 'check' : 'info';
  return (
    <div className="toast" role={toast.tone === 'error' ? 'alert' : 'status'} part="toast">
      <Icon name={icon} />
      <p>{toast.message}</p>
      <button
        type="button"
        className="icon-button"
        onClick={() => dismiss(toast.id)}
        aria-label={t('runtime.dismissNotification')}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
