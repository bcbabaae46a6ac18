import type { B2bAccountStatus } from '@portal/api/schemas/customer';
import { useTranslation } from '@portal/elements/i18n';
import { Icon } from '@portal/elements/ui';
import type { ReactElement } from 'react';

/** Each B2B account status's text and tone (account-portal §2 'B2B banner'). */
const STATUS_BANNERS: Readonly<
  Record<B2bAccountStatus, { key: string; tone: 'info' | 'warning' | 'critical' }>
> = {
  Default: { key: 'userMessage.b2bStatusDefault', tone: 'warning' },
  New: { key: 'userMessage.b2bStatusNew', tone: 'info' },
  Blocked: { key: 'userMessage.b2bStatusBlocked', tone: 'critical' },
};

/** The business account's status above every page of the shell, in a region labelled 'Account status'. */
export function B2bBanner({ status }: { readonly status: B2bAccountStatus }): ReactElement {
  const { t } = useTranslation();
  const { key, tone } = STATUS_BANNERS[status];
  return (
    <section className="b2b-status" aria-label={t('shell.b2bAccountStatus')}>
      <div className={`banner banner-${tone}`} role="status">
        <Icon name={tone === 'info' ? 'info' : 'alert'} />
        <p>{t(key)}</p>
      </div>
    </section>
  );
}
