import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { Customer } from '@portal/api/schemas/customer';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useSession } from '../runtime/context.tsx';
import { useCustomer, useLeaveWhenAccountGone } from '../runtime/customer.ts';
import { defineElement, type PortalElement } from '../runtime/define-element.tsx';
import { useRouteTable } from '../runtime/element-router.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import type { SessionUser } from '../runtime/session/session.ts';
import { ReadView } from '../ui/read-view.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { AddressPage } from './address-page.tsx';
import { AddressList } from './addresses.tsx';
import { ChangeEmail } from './change-email.tsx';
import { SettingsOverview } from './overview.tsx';
import { PaymentMethodPage } from './payment-method.tsx';
import { PersonalDetailsPage } from './personal-details.tsx';
import { SettingsCardSkeleton, SettingsFrame } from './settings-frame.tsx';
import { SETTINGS_ROUTES, type SettingsPage, type SettingsPaths, settingsPaths } from './settings-paths.ts';
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
  const b2b = isB2bCustomer(customer.data?.userType ?? user.userType);
  const paths = useMemo(() => settingsPaths(b2b), [b2b]);
  useLeaveWhenAccountGone(customer.data, LOGOUT_PATH);

  const back =
    page === 'overview'
      ? null
      : page === 'newAddress' || page === 'changeAddress'
        ? paths.addresses
        : paths.overview;
  return (
    <SettingsFrame title={t(TITLE_KEYS[page])} back={back}>
      <ReadView
        read={readStateOf(customer)}
        failure={t('userMessage.settingsCouldNotBeLoaded')}
        card="settings-card"
        skeleton={<SettingsCardSkeleton />}
      >
        {(loaded) =>
          // An account that is gone shows nothing more while the customer is sent to sign out.
          loaded === null ? (
            <SettingsCardSkeleton />
          ) : (
            <SettingsPageBody
              page={page}
              addressId={route?.params.addressId ?? ''}
              customer={loaded}
              b2b={b2b}
              paths={paths}
            />
          )
        }
      </ReadView>
    </SettingsFrame>
  );
}

interface SettingsPageBodyProps {
  readonly page: SettingsPage;
  /** The address a 'changeAddress' page changes. */
  readonly addressId: string;
  readonly customer: Customer;
  readonly b2b: boolean;
  readonly paths: SettingsPaths;
}

/** What the page shows below its h1 once the customer has loaded. */
function SettingsPageBody({ page, addressId, customer, b2b, paths }: SettingsPageBodyProps): ReactElement {
  switch (page) {
    case 'overview':
      return <SettingsOverview customer={customer} b2b={b2b} paths={paths} />;
    case 'email':
      return <ChangeEmail customer={customer} overview={paths.overview} />;
    case 'personalDetails':
      return <PersonalDetailsPage key={customer.accountId} customer={customer} emailPath={paths.email} />;
    case 'paymentMethod':
      return <PaymentMethodPage b2b={b2b} />;
    case 'addresses':
      return <AddressList accountId={customer.accountId} paths={paths} />;
    case 'newAddress':
      return <AddressPage key="new" accountId={customer.accountId} paths={paths} />;
    case 'changeAddress':
      return (
        <AddressPage key={addressId} accountId={customer.accountId} paths={paths} addressId={addressId} />
      );
  }
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
