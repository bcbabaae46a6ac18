import { type ReactElement, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/react.tsx';
import { useElement, useElementState } from '../runtime/context.tsx';
import { type Toast, type ToastLink, toastTimeLeft } from '../runtime/element-store.ts';
import { Icon } from './icons.tsx';
import { MODAL_ID_ATTRIBUTE } from './modal.tsx';
import { isPlainClick } from './plain-click.ts';

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
    // Its own time, counted from when it was shown, not from this render of it.
    const timer = window.setTimeout(() => dismiss(toast.id), toastTimeLeft(toast, Date.now()));
    return () => window.clearTimeout(timer);
  }, [dismiss, toast]);
  const icon = toast.tone === 'error' ? 'alert' : toast.tone === 'success' ? 'check' : 'info';
  return (
    <div className="toast" role={toast.tone === 'error' ? 'alert' : 'status'} part="toast">
      <Icon name={icon} />
      <p>
        {toast.link === undefined ? (
          toast.message
        ) : (
          <MessageWithLink message={toast.message} link={toast.link} />
        )}
      </p>
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

/** The message with its link label made a link; a label not found is added after the message. */
function MessageWithLink({
  message,
  link,
}: {
  readonly message: string;
  readonly link: ToastLink;
}): ReactElement {
  const at = message.indexOf(link.label);
  const before = at === -1 ? `${message} ` : message.slice(0, at);
  const after = at === -1 ? '' : message.slice(at + link.label.length);
  return (
    <>
      {before}
      <a
        href={link.href}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          link.onFollow();
        }}
      >
        {link.label}
      </a>
      {after}
    </>
  );
}
