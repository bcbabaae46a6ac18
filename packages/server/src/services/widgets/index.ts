import { id } from '@portal/api/schemas/common';
import { SaveWidgetBody, Widget, WidgetList } from '@portal/api/schemas/widgets';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { findOwnProduct } from '../products/product-store.ts';
import { parseShareQuery, sendWidgetShare } from './widget-share.ts';
import {
  checkWidgetContent,
  deleteWidget,
  findWidgetOfProduct,
  findWidgetsOfProducts,
  refuseBlocked,
  saveWidgetOfProduct,
  toWidget,
  widgetPageUrl,
} from './widget-store.ts';

const WidgetParams = z.object({ code: id });

/** The most books one `/v1/widget/all` call may ask about: a customer's list of books, not a crawl. */
const MAX_ORDER_CODES = 200;

/** Query of GET /v1/widget/all: `orderCodes` repeats its key, once per book (at least one). */
const WidgetsQuery = z.object({
  orderCodes: z.pipe(
    z.union([id, z.array(id).check(z.minLength(1), z.maxLength(MAX_ORDER_CODES))]),
    z.transform((codes) => (typeof codes === 'string' ? [codes] : codes)),
  ),
});

/*
 * [Note: 401 for a book without a widget]
 * The contract's `getWidget` reads 401 as "no widget" (account-portal §7: 401 treated as empty): the
 * service answers 401 for a book the customer has not published. So GET /v1/widget/{code} answers
 * - 401 without a valid token (as every call), and for one of the customer's own books that has no
 *   widget; the portal shows that book as not published;
 * - 404 for a code that is not one of the customer's books, whether it is someone else's or does
 *   not exist, so no answer tells another customer's book from a missing one (Safety), and a wrong
 *   code is an error the portal shows instead of an empty widget.
 */
const NOT_PUBLISHED = 'This book has no widget';

/**
 * The widget API (account-portal §7 'Widget API'): a book's widget by product code; create or
 * replace, delete, share by e-mail, and the widgets of several books. A widget is the book's gallery
 * entry (see [Note: A widget is a book's gallery entry]).
 */
export function registerWidgetsService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  // Registered before /v1/widget/:code; a static segment wins in Fastify's router whatever the order.
  app.get('/v1/widget/all', async (request) => {
    const user = await context.auth.requireUser(request);
    const { orderCodes } = parseInput(WidgetsQuery, request.query, 'query');
    // Other customers' codes match nothing here, so they are left out like books without a widget.
    const rows = await findWidgetsOfProducts(db, user.subject, [...new Set(orderCodes)]);
    return checkOutput(WidgetList, { widgets: rows.map((row) => toWidget(row, context.publicUrl)) });
  });

  app.get('/v1/widget/:code', async (request) => {
    const user = await context.auth.requireUser(request);
    const { code } = parseInput(WidgetParams, request.params, 'params');
    if (!(await findOwnProduct(db, user.subject, code))) throw notFound('Book');
    const widget = await findWidgetOfProduct(db, user.subject, code);
    // See [Note: 401 for a book without a widget].
    if (!widget) throw new HttpProblem(401, NOT_PUBLISHED);
    return checkOutput(Widget, toWidget(widget, context.publicUrl));
  });

  app.put('/v1/widget/:code', async (request) => {
    const user = await context.auth.requireUser(request);
    const { code } = parseInput(WidgetParams, request.params, 'params');
    const body = parseInput(SaveWidgetBody, request.body, 'body');
    checkWidgetContent(body, 'body');
    const product = await findOwnProduct(db, user.subject, code);
    if (!product) throw notFound('Book');
    refuseBlocked(product);
    const saved = await saveWidgetOfProduct(db, user.subject, code, body);
    return checkOutput(Widget, toWidget(saved, context.publicUrl));
  });

  app.delete('/v1/widget/:code', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { code } = parseInput(WidgetParams, request.params, 'params');
    const widget = await findWidgetOfProduct(db, user.subject, code);
    if (!widget || !(await deleteWidget(db, user.subject, widget.id))) throw notFound('Widget');
    return reply.status(204).send();
  });

  app.put('/v1/widget/:code/share', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { code } = parseInput(WidgetParams, request.params, 'params');
    const share = parseShareQuery(request.query);
    const product = await findOwnProduct(db, user.subject, code);
    const widget = product && (await findWidgetOfProduct(db, user.subject, code));
    if (!product || !widget) throw notFound('Widget');
    refuseBlocked(product);
    await sendWidgetShare(db, user.subject, widget, widgetPageUrl(widget, context.publicUrl), share);
    return reply.status(204).send();
  });
}
