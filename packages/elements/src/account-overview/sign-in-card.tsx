import { type ReactElement, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { usePlatform } from '../runtime/context.tsx';
import { Icon } from '../ui/icons.tsx';

/** Signed out: one friendly card that sends the visitor to sign in and back to this page. */
export function SignInCard(): ReactElement {
  const { t } = useTranslation();
  const { session } = usePlatform();
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle');
  const signIn = () => {
    setState('redirecting');
    session.signIn(window.location.pathname + window.location.search).catch(() => setState('failed'));
  };
  return (
    <div className="card sign-in" part="sign-in">
      <span className="sign-in-icon">
        <Icon name="home" />
      </span>
      <h1>{t('runtime.signInPrompt')}</h1>
      <p>{t('overview.signedOut.body')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={signIn}
        disabled={state === 'redirecting'}
      >
        {t('runtime.signIn')}
      </button>
      {state === 'failed' ? (
        <p className="sign-in-failed" role="alert">
          {t('overview.signedOut.failed')}
        </p>
      ) : null}
    </div>
  );
}
