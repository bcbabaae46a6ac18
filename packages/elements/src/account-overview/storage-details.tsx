import { deriveStorageStatus } from '@portal/api/rules/storage-status';
import type { AccountInformation } from '@portal/api/schemas/account-information';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { StorageBanner } from '../ui/parts/storage-banner.tsx';
import { storageSummary } from '../ui/parts/storage-summary.ts';
import { StorageSkeleton } from './storage-card.tsx';
import { useStorageWording } from './storage-wording.ts';

/**
 * The storage card's body once its data is in: the photo count, the status banner and the way to
 * the photos, worded as the card's A/B tests offer ([Note: The storage card's two tests]).
 */
export function StorageDetails({
  accountId,
  information,
  photosCount,
  photosPath,
}: {
  accountId: string;
  information: AccountInformation;
  photosCount: number | null;
  photosPath: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const wording = useStorageWording(accountId);
  const summary = useMemo(() => storageSummary(deriveStorageStatus(information, new Date())), [information]);
  if (wording === undefined) return <StorageSkeleton />;
  return (
    <>
      {photosCount === null ? null : (
        <p className="storage-count">
          {t(wording.count === 'A' ? 'storage.photoCountKept' : 'storage.photoCount', { count: photosCount })}
        </p>
      )}
      <StorageBanner summary={summary} />
      {photosPath === null ? null : (
        <OutsideLink path={photosPath} className="button button-secondary card-action">
          {t(wording.action === 'variant 1' ? 'storage.orderToKeep' : 'storage.goToPhotos')}
        </OutsideLink>
      )}
    </>
  );
}
