import { lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { CardLoading } from '../ui/card-failure.tsx';
import { useAccountInformation, useLibraryCounts } from '../ui/parts/library-data.ts';
import { ReadView } from '../ui/read-view.tsx';
import { SkeletonLines } from '../ui/skeleton.tsx';
import { TitledCard } from '../ui/titled-card.tsx';

/**
 * What the card says once its data is in loads beside that data, not before the overview's first
 * render: the status rules, the banner and the card's A/B wording ([Note: The storage card's two tests]).
 */
const StorageDetails = lazy(async () => ({
  default: (await import('./storage-details.tsx')).StorageDetails,
}));

interface StorageCardProps {
  readonly accountId: string;
  /** The photo library's path, when the customer may open it. */
  readonly photosPath: string | null;
}

/**
 * The photo storage summary: how many photos are stored, and when they will be deleted unless the
 * customer orders (photo-library §1, §2.10). The photo count is a nicety: when it cannot be loaded
 * the card still tells the dates.
 */
export function StorageCard({ accountId, photosPath }: StorageCardProps): ReactElement {
  const { t } = useTranslation();
  const information = useAccountInformation(accountId);
  const counts = useLibraryCounts(accountId);
  // Try again asks for the photo count too when that failed as well.
  const read = readStateOf({
    data: information.data,
    error: information.error,
    isValidating: information.isValidating,
    mutate: () => Promise.all([information.mutate(), counts.error === undefined ? null : counts.mutate()]),
  });
  return (
    <StorageFrame>
      <ReadView read={read} failure={t('storage.failed')} skeleton={<StorageSkeleton />}>
        {(loaded) => (
          <Suspense fallback={<StorageSkeleton />}>
            <StorageDetails
              accountId={accountId}
              information={loaded}
              photosCount={counts.data?.photosCount ?? null}
              photosPath={photosPath}
            />
          </Suspense>
        )}
      </ReadView>
    </StorageFrame>
  );
}

export function StorageFrame({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <TitledCard className="overview-card storage" part="storage" icon="cloud" title={t('storage.title')}>
      {children}
    </TitledCard>
  );
}

export function StorageSkeleton(): ReactElement {
  return (
    <CardLoading>
      <div className="skeleton skeleton-text skeleton-count" />
      <div className="skeleton skeleton-banner" />
      <div className="skeleton-lines skeleton-small">
        <SkeletonLines lines={['', 'skeleton-wrap', 'skeleton-wrap', 'skeleton-short']} />
      </div>
      <div className="skeleton skeleton-button" />
    </CardLoading>
  );
}
