import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { Customer } from '@portal/api/schemas/customer';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useSession } from '../runtime/context.tsx';
import { useCustomer, useLeaveWhenAccountGone } from '../runtime/customer.ts';
import type { PortalElement } from '../runtime/define-element.tsx';
import { useRouteTable } from '../runtime/element-router.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import type { SessionUser } from '../runtime/session/session.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
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
 * The customer's settings (account-portal §2 'Addresses and settings'): see the comment on its definition
 * below for its public face and settings-paths.ts for its routes.
 */
function AccountSettings(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <PageSkeleton />;
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

/**
 * The settings area (account-portal §2). At its base path (and /b2b below it for business customers) an
 * overview of the customer’s name and e-mail, default address, how they pay and, for a business
 * account, its status and the FTP instructions; and the request to delete the account, confirmed
 * through the link the service mails. Below it: personal details (/personal-details), the e-mail change
 * (/email, /b2b/email: the service mails a link to the new address; an address in use or too many
 * requests say so), all addresses (/addresses/all) with the default marked, and the address form to add
 * (/new-address, /b2b/new-address) or change one (/address/{id}, /b2b/address/{id}), checked by the
 * country’s rules; and how to pay (/payment-method). Routes follow the page’s address as for every
 * element with routes: the page must answer every address under the base path with itself.
 *
 * @summary The customer’s settings: personal details, e-mail address, addresses, payment and account
 *   deletion.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/settings] - The path its settings pages live under; the page must answer
 *   every address below it with itself, so reloads and deep links work. Only a path on the page's own
 *   origin beginning with one '/' counts: any other value is reported as a portal-error
 *   READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - One of its own
 *   pages (an address, the e-mail change) or a link out of the area; an account being deleted is sent
 *   to sign out. Composed and cancelable: a page that routes itself (the host portal) cancels it and
 *   goes there; left alone, the element writes the history entry for its own routes and loads the page
 *   for any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - Loading or
 *   saving failed (LOAD_CUSTOMER_FAILED, CHANGE_EMAIL_FAILED, UPDATE_ADDRESS_FAILED,
 *   DELETE_ACCOUNT_FAILED, ...). Composed, so the page hears it on window; the page-wide reporter
 *   receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart settings - A settings page: the way back to the overview, its h1 and its cards.
 * @csspart personal-details - The card with the customer’s name and e-mail address.
 * @csspart addresses - The card with the default address and the way to all addresses.
 * @csspart payment-method - The card saying how the customer can pay.
 * @csspart business - A business account’s status and the FTP instructions.
 * @csspart delete-account - The card to ask for the account’s deletion.
 * @csspart email - The e-mail change: the current address and the form for the new one.
 * @csspart modal - The dialog that confirms deleting an address or the account.
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
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
