import { isUnknownDateMonth } from '@portal/api/rules/timeline-dates';
import { memo, type ReactElement } from 'react';
import { formatMonthYear } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useElement } from '../../runtime/context.tsx';
import type { GridSelection } from './timeline-grid.tsx';
import type { TimelineLayout } from './timeline-layout.ts';
import type { TimelineManager } from './timeline-manager.ts';

/**
 * A month's heading: its name, its count, its select-all while selecting, and a retry when it
 * failed. Rendered again only when one of these changes, not at every scroll of the grid.
 */
export const MonthHeading = memo(function MonthHeading({
  layout,
  section,
  top,
  failed,
  manager,
  selecting,
}: {
  readonly layout: TimelineLayout;
  readonly section: number;
  readonly top: number;
  /** The month's photos could not be loaded. */
  readonly failed: boolean;
  readonly manager: TimelineManager;
  readonly selecting: GridSelection | undefined;
}): ReactElement | null {
  const { t } = useTranslation();
  const { locale } = useElement();
  const month = layout.months[section];
  if (month === undefined) return null;
  const title = isUnknownDateMonth(month.year, month.month)
    ? t('photos.unknownDate')
    : formatMonthYear(month.year, month.month, locale);
  return (
    <div
      className="month-heading"
      style={{ transform: `translateY(${top}px)`, height: layout.metrics.headingHeight }}
    >
      <h2>{title}</h2>
      <span className="month-count">{t('photos.photoCount', { count: month.count })}</span>
      {selecting === undefined ? null : (
        <button
          type="button"
          className="button button-text select-month"
          aria-label={t('photos.selection.selectMonth', { month: title })}
          onClick={() => selecting.onToggleMonth(section)}
        >
          {t('photos.selection.selectAll')}
        </button>
      )}
      {failed ? (
        <span className="month-failed" role="alert">
          {t('userMessage.photosCouldNotBeLoaded')}
          <button type="button" className="button button-text" onClick={() => manager.retry(section)}>
            {t('runtime.retry')}
          </button>
        </span>
      ) : null}
    </div>
  );
});
