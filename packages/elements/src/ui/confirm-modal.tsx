import { type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Modal } from './modal.tsx';

interface ConfirmModalProps {
  readonly title: string;
  readonly confirmLabel: string;
  /** The confirm button's label while the action runs. */
  readonly busyLabel?: string;
  /** Confirm stays disabled while this is true. */
  readonly confirmDisabled?: boolean;
  /**
   * Checked when confirm is pressed, before the action: false stops there (a confirmation word
   * typed wrong), and the caller says why beside its field.
   */
  readonly validate?: () => boolean;
  /**
   * The action. Resolved, the caller goes on (usually closing the modal); rejected, the modal stays
   * open with `failure` shown and the action may be confirmed again. Failures are reported by it.
   */
  readonly onConfirm: () => Promise<void>;
  readonly onClose: () => void;
  /** What a failed action says, inside the open modal. */
  readonly failure: ReactNode;
  readonly children: ReactNode;
}

/**
 * A destructive action confirmed first (delete an address, photos, the account): Cancel and the
 * action, neither usable and Escape ignored while it runs, its failure said in the modal, which
 * stays open to try again (photo-library §2.7, account-portal §2).
 */
export function ConfirmModal({
  title,
  confirmLabel,
  busyLabel,
  confirmDisabled = false,
  validate,
  onConfirm,
  onClose,
  failure,
  children,
}: ConfirmModalProps): ReactElement {
  const { t } = useTranslation();
  const [state, setState] = useState<'confirming' | 'busy' | 'failed'>('confirming');
  const busy = state === 'busy';
  const confirm = () => {
    if (busy || confirmDisabled) return;
    if (validate !== undefined && !validate()) return;
    setState('busy');
    onConfirm().then(
      () => undefined,
      () => setState('failed'),
    );
  };
  return (
    <Modal
      title={title}
      dismissible={!busy}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" disabled={busy} onClick={onClose}>
            {t('runtime.cancel')}
          </button>
          <button
            type="button"
            className="button button-destructive"
            disabled={busy || confirmDisabled}
            onClick={confirm}
          >
            {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {state === 'failed' ? (
        <div className="inline-failure" role="alert">
          {failure}
        </div>
      ) : null}
    </Modal>
  );
}
