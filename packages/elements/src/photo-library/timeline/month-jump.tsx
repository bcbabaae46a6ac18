import { isUnknownDateMonth } from '@portal/api/rules/timeline-dates';
import { memo, type ReactElement, useId } from 'react';
import { formatMonthYear } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useElement } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { TimelineMonth } from './timeline-layout.ts';

/**
 * The year/month scrubber: any month of the library in one step, whatever its size (the page
 * scrolls to the month's place through the scroll mapping). It names the month on screen.
 */
export function MonthJump({
  months,
  current,
  onJump,
}: {
  readonly months: readonly TimelineMonth[];
  readonly current: TimelineMonth | undefined;
  readonly onJump: (year: number, month: number) => void;
}): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="month-jump picker" part="month-jump">
      <label htmlFor={id}>{t('photos.jump')}</label>
      <Icon name="calendar" className="icon picker-icon" />
      <select
        id={id}
        value={current === undefined ? '' : `${current.year}/${current.month}`}
        onChange={(event) => {
          const [year, month] = event.currentTarget.value.split('/').map(Number);
          if (year !== undefined && month !== undefined) onJump(year, month);
        }}
      >
        <MonthOptions months={months} />
      </select>
    </div>
  );
}

/**
 * The select's options, rendered again only for new months or another language: the grid renders
 * the month list at every frame of a scroll, and a library may have 600 months to name, each an
 * option to compare.
 */
const MonthOptions = memo(function MonthOptions({
  months,
}: {
  readonly months: readonly TimelineMonth[];
}): ReactElement {
  const { t } = useTranslation();
  const { locale } = useElement();
  const byYear = new Map<number, TimelineMonth[]>();
  for (const month of months) byYear.set(month.year, [...(byYear.get(month.year) ?? []), month]);
  const name = (month: TimelineMonth) =>
    isUnknownDateMonth(month.year, month.month)
      ? t('photos.unknownDate')
      : formatMonthYear(month.year, month.month, locale);
  return (
    <>
      {[...byYear].map(([year, entries]) => (
        <optgroup key={year} label={isUnknownDateMonth(year, 1) ? t('photos.unknownDate') : String(year)}>
          {entries.map((month) => (
            <option key={`${month.year}/${month.month}`} value={`${month.year}/${month.month}`}>
              {name(month)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
});
