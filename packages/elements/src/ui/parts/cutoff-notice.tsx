import { getArticleGroups, getCampaign } from '@portal/api/clients/cutoff';
import { nextOrderDeadline, SEASONAL_CAMPAIGNS } from '@portal/api/rules/order-cutoff';
import type { ReactElement } from 'react';
import useSWR from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFormatDate, useReportFailure } from '../../runtime/context.tsx';
import { Icon } from '../icons.tsx';
import { calendarDay } from './storage-summary.ts';

interface CutoffNoticeProps {
  /** The article type ordered where the notice shows ('Prints', 'PhotoBook'). */
  readonly articleType: string;
  /**
   * The catalogue keys of its two wordings: `campaign` with `{{date}}` and `{{delivery}}` ('Order by
   * … to receive your prints by …'), `group` with `{{date}}` ('Order by … for your prints to be made
   * in time').
   */
  readonly wording: { readonly campaign: string; readonly group: string };
}

/**
 * The next order deadline for an article (account-portal §7 'Order cut-off'), where ordering is
 * offered: the campaign wording for an open seasonal campaign covering the article, else the group
 * wording for the article group's own cut-off, else nothing (`nextOrderDeadline`). It is a hint,
 * never in the way: while it loads, and if the service fails (reported), nothing shows.
 */
export function CutoffNotice({ articleType, wording }: CutoffNoticeProps): ReactElement | null {
  const { t, language } = useTranslation();
  const endpoint = useEndpoint('cutoff');
  const reportFailure = useReportFailure();
  const formatDate = useFormatDate();
  const deadline = useSWR(
    ['order-cutoff', articleType],
    async () => {
      const [groups, ...campaigns] = await Promise.all([
        getArticleGroups(endpoint),
        ...SEASONAL_CAMPAIGNS.map((name) => getCampaign(endpoint, name)),
      ]);
      return nextOrderDeadline(articleType, groups.articleGroups, campaigns);
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
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(cutOff);
  const date = t('cutoff.moment', { date: formatDate(cutOff), time });
  return (
    <p className="cutoff-notice">
      <Icon name="info" />
      {found.kind === 'campaign'
        ? t(wording.campaign, { date, delivery: formatDate(calendarDay(found.deliveryPromise)) })
        : t(wording.group, { date })}
    </p>
  );
}
