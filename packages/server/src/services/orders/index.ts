import { DeliveryAddressInput } from '@portal/api/schemas/address-input';
import { id } from '@portal/api/schemas/common';
import {
  Order,
  OrderDeliveryDates,
  OrderPage,
  OrdersByAccountQuery,
  ReorderDirect,
  ReorderStatus,
  Superorder,
  SuperorderPage,
  SuperorderPageQuery,
} from '@portal/api/schemas/orders';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { parseFormInput } from '../customer/form-input.ts';
import {
  canReorder,
  changeDeliveryAddress,
  findDeliveryDates,
  findOrder,
  findSuperorder,
  findSuperorderRow,
  listOrdersByAccount,
  listSuperorders,
} from './order-store.ts';

const OrderCodeParams = z.object({ orderCode: id });
const OrderIdParams = z.object({ orderId: id });
const AccountParams = z.object({ accountId: id });
const ReorderDirectQuery = z.object({ OrderCode: id });

export const DELIVERY_ADDRESS_NOT_CHANGEABLE = 'The delivery address of this order can no longer be changed';
export const ORDER_NOT_REORDERABLE = 'This order cannot be reordered';

/** Where a reorder sends the customer: the brand shop's basket holding the order's products again. */
export function reorderShopUrl(publicUrl: string, orderCode: string): string {
  return `${publicUrl}/shop/reorder/${encodeURIComponent(orderCode)}`;
}

/**
 * The order service (account-portal §2 'Orders', §7 'Order service'): the customer's superorders and
 * their products (orders), delivery address changes, delivery dates and reorders. Orders are the
 * order system's data, stored as it reports them; every query is scoped to the token's account, so
 * another customer's order code or id answers 404 exactly like one that does not exist.
 */
export function registerOrdersService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  app.get('/v2/superorders/me', async (request) => {
    const user = await context.auth.requireUser(request);
    const query = parseInput(SuperorderPageQuery, request.query, 'query');
    const page = await listSuperorders(db, user.subject, { offset: query.Offset, limit: query.Limit });
    return checkOutput(SuperorderPage, page);
  });

  app.get('/v1/superorders/:orderCode', async (request) => {
    const user = await context.auth.requireUser(request);
    const { orderCode } = parseInput(OrderCodeParams, request.params, 'params');
    const superorder = await findSuperorder(db, user.subject, orderCode);
    if (!superorder) throw notFound('Order');
    return checkOutput(Superorder, superorder);
  });

  app.put('/v1/superorders/:orderCode/deliveryAddress', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { orderCode } = parseInput(OrderCodeParams, request.params, 'params');
    const input = parseFormInput(DeliveryAddressInput, request.body);
    if (!input.ok) return reply.status(400).send(input.problem);
    const change = await changeDeliveryAddress(db, user.subject, orderCode, input.data);
    if (change === 'not-found') throw notFound('Order');
    if (change === 'not-changeable') throw new HttpProblem(409, DELIVERY_ADDRESS_NOT_CHANGEABLE);
    const superorder = await findSuperorder(db, user.subject, orderCode);
    if (!superorder) throw notFound('Order');
    return checkOutput(Superorder, superorder);
  });

  app.get('/orders/byAccount/:accountId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { accountId } = parseInput(AccountParams, request.params, 'params');
    const query = parseInput(OrdersByAccountQuery, request.query, 'query');
    // Another account's id is answered like an unknown one.
    if (accountId !== user.subject) throw notFound('Account');
    return checkOutput(OrderPage, await listOrdersByAccount(db, user.subject, query));
  });

  app.get('/v1/Orders/:orderId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { orderId } = parseInput(OrderIdParams, request.params, 'params');
    const order = await findOrder(db, user.subject, orderId);
    if (!order) throw notFound('Order');
    return checkOutput(Order, order);
  });

  app.get('/OrderDeliveryDates/:orderCode', async (request) => {
    const user = await context.auth.requireUser(request);
    const { orderCode } = parseInput(OrderCodeParams, request.params, 'params');
    const dates = await findDeliveryDates(db, user.subject, orderCode);
    if (!dates) throw notFound('Delivery dates');
    return checkOutput(OrderDeliveryDates, dates);
  });

  app.get('/reorder/status/:orderCode', async (request) => {
    const user = await context.auth.requireUser(request);
    const { orderCode } = parseInput(OrderCodeParams, request.params, 'params');
    const row = await findSuperorderRow(db, user.subject, orderCode);
    if (!row) throw notFound('Order');
    return checkOutput(ReorderStatus, { orderCode: row.code, canReorder: canReorder(row) });
  });

  app.post('/reorder-direct', async (request) => {
    const user = await context.auth.requireUser(request);
    const { OrderCode } = parseInput(ReorderDirectQuery, request.query, 'query');
    const row = await findSuperorderRow(db, user.subject, OrderCode);
    if (!row) throw notFound('Order');
    if (!canReorder(row)) throw new HttpProblem(409, ORDER_NOT_REORDERABLE);
    return checkOutput(ReorderDirect, { ShopUrl: reorderShopUrl(context.publicUrl, row.code) });
  });
}
