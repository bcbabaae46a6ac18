import type { Customer } from '@portal/api/schemas/customer';
import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { ReadState } from '../runtime/read-state.ts';
import { CardFailure } from '../ui/card-failure.tsx';
import { Icon, type IconName } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import { TitledCard } from '../ui/titled-card.tsx';
import { CallbackSettingsForm } from './callback-settings-form.tsx';
import { CopyButton } from './copy-button.tsx';

/** The overview, where a customer who is not a business customer is sent from here. */
const OVERVIEW_PATH = '/';
const ORDERS_PATH = '/orders';

/*
 * [Note: The FTP upload folder]
 * The spec names the FTP instructions page but not what it says; the customer service gives the
 * callback settings only, not the FTP server's address or the customer's FTP login, which customer
 * care hands out with the business account. The page explains the integration around that: connect
 * with those details, upload to the upload folder, find the orders under Orders, and the callback.
 * The folder's name is the portal's choice, written once here and never translated.
 */
export const FTP_UPLOAD_FOLDER = '/upload';

interface FtpPageProps {
  readonly accountId: string;
  /** A business customer: anyone else is told the page is not for them. */
  readonly b2b: boolean;
  /** The customer's read (null: the account is gone, and the customer is being signed out). */
  readonly customer: ReadState<Customer | null>;
}

/**
 * The FTP instructions page (account-portal §2 '/integration', §3 'FTP callbackUrl and
 * callbackFormat'): how a business customer sends orders over FTP, their account details, and the
 * callback the service calls with their orders' status.
 */
export function FtpPage({ accountId, b2b, customer }: FtpPageProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="ftp" part="ftp-integration">
      <h1 className="page-title">{t('pageTitle.ftpInstructions')}</h1>
      {b2b ? (
        <>
          <p className="muted">{t('ftpIntegration.intro')}</p>
          <div className="ftp-grid">
            <Instructions />
            <div className="ftp-column">
              {customer.status === 'failed' ? (
                // Both cards show the one read: its failure is said once, with one 'Try again'.
                <div className="card ftp-card" part="customer-failure">
                  <CardFailure message={t('userMessage.settingsCouldNotBeLoaded')} onRetry={customer.retry} />
                </div>
              ) : (
                <>
                  <AccountDetails customer={customer} />
                  <CallbackCard accountId={accountId} customer={customer} />
                </>
              )}
            </div>
          </div>
        </>
      ) : (
        <BusinessOnly />
      )}
    </div>
  );
}

function FtpCard({
  title,
  icon,
  part,
  children,
}: {
  readonly title: string;
  readonly icon: IconName;
  readonly part: string;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <TitledCard className="ftp-card" part={part} icon={icon} title={title}>
      {children}
    </TitledCard>
  );
}

/** The steps: connect, upload, what happens next, and what the callback is for. */
function Instructions(): ReactElement {
  const { t } = useTranslation();
  return (
    <FtpCard title={t('ftpIntegration.howTitle')} icon="upload" part="instructions">
      <ol className="steps">
        <li>
          <h3>{t('ftpIntegration.connectTitle')}</h3>
          <p>{t('ftpIntegration.connectBody')}</p>
        </li>
        <li>
          <h3>{t('ftpIntegration.uploadTitle')}</h3>
          <p>{t('ftpIntegration.uploadBody')}</p>
          <p className="folder">
            <span className="folder-label">{t('ftpIntegration.folder')}</span>
            <code>{FTP_UPLOAD_FOLDER}</code>
          </p>
        </li>
        <li>
          <h3>{t('ftpIntegration.processTitle')}</h3>
          <p>{t('ftpIntegration.processBody')}</p>
          <OutsideLink path={ORDERS_PATH} className="button button-text inline-link">
            {t('ftpIntegration.toOrders')}
          </OutsideLink>
        </li>
        <li>
          <h3>{t('ftpIntegration.callbackTitle')}</h3>
          <p>{t('ftpIntegration.callbackBody')}</p>
        </li>
      </ol>
    </FtpCard>
  );
}

/** A card's body once the customer has loaded; while they load, or failed to, the card says so. */
function CustomerView({
  customer,
  children,
}: {
  readonly customer: ReadState<Customer | null>;
  readonly children: (customer: Customer) => ReactElement;
}): ReactNode {
  const { t } = useTranslation();
  const skeleton = <CardSkeleton />;
  return (
    <ReadView read={customer} failure={t('userMessage.settingsCouldNotBeLoaded')} skeleton={skeleton}>
      {(loaded) => (loaded === null ? skeleton : children(loaded))}
    </ReadView>
  );
}

/** What customer care knows the customer by, to copy into a message to them. */
function AccountDetails({ customer }: { readonly customer: ReadState<Customer | null> }): ReactElement {
  const { t } = useTranslation();
  const numberId = useId();
  return (
    <FtpCard title={t('ftpIntegration.accountTitle')} icon="settings" part="account-details">
      <CustomerView customer={customer}>
        {(loaded) => (
          <dl className="facts">
            <div className="fact">
              <dt id={numberId}>{t('ftpIntegration.customerNumber')}</dt>
              <dd className="copyable">
                <span className="account-value">{loaded.accountId}</span>
                <CopyButton
                  value={loaded.accountId}
                  describedBy={numberId}
                  copiedMessage={t('ftpIntegration.customerNumberCopied')}
                />
              </dd>
            </div>
            <div className="fact">
              <dt>{t('ftpIntegration.email')}</dt>
              <dd className="account-value">{loaded.email}</dd>
            </div>
          </dl>
        )}
      </CustomerView>
    </FtpCard>
  );
}

function CallbackCard({
  accountId,
  customer,
}: {
  readonly accountId: string;
  readonly customer: ReadState<Customer | null>;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <FtpCard title={t('ftpIntegration.callbackSettingsTitle')} icon="link" part="callback">
      <CustomerView customer={customer}>
        {(loaded) => (
          // The form starts from the saved settings of the customer it was opened for.
          <CallbackSettingsForm key={loaded.accountId} accountId={accountId} customer={loaded} />
        )}
      </CustomerView>
    </FtpCard>
  );
}

/**
 * What a customer who is not a business customer sees where the page is embedded without the host's
 * routing (a brand's CMS page): the host sends them to the overview instead (account-portal §6).
 */
function BusinessOnly(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="card empty-state" part="business-only">
      <Icon name="info" />
      <p className="business-only-title">{t('ftpIntegration.businessOnly')}</p>
      <p>{t('ftpIntegration.businessOnlyBody')}</p>
      <OutsideLink path={OVERVIEW_PATH} className="button button-primary">
        {t('ftpIntegration.toOverview')}
      </OutsideLink>
    </div>
  );
}
