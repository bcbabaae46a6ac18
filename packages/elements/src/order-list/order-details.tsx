import { reorderDirect } from '@portal/api/clients/orders';
import type { OrderLineStatus, Superorder, SuperorderProduct } from '@portal/api/schemas/orders';
import type { Voucher, VoucherDiscount } from '@portal/api/schemas/vouchers';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useElement, useEndpoint, useFormatDate, useReportFailure } from '../runtime/context.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { Icon } from '../ui/icons.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import { TitledCard } from '../ui/titled-card.tsx';
import { useProductVouchers, useReorderStatus, useSuperorder } from './api/orders.ts';
import { DeliveryCard } from './delivery-card.tsx';
import { OrderStatus } from './order-status.tsx';

/** The catalogue key of each line status (the service spells some with spaces). */
const LINE_STATUS_KEYS: Readonly<Record<OrderLineStatus, string>> = {
  paymentPending: 'paymentPending',
  paymentFailed: 'paymentFailed',
  paymentSuccess: 'paymentSuccess',
  paymentFree: 'paymentFree',
  'verification failed': 'verificationFailed',
  processing: 'processing',
  'processing failed': 'processingFailed',
  approved: 'approved',
  rejected: 'rejected',
  on_hold: 'onHold',
  producing: 'producing',
  delayed: 'delayed',
  shipped: 'shipped',
  cancelled: 'cancelled',
};

interface OrderDetailsProps {
  readonly accountId: string;
  readonly orderCode: string;
}

/**
 * One order (route '/:orderCode', account-portal §2 'Orders'): its code, status, date, source and
 * products, each with its voucher; where it goes and when it is expected; and ordering it again.
 * An unknown code says 'Order not found'; a failure to load says so (§8) with a retry.
 */
export function OrderDetails({ accountId, orderCode }: OrderDetailsProps): ReactElement {
  const { t } = useTranslation();
  const order = useSuperorder(accountId, orderCode);
  // One h1 whatever the state, so focus moved to it stays there when the order arrives.
  return (
    <div className="order-details" part="order-details">
      <RouteLink to="/" className="button button-text back-link">
        <Icon name="chevronLeft" />
        {t('orders.allOrders')}
      </RouteLink>
      <header className="details-header">
        <h1 className="page-title">
          {order.data === null ? t('userMessage.orderNotFound') : t('orders.orderCode', { code: orderCode })}
        </h1>
        {order.data ? <OrderStatus status={order.data.status} /> : null}
      </header>
      <ReadView
        read={readStateOf(order)}
        failure={t('userMessage.orderCouldNotBeLoaded')}
        card="order-card"
        skeleton={<DetailsSkeleton />}
      >
        {(loaded) =>
          // An unknown order says so in its h1 alone.
          loaded === null ? null : <LoadedOrder accountId={accountId} order={loaded} />
        }
      </ReadView>
    </div>
  );
}

function LoadedOrder({
  accountId,
  order,
}: {
  readonly accountId: string;
  readonly order: Superorder;
}): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const vouchers = useProductVouchers(accountId, order);
  return (
    <>
      <dl className="order-facts">
        <Fact label={t('orders.orderedOn')}>
          <time dateTime={order.createdAt}>{formatDate(new Date(order.createdAt))}</time>
        </Fact>
        <Fact label={t('orders.products')}>{t('orders.productCount', { count: order.productCount })}</Fact>
        <Fact label={t('orders.orderSource')}>{t(`orders.source.${order.orderSource}`)}</Fact>
      </dl>
      <div className="details-grid">
        <Section title={t('orders.productsTitle')} icon="box">
          {readStateOf(vouchers).status === 'failed' ? (
            <p className="inline-failure" role="alert">
              {t('orders.vouchersFailed')}
            </p>
          ) : null}
          <ul className="product-rows">
            {order.products.map((product) => (
              <li key={product.orderId}>
                <ProductRow product={product} voucher={vouchers.data?.get(product.productCode)} />
              </li>
            ))}
          </ul>
        </Section>
        <DeliveryCard accountId={accountId} order={order} />
      </div>
      <Reorder accountId={accountId} orderCode={order.orderCode} />
    </>
  );
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }): ReactElement {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({
  title,
  icon,
  children,
}: {
  readonly title: string;
  readonly icon: 'box' | 'home';
  readonly children: ReactNode;
}): ReactElement {
  return (
    <TitledCard className="order-card" icon={icon} title={title}>
      {children}
    </TitledCard>
  );
}

function ProductRow({
  product,
  voucher,
}: {
  readonly product: SuperorderProduct;
  readonly voucher: Voucher | undefined;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="product-row">
      <span className="product-title">{product.title}</span>
      <span className="product-meta">
        <span>{t('orders.quantity', { count: product.quantity })}</span>
        <span>{t(`orders.lineStatus.${LINE_STATUS_KEYS[product.lineStatus]}`)}</span>
      </span>
      {product.voucher === null ? null : <VoucherLine code={product.voucher} voucher={voucher} />}
    </div>
  );
}

function VoucherLine({
  code,
  voucher,
}: {
  readonly code: string;
  readonly voucher: Voucher | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const { locale } = useElement();
  let detail: string | null = null;
  if (voucher?.isVoucherFound === true)
    detail = `${voucher.title}: ${discountText(voucher.discount, locale, t)}`;
  else if (voucher?.isVoucherFound === false) detail = t('orders.voucherNotFound');
  return (
    <span className="voucher">
      <span className="voucher-code">{t('orders.voucher', { code })}</span>
      {detail === null ? null : <span className="voucher-detail">{detail}</span>}
    </span>
  );
}

function discountText(
  discount: VoucherDiscount,
  locale: string,
  t: (key: string, values?: Readonly<Record<string, string | number>>) => string,
): string {
  if (discount.type === 'percentage') {
    const percentage = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      discount.percentage / 100,
    );
    return t('orders.discount', { amount: percentage });
  }
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: discount.currency }).format(
    discount.amount,
  );
  return t('orders.discount', { amount });
}

/** 'Order again' when the service allows it: the products go in a new basket, then to the shop. */
function Reorder({
  accountId,
  orderCode,
}: {
  readonly accountId: string;
  readonly orderCode: string;
}): ReactElement | null {
  const { t } = useTranslation();
  const endpoint = useEndpoint('orders');
  const reportFailure = useReportFailure();
  const status = useReorderStatus(accountId, orderCode);
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  if (status.data?.canReorder !== true) return null;
  const reorder = () => {
    setState('sending');
    reorderDirect(endpoint, orderCode).then(
      ({ ShopUrl }) => window.location.assign(ShopUrl),
      (error: unknown) => {
        reportFailure('REORDER_FAILED', error);
        setState('failed');
      },
    );
  };
  return (
    <div className="reorder">
      <button
        type="button"
        className="button button-primary"
        onClick={reorder}
        disabled={state === 'sending'}
      >
        {state === 'sending' ? t('orders.reordering') : t('orders.reorder')}
      </button>
      {state === 'failed' ? (
        <p className="inline-failure" role="alert">
          {t('orders.reorderFailed')}
        </p>
      ) : null}
    </div>
  );
}

function DetailsSkeleton(): ReactElement {
  return (
    <div className="card order-card">
      <CardSkeleton lines={['', 'skeleton-small', 'skeleton-small']} />
    </div>
  );
}
