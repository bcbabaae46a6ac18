import { describe, expect, it } from 'vitest';
import { type AddressChangeableOrder, isDeliveryAddressChangeable } from './delivery-address.ts';

const ORDER: AddressChangeableOrder = {
  status: 'Confirmed',
  deliveryType: 'Home',
  deliveryAddress: {},
  products: [{ status: 'Confirmed' }, { status: 'ProductionStarted' }],
};

describe('isDeliveryAddressChangeable', () => {
  it('allows a home delivery until the parcel leaves', () => {
    for (const status of ['Received', 'Confirmed', 'ProductionStarted', 'ProductionCompleted'] as const)
      expect(isDeliveryAddressChangeable({ ...ORDER, status }), status).toBe(true);
  });

  it('refuses a dispatched or cancelled order, or one with a product dispatched', () => {
    expect(isDeliveryAddressChangeable({ ...ORDER, status: 'Dispatched' })).toBe(false);
    expect(isDeliveryAddressChangeable({ ...ORDER, status: 'Cancelled' })).toBe(false);
    expect(
      isDeliveryAddressChangeable({
        ...ORDER,
        products: [{ status: 'Confirmed' }, { status: 'Dispatched' }],
      }),
    ).toBe(false);
  });

  it('refuses a pickup point and an order that ships nothing', () => {
    expect(isDeliveryAddressChangeable({ ...ORDER, deliveryType: 'PickupPoint' })).toBe(false);
    expect(isDeliveryAddressChangeable({ ...ORDER, deliveryAddress: null })).toBe(false);
  });
});
