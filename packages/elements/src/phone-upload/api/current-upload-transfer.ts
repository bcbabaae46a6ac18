import { getCurrentUploadTransfer } from '@portal/api/clients/upload-transfers';
import type { CallOptions, ServiceEndpoint } from '@portal/api/http';
import { useCallback, useEffect, useState } from 'react';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { failedOpening, initialOpening, openedTransfer, type TransferOpening } from '../transfer-opening.ts';

/** The storage service as the phone speaks to it: the credential is the only token it sends. */
export function transferStorage(storage: ServiceEndpoint, token: string): ServiceEndpoint {
  return { ...storage, getToken: async () => token };
}

/**
 * GET /upload-transfers/current with the credential: whose library the phone uploads to and until
 * when. Resolves `expired` for a code the service no longer takes; rejects on any other failure.
 */
export async function openUploadTransfer(
  storage: ServiceEndpoint,
  token: string,
  options: CallOptions = {},
): Promise<TransferOpening> {
  const phoneStorage = transferStorage(storage, token);
  try {
    return openedTransfer(await getCurrentUploadTransfer(phoneStorage, options), phoneStorage);
  } catch (error) {
    const opening = failedOpening(error);
    if (opening.kind === 'failed') throw error;
    return opening;
  }
}

/**
 * The transfer of the code the page was opened with (null: none), checked once; a check that
 * failed for another reason than the code is reported, and `retry` asks again.
 *
 * [Note: A transfer is opened, not cached]
 * Unlike the areas' data, the answer is not kept in the page's data cache (SWR). Its `expiresIn`
 * counts from the moment it arrived, so an answer taken from a cache would make the code last
 * longer than the service allows; and asking is what tells the computer showing the code that the
 * phone is here, so it is asked when the page opens and on Try again, never behind the customer's
 * back (a reconnect, another element on the page).
 */
export function useUploadTransferOpening(token: string | null): {
  readonly opening: TransferOpening;
  readonly retry: () => void;
} {
  const storage = useEndpoint('storage');
  const reportFailure = useReportFailure();
  const [opening, setOpening] = useState(() => initialOpening(token));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (token === null) return;
    const controller = new AbortController();
    setOpening({ kind: 'checking' });
    openUploadTransfer(storage, token, { signal: controller.signal }).then(setOpening, (error: unknown) => {
      if (controller.signal.aborted) return;
      reportFailure('OPEN_UPLOAD_TRANSFER_FAILED', error);
      setOpening({ kind: 'failed' });
    });
    return () => controller.abort();
  }, [token, storage, reportFailure, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { opening, retry };
}
