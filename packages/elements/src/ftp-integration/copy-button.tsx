import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Icon } from '../ui/icons.tsx';

/** How long the button says 'Copied' before it offers to copy again. */
const COPIED_FOR_MS = 2_000;

/**
 * Copies `value` to the clipboard: 'Copy', then 'Copied' for a moment, announced. Where the browser
 * refuses (no clipboard on the page), it says so, and the value stays there to select by hand.
 * `describedBy` names what is copied (the value's label), for a screen reader's 'Copy, button';
 * `copiedMessage` is announced once it is copied.
 */
export function CopyButton({
  value,
  describedBy,
  copiedMessage,
}: {
  readonly value: string;
  readonly describedBy: string;
  readonly copiedMessage: string;
}): ReactElement {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // Not every page has a clipboard (an insecure origin, some webviews).
    const clipboard: Clipboard | undefined = navigator.clipboard;
    (clipboard === undefined ? Promise.reject(new Error('No clipboard')) : clipboard.writeText(value)).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary copy-button"
        aria-describedby={describedBy}
        onClick={copy}
      >
        {state === 'copied' ? <Icon name="check" /> : null}
        {state === 'copied' ? t('ftpIntegration.copied') : t('ftpIntegration.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? copiedMessage : ''}
      </span>
      {state === 'failed' ? (
        <span className="inline-failure copy-failed" role="alert">
          {t('ftpIntegration.copyFailed')}
        </span>
      ) : null}
    </>
  );
}
