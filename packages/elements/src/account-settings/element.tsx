import { isB2bCustomer } from '@portal/api/rules/customer-type';
import { type ReactElement, useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useNavigateOutside, useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { useRouteTable } from '../runtime/element-router.tsx';
import type { SessionUser } from '../runtime/session/session.ts';
import { CardFailure, CardLoading } from '../ui/card-failure.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { AddressPage } from './address-page.tsx';
import { AddressList } from './addresses.tsx';
import { useCustomer } from './api/customer.ts';
import { ChangeEmail } from './change-email.tsx';
import { SettingsOverview } from './overview.tsx';
import { PaymentMethodPage } from './payment-method.tsx';
import { PersonalDetailsPage } from './personal-details.tsx';
import { SettingsFrame } from './settings-frame.tsx';
import { SETTINGS_ROUTES, type SettingsPage, settingsPaths } from './settings-paths.ts';
import { ACCOUNT_SETTINGS_STYLES } from './styles.ts';

const LOGOUT_PATH = '/logout';

/** Each page's h1, from the menu titles of account-portal §2 where it has one. */
const TITLE_KEYS: Readonly<Record<SettingsPage, string>> = {
  overview: 'pageTitle.mySettings',
  email: 'pageTitle.changeEmailAddress',
  personalDetails: 'pageTitle.changePersonalDetails',
  paymentMethod: 'settings.payment.title',
  addresses: 'settings.addresses.title',
  newAddress: 'settings.addresses.newTitle',
  changeAddress: 'settings.addresses.changeTitle',
};

/**
 * The customer's settings (account-portal §2 'Addresses and settings'): see manifest.ts for its
 * public face and settings-paths.ts for its routes.
 */
function AccountSettings(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  return <SignedInSettings user={session.user} />;
}

function SignedInSettings({ user }: { readonly user: SessionUser }): ReactElement {
  const { t } = useTranslation();
  const route = useRouteTable(SETTINGS_ROUTES);
  const page: SettingsPage = route?.name ?? 'overview';
  const customer = useCustomer(user.accountId);
  const navigateOutside = useNavigateOutside();
  const b2b = isB2bCustomer(customer.data?.userType ?? user.userType);
  const paths = useMemo(() => settingsPaths(b2b), [b2b]);

  // Accounts being deleted are sent to sign out (account-portal §2 'App shell').
  const accountGone = customer.data === null || customer.data?.accountDeleted === true;
  useEffect(() => {
    if (accountGone) navigateOutside(LOGOUT_PATH);
  }, [accountGone, navigateOutside]);

  const back =
    page === 'overview'
      ? null
      : page === 'newAddress' || page === 'changeAddress'
        ? paths.addresses
        : paths.overview;
  let body: ReactElement | null;
  if (customer.error !== undefined && !customer.isValidating && customer.data === undefined) {
    body = (
      <div className="card settings-card">
        <CardFailure
          message={t('userMessage.settingsCouldNotBeLoaded')}
          onRetry={() => void customer.mutate()}
        />
      </div>
    );
  } else if (customer.data == null) {
    body = (
      <div className="card settings-card">
        <CardLoading>
          <div className="skeleton skeleton-text" />
          <div className="skeleton skeleton-text skeleton-small" />
        </CardLoading>
      </div>
    );
  } else {
    const loaded = customer.data;
    switch (page) {
      case 'overview':
        body = <SettingsOverview customer={loaded} b2b={b2b} paths={paths} />;
        break;
      case 'email':
        body = <ChangeEmail customer={loaded} overview={paths.overview} />;
        break;
      case 'personalDetails':
        body = <PersonalDetailsPage key={loaded.accountId} customer={loaded} emailPath={paths.email} />;
        break;
      case 'paymentMethod':
        body = <PaymentMethodPage b2b={b2b} />;
        break;
      case 'addresses':
        body = <AddressList accountId={loaded.accountId} paths={paths} />;
        break;
      case 'newAddress':
        body = <AddressPage key="new" accountId={loaded.accountId} paths={paths} />;
        break;
      case 'changeAddress':
        body = (
          <AddressPage
            key={route?.params.addressId}
            accountId={loaded.accountId}
            paths={paths}
            addressId={route?.params.addressId ?? ''}
          />
        );
        break;
    }
  }
  return (
    <SettingsFrame title={t(TITLE_KEYS[page])} back={back}>
      {body}
    </SettingsFrame>
  );
}

defineElement({
  tag: 'account-settings',
  component: AccountSettings,
  styles: ACCOUNT_SETTINGS_STYLES,
  defaultBasePath: '/settings',
});

declare global {
  interface HTMLElementTagNameMap {
    'account-settings': PortalElement;
  }
}
