import { isHttpStatus } from '@portal/api/http';
import { TEXT_LIMITS } from '@portal/api/schemas/common';
import type { CallbackFormat, Customer } from '@portal/api/schemas/customer';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useSaveFtpSettings } from './api/customer.ts';
import {
  CALLBACK_FORMATS,
  type CallbackForm,
  callbackFormOf,
  checkCallbackForm,
} from './callback-settings.ts';

type SaveState = 'editing' | 'saving' | 'saved' | 'failed';

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
  const save = useSaveFtpSettings(accountId);
  const formId = useId();
  const urlInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<CallbackForm>(() => callbackFormOf(customer));
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [state, setState] = useState<SaveState>('editing');

  const change = (next: Partial<CallbackForm>) => {
    setForm((before) => ({ ...before, ...next }));
    if (state === 'saved' || state === 'failed') setState('editing');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'saving') return;
    const checked = checkCallbackForm(form);
    if (!checked.ok) {
      setLinkInvalid(true);
      setState('editing');
      urlInput.current?.focus();
      return;
    }
    setLinkInvalid(false);
    setState('saving');
    save(checked.settings).then(
      () => setState('saved'),
      (error: unknown) => {
        // The service refuses a link its own check does not take: the same message, at the field.
        if (isHttpStatus(error, 400)) {
          setLinkInvalid(true);
          setState('editing');
          urlInput.current?.focus();
          return;
        }
        setState('failed');
      },
    );
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
          readOnly={state === 'saving'}
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
              disabled={state === 'saving'}
              onChange={() => change({ callbackFormat: format })}
            />
            <span>{t(`ftpIntegration.formats.${format}`)}</span>
          </label>
        ))}
      </fieldset>
      {state === 'saved' ? (
        <p className="inline-success" role="status">
          {t('ftpIntegration.saved')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="inline-failure" role="alert">
          {t('userMessage.unableToSaveChanges')}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={state === 'saving'}>
          {state === 'saving' ? t('ftpIntegration.saving') : t('ftpIntegration.save')}
        </button>
      </div>
    </form>
  );
}
