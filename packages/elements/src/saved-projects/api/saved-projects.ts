import { deleteSavedProject, getSavedProjects } from '@portal/api/clients/saved-projects';
import { isHttpStatus } from '@portal/api/http';
import type { SavedProjectsPage } from '@portal/api/schemas/saved-projects';
import { useCallback } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

const SAVED_PROJECTS_KEY = 'saved-projects';

/** The cache key of one page of the account's saved projects. */
export function savedProjectsKey(accountId: string, page: number): readonly [string, string, number] {
  return [SAVED_PROJECTS_KEY, accountId, page];
}

/** One page of the account's projects, and the page it is: a page kept on screen while the next loads says so. */
export interface LoadedProjectsPage extends SavedProjectsPage {
  readonly page: number;
}

/**
 * One page (1-based) of the customer's saved projects with the count of all of them (account-portal
 * §7). While another page loads, the one before stays on screen (`data.page` tells which it is).
 */
export function useSavedProjects(accountId: string, page: number): SWRResponse<LoadedProjectsPage> {
  const endpoint = useEndpoint('projects');
  return useSWR(
    savedProjectsKey(accountId, page),
    async () => ({ page, ...(await getSavedProjects(endpoint, accountId, page)) }),
    { ...useLoadOptions('LOAD_SAVED_PROJECTS_FAILED'), keepPreviousData: true },
  );
}

/**
 * Deletes a project (DELETE /api/v2/project/{id}) and refreshes the account's pages: the pages not
 * on screen are dropped from the cache, the page on screen is loaded again, so page and total match
 * the service. A project already gone (404) counts as deleted.
 */
export function useDeleteSavedProject(accountId: string, page: number): (projectId: string) => Promise<void> {
  const endpoint = useEndpoint('projects');
  const { mutate } = useSWRConfig();
  return useCallback(
    async (projectId) => {
      try {
        await deleteSavedProject(endpoint, projectId);
      } catch (error) {
        if (!isHttpStatus(error, 404)) throw error;
      }
      const ofAccount = (key: unknown): key is readonly [string, string, number] =>
        Array.isArray(key) && key[0] === SAVED_PROJECTS_KEY && key[1] === accountId;
      // `revalidate` also forgets a request made moments ago, which would otherwise keep the
      // emptied page from being asked for again when it is opened (SWR's deduping).
      await mutate((key) => ofAccount(key) && key[2] !== page, undefined, { revalidate: true });
      await mutate(savedProjectsKey(accountId, page));
    },
    [endpoint, mutate, accountId, page],
  );
}
