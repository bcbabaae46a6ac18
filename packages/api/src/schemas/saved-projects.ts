import * as z from 'zod/mini';
import { count, id, isoDateTime, url } from './common.ts';

/** Saved projects (account-portal §2 'Saved projects', §3, §7): the customer's unfinished editor projects. */

/** Projects per page (account-portal §9). */
export const SAVED_PROJECTS_PAGE_SIZE = 10;

export const SavedProject = z.object({
  id,
  name: z.string(),
  /** The article the project was started from; the editor reopens it with this code. */
  productCode: id,
  /** The kind of product (photo book, calendar, prints...), for the icon and grouping. */
  productType: id,
  /** Null while the editor has not rendered a preview yet. */
  thumbnailUrl: z.nullable(url),
  created: isoDateTime,
  updated: isoDateTime,
});
export type SavedProject = z.infer<typeof SavedProject>;

/** One page of projects plus the count of all of them, from which the pager is drawn. */
export const SavedProjectsPage = z.object({
  projects: z.array(SavedProject).check(z.maxLength(SAVED_PROJECTS_PAGE_SIZE)),
  totalCount: count,
});
export type SavedProjectsPage = z.infer<typeof SavedProjectsPage>;

/** How many pages the pager shows for `totalCount` projects; at least one, so an empty list has a page. */
export function savedProjectsPageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / SAVED_PROJECTS_PAGE_SIZE));
}
