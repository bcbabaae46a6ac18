import { type ReactElement, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { usePlatform } from '../runtime/context.tsx';
import { Icon } from './icons.tsx';

/**
 * Signed out: one friendly card that sends the visitor to sign in and back to this page. It holds
 * the h1, as the page heading of whatever area is shown signed out.
 */
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
      <p>{t('runtime.signedOutBody')}</p>
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
          {t('runtime.signInFailed')}
        </p>
      ) : null}
    </div>
  );
}
