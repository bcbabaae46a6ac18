import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import type { DeliveryAddressInput } from '../schemas/address-input.ts';
import type { Order, Superorder, SuperorderSummary } from '../schemas/orders.ts';
import {
  getOrder,
  getOrderDeliveryDates,
  getOrdersByAccount,
  getReorderStatus,
  getSuperorder,
  getSuperorders,
  listAllSuperorders,
  reorderDirect,
  updateDeliveryAddress,
} from './orders.ts';

function summary(code: string): SuperorderSummary {
  return {
    code,
    createdAt: '2024-05-01T10:00:00Z',
    status: 'Dispatched',
    deliveryType: 'Home',
    productCount: 1,
    products: [
      {
        orderId: `${code}-1`,
        productCode: `P-${code}`,
        title: 'Photo book',
        status: 'Dispatched',
        paymentChangedDate: '2024-05-02T08:00:00Z',
      },
    ],
  };
}

const deliveryAddress: DeliveryAddressInput = {
  firstName: 'Jan',
  lastName: 'Jansen',
  street: 'Kalverstraat',
  houseNumber: '1',
  postalCode: '1012 NX',
  city: 'Amsterdam',
  countryCode: 'NL',
};

const superorder: Superorder = {
  orderCode: 'SO-1',
  createdAt: '2024-05-01T10:00:00Z',
  status: 'ProductionStarted',
  orderSource: 'Albelli',
  deliveryType: 'Home',
  deliveryAddress,
  productCount: 1,
  products: [
    {
      orderId: 'O-1',
      productCode: 'P-1',
      title: 'Photo book',
      status: 'ProductionStarted',
      paymentChangedDate: null,
      quantity: 2,
      lineStatus: 'producing',
      voucher: 'SUMMER',
    },
  ],
};

const order: Order = {
  id: 'O-1',
  orderCode: 'SO-1',
  productCode: 'P-1',
  articleName: 'OnlinePhotoBook',
  title: 'Photo book',
  quantity: 1,
  status: 'Confirmed',
  lineStatus: 'approved',
  createdAt: '2024-05-01T10:00:00Z',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/orders');
});
afterAll(() => stub.close());

describe('orders client: superorders', () => {
  it('GETs the first 100 unexpired superorders by default', async () => {
    stub.respond({ json: { items: [summary('SO-1')], total: 1 } });
    await expect(getSuperorders(stub.endpoint('tok'))).resolves.toEqual({
      items: [summary('SO-1')],
      total: 1,
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/orders/v2/superorders/me');
    expect(Object.fromEntries(request.query)).toEqual({
      Offset: '0',
      Limit: '100',
      OrderState: 'notExpired',
    });
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('sends the page asked for', async () => {
    stub.respond({ json: { items: [], total: 0 } });
    await getSuperorders(stub.endpoint(), { offset: 200, limit: 50 });
    expect(Object.fromEntries(stub.last().query)).toEqual({
      Offset: '200',
      Limit: '50',
      OrderState: 'notExpired',
    });
  });

  it('lists all superorders 100 per request until the total is reached', async () => {
    const all = Array.from({ length: 250 }, (_, index) => summary(`SO-${index}`));
    stub.respond((request) => {
      const offset = Number(request.query.get('Offset'));
      const limit = Number(request.query.get('Limit'));
      return { json: { items: all.slice(offset, offset + limit), total: all.length } };
    });
    const before = stub.requests.length;
    await expect(listAllSuperorders(stub.endpoint())).resolves.toEqual(all);
    const pages = stub.requests.slice(before).map((request) => Object.fromEntries(request.query));
    expect(pages).toEqual([
      { Offset: '0', Limit: '100', OrderState: 'notExpired' },
      { Offset: '100', Limit: '100', OrderState: 'notExpired' },
      { Offset: '200', Limit: '100', OrderState: 'notExpired' },
    ]);
  });

  it('makes one request when there are no superorders', async () => {
    stub.respond({ json: { items: [], total: 0 } });
    const before = stub.requests.length;
    await expect(listAllSuperorders(stub.endpoint())).resolves.toEqual([]);
    expect(stub.requests.length - before).toBe(1);
  });

  it('stops at an empty page even when the total promised more', async () => {
    stub.respond((request) =>
      request.query.get('Offset') === '0'
        ? { json: { items: [summary('SO-1')], total: 5 } }
        : { json: { items: [], total: 5 } },
    );
    await expect(listAllSuperorders(stub.endpoint())).resolves.toEqual([summary('SO-1')]);
  });

  it('rejects a page that breaks the contract', async () => {
    stub.respond({ json: { items: [{ ...summary('SO-1'), status: 'Shipped' }], total: 1 } });
    await expect(getSuperorders(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('GETs one superorder by its code, encoded as one segment', async () => {
    stub.respond({ json: superorder });
    await expect(getSuperorder(stub.endpoint('tok'), 'SO/1')).resolves.toEqual(superorder);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/orders/v1/superorders/SO%2F1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it("maps 404 to null: the details page shows 'Order not found'", async () => {
    stub.respond({ status: 404 });
    await expect(getSuperorder(stub.endpoint(), 'SO-404')).resolves.toBeNull();
  });

  it('throws any other failure loading an order as HttpError with the status and URL', async () => {
    stub.respond({ status: 500 });
    const error = await getSuperorder(stub.endpoint(), 'SO-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/v1/superorders/SO-1`);
  });

  it('PUTs a new delivery address and returns the updated order', async () => {
    stub.respond({ json: superorder });
    await expect(updateDeliveryAddress(stub.endpoint('tok'), 'SO-1', deliveryAddress)).resolves.toEqual(
      superorder,
    );
    const request = stub.last();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe('/services/orders/v1/superorders/SO-1/deliveryAddress');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toEqual(deliveryAddress);
  });

  it('sends a different correlation id with each call', async () => {
    stub.respond({ json: superorder });
    await getSuperorder(stub.endpoint(), 'SO-1');
    const first = stub.last().headers['x-correlation-id'];
    await getSuperorder(stub.endpoint(), 'SO-1');
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });
});

describe('orders client: orders by account', () => {
  it('GETs the first 10 orders of the account by default', async () => {
    stub.respond({ json: { items: [order], total: 1 } });
    await expect(getOrdersByAccount(stub.endpoint('tok'), 'acc-1')).resolves.toEqual({
      items: [order],
      total: 1,
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/orders/orders/byAccount/acc-1');
    expect(Object.fromEntries(request.query)).toEqual({ offset: '0', limit: '10' });
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('repeats articleNames for each article and sends the page asked for', async () => {
    stub.respond({ json: { items: [], total: 0 } });
    await getOrdersByAccount(stub.endpoint(), 'acc-1', {
      articleNames: ['OnlinePhotoBook', 'Widget'],
      offset: 10,
      limit: 20,
    });
    const { query } = stub.last();
    expect(query.getAll('articleNames')).toEqual(['OnlinePhotoBook', 'Widget']);
    expect(query.get('offset')).toBe('10');
    expect(query.get('limit')).toBe('20');
  });

  it('GETs one order by id', async () => {
    stub.respond({ json: order });
    await expect(getOrder(stub.endpoint('tok'), 'O-1')).resolves.toEqual(order);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/orders/v1/Orders/O-1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it('rejects an order that breaks the contract', async () => {
    stub.respond({ json: { ...order, lineStatus: 'on hold' } });
    await expect(getOrder(stub.endpoint(), 'O-1')).rejects.toBeInstanceOf(ContractError);
  });
});

describe('orders client: delivery dates and reorder', () => {
  const dates = { orderCode: 'SO-1', earliestDeliveryDate: '2024-05-10', latestDeliveryDate: '2024-05-12' };

  it('GETs the delivery dates of an order by its code', async () => {
    stub.respond({ json: dates });
    await expect(getOrderDeliveryDates(stub.endpoint('tok'), 'SO-1')).resolves.toEqual(dates);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/orders/OrderDeliveryDates/SO-1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it('maps 404 to null: no delivery estimate yet', async () => {
    stub.respond({ status: 404 });
    await expect(getOrderDeliveryDates(stub.endpoint(), 'SO-1')).resolves.toBeNull();
  });

  it('throws any other failure of the delivery dates', async () => {
    stub.respond({ status: 502 });
    await expect(getOrderDeliveryDates(stub.endpoint(), 'SO-1')).rejects.toBeInstanceOf(HttpError);
  });

  it('GETs whether an order can be reordered', async () => {
    stub.respond({ json: { orderCode: 'SO-1', canReorder: true } });
    await expect(getReorderStatus(stub.endpoint('tok'), 'SO-1')).resolves.toEqual({
      orderCode: 'SO-1',
      canReorder: true,
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/orders/reorder/status/SO-1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it('POSTs reorder-direct with the OrderCode query and returns the ShopUrl', async () => {
    stub.respond({ json: { ShopUrl: 'https://shop.example.com/basket/42' } });
    await expect(reorderDirect(stub.endpoint('tok'), 'SO 1')).resolves.toEqual({
      ShopUrl: 'https://shop.example.com/basket/42',
    });
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/orders/reorder-direct');
    expect(Object.fromEntries(request.query)).toEqual({ OrderCode: 'SO 1' });
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('rejects a ShopUrl that is not an http(s) link', async () => {
    stub.respond({ json: { ShopUrl: 'javascript:alert(1)' } });
    await expect(reorderDirect(stub.endpoint(), 'SO-1')).rejects.toBeInstanceOf(ContractError);
  });
});
