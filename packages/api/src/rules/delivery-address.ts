import type { DeliveryType, InternalOrderStatus } from './order-status.ts';

/*
 * [Note: When a delivery address can change]
 * Only a Home delivery's address is the customer's to change: a PickupPoint order goes to the pickup
 * point, and an order without a delivery address ships nothing. The change is possible until the
 * parcel leaves: while the order is Received, Confirmed or in production and none of its products
 * has been Dispatched. A Dispatched or Cancelled order, or one with a product Dispatched, cannot
 * change. The order details offer the change by this rule; the order service applies the same rule
 * in the one conditional UPDATE that stores the address (answering 409 otherwise).
 */
export const ADDRESS_CHANGEABLE_STATUSES: readonly InternalOrderStatus[] = [
  'Received',
  'Confirmed',
  'ProductionStarted',
  'ProductionCompleted',
];

/** The fields of an order the rule reads. */
export interface AddressChangeableOrder {
  readonly status: InternalOrderStatus;
  readonly deliveryType: DeliveryType;
  readonly deliveryAddress: object | null;
  readonly products: readonly { readonly status: InternalOrderStatus }[];
}

/** True while the customer may still change where the order goes (see the note above). */
export function isDeliveryAddressChangeable(order: AddressChangeableOrder): boolean {
  return (
    order.deliveryType === 'Home' &&
    order.deliveryAddress !== null &&
    ADDRESS_CHANGEABLE_STATUSES.includes(order.status) &&
    !order.products.some((product) => product.status === 'Dispatched')
  );
}
