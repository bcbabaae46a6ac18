import { updatePersonalDetails } from '@portal/api/clients/customer';
import { isHttpStatus } from '@portal/api/http';
import type { Customer } from '@portal/api/schemas/customer';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useReportFailure } from '../runtime/context.tsx';
import { customerKey } from '../runtime/customer.ts';
import { fieldErrorsOf } from '../ui/parts/field-errors.ts';
import { RouteLink } from '../ui/route-link.tsx';
import { SettingsCard } from './settings-frame.tsx';

type Field = 'firstName' | 'lastName';
const FIELDS: readonly Field[] = ['firstName', 'lastName'];

type SaveState = 'editing' | 'saving' | 'saved' | 'failed';

/**
 * The customer's name (/settings/personal-details): both parts required; saved, every area that
 * greets the customer shows the new name (the page-wide customer is replaced by the answer).
 */
export function PersonalDetailsPage({
  customer,
  emailPath,
}: {
  readonly customer: Customer;
  readonly emailPath: string;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('customer');
  const reportFailure = useReportFailure();
  const { mutate } = useSWRConfig();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<SaveState>('editing');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'saving') return;
    const missing: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (values[field].trim() === '') missing[field] = t('address.required');
    setErrors(missing);
    const first = FIELDS.find((field) => missing[field] !== undefined);
    if (first !== undefined) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setState('saving');
    updatePersonalDetails(endpoint, {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    }).then(
      async (updated) => {
        await mutate(customerKey(customer.accountId), updated, { revalidate: false });
        setState('saved');
      },
      (error: unknown) => {
        const fieldErrors = isHttpStatus(error, 400) ? fieldErrorsOf(error) : null;
        if (fieldErrors !== null) {
          const shown: Partial<Record<Field, string>> = {};
          for (const field of FIELDS)
            if (fieldErrors[field] !== undefined) shown[field] = t('address.invalid');
          setErrors(shown);
          setState('editing');
          return;
        }
        reportFailure('UPDATE_PERSONAL_DETAILS_FAILED', error);
        setState('failed');
      },
    );
  };

  return (
    <SettingsCard title={t('settings.personalDetails.title')} part="personal-details">
      <form ref={form} className="settings-form" noValidate onSubmit={submit}>
        <div className="field-row">
          {FIELDS.map((field) => {
            const errorId = `${formId}-${field}-error`;
            const error = errors[field];
            return (
              <div key={field} className="field">
                <label htmlFor={`${formId}-${field}`}>{t(`address.${field}`)}</label>
                <input
                  id={`${formId}-${field}`}
                  name={field}
                  autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                  value={values[field]}
                  readOnly={state === 'saving'}
                  aria-invalid={error !== undefined}
                  aria-describedby={error === undefined ? undefined : errorId}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((before) => ({ ...before, [field]: value }));
                    if (state === 'saved') setState('editing');
                  }}
                />
                {error === undefined ? null : (
                  <p id={errorId} className="field-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className="fact">
          <span className="fact-label">{t('settings.personalDetails.email')}</span>
          <span className="email">{customer.email}</span>
          <RouteLink to={emailPath} className="button button-text inline-link">
            {t('pageTitle.changeEmailAddress')}
          </RouteLink>
        </div>
        {state === 'saved' ? (
          <p className="inline-success" role="status">
            {t('settings.personalDetails.saved')}
          </p>
        ) : null}
        {state === 'failed' ? (
          <p className="inline-failure" role="alert">
            {t('userMessage.unableToSaveChanges')}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={state === 'saving'}>
            {state === 'saving' ? t('orders.addressChange.saving') : t('settings.personalDetails.save')}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
