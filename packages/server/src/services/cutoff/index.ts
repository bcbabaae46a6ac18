import { id } from '@portal/api/schemas/common';
import { ArticleGroupList, Campaign } from '@portal/api/schemas/cutoff';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { nowIso } from '../../db/database.ts';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';

const CampaignParams = z.object({ name: id });
const StoredIds = z.array(z.string());

/*
 * [Note: Cut-offs that have passed]
 * A cut-off is a deadline still ahead. An article group whose stored cut-off has passed answers
 * `cutOff: null` (no deadline applies now), and a campaign whose cut-off has passed has ended and
 * answers 404 like an unknown one, so the portal shows no notice for it (the client maps 404 to null).
 */

/**
 * The order cut-off service (account-portal §7 'Order cut-off'): until when an order must be placed
 * to arrive in time, per article group and per seasonal campaign. The deadlines are the retailer's,
 * the same for every customer; like every call of the portal they take the customer's token.
 */
export function registerCutoffService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  app.get('/v1/ArticleGroup', async (request) => {
    await context.auth.requireUser(request);
    const now = nowIso();
    const rows = await db
      .selectFrom('cutoff_article_groups')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
    return checkOutput(ArticleGroupList, {
      articleGroups: rows.map((row) => ({
        id: row.id,
        name: row.name,
        articleTypes: StoredIds.parse(JSON.parse(row.article_types)),
        cutOff: row.cut_off !== null && row.cut_off > now ? row.cut_off : null,
      })),
    });
  });

  app.get('/v1/Campaign/:name', async (request) => {
    await context.auth.requireUser(request);
    const { name } = parseInput(CampaignParams, request.params, 'params');
    const row = await db
      .selectFrom('cutoff_campaigns')
      .selectAll()
      .where('name', '=', name)
      .where('cut_off', '>', nowIso())
      .executeTakeFirst();
    if (!row) throw notFound('Campaign');
    return checkOutput(Campaign, {
      name: row.name,
      cutOff: row.cut_off,
      deliveryPromise: row.delivery_promise,
      articleGroupIds: StoredIds.parse(JSON.parse(row.article_group_ids)),
    });
  });
}
