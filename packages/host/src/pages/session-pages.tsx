import { useTranslation } from '@portal/elements/i18n';
import { type ReactElement, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageCard } from '../app/message-card.tsx';
import { useLinkTo, usePageTitle, usePortal } from '../app/portal-context.tsx';
import { useRunOnce } from '../app/run-once.ts';
import { OVERVIEW_PATH } from '../shell/menu-entries.ts';
import { returnToOf } from './sign-out-state.ts';

/**
 * Where the identity provider returns after sign-in: the code is exchanged once, then the browser
 * goes on to the page that asked for the sign-in (a path on this site, with its query).
 */
export function SignInCallbackPage(): ReactElement {
  const { platform } = usePortal();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useRunOnce(() => {
    platform.session.completeSignIn(window.location.href).then(
      (returnTo) => navigate(returnTo, { replace: true }),
      () => setFailed(true),
    );
  });
  const title = t(failed ? 'shell.signInFailed' : 'shell.signingIn');
  usePageTitle(title);
  return (
    <MessageCard title={title} busy={!failed}>
      {failed ? (
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setFailed(false);
            platform.session.signIn(OVERVIEW_PATH).catch(() => setFailed(true));
          }}
        >
          {t('shell.tryAgain')}
        </button>
      ) : undefined}
    </MessageCard>
  );
}

/**
 * Sign out (route /logout): the session's tokens are forgotten on every page of the site and the
 * provider's session ends; the browser then lands on the overview, or on the page that asked for the
 * sign-out (the e-mail change and account deletion success pages).
 */
export function LogoutPage(): ReactElement {
  const { platform } = usePortal();
  const { t } = useTranslation();
  const { state } = useLocation();
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  useRunOnce(() => {
    const returnTo = linkTo(returnToOf(state) ?? OVERVIEW_PATH);
    platform.session.signOut(returnTo).then((leaving) => {
      // Without a provider session to end, the browser stays here and goes on by itself.
      if (!leaving) void navigate(returnTo, { replace: true });
    });
  });
  const title = t('shell.signingOut');
  usePageTitle(title);
  return <MessageCard title={title} busy />;
}

/** Where the identity provider returns after sign-out: on to the page the sign-out was for. */
export function SignOutCallbackPage(): ReactElement {
  const { platform } = usePortal();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRunOnce(() => {
    platform.session
      .completeSignOut(window.location.href)
      .then((returnTo) => navigate(returnTo, { replace: true }));
  });
  const title = t('shell.signingOut');
  usePageTitle(title);
  return <MessageCard title={title} busy />;
}
