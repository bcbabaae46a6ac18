import { getTimelineCounts } from '@portal/api/clients/photos';
import type { TimelineCounts } from '@portal/api/schemas/photos';
import useSWR, { type SWRResponse } from 'swr';
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
