import { isHttpStatus } from '@portal/api/http';
import { TEXT_LIMITS } from '@portal/api/schemas/common';
import type { CallbackFormat, Customer } from '@portal/api/schemas/customer';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFormController } from '../runtime/form-controller.ts';
import { FormFooter } from '../ui/form-status.tsx';
import { useSaveFtpSettings } from './api/ftp-settings.ts';
import {
  CALLBACK_FORMATS,
  type CallbackForm,
  callbackFormOf,
  checkCallbackForm,
} from './callback-settings.ts';

/** The service refuses a link its own check does not take (400, without naming the field). */
const refusedLink = (error: unknown) => (isHttpStatus(error, 400) ? { callbackUrl: 'refused' } : null);

/**
 * The callback URL and format (account-portal §3), checked when sent: a link that is not http or
 * https is refused with the spec's message at the field (§5) and nothing is sent. Saved, it says so;
 * a failed save says so and keeps everything as typed.
 */
export function CallbackSettingsForm({
  accountId,
  customer,
}: {
  readonly accountId: string;
  readonly customer: Customer;
}): ReactElement {
  const { t } = useTranslation();
  const save = useFormController({
    fields: ['callbackUrl'],
    send: useSaveFtpSettings(accountId),
    action: 'UPDATE_FTP_SETTINGS_FAILED',
    refusal: refusedLink,
  });
  const formId = useId();
  const urlInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<CallbackForm>(() => callbackFormOf(customer));
  const [checkedInvalid, setCheckedInvalid] = useState(false);
  // Refused by the form's check or by the service: the same message, at the field.
  const serviceRefused = save.fieldErrors.callbackUrl !== undefined;
  const linkInvalid = checkedInvalid || serviceRefused;

  useEffect(() => {
    if (serviceRefused) urlInput.current?.focus();
  }, [serviceRefused]);

  const change = (next: Partial<CallbackForm>) => {
    setForm((before) => ({ ...before, ...next }));
    save.edited();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.busy) return;
    const checked = checkCallbackForm(form);
    setCheckedInvalid(!checked.ok);
    if (!checked.ok) {
      save.edited();
      urlInput.current?.focus();
      return;
    }
    save.submit(checked.settings);
  };

  const hintId = `${formId}-hint`;
  const errorId = `${formId}-error`;
  return (
    <form className="callback-form" noValidate onSubmit={submit}>
      <p>{t('ftpIntegration.callbackIntro')}</p>
      <div className="field">
        <label htmlFor={`${formId}-url`}>{t('ftpIntegration.callbackUrl')}</label>
        <p id={hintId} className="field-hint">
          {t('ftpIntegration.callbackUrlHint')}
        </p>
        <input
          ref={urlInput}
          id={`${formId}-url`}
          name="callbackUrl"
          maxLength={TEXT_LIMITS.url}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://"
          value={form.callbackUrl}
          readOnly={save.busy}
          aria-invalid={linkInvalid}
          aria-describedby={linkInvalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => change({ callbackUrl: event.currentTarget.value })}
        />
        {linkInvalid ? (
          <p id={errorId} className="field-error">
            {t('ftpIntegration.linkInvalid')}
          </p>
        ) : null}
      </div>
      <fieldset className="formats">
        <legend>{t('ftpIntegration.callbackFormat')}</legend>
        {CALLBACK_FORMATS.map((format: CallbackFormat) => (
          <label key={format} className="format-option">
            <input
              type="radio"
              name="callbackFormat"
              value={format}
              checked={form.callbackFormat === format}
              disabled={save.busy}
              onChange={() => change({ callbackFormat: format })}
            />
            <span>{t(`ftpIntegration.formats.${format}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormFooter
        step={save.step}
        saved={t('ftpIntegration.saved')}
        failed={t('userMessage.unableToSaveChanges')}
        busy={save.busy}
        submitLabel={t('ftpIntegration.save')}
        busyLabel={t('ftpIntegration.saving')}
      />
    </form>
  );
}
