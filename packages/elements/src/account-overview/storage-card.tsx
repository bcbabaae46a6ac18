import { deriveStorageStatus } from '@portal/api/rules/storage-status';
import type { AccountInformation } from '@portal/api/schemas/account-information';
import { type ReactElement, type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { CardFailure, CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { useAccountInformation, useLibraryCounts } from '../ui/parts/library-data.ts';
import { StorageBanner } from '../ui/parts/storage-banner.tsx';
import { storageSummary } from '../ui/parts/storage-summary.ts';

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
      <StorageDetails
        information={information.data}
        photosCount={counts.data?.photosCount ?? null}
        photosPath={photosPath}
      />
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

function StorageDetails({
  information,
  photosCount,
  photosPath,
}: {
  information: AccountInformation;
  photosCount: number | null;
  photosPath: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const summary = useMemo(() => storageSummary(deriveStorageStatus(information, new Date())), [information]);
  return (
    <>
      {photosCount === null ? null : (
        <p className="storage-count">{t('storage.photoCount', { count: photosCount })}</p>
      )}
      <StorageBanner summary={summary} />
      {photosPath === null ? null : (
        <OutsideLink path={photosPath} className="button button-secondary card-action">
          {t('storage.goToPhotos')}
        </OutsideLink>
      )}
    </>
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
