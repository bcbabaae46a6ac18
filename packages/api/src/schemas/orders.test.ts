import { describe, expect, it } from 'vitest';
import type { GroupableOrder } from '../rules/order-grouping.ts';
import { DeliveryAddressInput } from './address-input.ts';
import {
  Order,
  OrderDeliveryDates,
  OrdersByAccountQuery,
  ReorderDirect,
  ReorderStatus,
  Superorder,
  SuperorderPage,
  SuperorderPageQuery,
  type SuperorderSummary,
} from './orders.ts';

const summary = {
  code: 'SO-1',
  createdAt: '2024-05-01T10:00:00Z',
  status: 'Received',
  deliveryType: 'Home',
  productCount: 1,
  products: [
    {
      orderId: 'O-1',
      productCode: 'P-1',
      title: 'Photo book',
      status: 'Received',
      paymentChangedDate: null,
    },
  ],
};

const address = {
  firstName: 'Jan',
  lastName: 'Jansen',
  street: 'Kalverstraat',
  houseNumber: '1',
  postalCode: '1012 NX',
  city: 'Amsterdam',
  countryCode: 'NL',
};

const superorder = {
  orderCode: 'SO-1',
  createdAt: '2024-05-01T10:00:00Z',
  status: 'Dispatched',
  orderSource: 'Resnap',
  deliveryType: 'PickupPoint',
  deliveryAddress: address,
  productCount: 2,
  products: [
    {
      orderId: 'O-1',
      productCode: 'P-1',
      title: 'Photo book',
      status: 'Dispatched',
      paymentChangedDate: '2024-05-02T08:00:00+02:00',
      quantity: 2,
      lineStatus: 'verification failed',
      voucher: null,
    },
  ],
};

describe('superorder summaries', () => {
  it('accepts a page of summaries with its total', () => {
    expect(SuperorderPage.parse({ items: [summary], total: 7 })).toEqual({ items: [summary], total: 7 });
  });

  it('has the shape the order grouping reads', () => {
    const summaries: readonly SuperorderSummary[] = SuperorderPage.parse({
      items: [summary],
      total: 1,
    }).items;
    const groupable: readonly GroupableOrder[] = summaries;
    expect(groupable).toEqual([summary]);
  });

  it('rejects an unknown status, a negative total or a date that is not ISO', () => {
    expect(SuperorderPage.safeParse({ items: [{ ...summary, status: 'Shipped' }], total: 1 }).success).toBe(
      false,
    );
    expect(SuperorderPage.safeParse({ items: [], total: -1 }).success).toBe(false);
    expect(
      SuperorderPage.safeParse({ items: [{ ...summary, createdAt: '01-05-2024' }], total: 1 }).success,
    ).toBe(false);
  });

  it('reads the query with the defaults Offset 0, Limit 100 and OrderState notExpired', () => {
    expect(SuperorderPageQuery.parse({})).toEqual({ Offset: 0, Limit: 100, OrderState: 'notExpired' });
    expect(SuperorderPageQuery.parse({ Offset: '200', Limit: '50', OrderState: 'notExpired' })).toEqual({
      Offset: 200,
      Limit: 50,
      OrderState: 'notExpired',
    });
  });

  it('refuses a query outside the contract', () => {
    expect(SuperorderPageQuery.safeParse({ Offset: '-1' }).success).toBe(false);
    expect(SuperorderPageQuery.safeParse({ Offset: '1.5' }).success).toBe(false);
    expect(SuperorderPageQuery.safeParse({ Limit: '101' }).success).toBe(false);
    expect(SuperorderPageQuery.safeParse({ Limit: '0' }).success).toBe(false);
    expect(SuperorderPageQuery.safeParse({ Offset: 'x' }).success).toBe(false);
    expect(SuperorderPageQuery.safeParse({ OrderState: 'all' }).success).toBe(false);
  });
});

describe('Superorder', () => {
  it('accepts the details with every line status spelt as the spec', () => {
    expect(Superorder.parse(superorder)).toEqual(superorder);
    for (const lineStatus of ['on_hold', 'processing failed', 'paymentFree', 'shipped', 'cancelled']) {
      const product = { ...superorder.products[0], lineStatus };
      expect(Superorder.safeParse({ ...superorder, products: [product] }).success, lineStatus).toBe(true);
    }
  });

  it('loads an order whose stored delivery address no longer passes the address rule', () => {
    const stored = { ...address, postalCode: '1012' };
    expect(Superorder.safeParse({ ...superorder, deliveryAddress: stored }).success).toBe(true);
  });

  it('accepts an order without a delivery address', () => {
    expect(Superorder.safeParse({ ...superorder, deliveryAddress: null }).success).toBe(true);
  });

  it('rejects an unknown order source, delivery type, line status or a zero quantity', () => {
    expect(Superorder.safeParse({ ...superorder, orderSource: 'Web' }).success).toBe(false);
    expect(Superorder.safeParse({ ...superorder, deliveryType: 'Post' }).success).toBe(false);
    const product = superorder.products[0];
    expect(
      Superorder.safeParse({ ...superorder, products: [{ ...product, lineStatus: 'on hold' }] }).success,
    ).toBe(false);
    expect(Superorder.safeParse({ ...superorder, products: [{ ...product, quantity: 0 }] }).success).toBe(
      false,
    );
  });

  it("checks a new delivery address with the address rule and the spec's messages", () => {
    expect(DeliveryAddressInput.safeParse(address).success).toBe(true);
    const result = DeliveryAddressInput.safeParse({ ...address, postalCode: '1012' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['postalCode', 'Postal Code must be valid'],
    ]);
  });
});

describe('orders by account', () => {
  const order = {
    id: 'O-1',
    orderCode: 'SO-1',
    productCode: 'P-1',
    articleName: 'OnlinePhotoBook',
    title: 'Photo book',
    quantity: 1,
    status: 'Cancelled',
    lineStatus: 'cancelled',
    createdAt: '2024-05-01T10:00:00Z',
  };

  it('accepts an order and rejects one without an id', () => {
    expect(Order.parse(order)).toEqual(order);
    expect(Order.safeParse({ ...order, id: '' }).success).toBe(false);
  });

  it('reads the query with the defaults offset 0 and limit 10 and any number of article names', () => {
    expect(OrdersByAccountQuery.parse({})).toEqual({ articleNames: [], offset: 0, limit: 10 });
    expect(OrdersByAccountQuery.parse({ articleNames: 'A', offset: '10', limit: '20' })).toEqual({
      articleNames: ['A'],
      offset: 10,
      limit: 20,
    });
    expect(OrdersByAccountQuery.parse({ articleNames: ['A', 'B'] }).articleNames).toEqual(['A', 'B']);
    expect(OrdersByAccountQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});

describe('delivery dates and reorder', () => {
  it('accepts a delivery window and rejects one that ends before it starts', () => {
    const dates = { orderCode: 'SO-1', earliestDeliveryDate: '2024-05-10', latestDeliveryDate: '2024-05-10' };
    expect(OrderDeliveryDates.parse(dates)).toEqual(dates);
    expect(OrderDeliveryDates.safeParse({ ...dates, latestDeliveryDate: '2024-05-09' }).success).toBe(false);
    expect(OrderDeliveryDates.safeParse({ ...dates, latestDeliveryDate: '10-05-2024' }).success).toBe(false);
  });

  it('accepts a reorder status and a reorder ShopUrl', () => {
    expect(ReorderStatus.safeParse({ orderCode: 'SO-1', canReorder: false }).success).toBe(true);
    expect(ReorderStatus.safeParse({ orderCode: 'SO-1' }).success).toBe(false);
    expect(ReorderDirect.safeParse({ ShopUrl: 'https://shop.example.com/b' }).success).toBe(true);
    expect(ReorderDirect.safeParse({ shopUrl: 'https://shop.example.com/b' }).success).toBe(false);
  });
});
