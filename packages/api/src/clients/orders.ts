import { type CallOptions, isHttpStatus, path, requestJson, type ServiceEndpoint } from '../http.ts';
import type { DeliveryAddressInput } from '../schemas/address-input.ts';
import {
  ORDERS_BY_ACCOUNT_DEFAULT_LIMIT,
  Order,
  OrderDeliveryDates,
  OrderPage,
  ReorderDirect,
  ReorderStatus,
  SUPERORDER_STATE_NOT_EXPIRED,
  SUPERORDERS_PER_REQUEST,
  Superorder,
  SuperorderPage,
  type SuperorderSummary,
} from '../schemas/orders.ts';

/**
 * Order service (`services.orders`), account-portal §7. Every call acts on the signed-in customer's
 * orders; an order code or id of someone else's order answers 404 like one that does not exist.
 */

export interface PageRequest {
  readonly offset?: number;
  readonly limit?: number;
}

/**
 * GET /v2/superorders/me?Offset&Limit&OrderState=notExpired (defaults 0 and 100): one page of the
 * customer's superorders, newest first, answered as `{ items, total }` where `total` counts them all.
 */
export function getSuperorders(
  service: ServiceEndpoint,
  page: PageRequest = {},
  options: CallOptions = {},
): Promise<SuperorderPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: '/v2/superorders/me',
      query: {
        Offset: page.offset ?? 0,
        Limit: page.limit ?? SUPERORDERS_PER_REQUEST,
        OrderState: SUPERORDER_STATE_NOT_EXPIRED,
      },
      signal: options.signal,
    },
    SuperorderPage,
  );
}

/**
 * Every superorder of the customer: pages of 100 until `total` is reached (account-portal §7).
 * Stops early on an empty page, so a total that shrinks while paging cannot loop forever.
 */
export async function listAllSuperorders(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<SuperorderSummary[]> {
  const superorders: SuperorderSummary[] = [];
  for (;;) {
    const page = await getSuperorders(service, { offset: superorders.length }, options);
    superorders.push(...page.items);
    if (page.items.length === 0 || superorders.length >= page.total) return superorders;
  }
}

/**
 * GET /v1/superorders/{code}: one order's details, or null (404) when the customer has no such order,
 * which the details page shows as 'Order not found'; any other failure is thrown.
 */
export async function getSuperorder(
  service: ServiceEndpoint,
  orderCode: string,
  options: CallOptions = {},
): Promise<Superorder | null> {
  try {
    return await requestJson(
      service,
      { method: 'GET', path: path`/v1/superorders/${orderCode}`, signal: options.signal },
      Superorder,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * PUT /v1/superorders/{code}/deliveryAddress with a `DeliveryAddressInput`; answers 200 with the
 * updated order, so the details show the address as the service stored it. An address that breaks
 * the address rule is refused with 400; an order that can no longer be changed with 409.
 * Path, body and answer chosen here; the reference server implements exactly them.
 */
export function updateDeliveryAddress(
  service: ServiceEndpoint,
  orderCode: string,
  address: DeliveryAddressInput,
  options: CallOptions = {},
): Promise<Superorder> {
  return requestJson(
    service,
    {
      method: 'PUT',
      path: path`/v1/superorders/${orderCode}/deliveryAddress`,
      body: address,
      signal: options.signal,
    },
    Superorder,
  );
}

export interface OrdersByAccountRequest extends PageRequest {
  /** Only orders of these articles; empty or absent means every article. */
  readonly articleNames?: readonly string[];
}

/**
 * GET /orders/byAccount/{accountId}?articleNames&offset&limit (defaults 0 and 10): one page of the
 * account's orders, newest first, answered as `{ items, total }`. `articleNames` repeats its key.
 */
export function getOrdersByAccount(
  service: ServiceEndpoint,
  accountId: string,
  request: OrdersByAccountRequest = {},
  options: CallOptions = {},
): Promise<OrderPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: path`/orders/byAccount/${accountId}`,
      query: {
        articleNames: request.articleNames,
        offset: request.offset ?? 0,
        limit: request.limit ?? ORDERS_BY_ACCOUNT_DEFAULT_LIMIT,
      },
      signal: options.signal,
    },
    OrderPage,
  );
}

/** GET /v1/Orders/{id}: one order (one product of a superorder). */
export function getOrder(
  service: ServiceEndpoint,
  orderId: string,
  options: CallOptions = {},
): Promise<Order> {
  return requestJson(
    service,
    { method: 'GET', path: path`/v1/Orders/${orderId}`, signal: options.signal },
    Order,
  );
}

/*
 * [Note: Per-order calls take the order code]
 * Delivery dates and reorder are offered per order (account-portal §2) and reorder-direct names its
 * parameter OrderCode, so the {id} of GET /OrderDeliveryDates/{id} and GET /reorder/status/{id} is the
 * superorder's code too: the one id the order details page has.
 */

/**
 * GET /OrderDeliveryDates/{code}: the expected delivery window; null (404) while the service has no
 * estimate, which is not an error. See [Note: Per-order calls take the order code].
 */
export async function getOrderDeliveryDates(
  service: ServiceEndpoint,
  orderCode: string,
  options: CallOptions = {},
): Promise<OrderDeliveryDates | null> {
  try {
    return await requestJson(
      service,
      { method: 'GET', path: path`/OrderDeliveryDates/${orderCode}`, signal: options.signal },
      OrderDeliveryDates,
    );
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * GET /reorder/status/{code}: whether the order can be reordered, answered as
 * `{ orderCode, canReorder }`. See [Note: Per-order calls take the order code].
 */
export function getReorderStatus(
  service: ServiceEndpoint,
  orderCode: string,
  options: CallOptions = {},
): Promise<ReorderStatus> {
  return requestJson(
    service,
    { method: 'GET', path: path`/reorder/status/${orderCode}`, signal: options.signal },
    ReorderStatus,
  );
}

/**
 * POST /reorder-direct?OrderCode={code}, no body: puts the order's products in a new basket and
 * answers `{ ShopUrl }`, the shop page to send the customer to. Path chosen here; the reference
 * server implements exactly it.
 */
export function reorderDirect(
  service: ServiceEndpoint,
  orderCode: string,
  options: CallOptions = {},
): Promise<ReorderDirect> {
  return requestJson(
    service,
    { method: 'POST', path: '/reorder-direct', query: { OrderCode: orderCode }, signal: options.signal },
    ReorderDirect,
  );
}
