import { useMemo } from 'react';
import { tusUploader } from '../../ui/parts/tus-upload.ts';
import type { PhotoUploader } from '../../ui/parts/upload-items.ts';
import type { OpenTransfer } from '../transfer-opening.ts';

/**
 * Sends the phone's photos to the library of the account the code stands for, over tus with the
 * credential ([Note: One photo over tus]); an upload the service refuses because the code has
 * ended fails as `ended` (410) or `signedOut` (401).
 */
export function useTransferUploader({ storage, transfer }: OpenTransfer): PhotoUploader {
  return useMemo(() => tusUploader(storage, transfer.accountId), [storage, transfer.accountId]);
}
