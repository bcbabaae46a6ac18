import { getTimelineCounts } from '@portal/api/clients/photos';
import type { TimelineCounts } from '@portal/api/schemas/photos';
import { useCallback } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/** Photos per month, newest first (GET /users/timeline): the whole layout of the timeline. */
export function useTimelineCounts(accountId: string): SWRResponse<TimelineCounts> {
  const endpoint = useEndpoint('photo');
  return useSWR(
    ['timeline-counts', accountId],
    () => getTimelineCounts(endpoint),
    useLoadOptions('LOAD_TIMELINE_FAILED'),
  );
}

/**
 * Refreshes what shows the library after photos were added: the counts, the months and what the
 * storage notice reads (photo-library §4).
 */
export function useRefreshLibrary(accountId: string): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate(['libraryCounts', accountId]);
    void mutate(['timeline-counts', accountId]);
    void mutate(['accountInformation', accountId]);
  }, [mutate, accountId]);
}
