import { orderStatusColourToken, toPublicStatus } from '@portal/api/rules/order-status';
import type { InternalOrderStatus } from '@portal/api/schemas/orders';
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/** The public status of an order (account-portal §4) in its colour: cyan, red for Cancelled. */
export function OrderStatus({ status }: { readonly status: InternalOrderStatus }): ReactElement {
  const { t } = useTranslation();
  const shown = toPublicStatus(status);
  return (
    <span className="order-status" style={{ color: `var(--portal-${orderStatusColourToken(shown)})` }}>
      {t(`orderStatus.${shown}`)}
    </span>
  );
}
