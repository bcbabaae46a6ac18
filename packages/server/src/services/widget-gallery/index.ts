import { id } from '@portal/api/schemas/common';
import {
  BlockedOrder,
  CreateGalleryEntryBody,
  UpdateGalleryEntryBody,
  Widget,
  WidgetCategoryList,
} from '@portal/api/schemas/widgets';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { findOwnProduct } from '../products/product-store.ts';
import {
  checkCategoryNames,
  checkWidgetContent,
  deleteWidget,
  findOwnWidget,
  insertWidget,
  refuseBlocked,
  toWidget,
  updateWidget,
  WIDGET_CATEGORIES,
} from '../widgets/widget-store.ts';

const EntryParams = z.object({ widgetId: id });
const ChannelQuery = z.object({ channel: id });
const BlockedOrderParams = z.object({ productCode: id });

/**
 * The widget gallery API (account-portal §7 'Widget gallery API'): the customer's gallery entries by
 * widget id in a channel, the categories, and whether a book is blocked. An entry asked for in a
 * channel it is not published in is not found, like another customer's entry (see [Note: A widget
 * is a book's gallery entry]).
 */
export function registerWidgetGalleryService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  /** The customer's entry with this id, published in `channel`; else 404. */
  async function findEntry(ownerId: string, widgetId: string, channel: string) {
    const widget = await findOwnWidget(db, ownerId, widgetId);
    if (!widget || widget.channel !== channel) throw notFound('Gallery entry');
    return widget;
  }

  app.get('/v1/galleryentries/:widgetId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { widgetId } = parseInput(EntryParams, request.params, 'params');
    const { channel } = parseInput(ChannelQuery, request.query, 'query');
    return checkOutput(Widget, toWidget(await findEntry(user.subject, widgetId, channel), context.publicUrl));
  });

  app.post('/v1/galleryentries/', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const body = parseInput(CreateGalleryEntryBody, request.body, 'body');
    checkWidgetContent(body, 'body');
    const product = await findOwnProduct(db, user.subject, body.productCode);
    if (!product) throw notFound('Book');
    refuseBlocked(product);
    const created = await insertWidget(db, user.subject, body.productCode, body);
    if (!created) throw new HttpProblem(409, `The book ${body.productCode} is published already`);
    return reply.status(201).send(checkOutput(Widget, toWidget(created, context.publicUrl)));
  });

  app.put('/v1/galleryentries/:widgetId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { widgetId } = parseInput(EntryParams, request.params, 'params');
    const { channel } = parseInput(ChannelQuery, request.query, 'query');
    const changes = parseInput(UpdateGalleryEntryBody, request.body, 'body');
    checkCategoryNames(changes.categoryNames, 'body');
    await findEntry(user.subject, widgetId, channel);
    const updated = await updateWidget(db, user.subject, widgetId, changes);
    if (!updated) throw notFound('Gallery entry');
    return checkOutput(Widget, toWidget(updated, context.publicUrl));
  });

  app.delete('/v1/galleryentries/:widgetId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { widgetId } = parseInput(EntryParams, request.params, 'params');
    const { channel } = parseInput(ChannelQuery, request.query, 'query');
    await findEntry(user.subject, widgetId, channel);
    if (!(await deleteWidget(db, user.subject, widgetId))) throw notFound('Gallery entry');
    return reply.status(204).send();
  });

  app.get('/v1/categories', async (request) => {
    await context.auth.requireUser(request);
    return checkOutput(WidgetCategoryList, { categories: WIDGET_CATEGORIES });
  });

  app.get('/v1/blockedorders/:productCode', async (request) => {
    const user = await context.auth.requireUser(request);
    const { productCode } = parseInput(BlockedOrderParams, request.params, 'params');
    const product = await findOwnProduct(db, user.subject, productCode);
    if (!product) throw notFound('Book');
    return checkOutput(BlockedOrder, { productCode, blocked: product.blocked === 1 });
  });
}
