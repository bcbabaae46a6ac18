import { getMonthPhotoIds, getTimelinePage } from '@portal/api/clients/photos';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import { useEffect, useMemo } from 'react';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import type { TimelineMonth } from './timeline-layout.ts';
import { TimelineManager } from './timeline-manager.ts';

/**
 * The timeline manager of an account's library in a sort ([Note: The timeline manager]): one per
 * account and sort, as a new sort starts every month again; new counts patch it, and it stops its
 * loads when the timeline goes. A failed read is reported as the timeline's page failing.
 */
export function useTimelineManager(
  accountId: string,
  months: readonly TimelineMonth[],
  sort: SortSetting<'photos'>,
): TimelineManager {
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account names the library it reads; the months at its start only.
  const manager = useMemo(
    () =>
      new TimelineManager(months, {
        range: (location, offset, limit, signal) =>
          getTimelinePage(
            endpoint,
            location,
            { offset, limit, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
            { signal },
          ).catch((error: unknown) => {
            if (!signal.aborted) reportFailure('LOAD_TIMELINE_PAGE_FAILED', error);
            throw error;
          }),
        ids: (location, offset, signal) =>
          getMonthPhotoIds(
            endpoint,
            location,
            { offset, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
            { signal },
          ).catch((error: unknown) => {
            if (!signal.aborted) reportFailure('LOAD_TIMELINE_PAGE_FAILED', error);
            throw error;
          }),
      }),
    [endpoint, sort.sortKey, sort.sortOrder, reportFailure, accountId],
  );
  useEffect(() => () => manager.dispose(), [manager]);
  useEffect(() => manager.setMonths(months), [manager, months]);
  return manager;
}
