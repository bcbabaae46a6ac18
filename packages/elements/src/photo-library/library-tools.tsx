import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFeatureFlag } from '../runtime/context.tsx';
import { type MenuAction, MenuButton } from '../ui/parts/menu-button.tsx';

/**
 * [Note: One row of tools]
 * What the timeline offers while not selecting (photo-library §2.2): select, order prints, export
 * and delete all, in one row with the sort and the month list, so a phone's first screen keeps its
 * room for photos (styles.ts):
 * - Select stays a button everywhere; Export and Delete all, asked for now and then, are in the
 *   row's menu ([Note: A menu of actions]).
 * - Order photo prints is a button beside Select where the element is wide, and the menu's first
 *   action where it is narrow: both are rendered, and the sheet shows one (`wide-only`,
 *   `narrow-only`), so neither is ever cut or wrapped a word per line.
 * - The sort and the month list show their choice beside their label where the element is wide,
 *   and only their icon on a phone (the native list opens with every choice in full).
 */
export function LibraryTools({
  onSelect,
  onPrints,
  onExport,
  onDeleteAll,
}: {
  readonly onSelect: () => void;
  readonly onPrints: () => void;
  readonly onExport: () => void;
  readonly onDeleteAll: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const printsEnabled = useFeatureFlag('OrderPrintsEnabled');
  const menu: MenuAction[] = [
    ...(printsEnabled
      ? [{ key: 'prints', label: t('photos.prints.action'), onSelect: onPrints, className: 'narrow-only' }]
      : []),
    { key: 'export', label: t('photos.export.action'), onSelect: onExport },
    {
      key: 'delete-all',
      label: t('photos.deleteAll.action'),
      onSelect: onDeleteAll,
      className: 'delete-all',
    },
  ];
  return (
    <div className="library-tools">
      <button type="button" className="button button-secondary" onClick={onSelect}>
        {t('photos.selection.start')}
      </button>
      {printsEnabled ? (
        <button type="button" className="button button-secondary wide-only" onClick={onPrints}>
          {t('photos.prints.action')}
        </button>
      ) : null}
      <MenuButton label={t('photos.tools.more')} actions={menu} />
    </div>
  );
}
