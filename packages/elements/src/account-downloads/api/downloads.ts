import { getDownloads, getDownloadUrl } from '@portal/api/clients/downloads';
import { isHttpStatus } from '@portal/api/http';
import type { DownloadList } from '@portal/api/schemas/downloads';
import { useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';
import { type ArchiveState, nextArchiveCheckMs, refusedArchiveState } from '../archive-state.ts';

/** The customer's prepared photo archives, newest first (GET /downloads). */
export function useDownloads(accountId: string): SWRResponse<DownloadList> {
  const endpoint = useEndpoint('downloads');
  return useSWR(['account-downloads', accountId], () => getDownloads(endpoint), {
    ...useLoadOptions('LOAD_DOWNLOADS_FAILED'),
  });
}

/** The cache key of one archive's state, for a click that learns it anew. */
export function archiveStateKey(accountId: string, downloadId: string): readonly [string, string, string] {
  return ['account-download-state', accountId, downloadId];
}

/**
 * Whether an archive can be downloaded (see archive-state.ts): asked once when it shows, and again
 * every few seconds while it is being prepared.
 */
export function useArchiveState(accountId: string, downloadId: string): SWRResponse<ArchiveState> {
  const endpoint = useEndpoint('downloads');
  const [firstAsked] = useState(Date.now);
  return useSWR(
    archiveStateKey(accountId, downloadId),
    async (): Promise<ArchiveState> => {
      try {
        await getDownloadUrl(endpoint, downloadId);
        return 'ready';
      } catch (error) {
        if (isHttpStatus(error, 409)) return refusedArchiveState(Date.now() - firstAsked);
        throw error;
      }
    },
    {
      ...useLoadOptions('LOAD_DOWNLOAD_STATE_FAILED'),
      refreshInterval: nextArchiveCheckMs,
      revalidateOnFocus: false,
    },
  );
}
