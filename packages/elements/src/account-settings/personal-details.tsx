import { updatePersonalDetails } from '@portal/api/clients/customer';
import type { Customer } from '@portal/api/schemas/customer';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint } from '../runtime/context.tsx';
import { customerKey } from '../runtime/customer.ts';
import { useFormController } from '../runtime/form-controller.ts';
import { FormFooter } from '../ui/form-status.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { SettingsCard } from './settings-frame.tsx';

type Field = 'firstName' | 'lastName';
const FIELDS: readonly Field[] = ['firstName', 'lastName'];

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
  const { mutate } = useSWRConfig();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
  });
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const save = useFormController({
    fields: FIELDS,
    send: (details: Record<Field, string>) => updatePersonalDetails(endpoint, details),
    action: 'UPDATE_PERSONAL_DETAILS_FAILED',
    onSaved: async (updated) => {
      await mutate(customerKey(customer.accountId), updated, { revalidate: false });
    },
  });
  // What the form found missing, else what the service refused at the last attempt.
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    if (missing[field] !== undefined) errors[field] = missing[field];
    else if (save.fieldErrors[field] !== undefined) errors[field] = t('address.invalid');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.busy) return;
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (values[field].trim() === '') found[field] = t('address.required');
    setMissing(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.submit({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
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
                  readOnly={save.busy}
                  aria-invalid={error !== undefined}
                  aria-describedby={error === undefined ? undefined : errorId}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((before) => ({ ...before, [field]: value }));
                    save.edited();
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
        <FormFooter
          step={save.step}
          saved={t('settings.personalDetails.saved')}
          failed={t('userMessage.unableToSaveChanges')}
          busy={save.busy}
          submitLabel={t('settings.personalDetails.save')}
          busyLabel={t('orders.addressChange.saving')}
        />
      </form>
    </SettingsCard>
  );
}
