import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { usePlatform } from '../runtime/context.tsx';
import { Icon } from '../ui/icons.tsx';
import { paymentMethods } from './payment-methods.ts';
import { SettingsCard } from './settings-frame.tsx';

/** How the customer pays (/settings/payment-method): see [Note: Payment methods are chosen at checkout]. */
export function PaymentMethodPage({ b2b }: { readonly b2b: boolean }): ReactElement {
  const { t } = useTranslation();
  const platform = usePlatform();
  const methods = paymentMethods(platform.site?.site.country ?? null, b2b);
  return (
    <SettingsCard title={t('settings.payment.howTitle')} icon="invoice" part="payment-method">
      <p>{t('settings.payment.atCheckout')}</p>
      <ul className="payment-methods">
        {methods.map((method) => {
          const label = 'name' in method ? method.name : t(`settings.payment.method.${method.generic}`);
          return (
            <li key={label}>
              <Icon name="check" />
              {label}
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('settings.payment.noCardsKept')}</p>
    </SettingsCard>
  );
}
