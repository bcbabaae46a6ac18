import { type ReactElement, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/react.tsx';
import { useElement, useElementState } from '../runtime/context.tsx';
import type { Toast } from '../runtime/element-store.ts';
import { Icon } from './icons.tsx';
import { MODAL_ID_ATTRIBUTE } from './modal.tsx';

/**
 * The element's one toast stack: top-centre, newest on top, each closing itself after its time.
 *
 * [Note: Toasts above modals]
 * A toast often reports what a modal just did, so it must show above the modal and stay operable
 * while the modal is open. Everything outside a modal dialog is inert then, a popover shown above
 * it included (browsers block every top-layer element outside the dialog), so while a modal is open
 * the stack is rendered inside the top-most one, where it is neither covered nor inert.
 */
export function ToastStack(): ReactElement {
  const { t } = useTranslation();
  const { host } = useElement();
  const toasts = useElementState((state) => state.toasts);
  const topModal = useElementState((state) => state.modals.at(-1)?.id ?? null);
  const dialog =
    topModal === null
      ? null
      : (host.shadowRoot?.querySelector(`dialog[${MODAL_ID_ATTRIBUTE}="${CSS.escape(topModal)}"]`) ?? null);
  const stack = (
    <section className="toast-stack" aria-label={t('runtime.notifications')} aria-live="polite" part="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
  return dialog === null ? stack : createPortal(stack, dialog);
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
