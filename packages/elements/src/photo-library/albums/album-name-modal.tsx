import { ALBUM_NAME_MAX_LENGTH, validateAlbumName } from '@portal/api/rules/album-name';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Modal } from '../../ui/modal.tsx';
import { CancelAndConfirm } from './cancel-and-confirm.tsx';

/** Why a name was refused, as the message keys of §5. */
export type AlbumNameProblem = 'albumNameRequired' | 'albumNameInvalid';

type Problem = AlbumNameProblem | 'unableToSaveChanges';

/** An album name's field: 'Untitled album' as placeholder, the spec's message under it when refused. */
export function AlbumNameField({
  value,
  onChange,
  readOnly,
  problem,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly readOnly: boolean;
  readonly problem: AlbumNameProblem | null;
}): ReactElement {
  const { t } = useTranslation();
  const inputId = useId();
  const problemId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId}>{t('albums.name')}</label>
      <input
        id={inputId}
        value={value}
        placeholder={t('albums.untitled')}
        maxLength={ALBUM_NAME_MAX_LENGTH}
        autoComplete="off"
        readOnly={readOnly}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : problemId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {problem === null ? null : (
        <p id={problemId} className="field-error">
          {t(`userMessage.${problem}`)}
        </p>
      )}
    </div>
  );
}

interface AlbumNameModalProps {
  readonly title: string;
  readonly confirmLabel: string;
  /** The name to start from (renaming); empty for a new album. */
  readonly initialName?: string;
  /** Saves the valid, trimmed name; rejected, the modal stays open and says so. Failures are reported by it. */
  readonly onSave: (name: string) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * An album's name, new or changed (photo-library §2.7, §5): 'Untitled album' as placeholder, checked
 * on submit only ('Please give your album a name', 'Name not valid'), the name sent trimmed. While
 * it saves nothing can be changed or closed; a failure ('Unable to save changes. Please try again')
 * keeps the modal open with the name as typed, to try again.
 */
export function AlbumNameModal({
  title,
  confirmLabel,
  initialName = '',
  onSave,
  onClose,
}: AlbumNameModalProps): ReactElement {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const result = validateAlbumName(name);
    if (!result.ok) {
      setProblem(result.error === 'required' ? 'albumNameRequired' : 'albumNameInvalid');
      return;
    }
    setProblem(null);
    setSaving(true);
    onSave(result.name).then(
      () => undefined,
      () => {
        setSaving(false);
        setProblem('unableToSaveChanges');
      },
    );
  };

  const fieldProblem = problem === 'unableToSaveChanges' ? null : problem;
  return (
    <Modal
      title={title}
      dismissible={!saving}
      onClose={onClose}
      actions={
        <CancelAndConfirm busy={saving} onCancel={onClose} confirm="submit" form={formId}>
          {confirmLabel}
        </CancelAndConfirm>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <AlbumNameField value={name} onChange={setName} readOnly={saving} problem={fieldProblem} />
      </form>
      {problem === 'unableToSaveChanges' ? (
        <div className="inline-failure" role="alert">
          {t('userMessage.unableToSaveChanges')}
        </div>
      ) : null}
    </Modal>
  );
}
