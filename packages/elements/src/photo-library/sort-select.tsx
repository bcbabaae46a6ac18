import { formatSortSetting, parseSortSetting, type SortSetting } from '@portal/api/rules/sort-settings';
import { type ReactElement, useCallback, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { readStored, writeStored } from '../runtime/web-storage.ts';
import { Icon } from '../ui/icons.tsx';

/** The lists whose photos the customer sorts here. */
type SortedList = 'photos' | 'albumPhotos' | 'sharedAlbumPhotos';

/** Where a list's sort is kept between visits, as 'key/order' (photo-library §3). */
function storageKey(list: SortedList): string {
  return `sortSetting:${list}`;
}

/**
 * Each list's sort choices, newest or oldest first. The timeline: date taken and upload date (the
 * spec's other reading has only those two; 'created' orders the same photos as the upload date for
 * a library filled by uploads, so it is not offered twice). An album, shared or not: date added
 * to it, and date taken (photo-library §2.5).
 */
const CHOICES: { readonly [L in SortedList]: readonly SortSetting<L>[] } = {
  photos: [
    { sortKey: 'dateTaken', sortOrder: 'desc' },
    { sortKey: 'dateTaken', sortOrder: 'asc' },
    { sortKey: 'uploaded', sortOrder: 'desc' },
    { sortKey: 'uploaded', sortOrder: 'asc' },
  ],
  albumPhotos: [
    { sortKey: 'created', sortOrder: 'desc' },
    { sortKey: 'created', sortOrder: 'asc' },
    { sortKey: 'dateTaken', sortOrder: 'desc' },
    { sortKey: 'dateTaken', sortOrder: 'asc' },
  ],
  sharedAlbumPhotos: [
    { sortKey: 'created', sortOrder: 'desc' },
    { sortKey: 'created', sortOrder: 'asc' },
    { sortKey: 'dateTaken', sortOrder: 'desc' },
    { sortKey: 'dateTaken', sortOrder: 'asc' },
  ],
};

function readSort<L extends SortedList>(list: L): SortSetting<L> {
  return parseSortSetting(list, readStored('local', storageKey(list)) ?? null);
}

function storeSort<L extends SortedList>(list: L, setting: SortSetting<L>): void {
  // Site data blocked: the choice holds for this page only.
  writeStored('local', storageKey(list), formatSortSetting(setting));
}

/** A list's sort: the one kept from the last visit, and each change kept for the next. */
export function useStoredSort<L extends SortedList>(
  list: L,
): readonly [SortSetting<L>, (setting: SortSetting<L>) => void] {
  const [sort, setSort] = useState(() => readSort(list));
  const change = useCallback(
    (setting: SortSetting<L>) => {
      storeSort(list, setting);
      setSort(setting);
    },
    [list],
  );
  return [sort, change];
}

export function SortSelect<L extends SortedList>({
  list,
  value,
  onChange,
}: {
  readonly list: L;
  readonly value: SortSetting<L>;
  readonly onChange: (setting: SortSetting<L>) => void;
}): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort picker">
      <label htmlFor={id}>{t('photos.sort.label')}</label>
      <Icon name="sort" className="icon picker-icon" />
      <select
        id={id}
        value={formatSortSetting(value)}
        onChange={(event) => onChange(parseSortSetting(list, event.currentTarget.value))}
      >
        {(CHOICES[list] as readonly SortSetting<L>[]).map((choice) => (
          <option key={formatSortSetting(choice)} value={formatSortSetting(choice)}>
            {t(`photos.sort.${choice.sortKey}.${choice.sortOrder}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
