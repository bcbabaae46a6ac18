import { orderStatusColourToken, toPublicStatus } from '@portal/api/rules/order-status';
import type { SuperorderSummary } from '@portal/api/schemas/orders';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate } from '../runtime/context.tsx';
import { joinPath } from '../runtime/navigation.ts';
import { readStateOf } from '../runtime/read-state.ts';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { TitledCard } from '../ui/titled-card.tsx';
import { useNewestSuperorders } from './api/superorders.ts';
import { LATEST_ORDERS_SHOWN, latestOrders } from './latest-orders.ts';

interface LatestOrdersCardProps {
  readonly accountId: string;
  /** The order list's path; each order's details are below it. */
  readonly ordersPath: string;
}

/** The 3 newest orders, each opening its details, and the way to all of them. */
export function LatestOrdersCard({ accountId, ordersPath }: LatestOrdersCardProps): ReactElement {
  const { t } = useTranslation();
  const page = useNewestSuperorders(accountId, LATEST_ORDERS_SHOWN);
  const orders = useMemo(() => (page.data === undefined ? [] : latestOrders(page.data.items)), [page.data]);
  return (
    <OrdersFrame>
      <ReadView
        read={readStateOf(page, () => orders.length === 0)}
        failure={t('overview.orders.failed')}
        skeleton={<OrdersSkeleton />}
        empty={{ icon: 'box', message: t('overview.orders.empty') }}
      >
        {() => (
          <>
            <ul className="order-list">
              {orders.map((order) => (
                <li key={order.code}>
                  <OrderRow order={order} ordersPath={ordersPath} />
                </li>
              ))}
            </ul>
            <OutsideLink path={ordersPath} className="button button-text card-action">
              {t('overview.orders.viewAll')}
              <Icon name="chevronRight" />
            </OutsideLink>
          </>
        )}
      </ReadView>
    </OrdersFrame>
  );
}

export function OrdersFrame({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <TitledCard className="overview-card orders" part="orders" icon="box" title={t('overview.orders.title')}>
      {children}
    </TitledCard>
  );
}

function OrderRow({ order, ordersPath }: { order: SuperorderSummary; ordersPath: string }): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const status = toPublicStatus(order.status);
  return (
    <OutsideLink path={joinPath(ordersPath, encodeURIComponent(order.code))} className="order-link">
      <span className="order-main">
        <span className="order-heading">
          <span className="order-code">{t('orders.orderCode', { code: order.code })}</span>
          <span className="order-status" style={{ color: `var(--portal-${orderStatusColourToken(status)})` }}>
            {t(`orderStatus.${status}`)}
          </span>
        </span>
        <span className="order-meta">
          <time dateTime={order.createdAt}>{formatDate(new Date(order.createdAt))}</time>
          <span>{t('orders.productCount', { count: order.productCount })}</span>
        </span>
      </span>
      <Icon name="chevronRight" />
    </OutsideLink>
  );
}

export function OrdersSkeleton(): ReactElement {
  return (
    <CardLoading>
      <div>
        {Array.from({ length: LATEST_ORDERS_SHOWN }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <div key={index} className="order-skeleton">
            <div className="skeleton skeleton-text" />
            <div className="skeleton skeleton-pill" />
            <div className="skeleton skeleton-text skeleton-small skeleton-meta" />
          </div>
        ))}
      </div>
      <div className="skeleton-action">
        <div className="skeleton skeleton-text" />
      </div>
    </CardLoading>
  );
}
