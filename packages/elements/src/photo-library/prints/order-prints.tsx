import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, usePlatform, useReportFailure, useToast } from '../../runtime/context.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/*
 * [Note: Ordering prints of a selection]
 * Prints are ordered in the prints editor, another application (photo-library §2.9, §7 'Other'):
 * the selected photos are handed over as a temp selection (POST /temp-selections), and the browser
 * goes to the editor's URL with autoselectproduct, the site's channel and tempSelectionId. An
 * overlay says 'Adding {amount} photos to editor...' for at least 3 s, so it never merely flickers;
 * a failure (the call, or a page without a channel) says 'Error transferring photos. Try again.' in
 * a toast and keeps the selection.
 */

/** The order deadline loads with prints mode, which a click opens. */
const PrintsCutoffNotice = lazy(async () => ({
  default: (await import('./prints-cutoff-notice.tsx')).PrintsCutoffNotice,
}));

/** Hands the photos to the prints editor; the overlay shows while it runs. */
export function useOrderPrints(): {
  readonly transfer: (photoIds: readonly string[]) => Promise<void>;
  readonly transferring: number | null;
} {
  const { t } = useTranslation();
  const platform = usePlatform();
  const endpoint = useEndpoint('tempSelections');
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const [transferring, setTransferring] = useState<number | null>(null);
  const transfer = async (photoIds: readonly string[]) => {
    if (photoIds.length === 0 || transferring !== null) return;
    setTransferring(photoIds.length);
    try {
      const { transferToPrintsEditor } = await import('./transfer.ts');
      const target = await transferToPrintsEditor({
        tempSelections: endpoint,
        photoIds,
        editorUrl: new URL(platform.config.printsEditorUrl, platform.origin).href,
        channel: platform.site?.site.channel,
      });
      window.location.assign(target);
    } catch (error) {
      reportFailure('TRANSFER_TO_PRINTS_EDITOR_FAILED', error);
      setTransferring(null);
      showToast(t('userMessage.printsTransferFailed'), { tone: 'error', durationMs: 10_000 });
    }
  };
  return { transfer, transferring };
}

/**
 * The order-prints bar at the bottom of a list in prints mode (photo-library §2.9): 'Next: Customise
 * {amount} photo prints', off with nothing selected or while the photos go, 'Selecting your
 * photos...' while a select-all is still loading photos; above it, the next order deadline for prints
 * when one applies (`PrintsCutoffNotice`).
 */
export function OrderPrintsBar({
  count,
  selecting,
  busy,
  onNext,
}: {
  readonly count: number;
  /** A select-all is loading the photos it selects. */
  readonly selecting: boolean;
  /** The photos are on their way to the editor. */
  readonly busy: boolean;
  readonly onNext: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="prints-bar" part="prints-bar">
      <Suspense fallback={null}>
        <PrintsCutoffNotice />
      </Suspense>
      <button
        type="button"
        className="button button-primary"
        disabled={count === 0 || selecting || busy}
        onClick={onNext}
      >
        {selecting ? t('photos.prints.selecting') : t('photos.prints.next', { count })}
      </button>
    </div>
  );
}

/** 'Adding {amount} photos to editor...' over the page while the photos go to the editor. */
export function PrintsTransferOverlay({ count }: { readonly count: number | null }): ReactElement | null {
  const { t } = useTranslation();
  if (count === null) return null;
  return (
    <div className="prints-overlay" role="status">
      <Spinner />
      <p>{t('photos.prints.adding', { count })}</p>
    </div>
  );
}
