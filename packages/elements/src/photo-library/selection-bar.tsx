import {
  createContext,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { MAX_PHOTOS_PER_DOWNLOAD, type PhotoSelection } from './selection.ts';

/*
 * [Note: No action on a selection still being read]
 * A shift-click's range and a month's Select all read the ids they cover from the service; until
 * they arrive the selection holds less than the customer chose. The bar says 'Selecting your
 * photos...' and its actions wait, so a quick Copy, Download or Delete never acts on part of it.
 */
const ReadingIds = createContext(false);

/**
 * The bar of selection mode (photo-library §2.2, §2.5, §4), sticky at the top as the list scrolls:
 * how many are selected, Done, Deselect all (after `lead`, a list's own way to select more), and
 * the list's actions, which wait while `reading` ([Note: No action on a selection still being read]).
 */
export function SelectionBar({
  selection,
  reading,
  onChange,
  onDone,
  lead,
  children,
}: {
  readonly selection: PhotoSelection;
  /** Ids of a range or a Select all are being read. */
  readonly reading: boolean;
  readonly onChange: (selection: PhotoSelection) => void;
  readonly onDone: () => void;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const actions = useRef<HTMLDivElement>(null);
  useFocusableWhileScrolling(actions);
  return (
    <section
      className="selection-bar"
      part="selection-bar"
      aria-label={t('photos.selection.bar')}
      aria-busy={reading}
    >
      <span className="selection-count" aria-live="polite">
        {reading ? t('photos.prints.selecting') : t('photos.selection.count', { count: selection.size })}
      </span>
      <button type="button" className="button button-secondary selection-done" onClick={onDone}>
        {t('photos.selection.stop')}
      </button>
      {/* [Note: A row that scrolls is reached by key] */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for a form's controls, these are actions. */}
      <div
        ref={actions}
        className="selection-actions"
        role="group"
        aria-label={t('photos.selection.actions')}
      >
        {lead}
        <button
          type="button"
          className="button button-text"
          disabled={!selection.actionable}
          onClick={() => onChange(selection.clear())}
        >
          {t('photos.selection.deselectAll')}
        </button>
        <ReadingIds.Provider value={reading}>{children}</ReadingIds.Provider>
      </div>
    </section>
  );
}

/*
 * [Note: A row that scrolls is reached by key]
 * On a phone the bar's actions stay on one line and scroll sideways. While every action in it is
 * off (none selected, or ids still being read) nothing in the row takes focus, so a keyboard could
 * not scroll it to see what is there. The row itself takes focus while, and only while, it scrolls.
 * That is measured on the DOM as it changes, not through a render: after each render of the bar,
 * when anything inside the row changes (an action's label, its own render), and when the row or an
 * action is resized (the screen turns, a font loads), so the row is never seen scrolling and
 * unreachable in between.
 */
function useFocusableWhileScrolling(ref: RefObject<HTMLElement | null>): void {
  const update = useCallback(() => {
    const row = ref.current;
    if (row === null) return;
    if (row.scrollWidth > row.clientWidth) row.tabIndex = 0;
    else row.removeAttribute('tabindex');
  }, [ref]);
  useLayoutEffect(update);
  useLayoutEffect(() => {
    const row = ref.current;
    if (row === null) return;
    const resized = new ResizeObserver(update);
    const observeAll = (): void => {
      resized.disconnect();
      resized.observe(row);
      for (const child of row.children) resized.observe(child);
    };
    const changed = new MutationObserver(() => {
      observeAll();
      update();
    });
    changed.observe(row, { childList: true, subtree: true, characterData: true });
    observeAll();
    update();
    return () => {
      changed.disconnect();
      resized.disconnect();
    };
  }, [ref, update]);
}

/** Download in the bar: off at none and above 100, saying why then (§5), and while ids are read. */
export function DownloadSelectedButton({
  selection,
  downloading,
  onDownload,
}: {
  readonly selection: PhotoSelection;
  readonly downloading: boolean;
  readonly onDownload: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const reading = useContext(ReadingIds);
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={!selection.downloadable || downloading || reading}
      title={selection.size > MAX_PHOTOS_PER_DOWNLOAD ? t('userMessage.downloadLimit') : undefined}
      onClick={onDownload}
    >
      {t('photos.download.action')}
    </button>
  );
}

/**
 * An action of the bar on the selected photos: off with none selected, while `busy` or ids are read,
 * and where the list does not offer it, saying why (`unavailable`: a shared album is read-only).
 */
export function BarAction({
  selection,
  destructive = false,
  unavailable,
  busy = false,
  onClick,
  children,
}: {
  readonly selection: PhotoSelection;
  readonly destructive?: boolean;
  readonly unavailable?: string;
  readonly busy?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}): ReactElement {
  const reading = useContext(ReadingIds);
  return (
    <button
      type="button"
      className={destructive ? 'button button-destructive' : 'button button-secondary'}
      disabled={!selection.actionable || unavailable !== undefined || busy || reading}
      title={unavailable}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
