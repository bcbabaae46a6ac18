import { requestAccountDeletion } from '@portal/api/clients/auth-api';
import { LOCAL_IDENTITY_PROVIDER } from '@portal/api/schemas/auth-api';
import type { Customer } from '@portal/api/schemas/customer';
import { type ReactElement, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, usePlatform, useReportFailure } from '../runtime/context.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { AddressLines } from '../ui/parts/address-lines.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import type { AddressesProps } from './addresses.tsx';
import { useAddresses } from './api/addresses.ts';
import { SettingsCard } from './settings-frame.tsx';
import type { SettingsPaths } from './settings-paths.ts';

/** The route table's FTP instructions page, which business customers reach from their settings. */
const FTP_INSTRUCTIONS_PATH = '/integration';

interface SettingsOverviewProps {
  readonly customer: Customer;
  readonly b2b: boolean;
  readonly paths: SettingsPaths;
}

/**
 * The settings overview (/settings, /settings/b2b): who the customer is and how to change it, their
 * addresses, how they pay, a business account's status, and the way to delete the account.
 */
export function SettingsOverview({ customer, b2b, paths }: SettingsOverviewProps): ReactElement {
  const { t } = useTranslation();
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <div className="settings-grid">
      <SettingsCard title={t('settings.personalDetails.title')} icon="settings" part="personal-details">
        <dl className="facts">
          <div className="fact">
            <dt>{t('settings.personalDetails.name')}</dt>
            <dd>{name === '' ? t('settings.personalDetails.noName') : name}</dd>
          </div>
          <div className="fact">
            <dt>{t('settings.personalDetails.email')}</dt>
            <dd className="email">{customer.email}</dd>
          </div>
        </dl>
        <div className="card-links">
          <RouteLink to={paths.personalDetails} className="button button-secondary">
            {t('pageTitle.changePersonalDetails')}
          </RouteLink>
          <RouteLink to={paths.email} className="button button-secondary">
            {t('pageTitle.changeEmailAddress')}
          </RouteLink>
        </div>
      </SettingsCard>
      <AddressesCard accountId={customer.accountId} paths={paths} />
      <SettingsCard title={t('settings.payment.title')} icon="invoice" part="payment-method">
        <p>{t(b2b ? 'settings.payment.summaryB2b' : 'settings.payment.summary')}</p>
        <div className="card-links">
          <RouteLink to={paths.paymentMethod} className="button button-secondary">
            {t('settings.payment.more')}
          </RouteLink>
        </div>
      </SettingsCard>
      {b2b && customer.b2bAccountStatus !== null ? (
        <SettingsCard title={t('settings.business.title')} icon="link" part="business">
          <p className="business-status">{t(`userMessage.${B2B_STATUS_KEYS[customer.b2bAccountStatus]}`)}</p>
          <p className="muted">{t('settings.business.ftp')}</p>
          <div className="card-links">
            <OutsideLink path={FTP_INSTRUCTIONS_PATH} className="button button-secondary">
              {t('pageTitle.ftpInstructions')}
            </OutsideLink>
          </div>
        </SettingsCard>
      ) : null}
      <DeleteAccountCard customer={customer} />
    </div>
  );
}

/** The catalogue key of each B2B account status's message (account-portal §2 'B2B banner'). */
const B2B_STATUS_KEYS = {
  Default: 'b2bStatusDefault',
  New: 'b2bStatusNew',
  Blocked: 'b2bStatusBlocked',
} as const;

function AddressesCard({ accountId, paths }: AddressesProps): ReactElement {
  const { t } = useTranslation();
  const addresses = useAddresses(accountId);
  return (
    <SettingsCard title={t('settings.addresses.title')} icon="home" part="addresses">
      <ReadView
        read={readStateOf(addresses)}
        failure={t('settings.addresses.failed')}
        skeleton={<CardSkeleton />}
      >
        {(list) => {
          const preferred = list.addresses.find((address) => address.isDefault) ?? list.addresses[0];
          if (preferred === undefined) return <p className="muted">{t('settings.addresses.none')}</p>;
          return (
            <div className="address-summary">
              {preferred.isDefault ? <span className="badge">{t('settings.addresses.default')}</span> : null}
              <AddressLines address={preferred} />
            </div>
          );
        }}
      </ReadView>
      <div className="card-links">
        <RouteLink to={paths.addresses} className="button button-secondary">
          {t('settings.addresses.all')}
        </RouteLink>
        <RouteLink to={paths.newAddress} className="button button-text">
          {t('settings.addresses.add')}
        </RouteLink>
      </div>
    </SettingsCard>
  );
}

/**
 * Account deletion is asked for here and confirmed through the link the service mails
 * (account-portal §2 'Result pages'): nothing is deleted until the customer opens it.
 */
function DeleteAccountCard({ customer }: { readonly customer: Customer }): ReactElement {
  const { t } = useTranslation();
  const platform = usePlatform();
  const endpoint = useEndpoint('authApi');
  const reportFailure = useReportFailure();
  const [state, setState] = useState<'idle' | 'confirming' | 'sent'>('idle');
  const channel = platform.site?.site.channel ?? null;

  const send = async () => {
    try {
      if (channel === null) throw new Error('The page belongs to no site');
      await requestAccountDeletion(
        endpoint,
        { idpType: LOCAL_IDENTITY_PROVIDER, idpSub: customer.accountId },
        channel,
      );
    } catch (error) {
      reportFailure('DELETE_ACCOUNT_FAILED', error);
      throw error;
    }
    setState('sent');
  };

  return (
    <SettingsCard title={t('settings.deletion.title')} icon="alert" part="delete-account">
      <p>{t('settings.deletion.body')}</p>
      {state === 'sent' ? (
        <p className="inline-success" role="status">
          {t('settings.deletion.sent', { email: customer.email })}
        </p>
      ) : (
        <div className="card-links">
          <button type="button" className="button button-destructive" onClick={() => setState('confirming')}>
            {t('settings.deletion.start')}
          </button>
        </div>
      )}
      {state === 'confirming' ? (
        <ConfirmModal
          title={t('settings.deletion.confirmTitle')}
          confirmLabel={t('settings.deletion.confirm')}
          busyLabel={t('settings.deletion.sending')}
          onConfirm={send}
          onClose={() => setState('idle')}
          failure={
            <>
              <strong>{t('userMessage.accountDeletionFailedTitle')}</strong>
              <p>{t('userMessage.accountDeletionFailedBody')}</p>
            </>
          }
        >
          <p>{t('settings.deletion.confirmBody', { email: customer.email })}</p>
        </ConfirmModal>
      ) : null}
    </SettingsCard>
  );
}
