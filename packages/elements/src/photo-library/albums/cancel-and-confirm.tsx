import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * The buttons of an album modal's form (photo-library §2.5, §2.7): Cancel, and the primary action
 * that submits the form (`confirm: 'submit'`, of the form `form` names when outside it) or runs
 * `confirm`; neither is usable while the action runs (`busy`).
 */
export function CancelAndConfirm({
  busy,
  onCancel,
  confirm,
  form,
  disabled = false,
  children,
}: {
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly confirm: 'submit' | (() => void);
  readonly form?: string;
  /** The action is not offered yet (nothing picked). */
  readonly disabled?: boolean;
  /** The action's label. */
  readonly children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
        {t('runtime.cancel')}
      </button>
      <button
        type={confirm === 'submit' ? 'submit' : 'button'}
        form={form}
        className="button button-primary"
        disabled={busy || disabled}
        onClick={confirm === 'submit' ? undefined : confirm}
      >
        {children}
      </button>
    </>
  );
}
