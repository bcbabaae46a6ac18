import { type ReactElement, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useElement } from '../runtime/context.tsx';
import { modalClosedByEscape } from '../runtime/element-store.ts';
import { lockPageScroll } from '../runtime/scroll-lock.ts';
import { Icon } from './icons.tsx';

/** The attribute naming a modal's dialog by its registry id (the toast stack finds it by it). */
export const MODAL_ID_ATTRIBUTE = 'data-modal-id';

export interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons in the footer, primary last. */
  readonly actions?: ReactNode;
  /** Escape and the close button may close it (default true); a running action may forbid it. */
  readonly dismissible?: boolean;
  /** Locks the page's scroll while open (default true). */
  readonly locksScroll?: boolean;
}

/**
 * A modal on the platform's `<dialog>` (focus trap, top layer and `inert` background for free),
 * registered in the element's modal registry: while several are open, Escape closes the last opened
 * one and only when it is dismissible. Rendered while mounted; unmount it to close it.
 */
export function Modal(props: ModalProps): ReactElement {
  const { title, onClose, children, actions, dismissible = true, locksScroll = true } = props;
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useModalDialog(dialog, { onClose, dismissible, locksScroll });

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={`${id}-title`}
      part="modal"
      {...{ [MODAL_ID_ATTRIBUTE]: id }}
    >
      <div className="modal-header">
        <h2 id={`${id}-title`}>{title}</h2>
        {dismissible && (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('runtime.close')}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="modal-body">{children}</div>
      {actions !== undefined && <div className="modal-actions">{actions}</div>}
    </dialog>
  );
}

/**
 * Shows `dialog` as a modal while the calling component is mounted and registers it in the element's
 * modal registry (Escape, the toast stack, the scroll lock): the behaviour of {@link Modal}, for a
 * dialog of another shape (the photo preview). Returns the registry id, to be set on the dialog as
 * {@link MODAL_ID_ATTRIBUTE}.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  options: { readonly onClose: () => void; readonly dismissible?: boolean; readonly locksScroll?: boolean },
): string {
  const { onClose, dismissible = true, locksScroll = true } = options;
  const { store } = useElement();
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  // [Note: A modal opens once]
  // The dialog is shown when the modal mounts and closed when it unmounts, nothing in between: a
  // modal whose `dismissible` or `locksScroll` changes (an action starts running) stays the same open
  // dialog. Were those in this effect's dependencies, its cleanup would close the dialog and the
  // close event, dispatched later, would reach the next run's listener, which closes or reopens it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the note; the registry follows the props below.
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (!element.open) element.showModal();
    store.getState().openModal({ id, dismissible: dismissibleRef.current, locksScroll });
    const onCancel = (event: Event) => {
      // The browser sends cancel (Escape) to the top-most dialog: only close it when allowed.
      event.preventDefault();
      if (modalClosedByEscape(store.getState().modals)?.id === id) onCloseRef.current();
    };
    // [Note: A modal the browser closes]
    // Chromium closes a modal dialog by itself on an Escape whose cancel event it no longer lets the
    // page refuse (a second Escape without a click in between: its rule against trapping people). A
    // dismissible modal then closes as if asked; one that may not close yet comes back, so what shows
    // always matches the registry and the scroll lock. Our own close below runs after the listeners
    // are gone.
    const onNativeClose = () => {
      if (dismissibleRef.current) onCloseRef.current();
      else element.showModal();
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      store.getState().closeModal(id);
      if (element.open) element.close();
    };
  }, [store, id]);

  // [Note: A modal under another is inert]
  // A modal that another opened over (the copy dialog over the photo preview) is blocked by the
  // browser already; saying so with `inert` lets assistive tools and checkers see it too, rather
  // than report its buttons as covered by what the top one shows (its toasts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog's ref is the caller's, stable for the modal's life.
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const mark = (modals: readonly { readonly id: string }[]): void => {
      element.inert = modals.some((open) => open.id === id) && modals.at(-1)?.id !== id;
    };
    mark(store.getState().modals);
    const unsubscribe = store.subscribe((state) => mark(state.modals));
    return () => {
      unsubscribe();
      element.inert = false;
    };
  }, [store, id]);

  useEffect(() => {
    store.getState().updateModal(id, { dismissible, locksScroll });
  }, [store, id, dismissible, locksScroll]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog's ref is the caller's, stable for the modal's life.
  useEffect(() => {
    if (!locksScroll || dialog.current === null) return;
    return lockPageScroll(dialog.current.ownerDocument);
  }, [locksScroll]);

  return id;
}
