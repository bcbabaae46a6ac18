import * as z from 'zod/mini';
import {
  DELIVERY_TYPES,
  INTERNAL_ORDER_STATUSES,
  ORDER_LINE_STATUSES,
  ORDER_SOURCES,
} from '../rules/order-status.ts';
import { PostalAddress } from './address.ts';
import { count, httpUrl, id, isoDate, isoDateTime } from './common.ts';

/** Order service (`services.orders`), account-portal §3, §4 and §7. */

export const InternalOrderStatus = z.enum(INTERNAL_ORDER_STATUSES);
export type InternalOrderStatus = z.infer<typeof InternalOrderStatus>;
export const OrderLineStatus = z.enum(ORDER_LINE_STATUSES);
export type OrderLineStatus = z.infer<typeof OrderLineStatus>;
export const DeliveryType = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof DeliveryType>;
export const OrderSource = z.enum(ORDER_SOURCES);
export type OrderSource = z.infer<typeof OrderSource>;

/*
 * [Note: Superorders, orders and their statuses]
 * A superorder is what the customer checked out (its code is the order code the portal shows); each
 * of its products is one order of the order service, with its own id. Two vocabularies apply:
 * - `status` (superorder and product) is the internal order status (Received ... Dispatched,
 *   Cancelled) that maps to the public status; the order grouping reads a product's `status` as
 *   'Dispatched' together with its `paymentChangedDate`.
 * - `lineStatus` is the product line's finer progress (paymentPending ... shipped, cancelled).
 */

/** A product as the order list shows it. */
export const SuperorderProductSummary = z.object({
  /** The order service's id of the order this product is (GET /v1/Orders/{id}). */
  orderId: id,
  productCode: id,
  title: z.string(),
  status: InternalOrderStatus,
  /** When the payment status last changed; null while it never has. */
  paymentChangedDate: z.nullable(isoDateTime),
});
export type SuperorderProductSummary = z.infer<typeof SuperorderProductSummary>;

/** An order as the order list shows it; its shape is what the order grouping reads. */
export const SuperorderSummary = z.object({
  code: id,
  createdAt: isoDateTime,
  status: InternalOrderStatus,
  deliveryType: DeliveryType,
  productCount: count,
  products: z.array(SuperorderProductSummary),
});
export type SuperorderSummary = z.infer<typeof SuperorderSummary>;

/** Answer of GET /v2/superorders/me: one page, and how many superorders there are in all. */
export const SuperorderPage = z.object({
  items: z.array(SuperorderSummary),
  total: count,
});
export type SuperorderPage = z.infer<typeof SuperorderPage>;

/** Superorders per request, and the default Limit (account-portal §7, §9). */
export const SUPERORDERS_PER_REQUEST = 100;
/** The only OrderState the portal asks for: orders that have not expired. */
export const SUPERORDER_STATE_NOT_EXPIRED = 'notExpired';

/** A paging number in a query string: sent as digits, read as an integer >= 0. */
const queryCount = z.coerce.number().check(z.multipleOf(1), z.minimum(0));
/** A page size in a query string: 1 to 100, the most either order list hands out per request. */
const queryLimit = (defaultLimit: number) =>
  z._default(
    z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(SUPERORDERS_PER_REQUEST)),
    defaultLimit,
  );

/** Query of GET /v2/superorders/me, with the spec's defaults Offset 0 and Limit 100. */
export const SuperorderPageQuery = z.object({
  Offset: z._default(queryCount, 0),
  Limit: queryLimit(SUPERORDERS_PER_REQUEST),
  OrderState: z._default(z.literal(SUPERORDER_STATE_NOT_EXPIRED), SUPERORDER_STATE_NOT_EXPIRED),
});
export type SuperorderPageQuery = z.infer<typeof SuperorderPageQuery>;

/** A product of one order, with what the order details show. */
export const SuperorderProduct = z.extend(SuperorderProductSummary, {
  quantity: z.int().check(z.minimum(1)),
  lineStatus: OrderLineStatus,
  /** The voucher code used for this product; its details come from the vouchers service. */
  voucher: z.nullable(id),
});
export type SuperorderProduct = z.infer<typeof SuperorderProduct>;

/** Where an order goes: the customer's address, or the pickup point's for PickupPoint delivery. */
export const DeliveryAddress = PostalAddress;
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** Answer of GET /v1/superorders/{code}: one order's details. */
export const Superorder = z.object({
  orderCode: id,
  createdAt: isoDateTime,
  status: InternalOrderStatus,
  orderSource: OrderSource,
  deliveryType: DeliveryType,
  /** Null when nothing is shipped (online products only). */
  deliveryAddress: z.nullable(DeliveryAddress),
  productCount: count,
  products: z.array(SuperorderProduct),
});
export type Superorder = z.infer<typeof Superorder>;

/** One order of the order service: one product of a superorder (GET /v1/Orders/{id}). */
export const Order = z.object({
  id,
  /** The superorder's code. */
  orderCode: id,
  productCode: id,
  /** The article's name, as the by-account filter `articleNames` matches it. */
  articleName: z.string(),
  title: z.string(),
  quantity: z.int().check(z.minimum(1)),
  status: InternalOrderStatus,
  lineStatus: OrderLineStatus,
  createdAt: isoDateTime,
});
export type Order = z.infer<typeof Order>;

/**
 * The article names of photo books, printed and online, as the by-account filter `articleNames`
 * takes them: the online photo books list asks for the orders of these.
 */
export const PHOTO_BOOK_ARTICLE_NAMES: readonly string[] = ['PhotoBook', 'OnlinePhotoBook'];

/** Answer of GET /orders/byAccount/{accountId}: one page, and how many orders match in all. */
export const OrderPage = z.object({
  items: z.array(Order),
  total: count,
});
export type OrderPage = z.infer<typeof OrderPage>;

/** Default limit of GET /orders/byAccount/{accountId} (account-portal §7, §9). */
export const ORDERS_BY_ACCOUNT_DEFAULT_LIMIT = 10;

/**
 * Query of GET /orders/byAccount/{accountId}, with the spec's defaults offset 0 and limit 10.
 * `articleNames` repeats its key (articleNames=a&articleNames=b); absent means every article.
 */
export const OrdersByAccountQuery = z.object({
  articleNames: z._default(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((names) => (typeof names === 'string' ? [names] : names)),
    ),
    [],
  ),
  offset: z._default(queryCount, 0),
  limit: queryLimit(ORDERS_BY_ACCOUNT_DEFAULT_LIMIT),
});
export type OrdersByAccountQuery = z.infer<typeof OrdersByAccountQuery>;

/** Answer of GET /OrderDeliveryDates/{code}: the window the order is expected to arrive in. */
export const OrderDeliveryDates = z
  .object({
    orderCode: id,
    earliestDeliveryDate: isoDate,
    latestDeliveryDate: isoDate,
  })
  .check(
    z.refine((dates) => dates.earliestDeliveryDate <= dates.latestDeliveryDate, {
      message: 'The earliest delivery date must not be after the latest',
      path: ['latestDeliveryDate'],
    }),
  );
export type OrderDeliveryDates = z.infer<typeof OrderDeliveryDates>;

/** Answer of GET /reorder/status/{code}: whether the order can be placed again. */
export const ReorderStatus = z.object({
  orderCode: id,
  canReorder: z.boolean(),
});
export type ReorderStatus = z.infer<typeof ReorderStatus>;

/** Answer of POST /reorder-direct: the shop page holding the reordered products (spelt as the spec). */
export const ReorderDirect = z.object({ ShopUrl: httpUrl });
export type ReorderDirect = z.infer<typeof ReorderDirect>;
