import { updateDeliveryAddress } from '@portal/api/clients/orders';
import { isHttpStatus } from '@portal/api/http';
import { isDeliveryAddressChangeable } from '@portal/api/rules/delivery-address';
import type { DeliveryAddress, OrderDeliveryDates, Superorder } from '@portal/api/schemas/orders';
import { lazy, type ReactElement, Suspense, useReducer } from 'react';
import { useSWRConfig } from 'swr';
import { calendarDate } from '../i18n/dates.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useFormatDate, useReportFailure } from '../runtime/context.tsx';
import { fieldErrorsOf } from '../runtime/form-controller.ts';
import { Icon } from '../ui/icons.tsx';
import { AddressLines } from '../ui/parts/address-lines.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TitledCard } from '../ui/titled-card.tsx';
import { addressChange, isEditing, isSending, NOT_STARTED } from './address-change.ts';
import { superorderKey, useDeliveryDates } from './api/orders.ts';

/** The form loads when the customer asks to change the address, not with the order. */
const AddressForm = lazy(async () => ({
  default: (await import('../ui/parts/address-form.tsx')).AddressForm,
}));

interface DeliveryCardProps {
  readonly accountId: string;
  readonly order: Superorder;
}

/**
 * Where the order goes and when: its delivery type, address and expected window, and the change
 * of its address ([Note: Changing an order's delivery address]).
 */
export function DeliveryCard({ accountId, order }: DeliveryCardProps): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('orders');
  const reportFailure = useReportFailure();
  const { mutate } = useSWRConfig();
  const dates = useDeliveryDates(accountId, order);
  const [change, dispatch] = useReducer(addressChange, NOT_STARTED);
  const key = superorderKey(accountId, order.orderCode);

  const send = (address: DeliveryAddress) => {
    dispatch({ type: 'send' });
    updateDeliveryAddress(endpoint, order.orderCode, address).then(
      async (updated) => {
        dispatch({ type: 'accepted' });
        await mutate(key, updated, { revalidate: false });
        dispatch({ type: 'stored' });
      },
      (error: unknown) => {
        if (isHttpStatus(error, 400) && fieldErrorsOf(error) !== null) {
          dispatch({ type: 'refused', fieldErrors: fieldErrorsOf(error) ?? {} });
        } else if (isHttpStatus(error, 409)) {
          dispatch({ type: 'notChangeable' });
          void mutate(key);
        } else {
          reportFailure('CHANGE_DELIVERY_ADDRESS_FAILED', error);
          dispatch({ type: 'failed' });
        }
      },
    );
  };

  const changeable = isDeliveryAddressChangeable(order);
  const address = order.deliveryAddress;
  return (
    <TitledCard className="order-card" icon="home" title={t('orders.delivery')}>
      <p className="delivery-type">{t(`orders.deliveryType.${order.deliveryType}`)}</p>
      {address !== null && (isEditing(change) || isSending(change)) ? (
        <Suspense fallback={<Spinner />}>
          <AddressForm
            initial={address}
            legend={t('orders.addressChange.legend')}
            submitLabel={
              isSending(change) ? t('orders.addressChange.saving') : t('orders.addressChange.save')
            }
            busy={isSending(change)}
            serviceErrors={change.state === 'Editing' ? change.serviceErrors : undefined}
            failure={
              change.state === 'RequestFailed' ? (
                <p className="inline-failure" role="alert">
                  {t('orders.addressChange.failed')}
                </p>
              ) : null
            }
            onSubmit={send}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
        </Suspense>
      ) : (
        <>
          {address === null ? (
            <p className="muted">{t('orders.nothingToDeliver')}</p>
          ) : (
            <AddressLines address={address} />
          )}
          {change.state === 'SuccessfulUpdate' ? (
            <p className="inline-success" role="status">
              <Icon name="check" />
              {t('orders.addressChange.changed')}
            </p>
          ) : null}
          {change.state === 'RequestFailed' && change.reason === 'notChangeable' ? (
            <p className="inline-failure" role="alert">
              {t('orders.addressChange.notChangeable')}
            </p>
          ) : null}
          {changeable && change.state !== 'RequestFailed' ? (
            <button
              type="button"
              className="button button-secondary change-address"
              onClick={() => dispatch({ type: 'start' })}
            >
              {t('orders.addressChange.change')}
            </button>
          ) : null}
        </>
      )}
      {dates.data ? <DeliveryWindow dates={dates.data} /> : null}
    </TitledCard>
  );
}

function DeliveryWindow({ dates }: { readonly dates: OrderDeliveryDates }): ReactElement | null {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const earliest = calendarDate(dates.earliestDeliveryDate);
  const latest = calendarDate(dates.latestDeliveryDate);
  if (earliest === null || latest === null) return null;
  const text =
    dates.earliestDeliveryDate === dates.latestDeliveryDate
      ? t('orders.expectedOn', { date: formatDate(earliest) })
      : t('orders.expectedBetween', { from: formatDate(earliest), to: formatDate(latest) });
  return (
    <p className="delivery-window">
      <strong>{t('orders.expectedDelivery')}</strong> {text}
    </p>
  );
}
