import { formatSortSetting, parseSortSetting, type SortSetting } from '@portal/api/rules/sort-settings';
import { type ReactElement, useId } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/** Where the timeline's sort is kept between visits, as 'key/order' (photo-library §3). */
const SORT_STORAGE_KEY = 'sortSetting:photos';

/**
 * The timeline's sort choices: date taken and upload date, newest or oldest first. The spec's
 * other reading has only date taken and upload date; 'created' (date added) orders the same photos
 * as the upload date for a library filled by uploads, so it is not offered twice.
 */
const CHOICES: readonly SortSetting<'photos'>[] = [
  { sortKey: 'dateTaken', sortOrder: 'desc' },
  { sortKey: 'dateTaken', sortOrder: 'asc' },
  { sortKey: 'uploaded', sortOrder: 'desc' },
  { sortKey: 'uploaded', sortOrder: 'asc' },
];

export function readPhotoSort(): SortSetting<'photos'> {
  try {
    return parseSortSetting('photos', window.localStorage.getItem(SORT_STORAGE_KEY));
  } catch {
    return parseSortSetting('photos', null);
  }
}

export function storePhotoSort(setting: SortSetting<'photos'>): void {
  try {
    window.localStorage.setItem(SORT_STORAGE_KEY, formatSortSetting(setting));
  } catch {
    // Site data blocked: the choice holds for this page only.
  }
}

export function SortSelect({
  value,
  onChange,
}: {
  readonly value: SortSetting<'photos'>;
  readonly onChange: (setting: SortSetting<'photos'>) => void;
}): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort">
      <label htmlFor={id}>{t('photos.sort.label')}</label>
      <select
        id={id}
        value={formatSortSetting(value)}
        onChange={(event) => onChange(parseSortSetting('photos', event.currentTarget.value))}
      >
        {CHOICES.map((choice) => (
          <option key={formatSortSetting(choice)} value={formatSortSetting(choice)}>
            {t(`photos.sort.${choice.sortKey}.${choice.sortOrder}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
