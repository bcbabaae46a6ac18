import { type CallOptions, path, requestJson, requestVoid, type ServiceEndpoint } from '../http.ts';
import { SAVED_PROJECTS_PAGE_SIZE, SavedProjectsPage } from '../schemas/saved-projects.ts';

/**
 * Saved projects service (`services.projects`), account-portal §7 'Saved projects'.
 * The spec gives the paths; the answer shapes are chosen here and the reference server implements
 * exactly them: GET answers `SavedProjectsPage` (`{ projects, totalCount }`), DELETE answers 204.
 */

/**
 * The service's `skip` for a 1-based page: page 1 skips 0, page 2 skips 10.
 * Throws RangeError for anything but an integer >= 1, so a bad page never asks for a negative skip.
 */
export function savedProjectsSkip(page: number): number {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`A saved projects page is an integer >= 1, not ${page}`);
  }
  return (page - 1) * SAVED_PROJECTS_PAGE_SIZE;
}

/**
 * GET /api/v2/projects/{accountId}?skip&limit: one page (1-based) of the account's projects, newest
 * `updated` first, with `limit` always the page size 10. An invalid page rejects with RangeError
 * before anything is sent.
 */
export async function getSavedProjects(
  service: ServiceEndpoint,
  accountId: string,
  page: number,
  options: CallOptions = {},
): Promise<SavedProjectsPage> {
  return requestJson(
    service,
    {
      method: 'GET',
      path: path`/api/v2/projects/${accountId}`,
      query: { skip: savedProjectsSkip(page), limit: SAVED_PROJECTS_PAGE_SIZE },
      signal: options.signal,
    },
    SavedProjectsPage,
  );
}

/** DELETE /api/v2/project/{id} (singular `project`, as the spec spells it). */
export function deleteSavedProject(
  service: ServiceEndpoint,
  projectId: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/api/v2/project/${projectId}`,
    signal: options.signal,
  });
}
