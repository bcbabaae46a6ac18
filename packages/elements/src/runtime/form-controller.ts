import { HttpError, isHttpStatus } from '@portal/api/http';
import { useCallback, useRef, useState } from 'react';
import { useReportFailure } from './context.tsx';
import type { FailedAction } from './reporter.ts';

/*
 * [Note: A form's request]
 * Every form that sends something goes through the same steps, held by `useFormController`:
 * - editing: what the customer types; the form checks it itself before anything is sent.
 * - saving: the request runs; the fields keep what was typed, and a second submit is ignored.
 * - saved: the service took it; the form says so, until the customer changes something.
 * - refused: the service refused fields the form shows (400 `{ errors: { postalCode: '...' } }`,
 *   [Note: A refused address names its fields] on the server): back to editing, each message at its
 *   field. Not reported: the customer can put it right.
 * - failed: anything else, a 400 naming no field the form shows included (an unknown field, a
 *   rule of the service the form does not know): reported, and said once above the buttons, since
 *   nothing at a field would explain it. Sending again retries.
 * Nothing typed is lost in any step. A change after saved or failed returns to editing, so what the
 * form says speaks of the last attempt only; the service's field messages stay until the next one.
 */

export type FormStep = 'editing' | 'saving' | 'saved' | 'failed';

/** Field -> the service's message for it. */
export type FieldErrors = Readonly<Record<string, string>>;

const NO_FIELD_ERRORS: FieldErrors = {};

/**
 * The field messages of a refused form (400 `{ errors: { postalCode: '...' } }`, as the services
 * answer a body that breaks the contract's rules), or null when the answer names no field.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isHttpStatus(error, 400)) return null;
  const body = error instanceof HttpError ? error.body : null;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return null;
  const fields = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return fields.length === 0 ? null : Object.fromEntries(fields);
}

/**
 * What of a failure the form shows at its fields: the messages of `fields` the service refused, or
 * null when it refused none of them ([Note: A form's request]).
 */
export function refusedFields(
  error: unknown,
  fields: readonly string[],
  refusal: (error: unknown) => FieldErrors | null = fieldErrorsOf,
): FieldErrors | null {
  const named = Object.entries(refusal(error) ?? {}).filter(([field]) => fields.includes(field));
  return named.length === 0 ? null : Object.fromEntries(named);
}

export interface FormControllerOptions<Input, Result> {
  /** The fields the form shows, by the names the service gives them. */
  readonly fields: readonly string[];
  readonly send: (input: Input) => Promise<Result>;
  /** What a failure is reported as. */
  readonly action: FailedAction;
  /** How the service names refused fields; by default its 400's `errors`. */
  readonly refusal?: (error: unknown) => FieldErrors | null;
  /** After the service took it, before the form says so (the answer put in the page's data cache). */
  readonly onSaved?: (result: Result) => void | Promise<void>;
}

export interface FormController<Input> {
  readonly step: FormStep;
  /** The request runs. */
  readonly busy: boolean;
  /** The service's messages of the last refused attempt, by field. */
  readonly fieldErrors: FieldErrors;
  /** The failure of the last attempt (step 'failed'), for a form that says more than 'try again'. */
  readonly failure: unknown;
  /** Sends `input`, unless a request runs already. */
  readonly submit: (input: Input) => void;
  /** The customer changed something: what the form said of the last attempt goes. */
  readonly edited: () => void;
}

/** A form's request, its steps and its messages ([Note: A form's request]). */
export function useFormController<Input, Result>(
  options: FormControllerOptions<Input, Result>,
): FormController<Input> {
  const reportFailure = useReportFailure();
  const [step, setStep] = useState<FormStep>('editing');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_FIELD_ERRORS);
  const [failure, setFailure] = useState<unknown>(undefined);
  const latest = useRef(options);
  latest.current = options;
  const running = useRef(false);

  const submit = useCallback(
    (input: Input) => {
      if (running.current) return;
      running.current = true;
      setFieldErrors(NO_FIELD_ERRORS);
      setStep('saving');
      const { send, fields, refusal, action, onSaved } = latest.current;
      send(input)
        .then(async (result) => {
          await onSaved?.(result);
          setFieldErrors(NO_FIELD_ERRORS);
          setStep('saved');
        })
        .catch((error: unknown) => {
          const refused = refusedFields(error, fields, refusal);
          if (refused !== null) {
            setFieldErrors(refused);
            setStep('editing');
            return;
          }
          reportFailure(action, error);
          setFailure(error);
          setStep('failed');
        })
        .finally(() => {
          running.current = false;
        });
    },
    [reportFailure],
  );

  const edited = useCallback(() => {
    setStep((current) => (current === 'saved' || current === 'failed' ? 'editing' : current));
  }, []);

  return { step, busy: step === 'saving', fieldErrors, failure, submit, edited };
}
