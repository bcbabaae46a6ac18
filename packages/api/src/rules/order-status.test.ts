import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TYPES,
  INTERNAL_ORDER_STATUSES,
  ORDER_LINE_STATUSES,
  ORDER_SOURCES,
  orderStatusColourToken,
  PUBLIC_ORDER_STATUSES,
  toPublicStatus,
} from './order-status.ts';

describe('order statuses', () => {
  it.each([
    ['Received', 'AwaitingPayment'],
    ['Confirmed', 'Ordered'],
    ['ProductionStarted', 'InProduction'],
    ['ProductionCompleted', 'InProduction'],
    ['Dispatched', 'Sent'],
    ['Cancelled', 'Cancelled'],
  ] as const)('shows internal status %s as %s', (internal, shown) => {
    expect(toPublicStatus(internal)).toBe(shown);
  });

  it('lists the internal statuses in the order the order moves through them', () => {
    expect(INTERNAL_ORDER_STATUSES).toEqual([
      'Received',
      'Confirmed',
      'ProductionStarted',
      'ProductionCompleted',
      'Dispatched',
      'Cancelled',
    ]);
  });

  it('reaches every public status from some internal status, and nothing else', () => {
    const reached = new Set(INTERNAL_ORDER_STATUSES.map(toPublicStatus));
    expect([...reached].sort()).toEqual([...PUBLIC_ORDER_STATUSES].sort());
  });

  it('colours every status cyan except Cancelled, which is red', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTERNAL_ORDER_STATUSES, ...PUBLIC_ORDER_STATUSES), (status) => {
        expect(orderStatusColourToken(status)).toBe(
          status === 'Cancelled' ? 'order-status-cancelled' : 'order-status',
        );
      }),
    );
  });

  it('gives an internal status the same colour as the public status it is shown as', () => {
    for (const internal of INTERNAL_ORDER_STATUSES) {
      expect(orderStatusColourToken(internal)).toBe(orderStatusColourToken(toPublicStatus(internal)));
    }
  });
});

describe('order vocabularies', () => {
  it('keeps the line statuses exactly as the spec spells them', () => {
    expect(ORDER_LINE_STATUSES).toEqual([
      'paymentPending',
      'paymentFailed',
      'paymentSuccess',
      'paymentFree',
      'verification failed',
      'processing',
      'processing failed',
      'approved',
      'rejected',
      'on_hold',
      'producing',
      'delayed',
      'shipped',
      'cancelled',
    ]);
  });

  it('knows the delivery types PickupPoint and Home', () => {
    expect(DELIVERY_TYPES).toEqual(['PickupPoint', 'Home']);
  });

  it('knows the order sources Resnap and Albelli', () => {
    expect(ORDER_SOURCES).toEqual(['Resnap', 'Albelli']);
  });
});
