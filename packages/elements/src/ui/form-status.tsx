import type { ReactElement, ReactNode } from 'react';
import type { FormStep } from '../runtime/form-controller.ts';

interface FormStatusProps {
  readonly step: FormStep;
  /** What a saved form says; nothing when saving leaves the page. */
  readonly saved?: ReactNode;
  /** What a failed attempt says: 'Unable to save changes. Please try again' unless the form knows more. */
  readonly failed: ReactNode;
}

/** What a form says of its last attempt, above its buttons ([Note: A form's request]). */
export function FormStatus({ step, saved, failed }: FormStatusProps): ReactElement | null {
  if (step === 'saved' && saved !== undefined) {
    return (
      <p className="inline-success" role="status">
        {saved}
      </p>
    );
  }
  if (step === 'failed') {
    return (
      <p className="inline-failure" role="alert">
        {failed}
      </p>
    );
  }
  return null;
}

interface FormFooterProps extends FormStatusProps {
  /** The request runs: the submit button says so and takes no second press. */
  readonly busy: boolean;
  readonly submitLabel: string;
  readonly busyLabel: string;
}

/** The end of a form: what it says of its last attempt, then its submit button. */
export function FormFooter({ busy, submitLabel, busyLabel, ...status }: FormFooterProps): ReactElement {
  return (
    <>
      <FormStatus {...status} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
