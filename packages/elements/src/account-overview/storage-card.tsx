import { lazy, type ReactElement, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { CardFailure, CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { useAccountInformation, useLibraryCounts } from '../ui/parts/library-data.ts';

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
  const retry = () => {
    void information.mutate();
    if (counts.error !== undefined) void counts.mutate();
  };
  let body: ReactElement;
  if (information.error !== undefined && !information.isValidating) {
    body = <CardFailure message={t('storage.failed')} onRetry={retry} />;
  } else if (information.data === undefined) {
    body = <StorageSkeleton />;
  } else {
    body = (
      <Suspense fallback={<StorageSkeleton />}>
        <StorageDetails
          accountId={accountId}
          information={information.data}
          photosCount={counts.data?.photosCount ?? null}
          photosPath={photosPath}
        />
      </Suspense>
    );
  }
  return <StorageFrame>{body}</StorageFrame>;
}

export function StorageFrame({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card overview-card storage" part="storage" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        <Icon name="cloud" />
        {t('storage.title')}
      </h2>
      {children}
    </section>
  );
}

export function StorageSkeleton(): ReactElement {
  return (
    <CardLoading>
      <div className="skeleton skeleton-text skeleton-count" />
      <div className="skeleton skeleton-banner" />
      <div className="skeleton-lines skeleton-small">
        <div className="skeleton skeleton-text" />
        <div className="skeleton skeleton-text skeleton-wrap" />
        <div className="skeleton skeleton-text skeleton-wrap" />
        <div className="skeleton skeleton-text skeleton-short" />
      </div>
      <div className="skeleton skeleton-button" />
    </CardLoading>
  );
}
