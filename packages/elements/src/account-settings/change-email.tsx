import { requestEmailChange } from '@portal/api/clients/auth-api';
import { LOCAL_IDENTITY_PROVIDER } from '@portal/api/schemas/auth-api';
import { email as emailSchema } from '@portal/api/schemas/common';
import type { Customer } from '@portal/api/schemas/customer';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, usePlatform, useReportFailure } from '../runtime/context.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { SettingsCard } from './settings-frame.tsx';

type ChangeState =
  | { readonly step: 'editing'; readonly problem: EmailProblem | null }
  | { readonly step: 'sending' }
  | { readonly step: 'sent'; readonly email: string };

/** What keeps the address from being sent or taken; each shows where the customer can act on it. */
type EmailProblem = 'required' | 'invalid' | 'unchanged' | 'inUse' | 'tooManyRequests' | 'failed';

const FIELD_PROBLEMS: ReadonlySet<EmailProblem> = new Set(['required', 'invalid', 'unchanged', 'inUse']);

/**
 * Changing the e-mail address (/settings/email, /settings/b2b/email): the service mails a link to
 * the new address, and the change happens when it is opened (/change-email-confirmation, a page of
 * the host). An address in use (409) and too many requests (429) say so where the customer can act;
 * any other failure shows the spec's 'Your email wasn't changed' with the address kept as typed.
 */
export function ChangeEmail({
  customer,
  overview,
}: {
  readonly customer: Customer;
  readonly overview: string;
}): ReactElement {
  const { t } = useTranslation();
  const platform = usePlatform();
  const endpoint = useEndpoint('authApi');
  const reportFailure = useReportFailure();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [state, setState] = useState<ChangeState>({ step: 'editing', problem: null });
  const channel = platform.site?.site.channel ?? null;

  if (state.step === 'sent') {
    return (
      <SettingsCard title={t('settings.email.sentTitle')} part="email">
        <p className="inline-success" role="status">
          {t('settings.email.sent', { email: state.email })}
        </p>
        <p className="muted">{t('settings.email.sentHint')}</p>
        <div className="card-links">
          <RouteLink to={overview} className="button button-secondary">
            {t('settings.backToSettings')}
          </RouteLink>
        </div>
      </SettingsCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step === 'sending' || channel === null) return;
    const wanted = value.trim();
    const problem = checkEmail(wanted, customer.email);
    if (problem !== null) {
      setState({ step: 'editing', problem });
      input.current?.focus();
      return;
    }
    setState({ step: 'sending' });
    requestEmailChange(
      endpoint,
      { idpType: LOCAL_IDENTITY_PROVIDER, idpSub: customer.accountId },
      { email: wanted, channel },
    ).then(
      (result) => {
        if (result.ok) {
          setState({ step: 'sent', email: wanted });
          return;
        }
        setState({ step: 'editing', problem: result.reason === 'emailInUse' ? 'inUse' : 'tooManyRequests' });
        if (result.reason === 'emailInUse') input.current?.focus();
      },
      (error: unknown) => {
        reportFailure('CHANGE_EMAIL_FAILED', error);
        setState({ step: 'editing', problem: 'failed' });
      },
    );
  };

  const problem = state.step === 'editing' ? state.problem : null;
  const fieldProblem = problem !== null && FIELD_PROBLEMS.has(problem) ? problem : null;
  const errorId = `${inputId}-error`;
  return (
    <SettingsCard title={t('settings.email.current')} part="email">
      <p className="email">{customer.email}</p>
      <form className="settings-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={inputId}>{t('settings.email.new')}</label>
          <input
            ref={input}
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            value={value}
            readOnly={state.step === 'sending'}
            aria-invalid={fieldProblem !== null}
            aria-describedby={fieldProblem === null ? undefined : errorId}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          {fieldProblem === null ? null : (
            <p id={errorId} className="field-error">
              {t(`settings.email.problem.${fieldProblem}`)}
            </p>
          )}
        </div>
        <p className="muted">{t('settings.email.hint')}</p>
        {problem === 'tooManyRequests' ? (
          <p className="inline-failure" role="alert">
            {t('settings.email.problem.tooManyRequests')}
          </p>
        ) : null}
        {problem === 'failed' ? (
          <div className="inline-alert" role="alert">
            <strong>{t('userMessage.emailChangeFailedTitle')}</strong>
            <p>{t('userMessage.emailChangeFailedBody')}</p>
          </div>
        ) : null}
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={state.step === 'sending' || channel === null}
          >
            {state.step === 'sending' ? t('settings.email.sending') : t('settings.email.submit')}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}

/** Why `wanted` cannot be asked for, or null when it can. */
export function checkEmail(wanted: string, current: string): EmailProblem | null {
  if (wanted === '') return 'required';
  if (!emailSchema.safeParse(wanted).success) return 'invalid';
  if (wanted.toLowerCase() === current.toLowerCase()) return 'unchanged';
  return null;
}
