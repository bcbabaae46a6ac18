import { confirmAccountDeletion, confirmEmailChange } from '@portal/api/clients/auth-api';
import { confirmSubscription } from '@portal/api/clients/newsletter';
import type { ServiceEndpoint } from '@portal/api/http';
import { type Identity, LOCAL_IDENTITY_PROVIDER } from '@portal/api/schemas/auth-api';
import { useTranslation } from '@portal/elements/i18n';
import type { FailedAction } from '@portal/elements/runtime';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MessageCard } from '../app/message-card.tsx';
import {
  useLinkTo,
  usePageTitle,
  usePortal,
  usePortalNavigate,
  useSessionState,
} from '../app/portal-context.tsx';
import { useRunOnce } from '../app/run-once.ts';
import { pathOfRoute, ROUTE } from '../routing/route-paths.ts';
import { customerCareHref, OVERVIEW_PATH } from '../shell/menu-entries.ts';
import { useShell } from '../shell/shell-context.ts';
import { confirmationToken, subscriptionLink, withSubscriptionLink } from './confirmation-query.ts';
import { signOutState } from './sign-out-state.ts';

/*
 * The result pages (account-portal §2 'Result pages', §8): a confirmation page submits the mailed
 * token as it opens and goes on to its success or error page. Error pages offer Try again and a
 * link to customer care.
 */

/** The page a confirmation shows while its call is under way. */
function Confirming(): ReactElement {
  const { t } = useTranslation();
  const title = t('resultPages.confirming');
  usePageTitle(title);
  return <MessageCard title={title} busy />;
}

/**
 * The signed-in identity the Auth API acts on. The session's user is the ID token's subject; the
 * identity provider type is the issuer's own password sign-in (see [Note: Identity from the
 * identity token] in packages/api/src/schemas/auth-api.ts).
 */
function useIdentity(): Identity | null {
  const session = useSessionState();
  if (session.status !== 'signedIn') return null;
  return { idpType: LOCAL_IDENTITY_PROVIDER, idpSub: session.user.accountId };
}

interface AccountConfirmationProps {
  readonly confirm: (service: ServiceEndpoint, identity: Identity, token: string) => Promise<void>;
  readonly failedAction: FailedAction;
  readonly successRoute: string;
  readonly errorRoute: string;
}

/**
 * E-mail change and account deletion: on success the customer is signed out and lands on the success
 * page (through the sign-out page, which leaves the shell first); on failure, the error page.
 */
function AccountConfirmationPage({
  confirm,
  failedAction,
  successRoute,
  errorRoute,
}: AccountConfirmationProps): ReactElement {
  const { platform, routes } = usePortal();
  const { search } = useLocation();
  const navigate = usePortalNavigate();
  const identity = useIdentity();
  useRunOnce(() => {
    const token = confirmationToken(search);
    const fail = (error: unknown) => {
      platform.report(failedAction, error);
      navigate(pathOfRoute(routes, errorRoute), { replace: true });
    };
    if (token === null || identity === null) {
      fail(new Error('The confirmation link carries no token'));
      return;
    }
    confirm(platform.endpoint('authApi'), identity, token).then(
      () =>
        navigate(pathOfRoute(routes, ROUTE.logout), {
          replace: true,
          state: signOutState(pathOfRoute(routes, successRoute)),
        }),
      fail,
    );
  });
  return <Confirming />;
}

export function ChangeEmailConfirmationPage(): ReactElement {
  return (
    <AccountConfirmationPage
      confirm={confirmEmailChange}
      failedAction="CONFIRM_EMAIL_CHANGE_FAILED"
      successRoute={ROUTE.changeEmailSuccess}
      errorRoute={ROUTE.changeEmailError}
    />
  );
}

export function DeleteAccountConfirmationPage(): ReactElement {
  return (
    <AccountConfirmationPage
      confirm={confirmAccountDeletion}
      failedAction="CONFIRM_ACCOUNT_DELETION_FAILED"
      successRoute={ROUTE.accountDeleted}
      errorRoute={ROUTE.deleteAccountError}
    />
  );
}

/** Newsletter double opt-in: public, the reader need not be signed in. */
export function SubscriptionConfirmationPage(): ReactElement {
  const { platform, routes } = usePortal();
  const { search } = useLocation();
  const navigate = usePortalNavigate();
  useRunOnce(() => {
    const link = subscriptionLink(search);
    const errorPath = withSubscriptionLink(pathOfRoute(routes, ROUTE.subscriptionConfirmationError), link);
    const fail = (error: unknown) => {
      platform.report('CONFIRM_SUBSCRIPTION_FAILED', error);
      navigate(errorPath, { replace: true });
    };
    if (link === null) {
      fail(new Error('The subscription link lacks its e-mail address or token'));
      return;
    }
    confirmSubscription(platform.endpoint('newsletter'), link).then(
      () => navigate(pathOfRoute(routes, ROUTE.subscriptionConfirmationSuccess), { replace: true }),
      fail,
    );
  });
  return <Confirming />;
}

interface ResultProps {
  readonly titleKey: string;
  readonly bodyKey: string;
}

function SuccessPage({
  titleKey,
  bodyKey,
  accountLink,
}: ResultProps & { readonly accountLink: boolean }): ReactElement {
  const { t } = useTranslation();
  const linkTo = useLinkTo();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <MessageCard title={title} body={t(bodyKey)} tone="success">
      {accountLink ? (
        <Link className="button button-primary" to={linkTo(OVERVIEW_PATH)}>
          {t('resultPages.backToAccount')}
        </Link>
      ) : undefined}
    </MessageCard>
  );
}

export function ChangeEmailSuccessPage(): ReactElement {
  return (
    <SuccessPage
      titleKey="resultPages.changeEmailSuccessTitle"
      bodyKey="resultPages.changeEmailSuccessBody"
      accountLink
    />
  );
}

export function AccountDeletedPage(): ReactElement {
  return (
    <SuccessPage
      titleKey="resultPages.accountDeletedTitle"
      bodyKey="resultPages.accountDeletedBody"
      accountLink={false}
    />
  );
}

export function SubscriptionSuccessPage(): ReactElement {
  return (
    <SuccessPage
      titleKey="resultPages.subscriptionSuccessTitle"
      bodyKey="resultPages.subscriptionSuccessBody"
      accountLink={false}
    />
  );
}

function ErrorPage({
  titleKey,
  bodyKey,
  tryAgainPath,
}: ResultProps & { readonly tryAgainPath: string }): ReactElement {
  const { menus } = usePortal();
  const { t } = useTranslation();
  const linkTo = useLinkTo();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <MessageCard title={title} body={t(bodyKey)} tone="error">
      <Link className="button button-primary" to={linkTo(tryAgainPath)}>
        {t('resultPages.tryAgain')}
      </Link>
      <a className="button button-secondary" href={customerCareHref(menus)}>
        {t('resultPages.contactCustomerCare')}
      </a>
    </MessageCard>
  );
}

/** Try again: the e-mail change form again, for the customer's kind of account. */
export function ChangeEmailErrorPage(): ReactElement {
  const { routes } = usePortal();
  const b2b = useShell()?.viewer.b2b ?? false;
  return (
    <ErrorPage
      titleKey="userMessage.emailChangeFailedTitle"
      bodyKey="userMessage.emailChangeFailedBody"
      tryAgainPath={pathOfRoute(routes, b2b ? ROUTE.b2bChangeEmail : ROUTE.changeEmail)}
    />
  );
}

/** Try again: the settings, where the deletion is asked for. */
export function DeleteAccountErrorPage(): ReactElement {
  const { routes } = usePortal();
  const b2b = useShell()?.viewer.b2b ?? false;
  return (
    <ErrorPage
      titleKey="userMessage.accountDeletionFailedTitle"
      bodyKey="userMessage.accountDeletionFailedBody"
      tryAgainPath={pathOfRoute(routes, b2b ? ROUTE.b2bSettings : ROUTE.settings)}
    />
  );
}

/** Try again: the same confirmation, with the address and token the error page was given. */
export function SubscriptionErrorPage(): ReactElement {
  const { routes } = usePortal();
  const { search } = useLocation();
  return (
    <ErrorPage
      titleKey="userMessage.subscriptionFailedTitle"
      bodyKey="userMessage.subscriptionFailedBody"
      tryAgainPath={withSubscriptionLink(
        pathOfRoute(routes, ROUTE.subscriptionConfirmation),
        subscriptionLink(search),
      )}
    />
  );
}
