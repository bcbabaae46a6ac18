import { getAbTestVariant } from '@portal/api/clients/ab-testing';
import type { AbTestVariant } from '@portal/api/schemas/ab-testing';
import useSWR from 'swr';
import { useEndpoint, usePlatform, useReportFailure } from '../runtime/context.tsx';

/**
 * [Note: The storage card's two tests]
 * The A/B testing service offers two tests (account-portal §7 'Config'), and both are run on the
 * storage card, the overview's call to action for the photos:
 * - 'sample-test' words the photo count: control 'N photos stored', A 'N photos kept safe'.
 * - 'CRO-1304' words the card's action: control 'Go to My photos', variant 1 'Order prints to keep
 *   your photos', which says what the card is about (an order resets the storage time).
 * The card waits for the variants with its data, so nobody sees one wording replaced by another; a
 * service that fails, or answers after config's `abTestWaitMs` (`VARIANT_WAIT_MS` without it), shows
 * control. The client comes with the
 * card's details (storage-details.tsx), which load beside the card's data, after the first render.
 */
export interface StorageWording {
  readonly count: AbTestVariant<'sample-test'>;
  readonly action: AbTestVariant<'CRO-1304'>;
}

const CONTROL: StorageWording = { count: 'control', action: 'control' };

/** How long the card waits for the service before it shows control, where config does not say. */
export const VARIANT_WAIT_MS = 1500;

/** The card's wording: both tests' variants, or control on a failure or after the wait. */
export function useStorageWording(accountId: string): StorageWording | undefined {
  const endpoint = useEndpoint('abTesting');
  const reportFailure = useReportFailure();
  const waitMs = usePlatform().config.abTestWaitMs ?? VARIANT_WAIT_MS;
  const wording = useSWR(
    ['storage-wording', accountId],
    async (): Promise<StorageWording> => {
      const offered = Promise.all([
        getAbTestVariant(endpoint, 'sample-test'),
        getAbTestVariant(endpoint, 'CRO-1304'),
      ]).then(
        ([count, action]): StorageWording => ({ count, action }),
        (error: unknown) => {
          reportFailure('LOAD_AB_TEST_OFFERS_FAILED', error);
          return CONTROL;
        },
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<StorageWording>((resolve) => {
        timer = setTimeout(() => resolve(CONTROL), waitMs);
      });
      try {
        return await Promise.race([offered, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  return wording.data;
}
