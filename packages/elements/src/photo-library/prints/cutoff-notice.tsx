import { getArticleGroups, getCampaign } from '@portal/api/clients/cutoff';
import { nextOrderDeadline, PRINTS_ARTICLE_TYPE, SEASONAL_CAMPAIGNS } from '@portal/api/rules/order-cutoff';
import type { ReactElement } from 'react';
import useSWR from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFormatDate, useReportFailure } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import { calendarDay } from '../../ui/parts/storage-summary.ts';

/**
 * The next order deadline for prints (account-portal §7 'Order cut-off'), in the order-prints bar:
 * 'Order by {date} to receive your prints by {delivery}.' for an open seasonal campaign covering
 * prints, else 'Order by {date} for your prints to be made in time.' for the prints group's own
 * cut-off, else nothing (`nextOrderDeadline`). It is a hint, never in the way: while it loads, and
 * if the service fails (reported), the bar shows no notice.
 */
export function CutoffNotice(): ReactElement | null {
  const { t, language } = useTranslation();
  const endpoint = useEndpoint('cutoff');
  const reportFailure = useReportFailure();
  const formatDate = useFormatDate();
  const deadline = useSWR(
    ['order-cutoff', PRINTS_ARTICLE_TYPE],
    async () => {
      const [groups, ...campaigns] = await Promise.all([
        getArticleGroups(endpoint),
        ...SEASONAL_CAMPAIGNS.map((name) => getCampaign(endpoint, name)),
      ]);
      return nextOrderDeadline(PRINTS_ARTICLE_TYPE, groups.articleGroups, campaigns);
    },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: (error: unknown) => reportFailure('LOAD_ORDER_CUTOFF_FAILED', error),
    },
  );
  const found = deadline.data;
  if (found === undefined || found === null) return null;
  const cutOff = new Date(found.cutOff);
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(cutOff);
  const date = t('photos.prints.cutoff.moment', { date: formatDate(cutOff), time });
  return (
    <p className="prints-cutoff">
      <Icon name="info" />
      {found.kind === 'campaign'
        ? t('photos.prints.cutoff.campaign', {
            date,
            delivery: formatDate(calendarDay(found.deliveryPromise)),
          })
        : t('photos.prints.cutoff.group', { date })}
    </p>
  );
}
