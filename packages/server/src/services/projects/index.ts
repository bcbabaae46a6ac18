import { id } from '@portal/api/schemas/common';
import { SAVED_PROJECTS_PAGE_SIZE, SavedProjectsPage } from '@portal/api/schemas/saved-projects';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';

const ProjectsParams = z.object({ accountId: id });
const ProjectParams = z.object({ id });

/** A paging number in a query string: digits read as an integer >= 0. */
const queryCount = z.coerce.number().check(z.multipleOf(1), z.minimum(0));

/**
 * Query of GET /api/v2/projects/{accountId}. The contract gives the client's `skip` and `limit` but no
 * query schema; `limit` may not exceed the page size, because the answer's `projects` may not either.
 */
const SavedProjectsQuery = z.object({
  skip: z._default(queryCount, 0),
  limit: z._default(
    z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(SAVED_PROJECTS_PAGE_SIZE)),
    SAVED_PROJECTS_PAGE_SIZE,
  ),
});

/*
 * [Note: Saved projects are paged by skip]
 * Everywhere else pagination is keyset, but the contract's saved projects call pages by `skip` and
 * `limit` (the portal shows numbered pages and jumps to any of them), so this one query uses
 * OFFSET. It stays cheap: it walks one account's projects on the (owner_id, updated_at, id) index,
 * and a person keeps tens of unfinished projects, not millions.
 */

/**
 * The saved projects service (account-portal §7 'Saved projects'): one page of the customer's
 * projects, newest `updated` first, with the count of all of them; and delete. The account id in
 * the path must be the token's own; any other answers 404.
 */
export function registerProjectsService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  app.get('/api/v2/projects/:accountId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { accountId } = parseInput(ProjectsParams, request.params, 'params');
    const { skip, limit } = parseInput(SavedProjectsQuery, request.query, 'query');
    if (accountId !== user.subject) throw notFound('Account');
    const [rows, total] = await Promise.all([
      db
        .selectFrom('saved_projects')
        .selectAll()
        .where('owner_id', '=', user.subject)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(skip)
        .execute(),
      db
        .selectFrom('saved_projects')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('owner_id', '=', user.subject)
        .executeTakeFirstOrThrow(),
    ]);
    return checkOutput(SavedProjectsPage, {
      projects: rows.map((row) => ({
        id: row.id,
        name: row.name,
        productCode: row.product_code,
        productType: row.product_type,
        thumbnailUrl: row.thumbnail_url,
        created: row.created_at,
        updated: row.updated_at,
      })),
      totalCount: Number(total.count),
    });
  });

  app.delete('/api/v2/project/:id', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const params = parseInput(ProjectParams, request.params, 'params');
    const result = await db
      .deleteFrom('saved_projects')
      .where('id', '=', params.id)
      .where('owner_id', '=', user.subject)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Project');
    return reply.status(204).send();
  });
}
