import { STORAGE_PERIOD_MONTHS } from '@portal/api/rules/storage-status';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFormatDate } from '../../runtime/context.tsx';
import { Icon } from '../icons.tsx';
import type { StorageSummary, StorageTone } from './storage-summary.ts';

const BANNER_CLASS: Readonly<Record<StorageTone, string>> = {
  info: 'banner banner-info',
  warning: 'banner banner-warning',
  critical: 'banner banner-critical',
};

/**
 * How long the photos are stored (photo-library §2.10): the banner toned by the status, with the
 * months or days remaining, the deletion day or, when critical, the day to order by to keep them
 * another 18 months; and the rule itself. The overview's storage card and the photo library's
 * storage notice show the same.
 */
export function StorageBanner({ summary }: { readonly summary: StorageSummary }): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { headline } = summary;
  return (
    <>
      <div className={BANNER_CLASS[summary.tone]}>
        <Icon name={summary.tone === 'info' ? 'info' : 'alert'} />
        <div className="banner-text">
          <p className="storage-headline">
            {headline.count === undefined ? t(headline.key) : t(headline.key, { count: headline.count })}
          </p>
          <p>
            {summary.orderByDay === null
              ? t('storage.deletionDate', { date: formatDate(summary.deletionDay) })
              : t('storage.orderBy', { date: formatDate(summary.orderByDay), months: STORAGE_PERIOD_MONTHS })}
          </p>
        </div>
      </div>
      <p className="storage-rule">{t('storage.rule', { months: STORAGE_PERIOD_MONTHS })}</p>
    </>
  );
}
