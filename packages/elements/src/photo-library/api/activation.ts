import { getActivationStatus } from '@portal/api/clients/activation';
import type { ActivationStatus } from '@portal/api/schemas/activation';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint, useFeatureFlag } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/**
 * The activation status of the customer's library (GET /users/activate), asked for once,
 * with the reactivation flag ([Note: Bringing photos back] in activation/activation.tsx).
 */
export function useActivationStatus(accountId: string): SWRResponse<ActivationStatus> {
  const endpoint = useEndpoint('photo');
  const enabled = useFeatureFlag('PhotoManagementReactivationEnabled');
  return useSWR(
    enabled ? ['activation', accountId] : null,
    async () => (await getActivationStatus(endpoint)).status,
    {
      ...useLoadOptions('LOAD_ACTIVATION_FAILED'),
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    },
  );
}
