import * as z from 'zod/mini';
import { id, isoDate, isoDateTime } from './common.ts';

/**
 * Order cut-off (account-portal §7 'Order cut-off'): until when an order must be placed to arrive in
 * time, per group of articles and per seasonal campaign. The spec names only the calls; these shapes
 * are chosen here and the reference server answers exactly them.
 */

/** A group of articles that share one production and delivery schedule. */
export const ArticleGroup = z.object({
  id,
  name: z.string().check(z.minLength(1)),
  /** The merchandise article types in this group (`Article.ArticleType`). */
  articleTypes: z.array(id),
  /** The last moment an order of this group is produced in time; null when no deadline applies now. */
  cutOff: z.nullable(isoDateTime),
});
export type ArticleGroup = z.infer<typeof ArticleGroup>;

/** `GET /v1/ArticleGroup`. */
export const ArticleGroupList = z.object({ articleGroups: z.array(ArticleGroup) });
export type ArticleGroupList = z.infer<typeof ArticleGroupList>;

/** A seasonal campaign, e.g. 'christmas': order before `cutOff` to receive it by `deliveryPromise`. */
export const Campaign = z.object({
  name: id,
  cutOff: isoDateTime,
  /** The date delivery is promised by for orders placed before the cut-off. */
  deliveryPromise: isoDate,
  /** The article groups the campaign covers (`ArticleGroup.id`). */
  articleGroupIds: z.array(id),
});
export type Campaign = z.infer<typeof Campaign>;
