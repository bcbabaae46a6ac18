import { getPhotoExport } from '@portal/api/clients/exports';
import type { PhotoExport } from '@portal/api/schemas/exports';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/** An export for its download page (photo-library §2.8); null once the service no longer knows it. */
export function usePhotoExport(backupId: string): SWRResponse<PhotoExport | null> {
  const endpoint = useEndpoint('exports');
  return useSWR(
    ['export', backupId],
    () => getPhotoExport(endpoint, backupId),
    useLoadOptions('LOAD_EXPORT_FAILED'),
  );
}
