import { groupOrders } from '@portal/api/rules/order-grouping';
import type { SuperorderSummary } from '@portal/api/schemas/orders';
import { type ReactElement, useId, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate } from '../runtime/context.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { SkeletonLines, SkeletonRows } from '../ui/skeleton.tsx';
import { useAllSuperorders } from './api/orders.ts';
import { OrderStatus } from './order-status.tsx';

/**
 * The order list (route '/'): every order of the customer in two groups, in progress and history,
 * by the contract's rule (account-portal §2), each newest first and opening its details.
 */
export function OrderGroups({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const orders = useAllSuperorders(accountId);
  // The groups are decided when the orders arrive; a page left open past midnight keeps them.
  const groups = useMemo(
    () => (orders.data === undefined ? null : groupOrders(orders.data, new Date())),
    [orders.data],
  );
  return (
    <div className="orders" part="orders">
      <h1 className="page-title">{t('pageTitle.orders')}</h1>
      <ReadView
        read={readStateOf(orders, (list) => list.length === 0)}
        failure={t('orders.listFailed')}
        card="order-card"
        skeleton={<GroupsSkeleton />}
        empty={{ icon: 'box', message: t('orders.empty') }}
      >
        {() =>
          groups === null ? null : (
            <>
              <OrderGroup
                title={t('orders.inProgress')}
                orders={groups.inProgress}
                empty={t('orders.noneInProgress')}
              />
              {groups.history.length > 0 ? (
                <OrderGroup title={t('orders.history')} orders={groups.history} />
              ) : null}
            </>
          )
        }
      </ReadView>
    </div>
  );
}

interface OrderGroupProps {
  readonly title: string;
  readonly orders: readonly SuperorderSummary[];
  /** What an empty group says; without it an empty group is not shown. */
  readonly empty?: string;
}

function OrderGroup({ title, orders, empty }: OrderGroupProps): ReactElement {
  const titleId = useId();
  return (
    <section className="card order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {title}
        <span className="group-count">{orders.length}</span>
      </h2>
      {orders.length === 0 ? (
        <p className="group-empty">{empty}</p>
      ) : (
        <ul className="order-rows">
          {orders.map((order) => (
            <li key={order.code}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order }: { readonly order: SuperorderSummary }): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <RouteLink to={`/${encodeURIComponent(order.code)}`} className="order-link">
      <span className="order-main">
        <span className="order-heading">
          <span className="order-code">{t('orders.orderCode', { code: order.code })}</span>
          <OrderStatus status={order.status} />
        </span>
        <span className="order-meta">
          <time dateTime={order.createdAt}>{formatDate(new Date(order.createdAt))}</time>
          <span>{t('orders.productCount', { count: order.productCount })}</span>
          <span>{t(`orders.deliveryType.${order.deliveryType}`)}</span>
        </span>
      </span>
      <Icon name="chevronRight" />
    </RouteLink>
  );
}

function GroupsSkeleton(): ReactElement {
  return (
    <div className="card order-card">
      <CardLoading>
        <SkeletonLines lines={['skeleton-title']} />
        <div>
          <SkeletonRows count={3} row="order-skeleton" />
        </div>
      </CardLoading>
    </div>
  );
}
